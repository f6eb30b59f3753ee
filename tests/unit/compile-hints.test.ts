import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, onDemandChunks } from '../../scripts/compile-hints.mjs';

function exportWith(files: Record<string, string>) {
  const out = mkdtempSync(join(tmpdir(), 'hints-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(out, path, '..'), { recursive: true });
    writeFileSync(join(out, path), text);
  }
  return out;
}

describe('the compile hint on code fetched on demand', () => {
  const files = {
    'index.html': '<script src="/_next/static/chunks/page.js" async=""></script>',
    'about/index.html': '<link rel="preload" as="script" href="/_next/static/chunks/shared.js"/><script>self.__next_f.push([1,"2:I[1,[\\"/_next/static/chunks/island.js\\"],\\"X\\"]"])</script>',
    '_next/static/chunks/page.js': 'page()',
    '_next/static/chunks/shared.js': 'shared()',
    '_next/static/chunks/island.js': 'island()',
    '_next/static/chunks/lightbox.js': 'lightbox()',
    '_next/static/chunks/site.css': 'a{}',
  };

  it('marks only the chunks no page names, as the first line', () => {
    const out = exportWith(files);
    expect(onDemandChunks(out)).toEqual(['lightbox.js']);
    expect(addCompileHints(out)).toBe(1);
    const chunk = (name: string) => readFileSync(join(out, '_next/static/chunks', name), 'utf8');
    expect(chunk('lightbox.js')).toBe(`${COMPILE_HINT}lightbox()`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    for (const name of ['page.js', 'shared.js', 'island.js']) expect(chunk(name)).not.toContain('allFunctionsCalledOnLoad');
  });

  it('adds it once when the step runs again', () => {
    const out = exportWith(files);
    addCompileHints(out);
    expect(addCompileHints(out)).toBe(0);
    expect(readFileSync(join(out, '_next/static/chunks/lightbox.js'), 'utf8')).toBe(`${COMPILE_HINT}lightbox()`);
  });

  it('stops when no page names a chunk, rather than marking the pages’ own code', () => {
    const out = exportWith({ 'index.html': '<p>no scripts</p>', '_next/static/chunks/page.js': 'page()' });
    expect(() => onDemandChunks(out)).toThrow('names a chunk');
  });
});
