import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../node/mail-sink';
import { EnquiryStore } from '../node/store';
import { call, serviceEnv, sleep, spawnService, startInProcess, tempDir, validEnquiry, type ChildService } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

function refuseSentCommits(dbPath: string) {
  const db = new Database(dbPath);
  db.exec(`CREATE TRIGGER refuse_sent BEFORE UPDATE OF state ON enquiries WHEN NEW.state = 'sent'
           BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`);
  return () => {
    db.exec('DROP TRIGGER IF EXISTS refuse_sent');
    db.close();
  };
}

describe('a database error after the mail server accepted a message', () => {
  it('never sends it again, and keeps retrying the sent commit until the database takes it', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const service = await startInProcess(env);
    cleanups.push(() => service.close());
    const allowWrites = refuseSentCommits(env.DATABASE_PATH!);

    expect((await call(service.url, { json: validEnquiry() })).status).toBe(200);
    await sink.waitFor(1);
    // Many retry periods (RETRY_BASE_MS is 50): the accepted message is not sent again.
    await sleep(700);
    expect(sink.mails).toHaveLength(1);
    expect(service.store.get(1)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(service.health()).toMatchObject({ status: 'degraded', acceptedNotRecorded: 1, pending: 1 });
    expect(service.logs.find((l) => l.event === 'outbox_record_failed')).toMatchObject({ id: 1, accepted: true });

    allowWrites();
    await expect.poll(() => service.store.get(1)!.state).toBe('sent');
    expect(service.store.get(1)).toMatchObject({ attempts: 1, in_doubt: 0 });
    expect(service.health()).toMatchObject({ status: 'ok', acceptedNotRecorded: 0, pending: 0 });
    await sleep(200);
    expect(sink.mails).toHaveLength(1);
  });

  it('killed (-9) while the commit keeps failing: after the restart one flagged copy with the same Message-ID', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const first: ChildService = await spawnService(env);
    cleanups.push(async () => {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
      await first.exited;
    });
    const allowWrites = refuseSentCommits(env.DATABASE_PATH!);
    expect((await call(first.url, { json: validEnquiry() })).status).toBe(200);
    await sink.waitFor(1);
    await sleep(500);
    expect(sink.mails).toHaveLength(1);
    first.child.kill('SIGKILL');
    await first.exited;
    allowWrites();

    const second = await spawnService(env);
    cleanups.push(async () => {
      second.child.kill('SIGKILL');
      await second.exited;
    });
    const mails = await sink.waitFor(2);
    await sleep(500);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.messageId).toBe(mails[0]!.messageId);
    expect(mails.map((m) => m.redelivery)).toEqual([false, true]);
    const store = new EnquiryStore(env.DATABASE_PATH!, { readonly: true });
    try {
      expect(store.get(1)).toMatchObject({ state: 'sent', in_doubt: 1, attempts: 2 });
    } finally {
      store.close();
    }
  });
});
