// The two runtimes the contract suite runs against: the Node service in this process, and the Worker in
// Cloudflare's local runtime (wrangler dev: workerd, local D1, the emulated send_email).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { describeMail, startMailSink, type MailSink, type SinkMail } from '../../node/mail-sink';
import { readKeyFile } from '../../node/key-file';
import { EnquiryStore } from '../../node/store';
import { applyMigrations, localD1File, runCron, startLocalWorker, wranglerAvailable, writeLocalConfig, type LocalWorker } from '../../worker/local';
import { freePort, serviceEnv, spawnScript, startInProcess, tempDir, testKeyFile, type LogEntry, type RequestOptions } from '../helpers';

export type RuntimeName = 'node' | 'worker';

/** How the firm's mail is doing when a test starts: taken, refused as addressed (5xx / not allowed), or out of reach. */
export type MailState = 'ok' | 'refusing' | 'down';

export interface Instance {
  runtime: RuntimeName;
  url: string;
  /** The enquiries as stored (read-only for the Worker's local D1). */
  store: EnquiryStore;
  logs: LogEntry[];
  logText: string[];
  mails: SinkMail[];
  waitForMails(count: number, timeoutMs?: number): Promise<SinkMail[]>;
  /** What a request from another client address carries: its own address (Node) or Cloudflare's CF-Connecting-IP (Worker). */
  from(address: string): Pick<RequestOptions, 'localAddress' | 'headers'>;
  /** Lets due retries run now: the Node outbox does it by itself, the Worker's cron runs when triggered. */
  runOutbox(): Promise<void>;
  /** The mail works again: the Node sink comes up; the Worker restarts with its binding fixed (a redeploy). */
  fixMail(): Promise<void>;
  /** A second, writable connection to this runtime's database, as the staff command opens it. */
  openStore(): EnquiryStore;
  /** The staff command on this runtime's database (the Worker's local D1 through --d1-local). */
  cli(args: string[]): Promise<{ code: number | null; out: string; err: string }>;
  /** Stopped and started again on the same database, with the same mail state. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface Runtime {
  name: RuntimeName;
  start(env?: Record<string, string>, mail?: MailState): Promise<Instance>;
}

const FIRM = 'office@firm.example';

async function runCli(env: Record<string, string>, args: string[]) {
  const run = spawnScript('cli.ts', { ENCRYPTION_KEY_FILE: testKeyFile(), ...env }, args);
  const { code } = await run.exited;
  return { code, out: run.stdout.join(''), err: run.stderr.join('') };
}

const nodeRuntime: Runtime = {
  name: 'node',
  async start(extra = {}, mailState = 'ok') {
    const tmp = tempDir();
    let refusing = mailState === 'refusing';
    const sinkOptions = { onRecipient: () => (refusing ? { code: 550, message: 'No such user here' } : undefined) };
    let sink: MailSink | null = mailState === 'down' ? null : await startMailSink(sinkOptions);
    const smtpPort = sink?.port ?? (await freePort());
    const env = serviceEnv(tmp.dir, smtpPort, extra);
    let service = await startInProcess(env);
    const logs: LogEntry[] = [];
    const logText: string[] = [];
    const mails: SinkMail[] = [];
    const track = () => {
      logs.push(...service.logs.splice(0));
      logText.push(...service.logText.splice(0));
      if (sink) mails.push(...sink.mails.splice(0));
    };
    const instance: Instance = {
      runtime: 'node',
      get url() {
        return service.url;
      },
      get store() {
        return service.store;
      },
      get logs() {
        track();
        return logs;
      },
      get logText() {
        track();
        return logText;
      },
      get mails() {
        track();
        return mails;
      },
      async waitForMails(count, timeoutMs) {
        track();
        if (mails.length >= count) return mails;
        await sink!.waitFor(count - mails.length, timeoutMs);
        track();
        return mails;
      },
      from: (address) => ({ localAddress: address }),
      cli: (args) => runCli({ DATABASE_PATH: env.DATABASE_PATH! }, args),
      openStore: () => new EnquiryStore(env.DATABASE_PATH!),
      runOutbox: async () => {},
      async fixMail() {
        refusing = false;
        sink ??= await startMailSink({ ...sinkOptions, port: smtpPort });
      },
      async restart() {
        track();
        await service.close();
        service = await startInProcess(env);
      },
      async close() {
        await service.close();
        await sink?.close();
        tmp.cleanup();
      },
    };
    return instance;
  },
};

let template: Promise<string> | null = null;
/** Local D1 with the migrations applied, once per test process; each instance starts from a copy. */
function migratedState(): Promise<string> {
  template ??= (async () => {
    const dir = tempDir('enquiry-worker-template-');
    process.once('exit', dir.cleanup);
    const state = join(dir.dir, 'state');
    await applyMigrations(state, writeLocalConfig(dir.dir, FIRM));
    return state;
  })();
  return template;
}

const workerRuntime: Runtime = {
  name: 'worker',
  async start(extra = {}, mailState = 'ok') {
    const tmp = tempDir('enquiry-worker-test-');
    const persistDir = join(tmp.dir, 'state');
    const vars = Object.fromEntries(
      Object.entries(serviceEnv(tmp.dir, 0, extra)).filter(([name]) => !/^(HOST|PORT|DATABASE_PATH|ENCRYPTION_KEY_FILE|SMTP_)/.test(name)),
    );
    let config = writeLocalConfig(tmp.dir, mailState === 'ok' ? FIRM : mailState === 'refusing' ? 'someone-else@firm.example' : null);
    cpSync(await migratedState(), persistDir, { recursive: true });
    const encryptionKey = readKeyFile(testKeyFile()).toString('base64');
    const logs: LogEntry[] = [];
    const logText: string[] = [];
    const mails: SinkMail[] = [];
    const waiters = new Set<() => void>();
    // A new port for each start: the old workerd may still be letting go of its own.
    const start = async () =>
      startLocalWorker({
        port: await freePort(),
        persistDir,
        config,
        vars,
        encryptionKey,
        firstSeq: mails.length + 1,
        onLine(line) {
          // What the Worker itself prints (wrangler's banner, request lines and file paths are the emulator's).
          if (line.startsWith('{') || /error/i.test(line)) logText.push(line);
          if (line.startsWith('{"time"')) {
            // As the Node tests' logger records them: without the time.
            const entry = JSON.parse(line) as LogEntry;
            delete entry.time;
            logs.push(entry);
          }
        },
        onMail(mail) {
          const to = /^To: (.*)$/m.exec(mail.raw)?.[1]?.split(',').map((a) => a.trim()) ?? [];
          mails.push({ ...describeMail(mail.raw, to), seq: mail.seq, file: mail.file });
          for (const wake of waiters) wake();
        },
      });
    let worker: LocalWorker = await start();
    const store = new EnquiryStore(localD1File(persistDir), { readonly: true });
    const instance: Instance = {
      runtime: 'worker',
      get url() {
        return worker.url;
      },
      store,
      logs,
      logText,
      mails,
      waitForMails(count, timeoutMs = 20_000) {
        return new Promise((resolve, reject) => {
          const check = () => {
            if (mails.length < count) return;
            waiters.delete(check);
            clearTimeout(timer);
            resolve(mails);
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`send_email: ${mails.length} of ${count} messages after ${timeoutMs} ms`));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      },
      from: (address) => ({ headers: { 'CF-Connecting-IP': address } }),
      cli: (args) => runCli({}, [...args, '--d1-local', persistDir]),
      openStore: () => new EnquiryStore(localD1File(persistDir)),
      runOutbox: () => runCron(worker.url),
      async fixMail() {
        config = writeLocalConfig(tmp.dir, FIRM);
        await instance.restart();
      },
      async restart() {
        await worker.stop();
        worker = await start();
      },
      async close() {
        store.close();
        await worker.stop();
        tmp.cleanup();
      },
    };
    return instance;
  },
};

/** Both runtimes, or the one CONTRACT_RUNTIME names; the Worker needs the site's install (wrangler). */
export function runtimes(): Runtime[] {
  const only = process.env.CONTRACT_RUNTIME;
  const all = [nodeRuntime, ...(wranglerAvailable() ? [workerRuntime] : [])];
  if (only && !all.some((r) => r.name === only)) throw new Error(`CONTRACT_RUNTIME=${only}: no such runtime here (is the site installed, with wrangler?)`);
  return only ? all.filter((r) => r.name === only) : all;
}

/** One instance for the tests of a describe block: started before them, closed after. */
export function sharedInstance(runtime: Runtime): Instance {
  let current: Instance | null = null;
  beforeAll(async () => {
    current = await runtime.start();
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Instance, { get: (_target, key) => Reflect.get(current!, key) });
}

/** Every enquiry stored, whatever its state. */
export const totalStored = (service: Instance) => Object.values(service.store.counts()).reduce((a, b) => a + b, 0);
