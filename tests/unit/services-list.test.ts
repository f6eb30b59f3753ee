import { describe, expect, it } from 'vitest';
import { serviceFile, servicePages, servicesOverview } from '@/content/services';
import { serviceCardSchema } from '@/lib/schemas';
import { SERVICE_ICONS } from '@/components/sections/services-list';

describe('services list icons', () => {
  it('draws every icon a service card may name', () => {
    for (const name of serviceCardSchema.shape.icon.shape.name.options) expect(SERVICE_ICONS[name], name).toBeDefined();
  });

  it('refuses a card naming an icon the list cannot draw, naming the field', () => {
    const card = { order: 1, serviceId: 'tax', icon: { name: 'Rocket', style: 'outline', colour: '#0f6b63' }, title: 'Tax Services', description: 'x'.repeat(60) };
    const result = serviceCardSchema.safeParse(card);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['icon', 'name']);
  });
});

describe('service pages', () => {
  it('every contact subject maps to an enquiry category slug', () => {
    const slugs = ['tax-services', 'accounting-services', 'consulting-services', 'outsourced-cfo-services', 'real-estate-investing-services', 'non-profit-tax-services', 'others'];
    for (const page of [servicesOverview, ...servicePages]) expect(slugs, serviceFile(page)).toContain(page.contactSubject);
  });
});
