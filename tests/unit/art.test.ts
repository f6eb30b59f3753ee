import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineArt } from '@/content/art';
import { bannerFrame } from '@/content/routes';
import { team } from '@/content/team';

const scratch = join(process.cwd(), 'public', '.art-test');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('inline art', () => {
  it('gives a portrait its viewBox and drawing, without its own title or root element', () => {
    const { viewBox, markup } = inlineArt(team[0]!.image.src);
    expect(viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(markup).not.toMatch(/<title>|<svg\b|<\/svg>/);
  });

  it('draws the banner frame in the stylesheet: the same drawing as its SVG file, decorative, without its title', () => {
    const css = readFileSync(join(process.cwd(), 'app', 'banner-frame.css'), 'utf8');
    const uri = /url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)?.[1];
    const drawing = decodeURIComponent(uri!).replace(/'/g, '"');
    const file = readFileSync(join(process.cwd(), 'public', bannerFrame.src), 'utf8');
    expect(drawing).not.toMatch(/<title>|role=|aria-label=/);
    // An unescaped "url(" inside the data URI is rewritten by the CSS bundler into a chunk path, and the fills vanish.
    expect(uri).not.toMatch(/[()]/);
    expect(drawing).toBe(file.replace(/ role="img" aria-label="[^"]*"/, '').replace(/<title>[\s\S]*?<\/title>/, ''));
  });

  it('names the file when it is not one SVG element with a viewBox', () => {
    mkdirSync(scratch, { recursive: true });
    writeFileSync(join(scratch, 'no-viewbox.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    expect(() => inlineArt('/.art-test/no-viewbox.svg')).toThrow('public/.art-test/no-viewbox.svg: expected one <svg viewBox="…"> element');
  });
});
