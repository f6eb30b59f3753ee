import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../node/http';
import { call, sleep, validEnquiry } from '../helpers';
import { runtimes, sharedInstance, totalStored } from './runtimes';

describe.each(runtimes())('$name', (runtime) => {
  const service = sharedInstance(runtime);
  const total = () => totalStored(service);

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
      // The emulated send_email reports each message a moment after the store marks it sent.
      await service.waitForMails(service.store.counts().sent);
      const stored = total();
      const mailsBefore = service.mails.length;
      const answer = await call(service.url, { json: validEnquiry({ website: 'https://spam.example' }) });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ emailSent: true });
      expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const invalid = await call(service.url, { json: { website: 'x', name: '1' } });
      expect(invalid.status).toBe(200);
      await sleep(300);
      expect(total()).toBe(stored);
      expect(service.mails.length).toBe(mailsBefore);
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
        await expect.poll(() => service.logs.at(-1)).toMatchObject({ event: 'request_honeypot' });
      },
    );

    it('treats an empty website field (what the form sends) as a person', async () => {
      const stored = total();
      expect((await call(service.url, { json: validEnquiry({ website: '' }) })).status).toBe(200);
      expect(total()).toBe(stored + 1);
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
      const answer = await call(service.url, { json: secret, ...service.from('127.0.0.3') });
      expect(answer.status).toBe(200);
      await call(service.url, { json: { ...secret, phone: 'Zebulon-bad-phone' }, ...service.from('127.0.0.3') });
      await expect.poll(() => service.logs.some((l) => l.event === 'enquiry_delivered' && l.id === total())).toBe(true);
      const text = service.logText.join('\n');
      for (const value of ['Zebulon', 'Quixote', 'zebulon.quixote', 'private.example', '555-0199', 'confidential', 'offshore', '127.0.0.3']) {
        expect(text).not.toContain(value);
      }
      expect(service.logs.find((l) => l.event === 'enquiry_stored' && l.id === total())).toBeTruthy();
      await expect.poll(() => service.logs.find((l) => l.event === 'request_rejected' && l.field === 'phone')).toBeTruthy();
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After after RATE_LIMIT_PER_MINUTE requests from one address, others unaffected', async () => {
      const limited = await runtime.start({ RATE_LIMIT_PER_MINUTE: '5' });
      try {
        for (let i = 0; i < 5; i++) {
          const ok = await call(limited.url, { json: validEnquiry(), ...limited.from('127.0.0.1') });
          expect(ok.status).toBe(200);
        }
        const blocked = await call(limited.url, { json: validEnquiry(), ...limited.from('127.0.0.1') });
        expect(blocked.status).toBe(429);
        expect(blocked.json).toEqual({ emailSent: false, errorMsg: MESSAGES.rateLimited });
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(12);
        expect(blocked.headers['access-control-allow-origin']).toBe('http://localhost:3000');
        expect((await call(limited.url, { body: 'garbage', ...limited.from('127.0.0.1') })).status).toBe(429);
        const other = await call(limited.url, { json: validEnquiry(), ...limited.from('127.0.0.2') });
        expect(other.status).toBe(200);
        expect(totalStored(limited)).toBe(6);
      } finally {
        await limited.close();
      }
    });
  });
});
