import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENQUIRY_RETENTION_DAYS } from '../core/enquiry-rules';
import { EnquiryStore } from '../node/store';
import { daysAgo, freePort, seedRows, serviceEnv, spawnScript, startInProcess, tempDir, testKeyFile, type SeedRow } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function cli(dbPath: string, args: string[], keyFile = testKeyFile()) {
  const run = spawnScript('cli.ts', { DATABASE_PATH: dbPath, ENCRYPTION_KEY_FILE: keyFile }, args);
  const { code } = await run.exited;
  return { code, out: run.stdout.join(''), err: run.stderr.join('') };
}

async function seed(dbPath: string, rows: SeedRow[]) {
  const store = new EnquiryStore(dbPath);
  try {
    await seedRows(store, rows);
  } finally {
    store.close();
  }
}

describe('retention', () => {
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
    expect(text.out).toContain(`Personal data held: 3 enquiries (name, email address, phone number, message), the oldest received ${daysAgo(40).slice(0, 10)}`);
    expect(text.out).toMatch(/Encrypted: all 3 \(AES-256-GCM, key [0-9a-f]{12}\)\./);
    const json = JSON.parse((await cli(dbPath, ['stats', '--json'])).out) as Record<string, unknown>;
    expect(json).toMatchObject({ sent: 1, pending: 1, failed: 1, personalData: { enquiries: 3, encrypted: 3, unencrypted: 0 } });
    expect((json.personalData as { oldestReceivedAt: string }).oldestReceivedAt.slice(0, 10)).toBe(daysAgo(40).slice(0, 10));
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
