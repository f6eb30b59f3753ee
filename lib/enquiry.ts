/**
 * Everything the enquiry form does that is not React: keystroke filters, phone formatting, the
 * ?subject= -> category mapping, the UTC timestamp, building and validating the payload, the one
 * data call (POST /contactus) and the classification of its answer.
 * No React or Next imports here, so it is unit-tested directly.
 */
import { ENQUIRY_CATEGORIES, ENQUIRY_LIMITS } from './enquiry-rules';
// Types only: the zod schema itself is loaded on demand (loadEnquirySchema), so zod stays out of
// the contact page's first-load JavaScript.
import type { Enquiry, EnquiryField, enquirySchema } from './enquiry-schema';

export { ENQUIRY_CATEGORIES, ENQUIRY_LIMITS, type Enquiry, type EnquiryField };

/* ----------------------------------------------------------------------------------------- */
/* Field filters                                                                              */
/* ----------------------------------------------------------------------------------------- */

const NOT_NAME_CHAR = /[^\p{L}\p{M} ]/gu;

/**
 * Name keystroke filter: keeps letters of every script (with combining marks, so
 * "Nguyễn" typed as base letter + accents stays whole) and spaces, and cuts the result to 35
 * characters without splitting a character in two.
 */
export function filterName(value: string): string {
  const kept = value.replace(NOT_NAME_CHAR, '');
  if (kept.length <= ENQUIRY_LIMITS.nameMax) return kept;
  let out = '';
  for (const char of kept) {
    if (out.length + char.length > ENQUIRY_LIMITS.nameMax) break;
    out += char;
  }
  return out;
}

/** The digits of a phone entry, at most ten (only digits are kept, max 10). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, ENQUIRY_LIMITS.phoneDigits);
}

/** Digits only, at most ten; ten digits display as "(NNN) NNN-NNNN". */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length < ENQUIRY_LIMITS.phoneDigits) return digits;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Where the caret belongs after a filter removed characters: the same number of kept characters
 * before it as before the edit (so deleting a digit mid-field does not throw the caret to the end).
 */
export function caretAfterFilter(raw: string, caret: number, filtered: string, keep: (char: string) => boolean): number {
  let keptBefore = 0;
  for (const char of raw.slice(0, caret)) if (keep(char)) keptBefore += char.length;
  let seen = 0;
  let i = 0;
  for (const char of filtered) {
    if (seen >= keptBefore) break;
    if (keep(char)) seen += char.length;
    i += char.length;
  }
  return i;
}

export const isNameChar = (char: string) => /^[\p{L}\p{M} ]$/u.test(char);
export const isDigit = (char: string) => /^\d$/.test(char);

/* ----------------------------------------------------------------------------------------- */
/* ?subject= -> category                                                            */
/* ----------------------------------------------------------------------------------------- */

/** Words whose casing title case would get wrong. */
const SPECIAL_WORDS: Record<string, string> = { boi: 'BOI', cfo: 'CFO', quickbooks: 'QuickBooks' };
/** Hyphenated words, which keep their hyphen after the subject's hyphens become spaces. */
const HYPHENATED_WORDS: [RegExp, string][] = [[/\bNon Profit\b/g, 'Non-Profit']];

/** "tax" -> "Tax", "(boi)" -> "(BOI)", "quickbooks" -> "QuickBooks". */
function titleWord(word: string): string {
  const [, open = '', core = '', close = ''] = /^(\(?)(.*?)(\)?)$/.exec(word) ?? [];
  const cased = SPECIAL_WORDS[core] ?? core.charAt(0).toUpperCase() + core.slice(1);
  return `${open}${cased}${close}`;
}

/**
 * Turns a subject such as "outsourced-cfo-services" into title case ("Outsourced CFO Services"),
 * with BOI and CFO upper-cased, QuickBooks in its own casing and "non-profit" keeping its hyphen,
 * and returns it only if it is one of the listed categories; otherwise "" (the placeholder).
 */
