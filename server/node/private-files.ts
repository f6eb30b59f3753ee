import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/** Creates the missing folders of `path` as 0700, whatever the umask; folders that exist are left as they are. */
export function makePrivateFolder(path: string): void {
  if (existsSync(path)) return;
  makePrivateFolder(dirname(path));
  try {
    mkdirSync(path, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return;
  }
  chmodSync(path, 0o700);
}

/** Creates `path` empty if missing and makes it 0600; SQLite gives a database's -wal and -shm its mode. */
export function makePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

export function makeDatabaseFilesPrivate(databasePath: string): void {
  makePrivateFolder(dirname(databasePath));
  makePrivateFile(databasePath);
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (existsSync(databasePath + suffix)) chmodSync(databasePath + suffix, 0o600);
  }
}
