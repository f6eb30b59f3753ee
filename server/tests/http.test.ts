import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, proxyList, rateLimitKey } from '../node/client-address';
import { MESSAGES } from '../node/http';
import { startMailSink, type MailSink } from '../node/mail-sink';
// What only the Node service's own HTTP layer does; the request contract both runtimes share is tests/contract/http.test.ts.
import { call, serviceEnv, sleep, startInProcess, tempDir, validEnquiry } from './helpers';

let sink: MailSink;
let service: Awaited<ReturnType<typeof startInProcess>>;
const tmp = tempDir();

beforeAll(async () => {
  sink = await startMailSink();
  service = await startInProcess(serviceEnv(tmp.dir, sink.port));
});
afterAll(async () => {
  await service?.close();
  await sink?.close();
  tmp.cleanup();
});

/** Like many simple clients: sends the whole body first, then reads the answer. */
async function uploadThenRead(url: string, total: number, chunked: boolean) {
  const socket = await rawSocket(url);
  socket.pause();
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
  const head = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`;
  let uploadError: string | null = null;
  try {
    await write(`POST /contactus HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:3000\r\nContent-Type: application/json\r\n${head}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let sent = 0; sent < total; sent += chunk.length) {
      await write(chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk);
    }
    if (chunked) await write('0\r\n\r\n');
  } catch (error) {
    uploadError = (error as NodeJS.ErrnoException).code ?? String(error);
  }
  let answer = '';
  socket.setEncoding('utf8').on('data', (d: string) => (answer += d));
  socket.on('error', (error: NodeJS.ErrnoException) => (uploadError ??= error.code ?? 'error'));
  socket.resume();
  await new Promise<void>((r) => (socket.destroyed ? r() : socket.on('close', () => r())));
  const [headText = '', body = ''] = answer.split('\r\n\r\n');
  return { uploadError, head: headText, body };
}

describe('a body over the limit while the client is still uploading', () => {
  it.each([
    ['announced by Content-Length', false],
    ['sent chunked', true],
  ])('gets the 413 answer, not a reset (%s)', async (_what, chunked) => {
    const answer = await uploadThenRead(service.url, 64 * 1024 * 1024, chunked);
    expect(answer.uploadError).toBeNull();
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.head).toMatch(/^Connection: close$/im);
    expect(JSON.parse(answer.body)).toEqual({ emailSent: false, errorMsg: MESSAGES.tooLarge });
  });
});

