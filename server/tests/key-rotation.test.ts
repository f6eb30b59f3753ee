import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readKeyFile, rotationKeyPath } from '../node/key-file';
import { createNodeCipher } from '../node/node-cipher';
import { startMailSink } from '../node/mail-sink';
import { EnquiryStore } from '../node/store';
import { call, openRow, sealedRow, serviceEnv, spawnScript, startInProcess, tempDir, testKeyFile, validEnquiry } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const ROWS = 3000;

describe('npm run enquiries -- rotate-key', () => {
  it('re-encrypts every enquiry under a new key, loses none when killed half way, and finishes when run again', { timeout: 120_000 }, async () => {
    const tmp = tempDir();
    const keys = tempDir();
    cleanups.push(tmp.cleanup, keys.cleanup);
    const keyFile = join(keys.dir, 'encryption.key');
    copyFileSync(testKeyFile(), keyFile);
    const oldKey = readKeyFile(keyFile);
    const oldCipher = createNodeCipher(oldKey);
    const dbPath = join(tmp.dir, 'enquiries.db');
    const store = new EnquiryStore(dbPath);
    const originals = await Promise.all(
      Array.from({ length: ROWS }, (_, i) => sealedRow({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: `Message number ${i}` }, oldCipher)),
    );
    store.insertMany(originals);
    store.close();
    const env = { DATABASE_PATH: dbPath, ENCRYPTION_KEY_FILE: keyFile };

    // Killed (SIGKILL) as soon as it reports its first batch.
    const first = spawnScript('cli.ts', env, ['rotate-key', '--batch', '20']);
    await new Promise<void>((resolve) => {
      const watch = () => {
        if (/re-encrypted \d+/.test(first.stdout.join(''))) {
          first.child.kill('SIGKILL');
          resolve();
        } else setTimeout(watch, 1);
      };
      watch();
    });
    expect((await first.exited).signal).toBe('SIGKILL');

    const nextKey = readKeyFile(rotationKeyPath(keyFile));
    const nextCipher = createNodeCipher(nextKey);
    expect(readKeyFile(keyFile).equals(oldKey)).toBe(true);
    const half = new EnquiryStore(dbPath, { readonly: true });
    const byKey = half.personalDataHeld();
    half.close();
    expect(byKey.enquiries).toBe(ROWS);
    expect(byKey.keyIds.sort()).toEqual([oldCipher.keyId, nextCipher.keyId].sort());

    // The service will not start on a half-rotated database.
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    await expect(startInProcess(serviceEnv(tmp.dir, sink.port, { ENCRYPTION_KEY_FILE: keyFile }))).rejects.toThrow(/key rotation was interrupted.*rotate-key/);

    const second = spawnScript('cli.ts', env, ['rotate-key', '--batch', '500']);
    expect((await second.exited).code).toBe(0);
    expect(second.stdout.join('')).toContain('Resuming the key rotation');
    expect(existsSync(rotationKeyPath(keyFile))).toBe(false);
    expect(readKeyFile(keyFile).equals(nextKey)).toBe(true);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);

    const done = new EnquiryStore(dbPath, { readonly: true });
    cleanups.push(() => done.close());
    expect(done.personalDataHeld()).toMatchObject({ enquiries: ROWS, encrypted: ROWS, keyIds: [nextCipher.keyId] });
    for (const i of [0, 1, 777, ROWS - 1]) {
      const row = done.get(i + 1)!;
      expect(await openRow(row, nextCipher)).toMatchObject({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: `Message number ${i}` });
      await expect(openRow(row, oldCipher)).rejects.toThrow();
    }
    const wal = existsSync(`${dbPath}-wal`) ? readFileSync(`${dbPath}-wal`).length : 0;
    expect(wal).toBe(0);

    // The service starts with the new key and finds a visitor by address.
    const service = await startInProcess(serviceEnv(tmp.dir, sink.port, { ENCRYPTION_KEY_FILE: keyFile }));
    cleanups.push(() => service.close());
    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
    expect(service.store.findByEmail(await nextCipher.emailIndex('VISITOR5@example.com'), 'visitor5@example.com').map((r) => r.id)).toEqual([6]);
  });

  it('refuses to rotate while the service runs', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const service = await startInProcess(env);
    cleanups.push(() => service.close());
    const run = spawnScript('cli.ts', { DATABASE_PATH: env.DATABASE_PATH!, ENCRYPTION_KEY_FILE: env.ENCRYPTION_KEY_FILE! }, ['rotate-key']);
    expect((await run.exited).code).toBe(1);
    expect(run.stderr.join('')).toContain('Stop the service before rotating the key');
    expect(existsSync(rotationKeyPath(env.ENCRYPTION_KEY_FILE!))).toBe(false);
  });
});
