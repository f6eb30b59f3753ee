import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../node/mail-sink';
import { EnquiryStore } from '../node/store';
import { call, expectNoneOf, filesOf, openRow, serviceEnv, startInProcess, tempDir, testCipher, validEnquiry } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const delivered = {
  name: 'Zelda Quartermaine',
  email: 'Zelda.Q@private-mail.example',
  phone: '(737) 555-0199',
  message: 'Our family trust needs a new bookkeeper before April',
};
const waiting = {
  name: 'Orville Pemberton',
  email: 'orville.pemberton@another.example',
  phone: '(214) 555-0177',
  message: 'Question about the franchise tax report for my LLC',
};
const secretsOf = (e: typeof delivered) => [e.name, e.email, e.email.toLowerCase(), e.phone, '555-0199', '555-0177', e.message, e.message.slice(0, 12)];

describe('personal data at rest', () => {
  it('leaves no name, address, phone or message readable in the database file, its WAL or a backup, delivered or pending', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    let refusing = false;
    const sink = await startMailSink({ onRecipient: () => (refusing ? { code: 451, message: 'Try again later' } : undefined) });
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const service = await startInProcess(env);
    cleanups.push(() => service.close());

    expect((await call(service.url, { json: validEnquiry(delivered) })).status).toBe(200);
    const [mail] = await sink.waitFor(1);
    // The firm still receives it in full.
    expect(mail!.raw).toContain(delivered.message);
    expect(mail!.raw).toContain(delivered.phone);
    await expect.poll(() => service.store.get(1)?.state).toBe('sent');
    refusing = true;
    expect((await call(service.url, { json: validEnquiry(waiting) })).status).toBe(200);
    await expect.poll(() => service.store.get(2)?.attempts).toBeGreaterThan(0);
    expect(service.store.get(2)!.state).not.toBe('sent');

    expect(existsSync(`${env.DATABASE_PATH}-wal`)).toBe(true);
    expectNoneOf(filesOf(env.DATABASE_PATH!), [...secretsOf(delivered), ...secretsOf(waiting)]);
    const backup = join(tmp.dir, 'backup.db');
    await service.store.db.backup(backup);
    expectNoneOf(filesOf(backup), [...secretsOf(delivered), ...secretsOf(waiting)]);

    const row = service.store.get(2)!;
    expect(row).toMatchObject({ key_id: service.cipher.keyId, email_index: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(row.name).toMatch(/^enc1:[0-9a-f]{12}:/);
    expect(await openRow(row)).toMatchObject(waiting);
  });

  it('refuses a value moved to another row or field: each is sealed for its own place', async () => {
    const cipher = testCipher();
    const sealed = await cipher.seal('Zelda', 'name|<a@x>');
    await expect(cipher.open(sealed, 'name|<a@x>')).resolves.toBe('Zelda');
    await expect(cipher.open(sealed, 'name|<b@x>')).rejects.toThrow();
    await expect(cipher.open(sealed, 'email|<a@x>')).rejects.toThrow();
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(cipher.open(tampered, 'name|<a@x>')).rejects.toThrow();
  });

  it('encrypts at start the enquiries an older version stored in plain text, leaving none of it in the files', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const old = new Database(env.DATABASE_PATH!);
    old.pragma('journal_mode = WAL');
    old.exec(`
      CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
        time_stamp TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
        category TEXT NOT NULL, message TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT,
        in_doubt INTEGER NOT NULL DEFAULT 0, sent_at TEXT, smtp_response TEXT, rejections INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX enquiries_due ON enquiries (state, next_attempt_at);
      PRAGMA user_version = 2;`);
    const insert = old.prepare(
      `INSERT INTO enquiries (message_id, received_at, time_stamp, name, email, phone, category, message, state, next_attempt_at, sent_at)
       VALUES (?, ?, '2026-01-01 00:00:00', ?, ?, ?, 'Others', ?, 'sent', 0, ?)`,
    );
    const now = new Date().toISOString();
    insert.run('<old1@x>', now, delivered.name, delivered.email, delivered.phone, delivered.message, now);
    insert.run('<old2@x>', now, waiting.name, waiting.email, waiting.phone, waiting.message, now);
    old.close();
    expect(filesOf(env.DATABASE_PATH!).toString('latin1')).toContain(waiting.message);

    const service = await startInProcess(env);
    cleanups.push(() => service.close());
    expect(service.logs.find((l) => l.event === 'enquiries_encrypted')).toMatchObject({ count: 2 });
    expect(service.store.personalDataHeld()).toMatchObject({ enquiries: 2, encrypted: 2 });
    expect(await openRow(service.store.get(1)!)).toMatchObject(delivered);
    expectNoneOf(filesOf(env.DATABASE_PATH!), [...secretsOf(delivered), ...secretsOf(waiting)]);
    await service.close();
    expect(new EnquiryStore(env.DATABASE_PATH!, { readonly: true }).personalDataHeld().encrypted).toBe(2);
  });
});
