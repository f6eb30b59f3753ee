/**
 * Starting and stopping as an operator does: a database folder that does not exist yet, a lock
 * file left behind by a crash whose pid now belongs to another process, a second service on the
 * same database.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../mail-sink';
import { call, serviceEnv, startInProcess, tempDir, validEnquiry } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

describe('start-up', () => {
  it('creates the database folder before anything else', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const dbPath = join(tmp.dir, 'not', 'there', 'yet', 'enquiries.db');
    const service = await startInProcess(serviceEnv(tmp.dir, sink.port, { DATABASE_PATH: dbPath }));
    cleanups.push(() => service.close());
    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
    expect(existsSync(dbPath)).toBe(true);
  });

  it('starts over a lock file left by a crash whose pid now belongs to a live process', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    mkdirSync(tmp.dir, { recursive: true });
    // What the pid-file lock left after a crash, naming a process that is alive (this one).
    writeFileSync(`${env.DATABASE_PATH}.lock`, String(process.pid));
    const service = await startInProcess(env);
    cleanups.push(() => service.close());
    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
  });

  it('refuses a second service on the same database while the first runs, and starts once it stopped', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const first = await startInProcess(env);
    await expect(startInProcess(env)).rejects.toThrow(/Another enquiry service is using this database/);
    await first.close();
    const second = await startInProcess(env);
    cleanups.push(() => second.close());
    expect((await call(second.url, { json: validEnquiry() })).status).toBe(200);
  });
});
