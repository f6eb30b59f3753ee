import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENQUIRY_RETENTION_DAYS } from '../../lib/enquiry-rules';
import { startMailSink } from '../mail-sink';
import { EnquiryStore } from '../store';
import { call, freePort, openRow, sealedRow, serviceEnv, spawnScript, startInProcess, tempDir, testKeyFile, validEnquiry } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function cli(dbPath: string, args: string[], keyFile = testKeyFile()) {
  const run = spawnScript('cli.ts', { DATABASE_PATH: dbPath, ENCRYPTION_KEY_FILE: keyFile }, args);
  const { code } = await run.exited;
  return { code, out: run.stdout.join(''), err: run.stderr.join('') };
}

/** Rows of every kind, received `days` ago; the delivered ones delivered then too. */
async function seed(dbPath: string, rows: { email: string; state: 'sent' | 'pending' | 'failed'; days: number }[]) {
  const store = new EnquiryStore(dbPath);
  for (const r of rows) {
    const [id] = store.insertMany([await sealedRow({ email: r.email, receivedAt: ago(r.days), name: 'Pat Doe', message: `about ${r.email}` })]);
    store.db
      .prepare(`UPDATE enquiries SET state = ?, sent_at = ?, next_attempt_at = ? WHERE id = ?`)
      .run(r.state, r.state === 'sent' ? ago(r.days) : null, Date.now() + 3_600_000, id);
  }
  store.close();
}

describe('retention', () => {
  it('deletes delivered enquiries older than RETENTION_DAYS by itself, logging the count; keeps pending and failed ones', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const env = serviceEnv(tmp.dir, await freePort(), { RETENTION_DAYS: '30' });
    await seed(env.DATABASE_PATH!, [
      { email: 'old.sent@example.com', state: 'sent', days: 31 },
      { email: 'old.sent2@example.com', state: 'sent', days: 45 },
      { email: 'new.sent@example.com', state: 'sent', days: 29 },
      { email: 'old.failed@example.com', state: 'failed', days: 200 },
      { email: 'old.pending@example.com', state: 'pending', days: 200 },
    ]);
    const service = await startInProcess(env);
    cleanups.push(() => service.close());
    expect(service.logs.filter((l) => l.event === 'retention_purged')).toEqual([{ event: 'retention_purged', count: 2, retentionDays: 30 }]);
    const left = await Promise.all(service.store.list({ limit: 10 }).map(async (r) => (await openRow(service.store.get(r.id)!)).email));
    expect(left.sort()).toEqual(['new.sent@example.com', 'old.failed@example.com', 'old.pending@example.com']);
  });

  it('keeps delivered enquiries for ENQUIRY_RETENTION_DAYS by default', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const env = serviceEnv(tmp.dir, await freePort());
    await seed(env.DATABASE_PATH!, [
      { email: 'a@example.com', state: 'sent', days: ENQUIRY_RETENTION_DAYS + 1 },
      { email: 'b@example.com', state: 'sent', days: ENQUIRY_RETENTION_DAYS - 1 },
    ]);
    const service = await startInProcess(env);
    cleanups.push(() => service.close());
    expect(service.logs.find((l) => l.event === 'retention_purged')).toMatchObject({ count: 1, retentionDays: ENQUIRY_RETENTION_DAYS });
    expect(service.store.personalDataHeld().enquiries).toBe(1);
  });

  it('lets staff purge failed enquiries received more than N days ago', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const dbPath = join(tmp.dir, 'enquiries.db');
    await seed(dbPath, [
      { email: 'a@example.com', state: 'failed', days: 10 },
      { email: 'b@example.com', state: 'failed', days: 1 },
      { email: 'c@example.com', state: 'pending', days: 10 },
    ]);
    const run = await cli(dbPath, ['purge', '--failed-days-ago', '5']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Deleted 1 failed enquiries');
    expect((await cli(dbPath, ['stats'])).out).toContain('0 sent, 1 pending, 0 being sent, 1 failed');
  });
});

