import { afterEach, describe, expect, it } from 'vitest';
import { call, sealedRow, sleep, validEnquiry } from '../helpers';
import { runtimes, type Instance } from './runtimes';

// What each runtime's mail path says when it cannot deliver: SMTP's errors, or the send_email binding's.
const UNREACHABLE = { node: /ECONNREFUSED|ECONNECTION|ESOCKET/, worker: /ESEND/ };
const REFUSED = { node: /550/, worker: /not allowed/ };

describe.each(runtimes())('$name', (runtime) => {
  const started: Instance[] = [];
  afterEach(async () => {
    for (const service of started.splice(0)) await service.close();
  });
  const start = async (...args: Parameters<typeof runtime.start>) => {
    const service = await runtime.start(...args);
    started.push(service);
    return service;
  };
  /** Polls `probe`, letting due retries run between looks (the Worker's cron; the Node outbox runs by itself). */
  const pollWithOutbox = <T>(service: Instance, probe: () => T, timeout = 30_000) =>
    expect.poll(
      async () => {
        await service.runOutbox();
        return probe();
      },
      { timeout, interval: 100 },
    );
  const healthz = (service: Instance) => call(service.url, { path: '/healthz', method: 'GET', origin: null });

  describe('mail unreachable at first', () => {
    it('keeps the enquiry, retries with backoff, and delivers it once the mail is back', async () => {
      const service = await start({ RETRY_BASE_MS: '40', RETRY_MAX_MS: '300' }, 'down');
      const answer = await call(service.url, { json: validEnquiry() });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ emailSent: true });

      await pollWithOutbox(service, () => service.store.get(1)?.attempts ?? 0).toBeGreaterThanOrEqual(3);
      const row = service.store.get(1)!;
      expect(['pending', 'sending']).toContain(row.state);
      expect(row.last_error).toMatch(UNREACHABLE[runtime.name]);
      expect(row.next_attempt_at).toBeGreaterThan(Date.parse(row.received_at));
      const failures = service.logs.filter((l) => l.event === 'enquiry_delivery_failed');
      expect(failures.length).toBeGreaterThanOrEqual(2);
      // Backoff grows (jitter only shortens a step by up to 25%), capped at RETRY_MAX_MS.
      const delays = failures.map((l) => l.retryInMs as number);
      expect(delays[1]!).toBeGreaterThan(delays[0]!);
      expect(Math.max(...delays)).toBeLessThanOrEqual(300);

      await service.fixMail();
      await pollWithOutbox(service, () => service.mails.length).toBe(1);
      expect(service.mails[0]!.enquiryId).toBe(1);
      await pollWithOutbox(service, () => service.store.get(1)!.state).toBe('sent');
      await sleep(500);
      await service.runOutbox();
      expect(service.mails).toHaveLength(1);
      expect(service.store.get(1)!.last_error).toBeNull();
    });

    it('a message still pending when the service stops is delivered once after it starts again', async () => {
      const service = await start({ RETRY_BASE_MS: '40', RETRY_MAX_MS: '300' }, 'down');
      expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
      // A failed attempt recorded: the enquiry waits in pending, not in the middle of a send.
      await expect.poll(() => service.store.get(1)).toMatchObject({ state: 'pending', last_error: expect.stringMatching(UNREACHABLE[runtime.name]) });
      await service.restart();
      expect(['pending', 'sending']).toContain(service.store.get(1)!.state);

      await service.fixMail();
      await pollWithOutbox(service, () => service.store.get(1)!.state).toBe('sent');
      await sleep(500);
      await service.runOutbox();
      expect(service.mails).toHaveLength(1);
      expect(service.mails[0]).toMatchObject({ enquiryId: 1, redelivery: false });
    });
  });

  describe('a delivery cut off mid-send (the process killed, or the invocation ended)', () => {
    it('is sent again once, flagged as a possible duplicate, with the same Message-ID', async () => {
      const service = await start();
      const store = service.openStore();
      let messageId: string;
      try {
        const row = await sealedRow({ message: 'Cut off while sending' });
        messageId = row.messageId;
        const [id] = store.insertMany([row]);
        // Claimed by a run that never came back: the Worker's lease has run out, the Node process is gone.
        store.db.prepare(`UPDATE enquiries SET state = 'sending', attempts = 1, next_attempt_at = 0 WHERE id = ?`).run(id);
      } finally {
        store.close();
      }
      await service.restart();
      await pollWithOutbox(service, () => service.store.get(1)?.state).toBe('sent');
      await sleep(300);
      await service.runOutbox();
      expect(service.mails).toHaveLength(1);
      expect(service.mails[0]).toMatchObject({ messageId, redelivery: true, enquiryId: 1 });
      expect(service.store.get(1)).toMatchObject({ state: 'sent', in_doubt: 1, attempts: 2 });
    });
  });

  describe('/healthz', () => {
    it('reports the queue, the last delivery error, and goes degraded when the oldest enquiry waits too long', async () => {
      const service = await start({ HEALTH_MAX_PENDING_AGE_SECONDS: '1', HEALTH_CACHE_MS: '0' }, 'down');
      const empty = await healthz(service);
      expect(empty.status).toBe(200);
      expect(empty.json).toMatchObject({ status: 'ok', pending: 0, oldestPendingSeconds: null, failed: 0 });

      expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
      await expect.poll(async () => (await healthz(service)).json?.lastDeliveryError).toMatchObject({ error: expect.stringMatching(UNREACHABLE[runtime.name]) });
      expect((await healthz(service)).json).toMatchObject({ status: 'ok', pending: 1 });

      await expect.poll(async () => (await healthz(service)).status, { timeout: 5_000 }).toBe(503);
      const degraded = await healthz(service);
      expect(degraded.json).toMatchObject({ status: 'degraded', pending: 1, failed: 0, database: 'ok' });
      expect(degraded.json!.oldestPendingSeconds).toBeGreaterThanOrEqual(1);
    });
  });

  describe('a message the mail refuses permanently', () => {
    it('moves to failed after MAIL_MAX_REJECTIONS tries, shows in the staff list, and is sent after a resend', async () => {
      const service = await start({ MAIL_MAX_REJECTIONS: '2' }, 'refusing');

      expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
      await pollWithOutbox(service, () => service.store.get(1)?.state).toBe('failed');
      await sleep(400);
      await service.runOutbox();
      expect(service.store.get(1)).toMatchObject({ state: 'failed', attempts: 2, rejections: 2 });
      expect(service.store.get(1)!.last_error).toMatch(REFUSED[runtime.name]);
      await expect.poll(() => service.logs.find((l) => l.event === 'enquiry_failed')).toMatchObject({ id: 1 });
      expect((await healthz(service)).json).toMatchObject({ failed: 1, pending: 0 });

      const list = await service.cli(['list', '--state', 'failed']);
      expect(list.out).toMatch(new RegExp(`^\\s*1\\s+\\S+ \\S+\\s+Tax Services\\s+failed\\s+2\\s+REFUSED by the mail server: .*(${REFUSED[runtime.name].source}).*resend 1$`, 'm'));
      expect(list.out).toContain('1 failed');

      await service.fixMail();
      const resend = await service.cli(['resend', '1']);
      expect(resend.code).toBe(0);
      expect(resend.out).toContain('Enquiry #1 is queued again');
      await pollWithOutbox(service, () => service.mails.length).toBe(1);
      await pollWithOutbox(service, () => service.store.get(1)!.state).toBe('sent');
      expect(service.mails).toHaveLength(1);
      expect((await service.cli(['resend', '1'])).code).toBe(1);
    });
  });
});
