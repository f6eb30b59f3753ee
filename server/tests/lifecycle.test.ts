/**
 * Starting and stopping as an operator does: a database folder that does not exist yet, a lock
 * file left behind by a crash whose pid now belongs to another process, a second service on the
 * same database; and the production start (`npm run server`, node on the compiled JavaScript)
 * stopped by SIGTERM or SIGINT while requests are in flight.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink } from '../mail-sink';
import { createServer, type AddressInfo } from 'node:net';
import { call, ROOT, serviceEnv, sleep, spawnScript, startInProcess, tempDir, validEnquiry, waitUntil } from './helpers';

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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs a command on the repository, collecting output; resolves the service's pid and port from its log. */
function startCommand(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = new Promise<{ code: number | null; at: number }>((r) => child.on('exit', (code) => r({ code, at: Date.now() })));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  const listening = waitUntil(() => /"event":"listening"[^\n]*"port":(\d+),"pid":(\d+)/.exec(out), 20_000, 'the listening log line').then((m) => ({
    port: Number(m[1]),
    pid: Number(m[2]),
  }));
  return { child, exited, listening, output: () => out };
}

/** A POST whose body is held back: resolves `finish()` to send the rest and read the answer. */
async function halfSentPost(port: number) {
  const body = JSON.stringify(validEnquiry());
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((r) => socket.once('connect', r));
  let answer = '';
  socket.setEncoding('utf8').on('data', (d: string) => (answer += d));
  socket.on('error', () => {});
  const closed = new Promise<void>((r) => socket.once('close', () => r()));
  socket.write(`POST /contactus HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
  socket.write(body.slice(0, 20));
  return {
    finish: async () => {
      socket.write(body.slice(20));
      await waitUntil(() => /\r\n\r\n\{.*\}/s.test(answer) || socket.destroyed, 5_000, 'the answer');
      return answer;
    },
    closed,
  };
}

describe('production start, stopped by a signal', () => {
  beforeAll(async () => {
    // What `npm run server` runs first (preserver): tsc to server/dist.
    const build = spawn(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'server/tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
    expect(await new Promise((r) => build.on('exit', r))).toBe(0);
  }, 60_000);

  it('npm run server: SIGTERM reaches the service, which finishes the request in flight, cuts a stalled one and exits within 5 s', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const run = startCommand('npm', ['run', '--silent', '--ignore-scripts', 'server'], serviceEnv(tmp.dir, sink.port));
    const { port, pid } = await run.listening;
    expect(run.output()).not.toContain('tsx');

    const inFlight = await halfSentPost(port);
    const stalled = await halfSentPost(port);
    await sleep(100);
    const signalled = Date.now();
    run.child.kill('SIGTERM');
    await sleep(300);
    expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 200 [\s\S]*\{"emailSent":true\}$/);
    await stalled.closed;
    const { code, at } = await run.exited;
    expect(at - signalled).toBeLessThan(5_000);
    expect(code).toBe(0);
    await waitUntil(() => !alive(pid), 5_000, 'the service process to end');
    expect(run.output()).toMatch(/"event":"stopped"/);
    await sink.waitFor(1);
  });

  it('node on the compiled service stops cleanly on SIGINT', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const sink = await startMailSink();
    cleanups.push(() => sink.close());
    const run = startCommand(process.execPath, ['server/dist/server/main.js'], serviceEnv(tmp.dir, sink.port));
    const { port } = await run.listening;
    expect((await call(`http://127.0.0.1:${port}`, { json: validEnquiry() })).status).toBe(200);
    const signalled = Date.now();
    run.child.kill('SIGINT');
    const { code, at } = await run.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(5_000);
    expect(run.output()).toMatch(/"event":"stopping","signal":"SIGINT"/);
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
