import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { enquirySchema } from '../lib/enquiry-schema';
import { clientAddress, proxyList, rateLimitKey } from './client-address';
import type { Config } from './config';
import type { Intake, Stored } from './intake';
import type { Logger } from './log';
import type { DeliveryError } from './outbox';
import type { RateLimiter } from './rate-limit';
import { isBusy } from './store';

export const MESSAGES = {
  notFound: 'This address does not accept enquiries.',
  methodNotAllowed: 'Enquiries must be sent with POST.',
  originNotAllowed: 'This website is not allowed to send enquiries here. Please email or call the office instead.',
  rateLimited: 'You have sent several enquiries in a short time. Please wait a minute and try again.',
  unsupportedType: 'The enquiry must be sent as JSON (Content-Type: application/json).',
  tooLarge: 'Your enquiry is too long. Please shorten your message and try again.',
  malformed: 'Your enquiry could not be read. Please reload the page and try again.',
  notAnObject: 'Your enquiry could not be read: it must be a JSON object with the form fields.',
  storageFailed: 'We could not save your enquiry just now. Please try again in a few minutes.',
  internal: 'Something went wrong on our side. Please try again in a few minutes.',
  malformedRequest: 'Your enquiry could not be read: the request was malformed. Please reload the page and try again.',
  headersTooLarge: 'Your enquiry could not be read: the request headers were too large. Please reload the page and try again.',
  timeout: 'Your enquiry took too long to arrive. Please check your connection and try again.',
} as const;

export interface Health {
  status: 'ok' | 'degraded';
  pending: number | null;
  oldestPendingSeconds: number | null;
  failed: number | null;
  lastDeliveryError: DeliveryError | null;
  lastDeliveredAt: string | null;
  acceptedNotRecorded: number;
  database: string;
}

export interface HandlerDeps {
  config: Config;
  intake: Intake;
  limiter: RateLimiter;
  log: Logger;
  health: () => Health;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorMsg: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(errorMsg);
  }
}

const BASE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** Node's own answers to requests it cannot parse or that arrive too slowly, in the shape of every other error. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const errorMsg = status === 431 ? MESSAGES.headersTooLarge : status === 408 ? MESSAGES.timeout : MESSAGES.malformedRequest;
  const payload = JSON.stringify({ emailSent: false, errorMsg });
  const head = Object.entries({ ...BASE_HEADERS, 'Content-Length': String(Buffer.byteLength(payload)), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${payload}`);
  destroyLater(socket);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  const payload = body === null ? '' : JSON.stringify(body);
  res.writeHead(status, { ...BASE_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(payload) });
  res.end(payload);
}

function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((p) => p.startsWith('charset='));
  return !charset || ['charset=utf-8', 'charset="utf-8"', 'charset=utf8'].includes(charset);
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new HttpError(413, MESSAGES.tooLarge));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(new HttpError(413, MESSAGES.tooLarge));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

// How long the rest of an unwanted upload is read and dropped after the answer, so the client gets to read it.
const LINGER_MS = 5_000;

/**
 * Node destroys a `Connection: close` socket as soon as the answer is written; with upload still unread the
 * kernel then sends a reset, and a client still uploading loses the answer. Close our side, drain, then destroy.
 */
function lingeringClose(socket: Socket): void {
  (socket as Socket & { destroySoon: () => void }).destroySoon = () => {
    socket.end();
    destroyLater(socket);
  };
}

function destroyLater(socket: Socket): void {
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(timer));
}

function parseJson(body: Buffer): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.malformed);
  }
}

// The form always sends "", so any other value (spaces, null, a number) comes from a bot.
function honeypotFilled(body: Record<string, unknown>): boolean {
  return body.website !== undefined && body.website !== '';
}

export function createHandler({ config, intake, limiter, log, health }: HandlerDeps) {
  const allowed = new Set(config.allowedOrigins);
  const proxies = config.trustedProxies.length ? proxyList(config.trustedProxies) : null;

  // Cheapest checks first: the body is read only after route, origin and rate limit pass.
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors: Record<string, string> = {};
    try {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/healthz') {
        if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, MESSAGES.methodNotAllowed, { Allow: 'GET, HEAD' });
        const report = health();
        return send(res, report.status === 'ok' ? 200 : 503, report);
      }
      if (path !== '/contactus') throw new HttpError(404, MESSAGES.notFound);

      // Without Origin the request is not from a browser page, so CORS does not apply (the rate limit and schema do).
      const origin = req.headers.origin;
      if (origin !== undefined) {
        if (!allowed.has(origin)) {
          log('request_rejected', { status: 403, reason: 'origin' });
          throw new HttpError(403, MESSAGES.originNotAllowed, { Vary: 'Origin' });
        }
        cors['Access-Control-Allow-Origin'] = origin;
        cors['Vary'] = 'Origin';
      }

      if (req.method === 'OPTIONS') {
        return send(res, 204, null, {
          ...cors,
          Allow: 'POST, OPTIONS',
          ...(origin !== undefined && {
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': 'Content-Type',
            'Access-Control-Max-Age': '600',
            Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
          }),
        });
      }
      if (req.method !== 'POST') throw new HttpError(405, MESSAGES.methodNotAllowed, { Allow: 'POST, OPTIONS' });

      const retryAfter = limiter.take(rateLimitKey(clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies)));
      if (retryAfter > 0) {
        log('request_rejected', { status: 429, reason: 'rate_limit' });
        throw new HttpError(429, MESSAGES.rateLimited, { 'Retry-After': String(retryAfter) });
      }

      if (!isJsonContentType(req.headers['content-type'])) throw new HttpError(415, MESSAGES.unsupportedType);
      const body = parseJson(await readBody(req, config.maxBodyBytes));
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, MESSAGES.notAnObject);

      if (honeypotFilled(body as Record<string, unknown>)) {
        // Exactly like a success, so the bot learns nothing.
        log('request_honeypot', { status: 200 });
        return send(res, 200, { emailSent: true }, cors);
      }

      const parsed = enquirySchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
        log('request_rejected', { status: 400, reason: 'invalid', field });
        return send(res, 400, { emailSent: false, errorMsg: issue.message, ...(field && { field }) }, cors);
      }

      let stored: Stored;
      try {
        stored = await intake.submit(parsed.data);
      } catch (error) {
        log('enquiry_store_failed', { code: (error as { code?: string }).code ?? 'ERROR' });
        // A lock held elsewhere passes in seconds; a full disk or a broken file needs a person.
        throw new HttpError(503, MESSAGES.storageFailed, { 'Retry-After': isBusy(error) ? '5' : '60' });
      }
      log('enquiry_stored', { id: stored.id, ...(stored.masked && { masked: stored.masked }) });
      return send(res, 200, { emailSent: true }, cors);
    } catch (error) {
      const known = error instanceof HttpError ? error : null;
      if (!known) log('request_error', { code: (error as { code?: string }).code ?? 'ERROR' });
      const status = known?.status ?? 500;
      const headers = { ...cors, ...(known?.headers ?? {}) };
      if (status === 413 || !req.complete) {
        // Close rather than read the rest of an unwanted body.
        headers['Connection'] = 'close';
        req.on('error', () => {});
        req.resume();
        lingeringClose(req.socket);
      }
      send(res, status, { emailSent: false, errorMsg: known?.errorMsg ?? MESSAGES.internal }, headers);
    }
  };
}
