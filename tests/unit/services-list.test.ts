import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { services } from '@/content/routes';
import { serviceFile, servicePages, servicesOverview } from '@/content/services';

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
  it('every contact subject maps to an enquiry category slug', () => {
    const slugs = ['tax-services', 'accounting-services', 'consulting-services', 'outsourced-cfo-services', 'real-estate-investing-services', 'non-profit-tax-services', 'others'];
    for (const page of [servicesOverview, ...servicePages]) expect(slugs, serviceFile(page)).toContain(page.contactSubject);
  });
});
