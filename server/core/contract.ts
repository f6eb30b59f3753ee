import { enquirySchema, type Enquiry } from './enquiry-schema';
import type { Health } from './health';
import type { Logger } from './log';

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

export const BASE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Thrown by an adapter's body reader once the body passes the limit. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** A request as both runtimes can describe it; the body is read only when the cheaper checks pass. */
export interface ContractRequest {
  method: string;
  path: string;
  header(name: string): string | undefined;
  readBody(limit: number): Promise<Uint8Array>;
}

export interface ContractAnswer {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or '' for a preflight. */
  body: string;
  /** The answer is an error that may have left part of the body unread. */
  refused: boolean;
}

export interface StoredEnquiry {
  id: number;
  /** Numbers masked to their last four digits before storing (SSN, ITIN, card, bank account). */
  masked: number;
}

export interface ContractDeps {
  allowedOrigins: ReadonlySet<string>;
  maxBodyBytes: number;
  log: Logger;
  /** 0 when the client may post, else the seconds until it may. */
  takeToken(): Promise<number> | number;
  submit(enquiry: Enquiry): Promise<StoredEnquiry>;
  /** Retry-After, in seconds, after the store refused an enquiry. */
  storeRetryAfter(error: unknown): string;
  health(): Promise<Health> | Health;
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

export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((p) => p.startsWith('charset='));
  return !charset || ['charset=utf-8', 'charset="utf-8"', 'charset=utf8'].includes(charset);
}

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body));
  } catch {
    throw new HttpError(400, MESSAGES.malformed);
  }
}

// The form always sends "", so any other value (spaces, null, a number) comes from a bot.
function honeypotFilled(body: Record<string, unknown>): boolean {
  return body.website !== undefined && body.website !== '';
}

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code ?? 'ERROR';

function answer(status: number, body: unknown, headers: Record<string, string> = {}, refused = false): ContractAnswer {
  return { status, headers: { ...BASE_HEADERS, ...headers }, body: body === null ? '' : JSON.stringify(body), refused };
}

/** The whole request contract of POST /contactus, OPTIONS and GET /healthz; cheapest checks first. */
export async function answerRequest(req: ContractRequest, deps: ContractDeps): Promise<ContractAnswer> {
  const { log } = deps;
  const cors: Record<string, string> = {};
  try {
    if (req.path === '/healthz') {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, MESSAGES.methodNotAllowed, { Allow: 'GET, HEAD' });
      const report = await deps.health();
      return answer(report.status === 'ok' ? 200 : 503, report);
    }
    if (req.path !== '/contactus') throw new HttpError(404, MESSAGES.notFound);

    // Without Origin the request is not from a browser page, so CORS does not apply (the rate limit and schema do).
    const origin = req.header('origin');
    if (origin !== undefined) {
      if (!deps.allowedOrigins.has(origin)) {
        log('request_rejected', { status: 403, reason: 'origin' });
        throw new HttpError(403, MESSAGES.originNotAllowed, { Vary: 'Origin' });
      }
      cors['Access-Control-Allow-Origin'] = origin;
      cors['Vary'] = 'Origin';
    }

    if (req.method === 'OPTIONS') {
      return answer(204, null, {
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

    const retryAfter = await deps.takeToken();
    if (retryAfter > 0) {
      log('request_rejected', { status: 429, reason: 'rate_limit' });
      throw new HttpError(429, MESSAGES.rateLimited, { 'Retry-After': String(retryAfter) });
    }

    if (!isJsonContentType(req.header('content-type'))) throw new HttpError(415, MESSAGES.unsupportedType);
    const declared = Number(req.header('content-length'));
    if (Number.isFinite(declared) && declared > deps.maxBodyBytes) throw new HttpError(413, MESSAGES.tooLarge);
    let raw: Uint8Array;
    try {
      raw = await req.readBody(deps.maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new HttpError(413, MESSAGES.tooLarge);
      throw error;
    }
    const body = parseJson(raw);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, MESSAGES.notAnObject);

    if (honeypotFilled(body as Record<string, unknown>)) {
      // Exactly like a success, so the bot learns nothing.
      log('request_honeypot', { status: 200 });
      return answer(200, { emailSent: true }, cors);
    }

    const parsed = enquirySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
      log('request_rejected', { status: 400, reason: 'invalid', field });
      return answer(400, { emailSent: false, errorMsg: issue.message, ...(field && { field }) }, cors);
    }

    let stored: StoredEnquiry;
    try {
      stored = await deps.submit(parsed.data);
    } catch (error) {
      log('enquiry_store_failed', { code: errorCode(error) });
      throw new HttpError(503, MESSAGES.storageFailed, { 'Retry-After': deps.storeRetryAfter(error) });
    }
    log('enquiry_stored', { id: stored.id, ...(stored.masked && { masked: stored.masked }) });
    return answer(200, { emailSent: true }, cors);
  } catch (error) {
    const known = error instanceof HttpError ? error : null;
    if (!known) log('request_error', { code: errorCode(error) });
    return answer(known?.status ?? 500, { emailSent: false, errorMsg: known?.errorMsg ?? MESSAGES.internal }, { ...cors, ...(known?.headers ?? {}) }, true);
  }
}
