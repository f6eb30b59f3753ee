import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddress, proxyList, rateLimitKey } from './client-address';
import type { Config } from './config';
import { answerRequest, BASE_HEADERS, BodyTooLargeError, MESSAGES } from '@cpa-site/enquiry-core/contract';
import type { Health } from '@cpa-site/enquiry-core/health';
import type { Intake } from './intake';
import type { Logger } from './log';
import type { RateLimiter } from '@cpa-site/enquiry-core/rate-limit';
import { isBusy } from './store';

export { MESSAGES } from '@cpa-site/enquiry-core/contract';
export type { Health } from '@cpa-site/enquiry-core/health';

export interface HandlerDeps {
  config: Config;
  intake: Intake;
  limiter: RateLimiter;
  log: Logger;
  health: () => Health;
}

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

function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array> {
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
        reject(new BodyTooLargeError());
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

export function createHandler({ config, intake, limiter, log, health }: HandlerDeps) {
  const allowed = new Set(config.allowedOrigins);
  const proxies = config.trustedProxies.length ? proxyList(config.trustedProxies) : null;

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const answer = await answerRequest(
      { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0]!, header, readBody: (limit) => readBody(req, limit) },
      {
        allowedOrigins: allowed,
        maxBodyBytes: config.maxBodyBytes,
        log,
        takeToken: () => limiter.take(rateLimitKey(clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies))),
        submit: (enquiry) => intake.submit(enquiry),
        // A lock held elsewhere passes in seconds; a full disk or a broken file needs a person.
        storeRetryAfter: (error) => (isBusy(error) ? '5' : '60'),
        health,
      },
    );
    if (res.headersSent) return;
    const headers: Record<string, string | number> = { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) };
    if (answer.refused && (answer.status === 413 || !req.complete)) {
      // Close rather than read the rest of an unwanted body.
      headers['Connection'] = 'close';
      req.on('error', () => {});
      req.resume();
      lingeringClose(req.socket);
    }
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  };
}