export function subjectToCategory(subject: string | null | undefined): string {
  if (!subject) return '';
  let title = subject.trim().toLowerCase().split(/[-\s]+/).filter(Boolean).map(titleWord).join(' ');
  for (const [pattern, replacement] of HYPHENATED_WORDS) title = title.replace(pattern, replacement);
  return (ENQUIRY_CATEGORIES as readonly string[]).includes(title) ? title : '';
}

/* ----------------------------------------------------------------------------------------- */
/* Payload                                                                                    */
/* ----------------------------------------------------------------------------------------- */

/** What the visitor typed, before the timestamp is added. */
export type EnquiryFields = { name: string; email: string; phone: string; category: string; message: string };
/** The body before validation: the fields plus the timestamp (category not yet checked). */
export type EnquiryPayload = EnquiryFields & { timeStamp: string };
export const EMPTY_FIELDS: EnquiryFields = { name: '', email: '', phone: '', category: '', message: '' };

/** UTC "YYYY-MM-DD HH:MM:SS". */
export function utcTimestamp(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The JSON body of POST /contactus: the six fields, in this order. The phone is sent
 * as displayed; the name and email lose surrounding spaces; the message is sent exactly as typed.
 */
export function buildPayload(fields: EnquiryFields, now: Date = new Date()): EnquiryPayload {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone,
    category: fields.category,
    message: fields.message,
    timeStamp: utcTimestamp(now),
  };
}

export type FieldErrors = Partial<Record<EnquiryField, string>>;
export type Validation = { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors };

export type EnquirySchema = typeof enquirySchema;

let schemaPromise: Promise<EnquirySchema> | undefined;
let loadedSchema: EnquirySchema | undefined;

/**
 * The shared zod schema, loaded once as its own chunk. The form starts loading it when the
 * visitor first focuses or points at the form, so it is there by the time they submit. A failed
 * load is forgotten, so the next call tries again.
 */
export function loadEnquirySchema(): Promise<EnquirySchema> {
  schemaPromise ??= import('./enquiry-schema').then(
    (m) => (loadedSchema = m.enquirySchema),
    (error: unknown) => {
      schemaPromise = undefined;
      throw error;
    },
  );
  return schemaPromise;
}

/** The schema if it has already loaded (so a submit can check at once, without a busy state). */
export function loadedEnquirySchema(): EnquirySchema | undefined {
  return loadedSchema;
}

