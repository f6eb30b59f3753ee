import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Client components ship to every visitor's browser. Content modules validate with zod and
 * `cn()` pulls in tailwind-merge; importing either from a 'use client' file adds 10-35 kB gzip to
 * the page. Client components get their data as props and use clsx.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const clientFiles = ['components', 'lib']
  .flatMap((dir) => sourceFiles(dir))
  .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));

const FORBIDDEN = [
  { pattern: /^import\s+(?!type\b)[^;]*from\s+'@\/content\//m, why: 'a content module (zod at runtime)' },
  { pattern: /^import\s+(?!type\b)[^;]*from\s+'zod'/m, why: 'full zod (use zod/mini)' },
  { pattern: /^import\s+(?!type\b)[^;]*from\s+'@\/lib\/cn'/m, why: 'cn() (tailwind-merge)' },
  { pattern: /^import\s+(?!type\b)[^;]*from\s+'@\/lib\/schemas'/m, why: 'the zod schemas' },
  { pattern: /^import\s+\*\s+as\s+\w+\s+from\s+'lucide-react'/m, why: 'every lucide icon' },
];

describe('client components stay small', () => {
  it('finds the client components', () => {
    expect(clientFiles.length).toBeGreaterThan(5);
  });
  for (const file of clientFiles) {
    it(`${file} imports nothing heavy`, () => {
      const source = readFileSync(file, 'utf8');
      const offending = FORBIDDEN.filter(({ pattern }) => pattern.test(source)).map(({ why }) => why);
      expect(offending).toEqual([]);
    });
  }
});

/**
 * next/link fetches every linked page as the link scrolls into view; SiteLink fetches it when the
 * visitor reaches for the link. One direct next/link import brings the burst back on every page
 * that shows it.
 */
describe('internal links go through SiteLink', () => {
  const files = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(dir));
  it('imports next/link only in components/ui/site-link.tsx', () => {
    const importers = files.filter((file) => /from\s+'next\/link'/.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([join('components', 'ui', 'site-link.tsx')]);
  });
});
