import { describe, expect, it } from 'vitest';
import { backoffMs } from '../node/outbox';
import { startMailSink } from '../node/mail-sink';
import { call, serviceEnv, sleep, startInProcess, tempDir, validEnquiry } from './helpers';

describe('retry with backoff', () => {
  it('doubles the delay per attempt, caps it, and jitters below the step', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 10].map((a) => backoffMs(a, 5_000, 60_000, noJitter))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
    expect(backoffMs(3, 5_000, 60_000, () => 1)).toBe(15_000);
    expect(backoffMs(1000, 5_000, 900_000, noJitter)).toBe(900_000);
  });
});

describe('SMTP_REQUIRE_TLS', () => {
  it('keeps the enquiry queued rather than send it in plain text to a server without STARTTLS', async () => {
    const tmp = tempDir();
    const sink = await startMailSink(); // offers no STARTTLS
    const service = await startInProcess(serviceEnv(tmp.dir, sink.port, { SMTP_REQUIRE_TLS: 'true' }));
    try {
      expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
      await expect.poll(() => service.store.get(1)!.attempts, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      expect(service.store.get(1)!.last_error).toMatch(/STARTTLS/i);
      expect(sink.mails).toHaveLength(0);
      expect(service.store.counts().sent).toBe(0);
    } finally {
      await service.close();
      await sink.close();
      tmp.cleanup();
    }
  });
});

describe('200 concurrent enquiries', () => {
  it('stores every one and delivers each exactly once', async () => {
    const tmp = tempDir();
    const sink = await startMailSink();
    const service = await startInProcess(serviceEnv(tmp.dir, sink.port, { MAIL_CONCURRENCY: '4' }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(service.url, { json: validEnquiry({ message: `Concurrent enquiry number ${i}` }), localAddress: '127.0.0.1' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(200).fill(200));
      expect(service.store.counts().pending + service.store.counts().sending + service.store.counts().sent).toBe(200);

      const mails = await sink.waitFor(200, 30_000);
      await expect.poll(() => service.store.counts().sent, { timeout: 10_000 }).toBe(200);
      await sleep(300);
      expect(mails).toHaveLength(200);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(200);
      expect(mails.map((m) => m.enquiryId).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
      const bodies = new Set(mails.map((m) => /Concurrent enquiry number (\d+)/.exec(m.raw)?.[1]));
      expect(bodies.size).toBe(200);
      expect(mails.every((m) => !m.redelivery)).toBe(true);
      expect(service.logs.filter((l) => l.event === 'enquiry_stored')).toHaveLength(200);
    } finally {
      await service.close();
      await sink.close();
      tmp.cleanup();
    }
  });
});
