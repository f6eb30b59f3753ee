import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../node/mail-sink';
import { call, serviceEnv, startInProcess, tempDir, validEnquiry } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the database on disk', () => {
  it.each(['022', '002', '000'])('is private to the service whatever the umask (%s): folder 0700, files 0600', async (umask) => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const folder = join(tmp.dir, 'state', 'enquiries');
    const dbPath = join(folder, 'enquiries.db');
    const previous = process.umask(parseInt(umask, 8));
    let service;
    try {
      service = await startInProcess(serviceEnv(tmp.dir, sink.port, { DATABASE_PATH: dbPath }));
    } finally {
      process.umask(previous);
    }
    cleanups.push(() => service.close());
    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
    await sink.waitFor(1);

    expect(mode(join(tmp.dir, 'state'))).toBe(0o700);
    expect(mode(folder)).toBe(0o700);
    for (const file of ['enquiries.db', 'enquiries.db-wal', 'enquiries.db-shm', 'enquiries.db.lock']) {
      expect([file, mode(join(folder, file)).toString(8)]).toEqual([file, '600']);
    }
  });
});
