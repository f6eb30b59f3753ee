#!/usr/bin/env node
/** The export writes the Spanish not-found page as out/es/404/index.html; hosts answer an unknown path under /es/ with out/es/404.html. */
import { existsSync, renameSync, rmSync } from 'node:fs';

const from = 'out/es/404/index.html';
if (!existsSync(from)) throw new Error(`${from} is missing: the Spanish not-found page (app/(es)/es/404/page.tsx) was not exported`);
renameSync(from, 'out/es/404.html');
rmSync('out/es/404', { recursive: true, force: true });
console.log('Spanish not-found page placed at out/es/404.html.');
