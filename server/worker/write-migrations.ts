import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationFiles } from './migration-files';

const dir = fileURLToPath(new URL('migrations', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) if (name.endsWith('.sql')) rmSync(join(dir, name));
for (const { file, sql } of migrationFiles()) writeFileSync(join(dir, file), sql);
process.stdout.write(`wrote ${migrationFiles().length} migrations to ${dir}\n`);
