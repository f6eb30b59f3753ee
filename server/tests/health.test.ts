import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../node/mail-sink';
import { EnquiryStore } from '../node/store';
import { call, freePort, sealedRow, serviceEnv, startInProcess, tempDir, testCipher, validEnquiry } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const healthz = (url: string) => call(url, { path: '/healthz', method: 'GET', origin: null });

describe('/healthz while the database refuses writes', () => {
  it('answers 503 degraded as soon as an enquiry cannot be stored, and ok again once writes succeed', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const service = await startInProcess(serviceEnv(tmp.dir, sink.port, { HEALTH_CACHE_MS: '0' }));
    cleanups.push(() => service.close());
    expect((await healthz(service.url)).status).toBe(200);

    // The database may not grow by a single page: SQLite answers SQLITE_FULL, exactly as on a full disk.
    const pages = service.store.db.pragma('page_count', { simple: true }) as number;
    service.store.db.pragma(`max_page_count = ${pages}`);
    let refused = null;
    for (let i = 0; i < 200 && !refused; i++) {
      const answer = await call(service.url, { json: validEnquiry({ message: 'x'.repeat(2000) }) });
      if (answer.status !== 200) refused = answer;
    }
    expect(refused).toMatchObject({ status: 503, headers: { 'retry-after': '60' } });

    const degraded = await healthz(service.url);
    expect(degraded.status).toBe(503);
    expect(degraded.json).toMatchObject({ status: 'degraded', database: 'SQLITE_FULL' });

    service.store.db.pragma('max_page_count = 1073741823');
    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
    const recovered = await healthz(service.url);
    expect(recovered.status).toBe(200);
    expect(recovered.json).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('/healthz on a large database', () => {
  it('stays fast with 1,000,000 stored enquiries: indexed counts, no table scan', { timeout: 180_000 }, async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    // The undelivered ones are tried once (the mail server is down), then wait: the clock measures the health check.
    const env = serviceEnv(tmp.dir, await freePort(), { HEALTH_CACHE_MS: '0', RETRY_BASE_MS: '60000', RETRY_MAX_MS: '60000' });
    // 999,000 delivered (content that is never read here), then 900 pending and 100 failed, really encrypted.
    const store = new EnquiryStore(env.DATABASE_PATH!);
    store.db.exec(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 999000)
      INSERT INTO enquiries (message_id, received_at, time_stamp, name, email, phone, category, message, state, next_attempt_at, sent_at, key_id, email_index)
      SELECT '<bulk.' || i || '@firm.example>', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ((1000000 - i) / 20) || ' seconds'),
             '2026-01-01 00:00:00', 'x', 'x', 'x', 'Others', 'x', 'sent', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), '${testCipher().keyId}', 'x'
      FROM n`);
    const ids = store.insertMany(await Promise.all(Array.from({ length: 1000 }, () => sealedRow())));
    store.db.prepare(`UPDATE enquiries SET state = 'failed' WHERE id > ?`).run(ids[899]);
    store.close();

    const service = await startInProcess(env);
    cleanups.push(() => service.close());
    expect((await healthz(service.url)).json).toMatchObject({ pending: 900, failed: 100 });
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      expect(service.health()).toMatchObject({ pending: 900, failed: 100 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // A scan of the table takes several hundred ms here; the indexed counts take about 1 ms.
    expect(times[10]).toBeLessThan(50);
    const plan = (
      service.store.db.prepare(`EXPLAIN QUERY PLAN ${service.store.healthSql}`).all() as { detail: string }[]
    ).map((r) => r.detail);
    expect(plan.join('\n')).not.toMatch(/SCAN enquiries(?! USING)/);
    // The hourly retention purge finds nothing due among a million rows without walking them.
    const purgeStarted = performance.now();
    expect(service.store.purgeSent(new Date(Date.now() - 90 * 86_400_000).toISOString())).toBe(0);
    expect(performance.now() - purgeStarted).toBeLessThan(50);
  });
});

describe('/healthz cache', () => {
  it('answers repeated calls within HEALTH_CACHE_MS from one database query', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const service = await startInProcess(serviceEnv(tmp.dir, await freePort(), { HEALTH_CACHE_MS: '60000' }));
    cleanups.push(() => service.close());
    const first = await healthz(service.url);
    expect(first.json).toMatchObject({ pending: 0 });
    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
    // Still the cached answer: the new pending enquiry is not counted yet.
    expect((await healthz(service.url)).json).toMatchObject({ pending: 0 });
  });
});
