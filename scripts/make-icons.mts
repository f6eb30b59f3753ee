/** Writes public/icons.svg, the sprite components/ui/icon.tsx draws from: one <symbol> per name in lib/icons.ts,
 * from the installed lucide-react. Part of `npm run art`; a unit test fails when the file and the list differ. */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ICON_NAMES } from '../lib/icons';

type IconNode = [tag: string, attrs: Record<string, string | number>][];

const require = createRequire(import.meta.url);
const iconsDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');

/** A name's drawing; an alias (circle-alert) re-exports the icon it stands for. */
export async function iconNode(name: string): Promise<IconNode> {
  const file = join(iconsDir, `${name}.mjs`);
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (alias) return iconNode(alias);
  const icon = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (!icon.__iconData) throw new Error(`lucide-react has no drawing for "${name}" (${file})`);
  return icon.__iconData.node;
}

const attrs = (a: Record<string, string | number>) =>
  Object.entries(a)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');

export async function iconSprite(): Promise<string> {
  const symbols = await Promise.all(
    ICON_NAMES.map(async (name) => `<symbol id="${name}" viewBox="0 0 24 24">${(await iconNode(name)).map(([tag, a]) => `<${tag}${attrs(a)}/>`).join('')}</symbol>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(fileURLToPath(new URL('../public/icons.svg', import.meta.url)), await iconSprite());
  console.log('public/icons.svg written');
}
