import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../node/mail-sink';
import { call, freePort, serviceEnv, startInProcess, tempDir, validEnquiry } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

describe('a database locked by another connection', () => {
  it('answers 503 with Retry-After at once and keeps answering other requests', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const service = await startInProcess(env);
    cleanups.push(() => service.close());

    const locker = new Database(env.DATABASE_PATH!);
    locker.exec('BEGIN IMMEDIATE');
    try {
      const started = performance.now();
      const [stored, health] = await Promise.all([
        call(service.url, { json: validEnquiry() }),
        call(service.url, { path: '/healthz', method: 'GET', origin: null }),
      ]);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(stored.status).toBe(503);
      expect(stored.headers['retry-after']).toBe('5');
      expect(health.status).toBe(200);
      expect(service.logs.find((l) => l.event === 'enquiry_store_failed')).toMatchObject({ code: 'SQLITE_BUSY' });
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
  });
});

describe('a mail server that cannot be reached at start', () => {
  it('is named in an error log line at once, while enquiries are still taken', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const service = await startInProcess(serviceEnv(tmp.dir, await freePort()));
    cleanups.push(() => service.close());
    await expect
      .poll(() => service.logs.find((l) => l.event === 'smtp_unreachable'))
      .toMatchObject({ level: 'error', code: expect.stringMatching(/ECONN|ESOCKET/) });
    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
  });
});
