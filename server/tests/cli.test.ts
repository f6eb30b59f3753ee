import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink, type MailSink } from '../node/mail-sink';
import { EnquiryStore } from '../node/store';
import { call, freePort, openRow, sealedRow, serviceEnv, spawnScript, startInProcess, tempDir, testKeyFile, validEnquiry, waitUntil } from './helpers';

const tmp = tempDir();
let dbPath: string;
let sink: MailSink;

async function runCli(args: string[]) {
  const run = spawnScript('cli.ts', { DATABASE_PATH: dbPath, ENCRYPTION_KEY_FILE: testKeyFile() }, args);
  const { code } = await run.exited;
  return { code, out: run.stdout.join(''), err: run.stderr.join('') };
}

beforeAll(async () => {
  sink = await startMailSink();
  let env = serviceEnv(tmp.dir, sink.port);
  dbPath = env.DATABASE_PATH!;
  let service = await startInProcess(env);
  await call(service.url, { json: validEnquiry({ name: 'Privately Named', category: 'QuickBooks' }) });
  await call(service.url, { json: validEnquiry({ message: 'A private message about my taxes' }) });
  await sink.waitFor(2);
  await service.close();
  env = serviceEnv(tmp.dir, await freePort(), { RETRY_BASE_MS: '60000', RETRY_MAX_MS: '60000' });
  service = await startInProcess(env);
  await call(service.url, { json: validEnquiry({ category: 'Others' }) });
  await waitUntil(() => service.store.get(3)?.attempts === 1, 10_000, 'a failed attempt');
  await service.close();
});
afterAll(async () => {
  await sink?.close();
  tmp.cleanup();
});

describe('npm run enquiries', () => {
  it('lists id, received time, category and delivery state, newest first, without content', async () => {
    const { code, out } = await runCli(['list']);
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(UTC\)\s+CATEGORY\s+STATE\s+TRIES\s+NOTE$/);
    expect(lines[1]).toMatch(/^\s*3\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ\s+Others\s+pending\s+1\s+retry at .* last error \w+: .*ECONNREFUSED/);
    expect(lines[2]).toMatch(/^\s*2\s+\S+ \S+\s+Tax Services\s+sent\s+1\s+sent /);
    expect(lines[3]).toMatch(/^\s*1\s+\S+ \S+\s+QuickBooks\s+sent\s+1\s+sent /);
    expect(out).toContain('2 sent, 1 pending, 0 being sent');
    for (const secret of ['Privately', 'maria.gonzalez', '555-0142', 'private message']) expect(out).not.toContain(secret);
  });

  it('filters by state and prints JSON', async () => {
    const { out } = await runCli(['list', '--state', 'sent', '--json']);
    const rows = JSON.parse(out) as { id: number; state: string; message?: string }[];
    expect(rows.map((r) => [r.id, r.state])).toEqual([
      [2, 'sent'],
      [1, 'sent'],
    ]);
    expect(rows[0]).not.toHaveProperty('message');
  });

  it('shows one enquiry in full on request', async () => {
    const { code, out } = await runCli(['show', '2']);
    expect(code).toBe(0);
    expect(out).toContain('A private message about my taxes');
    expect(out).toMatch(/Message-ID: <enquiry\./);
  });

  it('purges delivered enquiries past the retention period, never undelivered ones', async () => {
    expect((await runCli(['purge'])).err).toContain('purge needs --sent-days-ago');
    expect((await runCli(['purge', '--sent-days-ago', '30'])).out).toContain('Deleted 0 enquiries');
    const { code, out } = await runCli(['purge', '--sent-days-ago', '0']);
    expect(code).toBe(0);
    expect(out).toContain('Deleted 2 enquiries');
    const left = JSON.parse((await runCli(['list', '--json'])).out) as { id: number; state: string }[];
    expect(left.map((r) => [r.id, r.state])).toEqual([[3, 'pending']]);
  });

  it('explains bad usage and a missing database', async () => {
    expect((await runCli(['list', '--state', 'lost'])).err).toContain('--state must be one of');
    expect((await runCli(['frobnicate'])).code).toBe(1);
    const missing = spawnScript('cli.ts', { DATABASE_PATH: `${tmp.dir}/none.db` }, ['list']);
    expect((await missing.exited).code).toBe(1);
    expect(missing.stderr.join('')).toContain('No enquiry database');
  });
});

describe('terminal control codes in what a visitor wrote', () => {
  it('are shown as visible text, never sent to the staff terminal, and kept as written in storage', async () => {
    const path = join(tmp.dir, 'controls.db');
    const message = 'Hello \u001b[2J\u001b]0;pwned\u0007 bell\u0007 nul\u0000 csi\u009b31m del\u007f cr\r end\nsecond line\tok';
    const store = new EnquiryStore(path);
    store.insertMany([await sealedRow({ messageId: '<enquiry.controls@firm.example>', email: 'maria@example.com', category: 'Others', message })]);
    store.close();
    const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
    const outputs = await Promise.all(
      [['show', '1'], ['show', '1', '--json'], ['list']].map(async (args) => {
        const run = spawnScript('cli.ts', { DATABASE_PATH: path, ENCRYPTION_KEY_FILE: testKeyFile() }, args);
        expect((await run.exited).code).toBe(0);
        return run.stdout.join('');
      }),
    );
    for (const out of outputs) expect(out).not.toMatch(raw);
    expect(outputs[0]).toContain('Hello \\x1b[2J\\x1b]0;pwned\\x07 bell\\x07 nul\\x00 csi\\x9b31m del\\x7f cr\\x0d end\nsecond line\tok');
    expect((JSON.parse(outputs[1]!) as { message: string }).message).toBe(message);
    const reopened = new EnquiryStore(path, { readonly: true });
    expect((await openRow(reopened.get(1)!)).message).toBe(message);
    reopened.close();
  });
});
