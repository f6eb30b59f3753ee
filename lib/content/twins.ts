/** Every Spanish twin in content/ (`*.es.md`, `*.es.ts`) with the stamp of the English version it translates. */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { figureDifferences, type Finding, type TwinStamp } from '@/lib/content-review';

const STAMP = /^translates:\s*['"]?([0-9a-f]{12})['"]?\s*$|export const translates = '([0-9a-f]{12})'/m;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** When the twin was last committed (today when it is new or there is no git history). */
function writtenOn(file: string, today: string): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || today;
  } catch {
    return today;
  }
}

export function twinStamps(root: string, today: string): TwinStamp[] {
  const contentDir = join(root, 'content');
  return filesUnder(contentDir)
    .filter((file) => /\.es\.(md|ts)$/.test(file))
    .sort()
    .map((file) => {
      const source = file.replace(/\.es\.(md|ts)$/, '.$1');
      const match = STAMP.exec(readFileSync(file, 'utf8'));
      const rel = relative(root, file);
      return {
        file: rel,
        source: relative(root, source),
        stamp: match?.[1] ?? match?.[2],
        sourceHash: existsSync(source) ? createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12) : 'missing',
        translatedOn: writtenOn(rel, today),
      };
    });
}

/** Every Markdown twin that states a number its English source does not (or leaves one out): a figure typed by hand. */
export function twinFigures(twins: readonly TwinStamp[], root: string): Finding[] {
  return twins.flatMap((twin): Finding[] => {
    if (!twin.file.endsWith('.md') || twin.sourceHash === 'missing') return [];
    const { onlyEnglish, onlySpanish } = figureDifferences(readFileSync(join(root, twin.source), 'utf8'), readFileSync(join(root, twin.file), 'utf8'));
    if (!onlyEnglish.length && !onlySpanish.length) return [];
    const parts = [onlySpanish.length && `states ${onlySpanish.join(', ')}, which ${twin.source} does not`, onlyEnglish.length && `leaves out ${onlyEnglish.join(', ')}, which ${twin.source} states`];
    return [{ level: 'error', file: twin.file, entry: 'Spanish twin', message: `${parts.filter(Boolean).join('; ')}: take figures from {{…}} or the same words as the English` }];
  });
}
