import { site } from '@/content/site.es';
import { taxBrackets } from '@/content/tax-brackets.es';
import { renderTaxRatesEmbed } from '@/lib/content/tax-rates-embed';

export const dynamic = 'force-static';

/** The Spanish tax rate tables: the same figures as /embeds/tax-rates.html, framed by /es/tasas-de-impuestos. */
export function GET() {
  return new Response(renderTaxRatesEmbed(taxBrackets, site.name, 'es'), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
