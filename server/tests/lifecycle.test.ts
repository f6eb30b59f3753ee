import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailSink } from '../node/mail-sink';
import { EnquiryStore } from '../node/store';
import { SCHEMA_VERSION } from '../core/schema';
import { createServer, type AddressInfo } from 'node:net';
import { DEV_KEY_FILE } from '../node/key-file';
import { call, sealedRow, SERVER, serviceEnv, spawnScript, startInProcess, tempDir, testCipher, validEnquiry, waitUntil } from './helpers';

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

describe('npm run site / server:dev', () => {
  function devEnv(dir: string, extra: Record<string, string>) {
    return { DATABASE_PATH: join(dir, 'enquiries.db'), MAIL_SINK_DIR: join(dir, 'mail'), MAIL_SINK_PORT: '0', ENQUIRY_PORT: '0', ...extra };
  }

  it('allows the origin of the site on another PORT', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const dev = spawnScript('dev.ts', devEnv(tmp.dir, { PORT: '5123' }));
    cleanups.push(async () => {
      dev.child.kill('SIGTERM');
      await dev.exited;
    });
    const url = await waitUntil(() => /POST (http:\/\/\S+)\/contactus/.exec(dev.stdout.join(''))?.[1], 20_000, 'server:dev to listen');
    const answer = await call(url, { origin: 'http://localhost:5123', json: validEnquiry() });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5123');
    await waitUntil(() => dev.stdout.join('').includes('mail sink: enquiry #1 received'), 10_000, 'the mail');
  });

  it('makes a development encryption key outside the database folder on first start, mode 600, and uses it', async () => {
    const tmp = tempDir();
    const keys = tempDir();
    cleanups.push(tmp.cleanup, keys.cleanup);
    const keyFile = join(keys.dir, 'dev', 'encryption.key');
    const dev = spawnScript('dev.ts', devEnv(tmp.dir, { ENCRYPTION_KEY_FILE: keyFile }));
    cleanups.push(async () => {
      dev.child.kill('SIGTERM');
      await dev.exited;
    });
    const url = await waitUntil(() => /POST (http:\/\/\S+)\/contactus/.exec(dev.stdout.join(''))?.[1], 20_000, 'server:dev to listen');
    expect(dev.stdout.join('')).toContain('made a development encryption key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect((await call(url, { origin: 'http://localhost:3000', json: validEnquiry() })).status).toBe(200);
    const store = new EnquiryStore(join(tmp.dir, 'enquiries.db'), { readonly: true });
    cleanups.push(() => store.close());
    expect(store.personalDataHeld()).toMatchObject({ enquiries: 1, encrypted: 1, keyIds: [testCipher(keyFile).keyId] });
  });

  it('uses server/.dev-keys/encryption.key by default, outside server/data/', () => {
    expect(DEV_KEY_FILE).toBe('.dev-keys/encryption.key');
    expect(readFileSync(join(SERVER, '.gitignore'), 'utf8')).toMatch(/^\.dev-keys\/$/m);
  });

  it.each([
    ['enquiry service', 'ENQUIRY_PORT'],
    ['mail sink', 'MAIL_SINK_PORT'],
  ])('stops with a clear message when the %s cannot take its port', async (part, variable) => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    cleanups.push(() => new Promise<void>((r) => blocker.close(() => r())));
    const taken = String((blocker.address() as AddressInfo).port);
    const dev = spawnScript('dev.ts', devEnv(tmp.dir, { [variable]: taken }));
    expect((await dev.exited).code).toBe(1);
    expect(dev.stderr.join('')).toContain(`the ${part} on 127.0.0.1:${taken} could not start: the port is already in use`);
    expect(dev.stderr.join('')).toContain(variable);
  });
});

describe('upgrade', () => {
  it('migrates a database written by the previous version, keeping rows, ids and the id sequence', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const path = join(tmp.dir, 'old.db');
    const old = new Database(path);
    old.exec(`
      CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL UNIQUE, received_at TEXT NOT NULL,
        time_stamp TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
        category TEXT NOT NULL, message TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent')),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT,
        in_doubt INTEGER NOT NULL DEFAULT 0, sent_at TEXT, smtp_response TEXT
      );
      CREATE INDEX enquiries_due ON enquiries (state, next_attempt_at);
      PRAGMA user_version = 1;
    `);
    const insert = old.prepare(
      `INSERT INTO enquiries (message_id, received_at, time_stamp, name, email, phone, category, message, state, attempts, next_attempt_at, in_doubt)
       VALUES (?, '2026-01-01T00:00:00.000Z', '2026-01-01 00:00:00', 'A B', 'a@b.example', '(512) 555-0142', 'Others', 'Hi', ?, ?, 0, ?)`,
    );
    insert.run('<m1@x>', 'sent', 1, 0);
    insert.run('<m2@x>', 'sending', 2, 1);
    insert.run('<m3@x>', 'pending', 0, 0);
    old.exec('DELETE FROM enquiries WHERE id = 3');
    old.close();

    const store = new EnquiryStore(path);
    try {
      expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(store.get(1)).toMatchObject({ message_id: '<m1@x>', state: 'sent', rejections: 0 });
      expect(store.get(2)).toMatchObject({ message_id: '<m2@x>', state: 'sending', attempts: 2, in_doubt: 1 });
      const [id] = store.insertMany([await sealedRow({ messageId: '<m4@x>', category: 'Others' })]);
      expect(id).toBe(4);
      store.db.prepare(`UPDATE enquiries SET state = 'failed' WHERE id = 4`).run();
      expect(store.queueHealth()).toMatchObject({ failed: 1, pending: 1 });
    } finally {
      store.close();
    }
  });
});
