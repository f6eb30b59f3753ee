import { describe, expect, it } from 'vitest';
import { site } from '@/content/site.es';
import { taxBrackets as english } from '@/content/tax-brackets';
import { taxBrackets } from '@/content/tax-brackets.es';
import { usd } from '@/lib/format';
import { bracketRange, renderTaxRatesEmbed, taxRatesEmbedPath } from '@/lib/content/tax-rates-embed';

describe('Spanish tax rates embed', () => {
  const embed = renderTaxRatesEmbed(taxBrackets, site.name, 'es');

  it('is served under /es/ and declares its language', () => {
    expect(taxRatesEmbedPath.es).toBe('/es/embeds/tasas-de-impuestos.html');
    expect(embed).toContain('<html lang="es-US">');
    expect(embed).not.toContain('Federal income tax');
  });

  it('has the English tables’ figures under Spanish captions', () => {
    for (const year of english.years) {
      for (const { key } of english.statuses) {
        const label = taxBrackets.statuses.find((s) => s.key === key)!.label;
        expect(embed).toContain(`<caption id="cap-${year.year}-${key}">Tramos de ${year.year}: ${label}</caption>`);
        const list = year.thresholds[key];
        for (const [i, over] of list.entries()) expect(embed).toContain(`<td>${bracketRange(over, list[i + 1], 'es')}</td>`);
        expect(embed).toContain(`<td>${usd(year.standardDeduction[key])}</td>`);
      }
    }
    expect(bracketRange(640600, undefined, 'es')).toBe('Más de $640,600');
  });

  it('dates its review in Spanish', () => {
    expect(embed).toMatch(/Última revisión: \d{1,2} de [a-z]+ de \d{4}/);
  });
});
