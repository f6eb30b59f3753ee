import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { services } from '@/content/routes';
import { routePaths } from '@/lib/content/routes';
import { serviceFile, servicePages, servicesOverview } from '@/content/services';
import { team } from '@/content/team';
import { importantNews } from '@/content/important-news';
import { whyChooseUs } from '@/content/slides';
import { certificates } from '@/content/certificates';
import { gallery, galleryFilters } from '@/content/gallery';
import { home } from '@/content/home';
import { about } from '@/content/about';

const iconDir = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/icons/', import.meta.url));
const kebab = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])(\d)/g, '$1-$2').toLowerCase();

/** WCAG relative luminance contrast of a hex colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

describe('firm content', () => {
  it('lists the seven services in order with their routes', () => {
    expect(services.map((s) => [s.serviceId, s.nav])).toEqual([
      ['tax', '/services-tax'],
      ['accounting', '/services-accounting'],
      ['consulting', '/services-consulting'],
      ['cfo', '/services-cfo'],
      ['rei', '/services-rei'],
      ['nptax', '/services-nptax'],
      ['boi', '/services-boi'],
    ]);
  });

  it('uses lucide icons that exist and colours that read on white', () => {
    const icons = new Set(readdirSync(iconDir));
    for (const s of services) {
      expect(icons.has(`${kebab(s.icon.name)}.mjs`), s.icon.name).toBe(true);
      expect(contrastOnWhite(s.icon.colour), s.icon.colour).toBeGreaterThanOrEqual(3);
    }
  });

  it('has one page per service route, each a known route', () => {
    expect([servicesOverview, ...servicePages].map((p) => p.route.path).sort()).toEqual([
      '/services',
      '/services-tax',
      '/services-accounting',
      '/services-consulting',
      '/services-personal-tax',
      '/services-business-tax',
      '/services-bookkeeping',
      '/services-cfo',
      '/services-rei',
      '/services-nptax',
    ].sort());
    for (const p of servicePages) expect(routePaths).toContain(p.route.path);
  });

  it('gives every page with a figure its sources and a review date', () => {
    for (const data of [servicesOverview, ...servicePages]) {
      const { body } = data;
      const file = serviceFile(data);
      const hasFigure = /\$\d|\d+(\.\d+)?[- ]year|\d+ days|\d+%|May 15|20th day/.test(body);
      if (hasFigure) expect(data.lastReviewed, file).toBeDefined();
      if (data.lastReviewed) expect(data.sources.length, file).toBeGreaterThan(0);
      const sections = body.match(/^## /gm)?.length ?? 0;
      expect(sections, file).toBeGreaterThanOrEqual(2);
      expect(sections, file).toBeLessThanOrEqual(4);
    }
  });

  it('lists only the founder', () => {
    expect(team).toHaveLength(1);
    expect(team[0]?.id).toBe('maria-delgado');
    expect(team[0]?.description.length).toBeGreaterThanOrEqual(3);
  });

  it('links the important news box to the OBBBA post by its exact title', async () => {
    const href = importantNews.link.href;
    expect(href.startsWith('/news?post=')).toBe(true);
    const title = decodeURIComponent(href.slice('/news?post='.length));
    expect(title).toBe('What the One Big Beautiful Bill Act Changes for Your 2025 Return');
    const news = await import('@/content/news').catch(() => null);
    if (news && 'newsPosts' in news && Array.isArray(news.newsPosts)) {
      expect(news.newsPosts.map((p: { title: string }) => p.title)).toContain(title);
    }
  });

  it('has the carousel slides, badges and gallery', () => {
    expect(whyChooseUs.map((s) => s.href)).toEqual(['/services-personal-tax', '/services-business-tax', '/services-bookkeeping']);
    expect(certificates).toHaveLength(2);
    expect(gallery).toHaveLength(8);
    const filterIds = galleryFilters.map((f) => f.id) as string[];
    for (const item of gallery) for (const g of item.groups) expect(filterIds).toContain(g);
    for (const id of filterIds.filter((f) => f !== 'all')) expect(gallery.some((i) => i.groups.includes(id))).toBe(true);
  });

  it('has home and about copy', () => {
    expect(home.hero.cta).toBe('Get Started');
    expect(about.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(about.values.length).toBeGreaterThanOrEqual(3);
  });
});
