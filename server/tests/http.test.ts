import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, proxyList, rateLimitKey } from '../client-address';
import { MESSAGES } from '../http';
import { startMailSink, type MailSink } from '../mail-sink';
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

const total = () => Object.values(service.store.counts()).reduce((a, b) => a + b, 0);

describe('bodies', () => {
  it('answers 413 to a body over 32 kB announced by Content-Length, without storing it', async () => {
    const before = total();
    const answer = await call(service.url, { json: validEnquiry({ message: 'x'.repeat(40_000) }) });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ emailSent: false, errorMsg: MESSAGES.tooLarge });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(total()).toBe(before);
  });

  it('answers 413 to an oversized chunked body with no Content-Length', async () => {
    const answer = await call(service.url, {
      body: JSON.stringify(validEnquiry({ message: 'y'.repeat(100_000) })),
      headers: { 'Content-Type': 'application/json' },
      chunked: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ emailSent: false, errorMsg: MESSAGES.tooLarge });
  });

  it.each([
    ['truncated JSON', '{"name": "Maria", "email": '],
    ['not JSON at all', 'name=Maria&email=maria@example.com'],
    ['JSON with a trailing comma', '{"name": "Maria",}'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['an empty body', ''],
  ])('answers 400 to %s', async (_what, body) => {
    const answer = await call(service.url, { body, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ emailSent: false, errorMsg: MESSAGES.malformed });
  });

  it.each([['an array', '[1,2]'], ['null', 'null'], ['a number', '42'], ['a string', '"hello"']])(
    'answers 400 when the JSON is %s rather than an object',
    async (_what, body) => {
      const answer = await call(service.url, { body, headers: { 'Content-Type': 'application/json' } });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ emailSent: false, errorMsg: MESSAGES.notAnObject });
    },
  );

  it.each([
    ['text/plain', 'text/plain'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON in another charset', 'application/json; charset=iso-8859-1'],
    ['no content type', undefined],
  ])('answers 415 to %s', async (_what, type) => {
    const answer = await call(service.url, {
      body: JSON.stringify(validEnquiry()),
      headers: type ? { 'Content-Type': type } : {},
    });
    expect(answer.status).toBe(415);
    expect(answer.json).toEqual({ emailSent: false, errorMsg: MESSAGES.unsupportedType });
  });

  it('accepts application/json with charset=utf-8', async () => {
    const answer = await call(service.url, {
      body: JSON.stringify(validEnquiry()),
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
    });
    expect(answer.status).toBe(200);
  });
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

describe('routes and methods', () => {
  it('answers 404 on other paths', async () => {
    const answer = await call(service.url, { path: '/contact', json: validEnquiry() });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ emailSent: false, errorMsg: MESSAGES.notFound });
    expect((await call(service.url, { path: '/', method: 'GET' })).status).toBe(404);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers 405 with Allow to %s /contactus', async (method) => {
    const answer = await call(service.url, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST, OPTIONS');
    expect(answer.json).toEqual({ emailSent: false, errorMsg: MESSAGES.methodNotAllowed });
  });

  it('answers the health check', async () => {
    const answer = await call(service.url, { path: '/healthz', method: 'GET', origin: null });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'ok', failed: 0, database: 'ok' });
  });

  it('sends no-store and nosniff on every answer', async () => {
    const answer = await call(service.url, { json: validEnquiry() });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin', async () => {
    const answer = await call(service.url, {
      method: 'OPTIONS',
      origin: 'https://www.firm.example',
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('https://www.firm.example');
    expect(answer.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(answer.headers['access-control-allow-headers']).toBe('Content-Type');
    expect(answer.headers['access-control-max-age']).toBe('600');
    expect(answer.headers.vary).toContain('Origin');
  });

  it('refuses a preflight from another origin with 403 and no CORS headers', async () => {
    const answer = await call(service.url, {
      method: 'OPTIONS',
      origin: 'https://evil.example',
      headers: { 'Access-Control-Request-Method': 'POST' },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  });

  it.each(['https://evil.example', 'http://localhost:3001', 'https://www.firm.example.evil.example', 'null'])(
    'refuses a POST from origin %s with 403, no CORS header, nothing stored',
    async (origin) => {
      const before = total();
      const answer = await call(service.url, { origin, json: validEnquiry() });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ emailSent: false, errorMsg: MESSAGES.originNotAllowed });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(total()).toBe(before);
    },
  );

  it('accepts a request without Origin (not a browser page) and sends no CORS header', async () => {
    const answer = await call(service.url, { origin: null, json: validEnquiry() });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('honeypot', () => {
  it('answers a filled honeypot exactly like a success, but stores and sends nothing', async () => {
    // Let earlier deliveries finish, so any new mail would be the honeypot's.
    await expect.poll(() => service.store.counts().pending + service.store.counts().sending, { timeout: 10_000 }).toBe(0);
    const stored = total();
    const mailsBefore = sink.mails.length;
    const answer = await call(service.url, { json: validEnquiry({ website: 'https://spam.example' }) });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ emailSent: true });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const invalid = await call(service.url, { json: { website: 'x', name: '1' } });
    expect(invalid.status).toBe(200);
    await sleep(300);
    expect(total()).toBe(stored);
    expect(sink.mails.length).toBe(mailsBefore);
    expect(service.store.counts().pending).toBe(0);
  });
});

describe('honeypot, any unexpected value', () => {
  it.each([['spaces', '   '], ['null', null], ['a number', 0], ['false', false], ['an object', {}], ['an array', []], ['a tab', '\t']])(
    'answers %s in website with the same silent success, nothing stored',
    async (_what, website) => {
      const stored = total();
      const answer = await call(service.url, { json: validEnquiry({ website }) });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ emailSent: true });
      expect(total()).toBe(stored);
      expect(service.logs.at(-1)).toMatchObject({ event: 'request_honeypot' });
    },
  );

  it('treats an empty website field (what the form sends) as a person', async () => {
    const stored = total();
    expect((await call(service.url, { json: validEnquiry({ website: '' }) })).status).toBe(200);
    expect(total()).toBe(stored + 1);
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

describe('logs', () => {
  it('hold ids and codes, never what the visitor wrote', async () => {
    const secret = validEnquiry({
      name: 'Zebulon Quixote',
      email: 'zebulon.quixote@private.example',
      phone: '(737) 555-0199',
      message: 'My confidential tax situation involves offshore accounts.',
    });
    const answer = await call(service.url, { json: secret, localAddress: '127.0.0.3' });
    expect(answer.status).toBe(200);
    await call(service.url, { json: { ...secret, phone: 'Zebulon-bad-phone' }, localAddress: '127.0.0.3' });
    await expect.poll(() => service.logs.some((l) => l.event === 'enquiry_delivered' && l.id === total())).toBe(true);
    const text = service.logText.join('\n');
    for (const value of ['Zebulon', 'Quixote', 'zebulon.quixote', 'private.example', '555-0199', 'confidential', 'offshore', '127.0.0.3']) {
      expect(text).not.toContain(value);
    }
    expect(service.logs.find((l) => l.event === 'enquiry_stored' && l.id === total())).toBeTruthy();
    expect(service.logs.find((l) => l.event === 'request_rejected' && l.field === 'phone')).toBeTruthy();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after RATE_LIMIT_PER_MINUTE requests from one address, others unaffected', async () => {
    const limitedTmp = tempDir();
    const limited = await startInProcess(serviceEnv(limitedTmp.dir, sink.port, { RATE_LIMIT_PER_MINUTE: '5' }));
    try {
      for (let i = 0; i < 5; i++) {
        const ok = await call(limited.url, { json: validEnquiry(), localAddress: '127.0.0.1' });
        expect(ok.status).toBe(200);
      }
      const blocked = await call(limited.url, { json: validEnquiry(), localAddress: '127.0.0.1' });
      expect(blocked.status).toBe(429);
      expect(blocked.json).toEqual({ emailSent: false, errorMsg: MESSAGES.rateLimited });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(12);
      expect(blocked.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect((await call(limited.url, { body: 'garbage', localAddress: '127.0.0.1' })).status).toBe(429);
      const other = await call(limited.url, { json: validEnquiry(), localAddress: '127.0.0.2' });
      expect(other.status).toBe(200);
      expect(Object.values(limited.store.counts()).reduce((a, b) => a + b, 0)).toBe(6);
    } finally {
      await limited.close();
      limitedTmp.cleanup();
    }
  });
});
