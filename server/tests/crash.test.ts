import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink, type MailSink } from '../node/mail-sink';
import { EnquiryStore } from '../node/store';
import { call, serviceEnv, sleep, spawnService, tempDir, validEnquiry, type ChildService } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

function stopChild(service: ChildService) {
  cleanups.push(async () => {
    if (service.child.exitCode === null && service.child.signalCode === null) {
      service.child.kill('SIGKILL');
      await service.exited;
    }
  });
}

function readState(dbPath: string) {
  const store = new EnquiryStore(dbPath);
  try {
    return { counts: store.counts(), rows: store.list({ limit: 1000 }) };
  } finally {
    store.close();
  }
}

describe('killed mid-queue and restarted', () => {
  it('loses nothing and sends nothing twice', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const mailDir = join(tmp.dir, 'mail');
    const N = 20;
    const HOLD_AT = 6;

    let first: ChildService | undefined;
    let allPosted!: () => void;
    const posted = new Promise<void>((r) => (allPosted = r));
    let heldEnquiry: number | null = null;
    const sink: MailSink = await startMailSink({
      dir: mailDir,
      async beforeAccept(mail, received) {
        if (received !== HOLD_AT || !first) return;
        heldEnquiry = mail.enquiryId;
        await posted;
        first.child.kill('SIGKILL');
        await first.exited;
        await sleep(100);
      },
    });
    cleanups.push(() => sink.close());

    // One delivery at a time, so while the 6th is in flight, 5 are acknowledged and committed.
    const env = serviceEnv(tmp.dir, sink.port, { MAIL_CONCURRENCY: '1' });
    first = await spawnService(env);
    stopChild(first);

    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => call(first!.url, { json: validEnquiry({ message: `Queued enquiry ${i}` }) })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    allPosted();

    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');
    await expect.poll(() => sink.discarded).toBe(1);
    expect(sink.mails).toHaveLength(HOLD_AT - 1);

    const crashed = readState(env.DATABASE_PATH!);
    expect(crashed.counts).toEqual({ sent: HOLD_AT - 1, sending: 1, pending: N - HOLD_AT });
    expect(crashed.rows.find((r) => r.state === 'sending')!.id).toBe(heldEnquiry);

    const second = await spawnService(env);
    stopChild(second);
    const mails = await sink.waitFor(N, 20_000);
    // Several retry periods: nothing else may arrive.
    await sleep(800);
    expect(mails).toHaveLength(N);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(N);
    expect(mails.map((m) => m.enquiryId).sort((a, b) => a! - b!)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(readdirSync(mailDir).filter((f) => f.endsWith('.eml'))).toHaveLength(N);
    // Never acknowledged, so the resend is its only copy; flagged anyway.
    expect(mails.filter((m) => m.redelivery).map((m) => m.enquiryId)).toEqual([heldEnquiry]);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const after = readState(env.DATABASE_PATH!);
    expect(after.counts).toEqual({ sent: N, sending: 0, pending: 0 });
    const held = after.rows.find((r) => r.id === heldEnquiry)!;
    expect(held).toMatchObject({ in_doubt: 1, attempts: 2 });
    expect(after.rows.filter((r) => r.id !== heldEnquiry).every((r) => r.attempts === 1 && r.in_doubt === 0)).toBe(true);
  });

  it("in the one gap SMTP leaves (250 received, commit not yet made) a resend is marked and keeps the Message-ID", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    let first: ChildService | undefined;
    const sink = await startMailSink({
      // Frozen before it can see the 250, then killed: the mail server has the message, the database doesn't know.
      beforeAccept(_mail, received) {
        if (received === 1 && first) first.child.kill('SIGSTOP');
      },
      afterAccept(mail) {
        if (mail.seq === 1 && first) first.child.kill('SIGKILL');
      },
    });
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port, { MAIL_CONCURRENCY: '1' });
    first = await spawnService(env);
    stopChild(first);
    const answers = await Promise.all([1, 2, 3].map(() => call(first!.url, { json: validEnquiry() })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(sink.mails).toHaveLength(1);
    const inDoubtId = sink.mails[0]!.enquiryId;
    expect(readState(env.DATABASE_PATH!).rows.find((r) => r.id === inDoubtId)!.state).toBe('sending');

    const second = await spawnService(env);
    stopChild(second);
    await sink.waitFor(4);
    await sleep(800);

    const state = readState(env.DATABASE_PATH!);
    expect(state.counts).toEqual({ sent: 3, sending: 0, pending: 0 });
    expect(sink.mails).toHaveLength(4);
    const copies = sink.mails.filter((m) => m.enquiryId === inDoubtId);
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
    expect(copies.map((m) => m.redelivery)).toEqual([false, true]);
    expect(state.rows.find((r) => r.id === inDoubtId)).toMatchObject({ in_doubt: 1, attempts: 2 });
    expect(sink.mails.filter((m) => m.enquiryId !== inDoubtId).every((m) => !m.redelivery)).toBe(true);
    expect(new Set(sink.mails.map((m) => m.messageId)).size).toBe(3);
  });
});

describe('process lifecycle', () => {
  it('refuses a second service on the same database, and stops cleanly on SIGTERM', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const first = await spawnService(env);
    stopChild(first);
    await expect(spawnService(env)).rejects.toThrow(/Another enquiry service is using this database/);
    expect((await call(first.url, { json: validEnquiry() })).status).toBe(200);
    await sink.waitFor(1);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
  });
});
