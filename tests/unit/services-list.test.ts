import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { services } from '@/content/services';
import { servicePages } from '@/content/service-pages';
import { banners } from '@/content/banners';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

describe('services list icons', () => {
  const source = read('components/sections/services-list.tsx');

  it('maps every service icon explicitly (no namespace import of lucide-react)', () => {
    expect(source).not.toMatch(/^import \* as/m);
    for (const service of services) expect(source).toMatch(new RegExp(`\\b${service.icon.name},`));
  });

  it('has exactly the seven icons the services use', () => {
    const map = /SERVICE_ICONS[^=]*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
    const names = map.split(',').map((s) => s.trim()).filter(Boolean);
    expect(names.sort()).toEqual([...new Set(services.map((s) => s.icon.name))].sort());
  });
});

describe('service pages', () => {
  const owned = ['/services', '/services-tax', '/services-accounting', '/services-consulting', '/services-personal-tax', '/services-business-tax', '/services-bookkeeping', '/services-cfo', '/services-rei', '/services-nptax'];

  it('every owned service route has copy, a banner and a thin page file using the shared body', () => {
    for (const route of owned) {
      expect(servicePages.some((p) => p.route === route), route).toBe(true);
      expect(banners.some((b) => b.key === route), route).toBe(true);
      const page = read(`app${route}/page.tsx`);
      expect(page, route).toContain('ServicePageBody');
      expect(page, route).toContain(`buildMetadata(`);
      expect(page, route).toContain('PageBanner');
    }
  });

  it('every contact subject maps to an enquiry category slug', () => {
    const slugs = ['tax-services', 'accounting-services', 'consulting-services', 'outsourced-cfo-services', 'real-estate-investing-services', 'non-profit-tax-services', 'others'];
    for (const page of servicePages) expect(slugs, page.route).toContain(page.contactSubject);
  });
});
