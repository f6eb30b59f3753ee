#!/usr/bin/env node
/**
 * Runs after `next build` (npm's postbuild): marks each JavaScript chunk that no exported page names,
 * the code fetched on demand (at idle or on a visitor's intent, through components/ui/deferred.tsx),
 * with V8's `//# allFunctionsCalledOnLoad` compile hint. Chromium then compiles the whole chunk while
 * it streams in, off the main thread, instead of compiling each function on the tap that first calls
 * it (the lightbox's first opening spent about a fifth of its time there on a throttled phone).
 * The chunks the pages name are left as they are: hydration calls only part of them.
 * https://v8.dev/blog/explicit-compile-hints
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { filesEndingWith } from './make-headers.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks no page names (its scripts, preloads and the client components its payload lists): fetched on demand. */
export function onDemandChunks(out) {
  const named = new Set(filesEndingWith(out, '.html').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\/_next\/static\/chunks\/([\w.-]+\.js)/g)].map((m) => m[1])));
  if (named.size === 0) throw new Error(`No page in ${out}/ names a chunk: update scripts/compile-hints.mjs`);
  return readdirSync(join(out, '_next/static/chunks')).filter((name) => name.endsWith('.js') && !named.has(name));
}

/** Adds the hint to each on-demand chunk that lacks it; returns how many it changed. */
export function addCompileHints(out) {
  let count = 0;
  for (const name of onDemandChunks(out)) {
    const path = join(out, '_next/static/chunks', name);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    count++;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Compile hint added to ${addCompileHints(process.argv[2] ?? 'out')} on-demand chunk(s).`);
}
