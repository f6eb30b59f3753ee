import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, freePort, ROOT, tempDir, validEnquiry, waitUntil } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function site(env: Record<string, string>, script = 'site') {
  const tmp = tempDir();
  cleanups.push(tmp.cleanup);
  mkdirSync(join(tmp.dir, 'out'));
  writeFileSync(join(tmp.dir, 'out', 'index.html'), '<!doctype html><title>site</title>');
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      SITE_SKIP_BUILD: '1',
      SITE_DIR: join(tmp.dir, 'out'),
      DATABASE_PATH: join(tmp.dir, 'enquiries.db'),
      MAIL_SINK_DIR: join(tmp.dir, 'mail'),
      MAIL_SINK_PORT: '0',
      WORKER_STATE_DIR: join(tmp.dir, 'worker'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = new Promise<{ code: number | null; at: number }>((r) => child.on('exit', (code) => r({ code, at: Date.now() })));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  return { child, exited, output: () => out, dir: tmp.dir };
}

const refused = (port: number) => call(`http://127.0.0.1:${port}`, { path: '/', method: 'GET', origin: null }).then(() => false, () => true);

describe('npm run site', () => {
  it('on another PORT: the form there may post, and SIGTERM stops the site, the service and the sink', async () => {
    const [sitePort, apiPort] = [await freePort(), await freePort()];
    const run = await site({ PORT: String(sitePort), ENQUIRY_PORT: String(apiPort) });
    await waitUntil(() => run.output().includes(`on http://127.0.0.1:${sitePort}`), 20_000, 'the site to be served');
    const answer = await call(`http://127.0.0.1:${apiPort}`, { origin: `http://localhost:${sitePort}`, json: validEnquiry() });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(`http://localhost:${sitePort}`);

    const signalled = Date.now();
    run.child.kill('SIGTERM');
    const { at } = await run.exited;
    expect(at - signalled).toBeLessThan(5_000);
    expect(await refused(sitePort)).toBe(true);
    expect(await refused(apiPort)).toBe(true);
  });

  it('stops with a message, serving nothing, when the service cannot take its port', async () => {
    // Takes connections and never answers, like a stuck process on the port.
    const held = new Set<Socket>();
    const blocker = createServer((socket) => held.add(socket));
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          for (const socket of held) socket.destroy();
          blocker.close(() => r());
        }),
    );
    const taken = (blocker.address() as AddressInfo).port;
    const sitePort = await freePort();
    const run = await site({ PORT: String(sitePort), ENQUIRY_PORT: String(taken) });
    const { code } = await run.exited;
    expect(code).toBe(1);
    expect(run.output()).toContain(`the enquiry service on 127.0.0.1:${taken} could not start: the port is already in use`);
    expect(run.output()).toContain('npm run site: the enquiry service or its mail sink could not start (see above), so the site is not served.');
    expect(await refused(sitePort)).toBe(true);
  });
});

describe('npm run site:worker', () => {
  it('on another PORT: the Worker in the local runtime takes the form there, saves the message in server/data/mail, and SIGTERM stops both', async () => {
    const [sitePort, apiPort] = [await freePort(), await freePort()];
    const run = await site({ PORT: String(sitePort), ENQUIRY_PORT: String(apiPort) }, 'site:worker');
    // wrangler applies the migrations and starts workerd first: seconds, a minute or more on a busy machine.
    await waitUntil(() => run.output().includes(`on http://127.0.0.1:${sitePort}`), 120_000, 'the site to be served');
    const answer = await call(`http://127.0.0.1:${apiPort}`, { origin: `http://localhost:${sitePort}`, json: validEnquiry() });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ emailSent: true });
    expect(answer.headers['access-control-allow-origin']).toBe(`http://localhost:${sitePort}`);
    await waitUntil(() => /send_email: enquiry #1 sent -> \S+\.eml/.test(run.output()), 20_000, 'the message file');
    const [file] = readdirSync(join(run.dir, 'mail'));
    expect(readFileSync(join(run.dir, 'mail', file!), 'utf8')).toMatch(/^Subject: Website enquiry #1: Tax Services\r?$/m);

    run.child.kill('SIGTERM');
    await run.exited;
    expect(await refused(sitePort)).toBe(true);
    expect(await refused(apiPort)).toBe(true);
  });
});