describe('a visitor asks what is held about them, then asks for its deletion', () => {
  it('exports everything held for an address, decrypted, then deletes exactly those enquiries', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const env = serviceEnv(tmp.dir, sink.port);
    const service = await startInProcess(env);
    await call(service.url, { json: validEnquiry({ email: 'Visitor.One@Example.com', message: 'First question' }) });
    await call(service.url, { json: validEnquiry({ email: 'someone.else@example.com', message: 'Not theirs' }) });
    await call(service.url, { json: validEnquiry({ email: 'visitor.one@example.com', message: 'Second question' }) });
    await sink.waitFor(3);
    await service.close();

    const exported = await cli(env.DATABASE_PATH!, ['export', 'visitor.one@example.COM']);
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.out) as { enquiries: { id: number; email: string; message: string; name: string; phone: string }[] };
    expect(data.enquiries.map((e) => [e.id, e.email, e.message])).toEqual([
      [1, 'Visitor.One@Example.com', 'First question'],
      [3, 'visitor.one@example.com', 'Second question'],
    ]);
    expect(data.enquiries[0]).toMatchObject({ name: 'Maria Gonzalez', phone: '(512) 555-0142' });
    expect(exported.out).not.toContain('Not theirs');
    expect((await cli(env.DATABASE_PATH!, ['export', 'nobody@example.com'])).out).toContain('"enquiries": []');

    const deleted = await cli(env.DATABASE_PATH!, ['delete', 'VISITOR.ONE@example.com']);
    expect(deleted.code).toBe(0);
    expect(deleted.out).toContain('Deleted 2 enquiries from VISITOR.ONE@example.com (ids 1, 3)');
    expect(JSON.parse((await cli(env.DATABASE_PATH!, ['export', 'visitor.one@example.com'])).out).enquiries).toEqual([]);
    const left = JSON.parse((await cli(env.DATABASE_PATH!, ['list', '--json'])).out) as { id: number }[];
    expect(left.map((r) => r.id)).toEqual([2]);
    const wal = existsSync(`${env.DATABASE_PATH}-wal`) ? readFileSync(`${env.DATABASE_PATH}-wal`).length : 0;
    expect(wal).toBe(0);
  });

  it('needs the key: export with another key fails and says so', async () => {
    const tmp = tempDir();
    const keys = tempDir();
    cleanups.push(tmp.cleanup, keys.cleanup);
    const dbPath = join(tmp.dir, 'enquiries.db');
    await seed(dbPath, [{ email: 'a@example.com', state: 'sent', days: 1 }]);
    const otherKey = join(keys.dir, 'other.key');
    expect((await cli(dbPath, ['keygen', otherKey])).code).toBe(0);
    const run = await cli(dbPath, ['show', '1'], otherKey);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/cannot be decrypted/);
  });
});

describe('npm run enquiries -- stats', () => {
  it('reports how many enquiries hold personal data, the oldest one, and that they are encrypted', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const dbPath = join(tmp.dir, 'enquiries.db');
    await seed(dbPath, [
      { email: 'a@example.com', state: 'sent', days: 12 },
      { email: 'b@example.com', state: 'pending', days: 3 },
      { email: 'c@example.com', state: 'failed', days: 40 },
    ]);
    const text = await cli(dbPath, ['stats']);
    expect(text.out).toContain('1 sent, 1 pending, 0 being sent, 1 failed');
    expect(text.out).toContain(`Personal data held: 3 enquiries (name, email address, phone number, message), the oldest received ${ago(40).slice(0, 10)}`);
    expect(text.out).toMatch(/Encrypted: all 3 \(AES-256-GCM, key [0-9a-f]{12}\)\./);
    const json = JSON.parse((await cli(dbPath, ['stats', '--json'])).out) as Record<string, unknown>;
    expect(json).toMatchObject({ sent: 1, pending: 1, failed: 1, personalData: { enquiries: 3, encrypted: 3, unencrypted: 0 } });
    expect((json.personalData as { oldestReceivedAt: string }).oldestReceivedAt.slice(0, 10)).toBe(ago(40).slice(0, 10));
  });
});

describe('npm run enquiries -- keygen', () => {
  it('writes 32 random bytes in base64, mode 0600, and never overwrites a key', async () => {
    const keys = tempDir();
    cleanups.push(keys.cleanup);
    const path = join(keys.dir, 'new', 'encryption.key');
    const previous = process.umask(0o000);
    let first;
    try {
      first = await cli('unused.db', ['keygen', path]);
    } finally {
      process.umask(previous);
    }
    expect(first.code).toBe(0);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const text = readFileSync(path, 'utf8');
    expect(Buffer.from(text.trim(), 'base64')).toHaveLength(32);
    const again = await cli('unused.db', ['keygen', path]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('never overwritten');
    expect(readFileSync(path, 'utf8')).toBe(text);
  });
});
