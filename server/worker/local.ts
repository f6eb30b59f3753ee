// The Worker in Cloudflare's local runtime (wrangler dev: workerd, local D1, the emulated send_email), for site:worker and the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export { localD1File } from '@cpa-site/enquiry-node/local-d1';

// Found from the working folder, not import.meta: Playwright loads this file as CommonJS, vitest and tsx as ESM.
function findWorkerDir(): string {
  const candidates = [join(process.cwd(), 'worker'), join(process.cwd(), 'server', 'worker'), join(process.cwd(), '..', 'server', 'worker')];
  const found = candidates.find((dir) => existsSync(join(dir, 'wrangler.toml')) && existsSync(join(dir, 'index.ts')));
  if (!found) throw new Error(`The Worker's folder (server/worker) is not below ${process.cwd()}.`);
  return resolve(found);
}

export const WORKER_DIR = findWorkerDir();
// The worker package's own wrangler (a devDependency), where npm installs the workspaces' packages.
const WRANGLER = join(WORKER_DIR, '..', 'node_modules', 'wrangler', 'wrangler-dist', 'cli.js');
// As wrangler's own launcher starts it, minus the launcher: a signal reaches wrangler itself.
const wranglerArgs = (args: string[]) => ['--no-warnings', '--experimental-vm-modules', WRANGLER, ...args];

// No metrics, no Request.cf download, no update check (it comes with the banner), no prompts: nothing leaves the machine.
const OFFLINE_ENV = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' };

export interface WorkerMail {
  seq: number;
  /** The copy in `mailDir`, or the emulator's own file when no folder was given. */
  file: string;
  raw: string;
}

export interface LocalWorkerOptions {
  port: number;
  /** Local D1 and the rest of the Worker's state; kept across restarts. */
  persistDir: string;
  /** Settings as the deployed Worker reads them from [vars]; these override wrangler.toml's. */
  vars?: Record<string, string>;
  /** Another wrangler.toml than worker/wrangler.toml (the tests' own send_email binding). */
  config?: string;
  /** The Worker secret ENCRYPTION_KEY (base64). */
  encryptionKey: string;
  /** Each message the emulated send_email writes is copied here as an .eml file, as the Node mail sink saves them. */
  mailDir?: string;
  /** Every line the Worker and wrangler print. */
  onLine?: (line: string) => void;
  onMail?: (mail: WorkerMail) => void;
  /** Number the saved messages from here (a restart continues the count). */
  firstSeq?: number;
}

export interface LocalWorker {
  url: string;
  child: ChildProcess;
  lines: string[];
  mails: WorkerMail[];
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function wranglerAvailable(): boolean {
  return existsSync(WRANGLER);
}

/** Signals wrangler's process group (wrangler, esbuild, workerd); false when the group is already empty. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Kills wrangler with everything it started (esbuild, workerd): left alone, an orphaned workerd keeps a core busy. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  if (!signalGroup(child, signal)) child.kill(signal);
}

/** Runs one wrangler command to its end, in a process group of its own, killed whole if it takes longer than `timeoutMs`. */
function runWrangler(args: string[], what: string, timeoutMs = 180_000): Promise<string> {
  const child = spawn(process.execPath, wranglerArgs(args), { cwd: WORKER_DIR, env: { ...process.env, ...OFFLINE_ENV }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (output += d));
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
  return new Promise((resolvePromise, reject) => {
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('exit', killOnExit);
      if (code === 0) resolvePromise(output);
      else reject(new Error(`${what} failed (${signal ?? code}):\n${output}`));
    });
  });
}

/** `wrangler d1 migrations apply --local`: the same migrations the Node store applies, from worker/migrations/. */
export async function applyMigrations(persistDir: string, config?: string): Promise<void> {
  await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir, ...(config ? ['--config', config] : [])], 'wrangler d1 migrations apply');
}

/** Bundles a wrangler.toml's Worker as `wrangler deploy` would, without deploying; returns wrangler's output. */
export function dryRunDeploy(config: string, outDir: string): Promise<string> {
  return runWrangler(['deploy', '--dry-run', '--config', config, '--outdir', outDir], 'wrangler deploy --dry-run');
}

