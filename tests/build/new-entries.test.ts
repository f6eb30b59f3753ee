import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// Inside the repository, so the copy resolves the repository's node_modules.
const ROOT = resolve(import.meta.dirname, '../..');
const WORK = join(ROOT, '.fixture-build');
const FIXTURES = join(ROOT, 'tests/fixtures/entries');
const page = (path: string) => readFileSync(join(WORK, 'out', path, 'index.html'), 'utf8');

/** A copy of the site with one more service file and one more news file, built as staff would build it. */
beforeAll(() => {
  rmSync(WORK, { recursive: true, force: true });
  for (const entry of ['app', 'components', 'content', 'lib', 'server/core', 'public', 'package.json', 'next.config.mjs', 'tsconfig.json', 'postcss.config.js', 'tailwind.config.ts']) {
    cpSync(join(ROOT, entry), join(WORK, entry), { recursive: true });
  }
  copyFileSync(join(FIXTURES, 'services-payroll.md'), join(WORK, 'content/services/services-payroll.md'));
  copyFileSync(join(FIXTURES, 'year-end-payroll-checklist.md'), join(WORK, 'content/news/year-end-payroll-checklist.md'));
  const next = createRequire(join(ROOT, 'package.json')).resolve('next/dist/bin/next');
  execFileSync(process.execPath, [next, 'build'], { cwd: WORK, stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
});

describe('adding a service is one Markdown file', () => {
  it('gets its own page, with its title, heading, breadcrumbs and body', () => {
    const html = page('services-payroll');
    expect(html).toContain('<title>Payroll Services | Live Oak Ledger CPA</title>');
    expect(html).toMatch(/<h1[^>]*>Payroll Services<\/h1>/);
    expect(html).toMatch(/href="\/services\/"[^>]*>Services<\/a>.*href="\/services-accounting\/"[^>]*>Accounting Services<\/a>/s);
    expect(html).toMatch(/<h2 id="what-is-included"[^>]*>What is included<\/h2>/);
    expect(html).toContain('Quarterly Form 941 returns');
    expect(html).toContain('href="/contact/?subject=accounting-services"');
  });

  it('is listed with the other services, in the sitemap, and beside the other service pages', () => {
    expect(page('services')).toMatch(/href="\/services-payroll\/"/);
    expect(page('services-tax')).toMatch(/href="\/services-payroll\/"/);
    expect(readFileSync(join(WORK, 'out/sitemap.xml'), 'utf8')).toContain('/services-payroll/</loc>');
  });

});

describe('adding a news post is one Markdown file', () => {
  it('gets its own page with its title, date and body', () => {
    const html = page('news/year-end-payroll-checklist');
    expect(html).toMatch(/<h1[^>]*>A Year-End Payroll Checklist<\/h1>/);
    expect(html).toContain('<time dateTime="2026-11-20"');
    expect(html).toContain('Reconcile the year&#x27;s pay runs with the quarterly Form 941 returns');
  });

  it('is listed on the news page, in the feed and in the sitemap', () => {
    expect(page('news')).toContain('href="/news/year-end-payroll-checklist/"');
    expect(readFileSync(join(WORK, 'out/news/feed.xml'), 'utf8')).toContain('<title><![CDATA[A Year-End Payroll Checklist]]></title>');
    expect(readFileSync(join(WORK, 'out/sitemap.xml'), 'utf8')).toContain('/news/year-end-payroll-checklist/</loc>');
  });
});

it('leaves the repository as it was', () => {
  expect(existsSync(join(ROOT, 'content/services/services-payroll.md'))).toBe(false);
  expect(existsSync(join(ROOT, 'content/news/year-end-payroll-checklist.md'))).toBe(false);
});
