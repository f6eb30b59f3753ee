import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { loadConfig } from '../node/config';
import { openPersonalData, sealPersonalData, type FieldCipher } from '../core/field-cipher';
import { readKeyFile, writeNewKeyFile } from '../node/key-file';
import { createNodeCipher } from '../node/node-cipher';
import type { EnquiryRow, EnquiryStore, NewEnquiry } from '../node/store';
import type { Logger } from '../node/log';
import { startService, type RunningService } from '../node/service';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER = join(ROOT, 'server');
export const ORIGIN = 'http://localhost:3000';

export function tempDir(prefix = 'enquiry-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

let sharedKeyFile: string | undefined;
/** One key for the test process, in a folder of its own (never the database's). */
export function testKeyFile(): string {
  if (!sharedKeyFile) {
    const dir = mkdtempSync(join(tmpdir(), 'enquiry-test-key-'));
    sharedKeyFile = join(dir, 'encryption.key');
    writeNewKeyFile(sharedKeyFile);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return sharedKeyFile;
}

export function testCipher(keyFile = testKeyFile()): FieldCipher {
  return createNodeCipher(readKeyFile(keyFile));
}

/** A row as the intake stores it, sealed with the test key. */
export async function sealedRow(fields: Partial<NewEnquiry & { messageId: string }> = {}, cipher = testCipher()): Promise<NewEnquiry> {
  const messageId = fields.messageId ?? `<enquiry.${randomUUID()}@firm.example>`;
  const plain = { name: 'Maria Gonzalez', email: 'maria.gonzalez@example.com', phone: '(512) 555-0142', message: 'Hello', ...fields };
  return {
    messageId,
    receivedAt: fields.receivedAt ?? new Date().toISOString(),
    timeStamp: fields.timeStamp ?? '2026-03-14 15:09:26',
    category: fields.category ?? 'Tax Services',
    ...(await sealPersonalData(cipher, messageId, plain)),
  };
}

/** The row with its personal fields decrypted. */
export async function openRow(row: EnquiryRow, cipher = testCipher()): Promise<EnquiryRow> {
  return { ...row, ...(await openPersonalData(cipher, row)) };
}

export function serviceEnv(dir: string, smtpPort: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_PATH: join(dir, 'enquiries.db'),
    ENCRYPTION_KEY_FILE: testKeyFile(),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    MAIL_TO: 'office@firm.example',
    MAIL_FROM: 'Website <website@firm.example>',
    ALLOWED_ORIGINS: `${ORIGIN},https://www.firm.example`,
    RATE_LIMIT_PER_MINUTE: '1000',
    RETRY_BASE_MS: '50',
    RETRY_MAX_MS: '400',
    ...extra,
  };
}

export interface LogEntry {
  event: string;
  [field: string]: unknown;
}

export async function startInProcess(env: Record<string, string>): Promise<RunningService & { logs: LogEntry[]; logText: string[] }> {
  const logs: LogEntry[] = [];
  const logText: string[] = [];
  const log: Logger = (event, fields = {}) => {
    const line = JSON.stringify({ event, ...fields });
    logText.push(line);
    logs.push(JSON.parse(line) as LogEntry);
  };
  const service = await startService(loadConfig(env), log);
  return Object.assign(service, { logs, logText });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: Record<string, unknown> | null;
}

export interface RequestOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  json?: unknown;
  origin?: string | null;
  localAddress?: string;
  chunked?: boolean;
}

export function call(baseUrl: string, options: RequestOptions = {}): Promise<Answer> {
  const url = new URL(options.path ?? '/contactus', baseUrl);
  const body = options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const headers: Record<string, string> = {
    ...(options.json !== undefined && { 'Content-Type': 'application/json' }),
    ...(options.origin !== null && { Origin: options.origin ?? ORIGIN }),
    ...options.headers,
  };
  if (body !== undefined && !options.chunked) headers['Content-Length'] = String(Buffer.byteLength(body));
  return new Promise((resolvePromise, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: options.method ?? 'POST',
        headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> | null = null;
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
          } catch {
            json = null;
          }
          resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined && options.chunked) {
      const buf = Buffer.from(body);
      for (let i = 0; i < buf.length; i += 4096) req.write(buf.subarray(i, i + 4096));
    } else if (body !== undefined) {
      req.write(body);
    }
    req.end();
  });
}

let counter = 0;
export function validEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: 'Maria Gonzalez',
    email: 'maria.gonzalez@example.com',
    phone: '(512) 555-0142',
    category: 'Tax Services',
    message: `I would like help with my 2025 return (test ${counter}).`,
    timeStamp: '2026-03-14 15:09:26',
    ...overrides,
  };
}

export async function waitUntil<T>(probe: () => T | undefined | null | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ChildService {
  child: ChildProcess;
  port: number;
  url: string;
  stdout: string[];
  stderr: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

// A script of the Node service (node/), run in server/ as its npm scripts run it.
// node --import tsx keeps the script in one process, so a SIGKILL hits it, not a wrapper.
export function spawnScript(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER, 'node', script), ...args], {
    cwd: SERVER,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (d: string) => stdout.push(d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => stderr.push(d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.on('exit', (code, signal) => r({ code, signal })),
  );
  return { child, stdout, stderr, exited };
}

export async function spawnService(env: Record<string, string>): Promise<ChildService> {
  const { child, stdout, stderr, exited } = spawnScript('main.ts', env);
  const port = await new Promise<number>((resolvePort, reject) => {
    let buffer = '';
    const onData = (d: string) => {
      buffer += d;
      const match = /"event":"listening"[^\n]*"port":(\d+)/.exec(buffer);
      if (match) {
        child.stdout!.off('data', onData);
        resolvePort(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`service exited (${code}) before listening: ${stderr.join('')}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, stdout, stderr, exited };
}

const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export interface SeedRow {
  email: string;
  state: 'sent' | 'pending' | 'failed';
  days: number;
}

/** Rows of every kind, received `days` ago; the delivered ones delivered then too. */
export async function seedRows(store: EnquiryStore, rows: SeedRow[]): Promise<void> {
  for (const r of rows) {
    const [id] = store.insertMany([await sealedRow({ email: r.email, receivedAt: daysAgo(r.days), name: 'Pat Doe', message: `about ${r.email}` })]);
    store.db
      .prepare(`UPDATE enquiries SET state = ?, sent_at = ?, next_attempt_at = ? WHERE id = ?`)
      .run(r.state, r.state === 'sent' ? daysAgo(r.days) : null, Date.now() + 3_600_000, id);
  }
}

/** Every byte SQLite keeps for a database: the file, its WAL and its shared-memory index. */
export function filesOf(dbPath: string): Buffer {
  return Buffer.concat(['', '-wal', '-shm'].filter((s) => existsSync(dbPath + s)).map((s) => readFileSync(dbPath + s)));
}

export function expectNoneOf(bytes: Buffer, secrets: string[]) {
  const text = bytes.toString('latin1');
  const utf16 = bytes.toString('utf16le');
  for (const secret of secrets) {
    expect([secret, text.includes(secret) || utf16.includes(secret)]).toEqual([secret, false]);
  }
}
