/** The enquiry form's logic without React: filters, the subject mapping, the payload, the call and its outcome. */
import { ENQUIRY_CATEGORIES, ENQUIRY_LIMITS, REQUIRED_MESSAGES, notBlank, type ENQUIRY_MESSAGES } from '@/server/core/enquiry-rules';
// Types only: zod loads on demand, outside the contact page's first load.
import type { Enquiry, EnquiryField, enquirySchema } from '@/server/core/enquiry-schema';

export { ENQUIRY_CATEGORIES, ENQUIRY_LIMITS, type Enquiry, type EnquiryField };

const NOT_NAME_CHAR = /[^\p{L}\p{M} ]/gu;

/** Letters of every script (combining marks too, so "Nguyễn" stays whole) and spaces, cut at whole characters. */
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

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, ENQUIRY_LIMITS.phoneDigits);
}

/** Digits only, at most ten; ten digits display as "(NNN) NNN-NNNN". */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length < ENQUIRY_LIMITS.phoneDigits) return digits;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Keeps the caret after the same kept characters, so an edit mid-field does not throw it to the end. */
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

const SPECIAL_WORDS: Record<string, string> = { boi: 'BOI', cfo: 'CFO', quickbooks: 'QuickBooks' };
/** Hyphenated words, which keep their hyphen after the subject's hyphens become spaces. */
const HYPHENATED_WORDS: [RegExp, string][] = [[/\bNon Profit\b/g, 'Non-Profit']];

function titleWord(word: string): string {
  const [, open = '', core = '', close = ''] = /^(\(?)(.*?)(\)?)$/.exec(word) ?? [];
  const cased = SPECIAL_WORDS[core] ?? core.charAt(0).toUpperCase() + core.slice(1);
  return `${open}${cased}${close}`;
}

/** "outsourced-cfo-services" -> "Outsourced CFO Services" if that is a category, else "". */
export function subjectToCategory(subject: string | null | undefined): string {
  if (!subject) return '';
  let title = subject.trim().toLowerCase().split(/[-\s]+/).filter(Boolean).map(titleWord).join(' ');
  for (const [pattern, replacement] of HYPHENATED_WORDS) title = title.replace(pattern, replacement);
  return (ENQUIRY_CATEGORIES as readonly string[]).includes(title) ? title : '';
}

export type EnquiryFields = { name: string; email: string; phone: string; category: string; message: string };
export type EnquiryPayload = EnquiryFields & { timeStamp: string };
export const EMPTY_FIELDS: EnquiryFields = { name: '', email: '', phone: '', category: '', message: '' };

export function utcTimestamp(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

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
let ruleOf: Map<string, EnquiryRule> | undefined;

export type EnquiryRule = keyof typeof ENQUIRY_MESSAGES;

/** The shared schema as its own chunk; a failed load is forgotten so the next call retries. */
export function loadEnquirySchema(): Promise<EnquirySchema> {
  schemaPromise ??= import('@/server/core/enquiry-schema').then(
    (m) => {
      ruleOf = new Map(Object.entries(m.ENQUIRY_MESSAGES).map(([rule, message]) => [message, rule as EnquiryRule]));
      // Run once while the page is idle, so the first Send's check runs code the engine has already compiled.
      m.enquirySchema.safeParse(buildPayload(EMPTY_FIELDS));
      return (loadedSchema = m.enquirySchema);
    },
    (error: unknown) => {
      schemaPromise = undefined;
      throw error;
    },
  );
  return schemaPromise;
}

export function loadedEnquirySchema(): EnquirySchema | undefined {
  return loadedSchema;
}

/** The rule a message of the loaded schema states, so another language can word it. */
export function enquiryRule(message: string): EnquiryRule | undefined {
  return ruleOf?.get(message);
}

/**
 * The blank fields' messages, known before the schema has loaded: it says the same of them, though it may also fault
 * a filled field. `messages`: each rule in the page's language.
 */
export function requiredErrors(fields: EnquiryFields, messages?: Record<EnquiryRule, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(REQUIRED_MESSAGES) as (keyof typeof REQUIRED_MESSAGES)[]) {
    const blank = field === 'category' ? !(ENQUIRY_CATEGORIES as readonly string[]).includes(fields.category) : !notBlank(fields[field]);
    if (blank) errors[field] = messages?.[`${field}Required`] ?? REQUIRED_MESSAGES[field];
  }
  return errors;
}

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

export const DEFAULT_ENQUIRY_API_URL = 'http://localhost:8787';
export const ENQUIRY_TIMEOUT_MS = 15_000;

export const ENQUIRY_API_URL: string = process.env.NEXT_PUBLIC_ENQUIRY_API_URL || DEFAULT_ENQUIRY_API_URL;

export function enquiryEndpoint(base: string = ENQUIRY_API_URL): string {
  return `${base.replace(/\/+$/, '')}/contactus`;
}

export type EnquiryOutcome =
  | { kind: 'success' }
  | { kind: 'network'; reason: 'timeout' | 'failed' }
  | { kind: 'server'; status: number; errorMsg?: string };

const ERROR_MSG_MAX = 200;

function readErrorMsg(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const raw = (body as Record<string, unknown>).errorMsg;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > ERROR_MSG_MAX ? `${text.slice(0, ERROR_MSG_MAX - 1)}…` : text;
}

/** Success only for `emailSent: true` on a 2xx status. */
export function classifyResponse(status: number, body: unknown): EnquiryOutcome {
  const ok = status >= 200 && status < 300;
  if (ok && body && typeof body === 'object' && (body as Record<string, unknown>).emailSent === true) return { kind: 'success' };
  const errorMsg = readErrorMsg(body);
  return errorMsg ? { kind: 'server', status, errorMsg } : { kind: 'server', status };
}

export type SendOptions = {
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** Never throws. setTimeout rather than AbortSignal.timeout, so a test clock can move it. */
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
      // Not JSON (an error page, an empty body); a timeout mid-body still counts as no answer.
      if (timedOut) return { kind: 'network', reason: 'timeout' };
    }
    return classifyResponse(response.status, body);
  } catch {
    return { kind: 'network', reason: timedOut ? 'timeout' : 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

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
    // storage unavailable: there is nothing to clear
  }
}
