import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A project-made SVG from public/, split so a page can draw it inline: its viewBox and inner markup. */
export function inlineArt(src: string): { viewBox: string; markup: string } {
  const svg = readFileSync(join(process.cwd(), 'public', src), 'utf8');
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = open && /\bviewBox="([^"]+)"/.exec(open)?.[1];
  if (!open || !viewBox || !svg.trimEnd().endsWith('</svg>')) throw new Error(`public${src}: expected one <svg viewBox="…"> element`);
  const markup = svg.slice(open.length, svg.lastIndexOf('</svg>')).replace(/<title>[\s\S]*?<\/title>/, '');
  return { viewBox, markup };
}
