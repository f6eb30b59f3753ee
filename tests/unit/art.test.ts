import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineArt } from '@/content/art';
import { bannerFrame } from '@/content/routes';

const scratch = join(process.cwd(), 'public', '.art-test');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('inline banner art', () => {
  it('gives the frame its viewBox and drawing, without its own title or root element', () => {
    const { viewBox, markup } = inlineArt(bannerFrame.src);
    expect(viewBox).toBe(`0 0 ${bannerFrame.width} ${bannerFrame.height}`);
    expect(markup).toMatch(/^<defs>/);
    expect(markup).not.toMatch(/<title>|<svg\b|<\/svg>/);
  });

  it('names the file when it is not one SVG element with a viewBox', () => {
    mkdirSync(scratch, { recursive: true });
    writeFileSync(join(scratch, 'no-viewbox.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    expect(() => inlineArt('/.art-test/no-viewbox.svg')).toThrow('public/.art-test/no-viewbox.svg: expected one <svg viewBox="…"> element');
  });
});
