import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { makePrivateFolder } from './private-files';

export class KeyFileError extends Error {
  override name = 'KeyFileError';
}

/** The key: 32 random bytes, base64, alone in a file only its owner may read. */
export function readKeyFile(path: string): Buffer {
  let text: string;
  try {
    if (statSync(path).mode & 0o077) {
      throw new KeyFileError(`ENCRYPTION_KEY_FILE (${path}) may be read by other users: chmod 600 it.`);
    }
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof KeyFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'ERROR';
    throw new KeyFileError(`ENCRYPTION_KEY_FILE (${path}) cannot be read (${code}): make one with npm run enquiries -- keygen ${path}`);
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== text.trim()) {
    throw new KeyFileError(`ENCRYPTION_KEY_FILE (${path}) does not hold a key: it must be 32 random bytes in base64 (npm run enquiries -- keygen).`);
  }
  return key;
}

/** Writes a new key where none is; never replaces a key, whose loss would make every stored enquiry unreadable. */
export function writeNewKeyFile(path: string, key: Buffer = randomBytes(32)): Buffer {
  makePrivateFolder(dirname(path));
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, `${key.toString('base64')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    // A link fails if the name exists, so two writers at once cannot overwrite each other.
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyFileError(`${path} exists already: a key is never overwritten.`);
    throw error;
  } finally {
    unlinkSync(temp);
  }
  syncFolder(dirname(path));
  return key;
}

export function syncFolder(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function isInside(path: string, folder: string): boolean {
  const rel = relative(resolve(folder), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The key `npm run site` and `server:dev` make and use, relative to server/: outside server/data/, git-ignored. */
export const DEV_KEY_FILE = '.dev-keys/encryption.key';

/** While it exists a rotation is unfinished: some rows are sealed with it, the rest with the key file's. */
export const rotationKeyPath = (keyFile: string) => `${keyFile}.next`;
