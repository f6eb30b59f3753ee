import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '@/lib/icons';
import { INLINE_DRAWINGS } from '@/components/ui/inline-icon';
import { iconNode, iconSprite } from '../../scripts/make-icons.mjs';

const sprite = readFileSync(join(process.cwd(), 'public', 'icons.svg'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('icon sprite', () => {
  it('is the drawing of every listed icon from the installed lucide-react (run `npm run art` after changing the list)', async () => {
    expect(sprite).toBe(await iconSprite());
    for (const name of ICON_NAMES) expect(sprite, name).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`);
  });

  it('is what server-rendered markup draws with: only client islands import lucide-react, whose icons ride in their script', () => {
    const offenders = ['app', 'components', 'lib']
      .flatMap((dir) => sources(join(process.cwd(), dir)))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return text.includes("from 'lucide-react'") && !text.startsWith("'use client'");
      });
    expect(offenders).toEqual([]);
  });

  it('draws the inline icons as lucide-react does', async () => {
    for (const [name, drawing] of Object.entries(INLINE_DRAWINGS)) {
      const lucide = (await iconNode(name)).map(([tag, attributes]) => [tag, Object.fromEntries(Object.entries(attributes).filter(([k]) => k !== 'key'))]);
      expect(drawing, name).toEqual(lucide);
    }
  });

  it('lists no icon that nothing draws', () => {
    const code = ['app', 'components'].flatMap((dir) => sources(join(process.cwd(), dir))).map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const name of ICON_NAMES) expect(code.includes(`name="${name}"`) || code.includes(`'${name}'`), name).toBe(true);
  });
});