describe("errors from Node's HTTP layer", () => {
  async function raw(text: string) {
    const socket = await rawSocket(service.url);
    let answer = '';
    socket.setEncoding('utf8').on('data', (d: string) => (answer += d));
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.on('error', () => {});
    socket.write(text);
    await closed;
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { head, body };
  }

  it.each([
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 400, MESSAGES.malformedRequest],
    ['a malformed header', 'POST /contactus HTTP/1.1\r\nHost: x\r\nBad header line\r\n\r\n', 400, MESSAGES.malformedRequest],
    ['headers over 16 KiB', `POST /contactus HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, MESSAGES.headersTooLarge],
  ])('answers %s with the JSON error body and the usual headers', async (_what, text, status, errorMsg) => {
    const { head, body } = await raw(text);
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head).toMatch(/^Content-Type: application\/json; charset=utf-8$/im);
    expect(head).toMatch(/^Cache-Control: no-store$/im);
    expect(head).toMatch(/^X-Content-Type-Options: nosniff$/im);
    expect(head).toMatch(/^Connection: close$/im);
    expect(JSON.parse(body)).toEqual({ emailSent: false, errorMsg });
  });
});

function rawSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.on('error', reject);
  });
}

describe('slow clients', () => {
  it('uses the README timeouts by default, checked every second', () => {
    expect(service.server.headersTimeout).toBe(10_000);
    expect(service.server.requestTimeout).toBe(15_000);
  });

  it.each([
    ['a body', 'POST /contactus HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n', '{'],
    ['the headers', 'POST /contactus HTTP/1.1\r\n', 'X'],
  ])('cuts a client trickling %s one byte at a time once the timeout has passed', async (_what, head, drip) => {
    const slowTmp = tempDir();
    const slow = await startInProcess(serviceEnv(slowTmp.dir, sink.port, { HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '900' }));
    try {
      const socket = await rawSocket(slow.url);
      let answer = '';
      socket.setEncoding('utf8').on('data', (d: string) => (answer += d));
      const closed = new Promise<void>((r) => socket.on('close', () => r()));
      const started = Date.now();
      socket.write(head);
      let open = true;
      void closed.then(() => (open = false));
      for (let i = 0; open && i < 40; i++) {
        await sleep(100);
        if (open && !socket.destroyed) socket.write(drip);
      }
      await closed;
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(500);
      expect(elapsed).toBeLessThan(4_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toMatch(/^Cache-Control: no-store$/im);
      expect(answer).toMatch(/^X-Content-Type-Options: nosniff$/im);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ emailSent: false, errorMsg: MESSAGES.timeout });
    } finally {
      await slow.close();
      slowTmp.cleanup();
    }
  });
});

describe('connection cap', () => {
  it('refuses connections past MAX_CONNECTIONS until one closes', async () => {
    const cappedTmp = tempDir();
    const capped = await startInProcess(serviceEnv(cappedTmp.dir, sink.port, { MAX_CONNECTIONS: '2' }));
    try {
      const held = [await rawSocket(capped.url), await rawSocket(capped.url)];
      await sleep(50);
      await expect(call(capped.url, { path: '/healthz', method: 'GET', origin: null })).rejects.toThrow(/ECONNRESET|socket hang up|EPIPE/);
      held[0]!.destroy();
      await sleep(100);
      expect((await call(capped.url, { path: '/healthz', method: 'GET', origin: null })).status).toBe(200);
      held[1]!.destroy();
    } finally {
      await capped.close();
      cappedTmp.cleanup();
    }
  });
});

describe('client address behind a proxy', () => {
  it('believes X-Forwarded-For only from TRUSTED_PROXIES, and walks it from the right', () => {
    const proxies = proxyList(['127.0.0.2/32', '10.0.0.0/8', 'fd00::/8']);
    expect(clientAddress('127.0.0.1', '198.51.100.7', proxies)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:127.0.0.2', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.2', 'garbage', proxies)).toBe('127.0.0.2');
    expect(clientAddress('fd00::5', '2001:db8::1', proxies)).toBe('2001:db8::1');
    expect(clientAddress('127.0.0.2', '198.51.100.7', null)).toBe('127.0.0.2');
  });

  it('groups IPv6 clients by /64', () => {
    expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('::ffff:1.2.3.4')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('rate-limits a client rotating X-Forwarded-For directly, and each client behind the trusted proxy on its own', async () => {
    const proxiedTmp = tempDir();
    const proxied = await startInProcess(
      serviceEnv(proxiedTmp.dir, sink.port, { RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.0.2/32' }),
    );
    const post = (from: string, xff: string) =>
      call(proxied.url, { json: validEnquiry(), localAddress: from, headers: { 'X-Forwarded-For': xff } }).then((a) => a.status);
    const direct = '127.0.0.1';
    const proxy = '127.0.0.2';
    try {
      const rotatingHeaderDirectly = [await post(direct, '203.0.113.1'), await post(direct, '203.0.113.2'), await post(direct, '203.0.113.3')];
      expect(rotatingHeaderDirectly).toEqual([200, 200, 429]);
      const forgedLeftPartViaProxy = [await post(proxy, '203.0.113.5'), await post(proxy, '1.1.1.1, 203.0.113.5'), await post(proxy, '203.0.113.5')];
      expect(forgedLeftPartViaProxy).toEqual([200, 200, 429]);
      expect(await post(proxy, '203.0.113.6')).toBe(200);
      const oneSlash64 = ['2001:db8:1:2::1', '2001:db8:1:2::abcd', '2001:db8:1:2:ffff::9'];
      const rotating = [];
      for (const address of oneSlash64) rotating.push(await post(proxy, address));
      expect(rotating).toEqual([200, 200, 429]);
      expect(await post(proxy, '2001:db8:1:3::1')).toBe(200);
    } finally {
      await proxied.close();
      proxiedTmp.cleanup();
    }
  });
});