/** Checks a payload against the schema; the first message of each failing field. */
export function checkEnquiry(schema: EnquirySchema, payload: unknown): Validation {
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, enquiry: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/* ----------------------------------------------------------------------------------------- */
/* The call and its answers                                                     */
/* ----------------------------------------------------------------------------------------- */

export const DEFAULT_ENQUIRY_API_URL = 'http://localhost:8787';
/** A request with no answer within this time counts as a network failure. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

/** The API base URL, fixed at build time by NEXT_PUBLIC_ENQUIRY_API_URL (see README). */
export const ENQUIRY_API_URL: string = process.env.NEXT_PUBLIC_ENQUIRY_API_URL || DEFAULT_ENQUIRY_API_URL;

export function enquiryEndpoint(base: string = ENQUIRY_API_URL): string {
  return `${base.replace(/\/+$/, '')}/contactus`;
}

export type EnquiryOutcome =
  | { kind: 'success' }
  /** No answer: refused, offline, CORS-blocked or timed out. */
  | { kind: 'network'; reason: 'timeout' | 'failed' }
  /** An answer that is not a success: an HTTP error status, or 2xx without `emailSent: true`. */
  | { kind: 'server'; status: number; errorMsg?: string };

export const TOAST_MESSAGES = {
  success: 'Thank you for Contact Us!  We Will Reach you Shortly...',
  network: 'Backend Server Under Maintenance...',
  server: 'Please Contact with Email',
} as const;

/** Longest server errorMsg shown in a toast; longer text is cut with an ellipsis. */
const ERROR_MSG_MAX = 200;

function readErrorMsg(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const raw = (body as Record<string, unknown>).errorMsg;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > ERROR_MSG_MAX ? `${text.slice(0, ERROR_MSG_MAX - 1)}…` : text;
}

/** Classifies an answer: success only for `emailSent: true` (strictly) on a 2xx status. */
export function classifyResponse(status: number, body: unknown): EnquiryOutcome {
  const ok = status >= 200 && status < 300;
  if (ok && body && typeof body === 'object' && (body as Record<string, unknown>).emailSent === true) return { kind: 'success' };
  const errorMsg = readErrorMsg(body);
  return errorMsg ? { kind: 'server', status, errorMsg } : { kind: 'server', status };
}

/** The toast text for an outcome; a server's errorMsg follows "Please Contact with Email". */
export function outcomeMessage(outcome: EnquiryOutcome): string {
  switch (outcome.kind) {
    case 'success':
      return TOAST_MESSAGES.success;
    case 'network':
      return TOAST_MESSAGES.network;
    case 'server':
      return outcome.errorMsg ? `${TOAST_MESSAGES.server}: ${outcome.errorMsg}` : TOAST_MESSAGES.server;
  }
}

export type SendOptions = {
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/**
 * Sends the enquiry and never throws: every way it can end is an EnquiryOutcome. The timeout uses
 * setTimeout + AbortController (not AbortSignal.timeout) so a test clock can move it forward.
 */
export async function sendEnquiry(enquiry: Enquiry, options: SendOptions = {}): Promise<EnquiryOutcome> {
  const { endpoint = enquiryEndpoint(), timeoutMs = ENQUIRY_TIMEOUT_MS, fetchImpl = fetch } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(enquiry),
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON (an HTML error page, an empty body): no emailSent, no errorMsg. A timeout
      // while the body is still arriving still counts as no answer.
      if (timedOut) return { kind: 'network', reason: 'timeout' };
    }
    return classifyResponse(response.status, body);
  } catch {
    return { kind: 'network', reason: timedOut ? 'timeout' : 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/* ----------------------------------------------------------------------------------------- */
/* Nothing lost: the unsent enquiry, for this tab only                                        */
/* ----------------------------------------------------------------------------------------- */

export const DRAFT_STORAGE_KEY = 'enquiry-draft';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the draft still lives in memory for this page view
  }
}

export function saveDraft(fields: EnquiryFields, storage: StorageLike | undefined = tabStorage()): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(fields));
  } catch {
    // quota or privacy mode: the in-memory copy is enough for this page view
  }
}

export function loadDraft(storage: StorageLike | undefined = tabStorage()): EnquiryFields | null {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object') return null;
    const record = data as Record<string, unknown>;
    const fields = { ...EMPTY_FIELDS };
    for (const key of Object.keys(EMPTY_FIELDS) as (keyof EnquiryFields)[]) {
      const value = record[key];
      if (typeof value === 'string') fields[key] = value;
    }
    return Object.values(fields).some((v) => v.trim()) ? fields : null;
  } catch {
    return null;
  }
}

export function clearDraft(storage: StorageLike | undefined = tabStorage()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing to do
  }
}

/** A mailto: link to the firm carrying the unsent enquiry, so nothing has to be typed again. */
export function draftMailto(email: string, subject: string, fields: EnquiryFields): string {
  const lines = [
    `Name: ${fields.name.trim()}`,
    `Email: ${fields.email.trim()}`,
    `Phone: ${fields.phone}`,
    `Category: ${fields.category || 'Not chosen'}`,
    '',
    fields.message,
  ];
  const fullSubject = fields.category ? `${subject}: ${fields.category}` : subject;
  return `mailto:${email}?subject=${encodeURIComponent(fullSubject)}&body=${encodeURIComponent(lines.join('\r\n'))}`;
}
