import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../mail-sink';
import { call, freePort, serviceEnv, sleep, spawnScript, startInProcess, tempDir, validEnquiry } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function runCli(dbPath: string, args: string[]) {
  const run = spawnScript('cli.ts', { DATABASE_PATH: dbPath }, args);
  const { code } = await run.exited;
  return { code, out: run.stdout.join(''), err: run.stderr.join('') };
}

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

describe('/healthz', () => {
  it('reports the queue, the last delivery error, and goes degraded when the oldest enquiry waits too long', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const env = serviceEnv(tmp.dir, await freePort(), { HEALTH_MAX_PENDING_AGE_SECONDS: '1', HEALTH_CACHE_MS: '0' });
    const service = await startInProcess(env);
    cleanups.push(() => service.close());
    await expect
      .poll(() => service.logs.find((l) => l.event === 'smtp_unreachable'))
      .toMatchObject({ level: 'error', code: expect.stringMatching(/ECONN|ESOCKET/) });

    const health = () => call(service.url, { path: '/healthz', method: 'GET', origin: null });
    const empty = await health();
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ status: 'ok', pending: 0, oldestPendingSeconds: null, failed: 0 });

    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
    await expect.poll(async () => (await health()).json?.lastDeliveryError).toMatchObject({ error: expect.stringMatching(/ECONNREFUSED/) });
    expect((await health()).json).toMatchObject({ status: 'ok', pending: 1 });

    await expect.poll(async () => (await health()).status, { timeout: 5_000 }).toBe(503);
    const degraded = await health();
    expect(degraded.json).toMatchObject({ status: 'degraded', pending: 1, failed: 0, database: 'ok' });
    expect(degraded.json!.oldestPendingSeconds).toBeGreaterThanOrEqual(1);
  });
});

describe('a message the mail server refuses permanently (5xx)', () => {
  it('moves to failed after MAIL_MAX_REJECTIONS tries, shows in the staff list, and is sent after a resend', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    let refusing = true;
    const sink = await startMailSink({
      onRecipient: () => (refusing ? { code: 550, message: 'No such user here' } : undefined),
    });
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port, { MAIL_MAX_REJECTIONS: '2' });
    const service = await startInProcess(env);
    cleanups.push(() => service.close());

    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
    await expect.poll(() => service.store.get(1)!.state).toBe('failed');
    await sleep(400);
    expect(service.store.get(1)).toMatchObject({ state: 'failed', attempts: 2, rejections: 2 });
    expect(service.store.get(1)!.last_error).toMatch(/550/);
    expect(service.logs.find((l) => l.event === 'enquiry_failed')).toMatchObject({ id: 1 });
    expect(service.health()).toMatchObject({ failed: 1, pending: 0 });

    const list = await runCli(env.DATABASE_PATH!, ['list', '--state', 'failed']);
    expect(list.out).toMatch(/^\s*1\s+\S+ \S+\s+Tax Services\s+failed\s+2\s+REFUSED by the mail server: .*550.*resend 1$/m);
    expect(list.out).toContain('1 failed');

    refusing = false;
    const resend = await runCli(env.DATABASE_PATH!, ['resend', '1']);
    expect(resend.code).toBe(0);
    expect(resend.out).toContain('Enquiry #1 is queued again');
    await sink.waitFor(1);
    await expect.poll(() => service.store.get(1)!.state).toBe('sent');
    expect(sink.mails).toHaveLength(1);
    expect((await runCli(env.DATABASE_PATH!, ['resend', '1'])).code).toBe(1);
  });
});
