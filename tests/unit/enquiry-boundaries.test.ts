import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What the contact page's first-load JavaScript may pull in. zod (via the schema) and
 * react-hot-toast load on demand; tailwind-merge and zod-parsed content never reach the client.
 * And the schema stays importable by a plain Node server.
 */
const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
/** Static (non-type) import specifiers of a source file. */
const staticImports = (source: string) =>
  [...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');

describe('enquiry module boundaries', () => {
  it('the schema imports only zod/mini and its zod-free rules (a Node server can load it)', () => {
    expect(staticImports(read('lib/enquiry-schema.ts'))).toEqual(['zod/mini', './enquiry-rules']);
    expect(staticImports(read('lib/enquiry-rules.ts'))).toEqual([]);
  });

  it('lib/enquiry.ts loads the schema only on demand', () => {
    const source = read('lib/enquiry.ts');
    expect(staticImports(source)).toEqual(['./enquiry-rules']);
    expect(source).toContain("import('./enquiry-schema')");
  });

  it('the client island imports no zod, no react-hot-toast up front, no tailwind-merge and no parsed content', () => {
    const files = [
      'components/contact/enquiry-form.tsx',
      'components/contact/enquiry-form-body.tsx',
      'components/contact/field.tsx',
    ];
    for (const file of files) {
      const imports = staticImports(read(file));
      for (const banned of ['zod', 'zod/mini', 'react-hot-toast', '@/lib/cn', '@/lib/enquiry-schema', '@/content/site', '@/content/categories', '@/content/contact']) {
        expect(imports, `${file} imports ${banned}`).not.toContain(banned);
      }
      expect(imports.filter((i) => i.endsWith('/enquiry-toaster')), file).toEqual([]);
    }
  });
});
