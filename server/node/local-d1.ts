import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The local D1 database file, for reading what the Worker stored. */
export function localD1File(persistDir: string): string {
  const dir = join(persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite') : undefined;
  if (!file) throw new Error(`No local D1 database in ${dir}: apply the migrations first.`);
  return join(dir, file);
}
