/** The content `npm run launch-check` reads: the loaded modules, the text of every file in content/ and the drawn images. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { about } from '@/content/about';
import { certificates } from '@/content/certificates';
import { gallery } from '@/content/gallery';
import { site, standIns } from '@/content/site';
import { team } from '@/content/team';
import { isMakeArtSvg, type LaunchInput } from '@/lib/launch-check';

const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

/** The modules walked for placeholder() values; a unit test keeps every content file that uses placeholder() in it. */
export const launchModules = [
  { file: 'content/site.ts', value: site },
  { file: 'content/team.ts', value: team },
  { file: 'content/certificates.ts', value: certificates },
  { file: 'content/gallery.ts', value: gallery },
  { file: 'content/about.ts', value: about },
];

export function launchInput(root: string): LaunchInput {
  return {
    site,
    team,
    certificates,
    gallery,
    standIns,
    modules: launchModules,
    texts: walk(join(root, 'content')).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') })),
    isDrawn: (src) => src.endsWith('.svg') && isMakeArtSvg(readFileSync(join(root, 'public', src), 'utf8')),
  };
}
