import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink } from '../node/mail-sink';
import { call, ROOT, SERVER, serviceEnv, sleep, tempDir, validEnquiry, waitUntil } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function startCommand(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    // What `npm run server` runs first (its prestart): the core's build, then the Node service's.
    const build = spawn('npm', ['run', '--silent', 'build'], { cwd: SERVER, stdio: 'inherit' });
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
    const run = startCommand(process.execPath, ['server/node/dist/main.js'], serviceEnv(tmp.dir, sink.port));
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