/**
 * A wrangler.toml for a test in `dir`: the Worker and migrations of this folder, and a send_email binding that may
 * send only to `destination` (null: no binding at all, so every attempt fails without the message being at fault).
 */
export function writeLocalConfig(dir: string, destination: string | null): string {
  const file = join(dir, 'wrangler.toml');
  const lines = [
    'name = "enquiry-service-test"',
    `main = ${JSON.stringify(join(WORKER_DIR, 'index.ts'))}`,
    'compatibility_date = "2026-05-01"',
    '[[d1_databases]]',
    'binding = "DB"',
    'database_name = "enquiries"',
    'database_id = "00000000-0000-0000-0000-000000000000"',
    `migrations_dir = ${JSON.stringify(join(WORKER_DIR, 'migrations'))}`,
    ...(destination === null ? [] : ['[[send_email]]', 'name = "SEND_EMAIL"', `destination_address = ${JSON.stringify(destination)}`]),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

export async function startLocalWorker(options: LocalWorkerOptions): Promise<LocalWorker> {
  // The secret goes in a private env file rather than on the command line, where any local user could read it.
  const secretDir = mkdtempSync(join(tmpdir(), 'enquiry-worker-secret-'));
  const envFile = join(secretDir, '.dev.vars');
  writeFileSync(envFile, `ENCRYPTION_KEY=${options.encryptionKey}\n`, { mode: 0o600 });
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(options.port), '--persist-to', options.persistDir, '--test-scheduled', '--env-file', envFile];
  args.push('--inspector-port', '0', '--show-interactive-dev-session=false', ...(options.config ? ['--config', options.config] : []));
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push('--var', `${name}:${value}`);
  const child = spawn(process.execPath, wranglerArgs(args), { cwd: WORKER_DIR, env: { ...process.env, ...OFFLINE_ENV }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A test runner that exits before its cleanup ran must not leave wrangler and workerd behind.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => {
    process.off('exit', killOnExit);
    rmSync(secretDir, { recursive: true, force: true });
  });

  const lines: string[] = [];
  const mails: WorkerMail[] = [];
  let seq = (options.firstSeq ?? 1) - 1;
  let expectMailPath = false;
  const onLine = (line: string) => {
    lines.push(line);
    options.onLine?.(line);
    if (line.includes('send_email binding called with the following message:')) {
      expectMailPath = true;
      return;
    }
    const path = line.trim();
    if (expectMailPath && path.endsWith('.eml')) {
      expectMailPath = false;
      // The emulator's temp folder goes when wrangler stops: copy the message at once.
      let raw: string;
      try {
        raw = readFileSync(path, 'utf8');
      } catch (error) {
        // Logged as wrangler was stopping and its folder already gone: a test that counts messages waits for them before it stops.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        lines.push(`(message file gone before it could be read: ${path})`);
        return;
      }
      seq += 1;
      let file = path;
      if (options.mailDir) {
        mkdirSync(options.mailDir, { recursive: true });
        file = join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(seq).padStart(4, '0')}.eml`);
        copyFileSync(path, file);
      }
      const mail = { seq, file, raw };
      mails.push(mail);
      options.onMail?.(mail);
    }
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffer = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const part of parts) onLine(part);
    });
  }

  const url = `http://127.0.0.1:${options.port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    // wrangler stops workerd and exits within a second or two; one that hangs is killed with all it started.
    const force = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
    // Whatever wrangler left running in its group goes with it.
    signalGroup(child, 'SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}) before answering:\n${lines.join('\n')}`);
    const ready = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`wrangler dev did not answer on ${url} within 60 s:\n${lines.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, lines, mails, exited, stop };
}

/** Runs the Worker's cron handler now, as the Cron Trigger does every minute when deployed. */
export async function runCron(url: string): Promise<void> {
  const answer = await fetch(`${url}/__scheduled?cron=${encodeURIComponent('* * * * *')}`);
  if (!answer.ok) throw new Error(`the scheduled handler failed: ${answer.status}`);
}
