import { ENQUIRY_RETENTION_DAYS } from './enquiry-rules';

/** Settings read by both runtimes, with the same names, defaults and limits. */
export interface SharedSettings {
  retentionDays: number;
  maskSensitiveNumbers: boolean;
  mailTo: string;
  mailFrom: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  maxBodyBytes: number;
  maxRejections: number;
  healthMaxPendingAgeSeconds: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export type Env = Record<string, string | undefined>;

export interface IntegerSetting {
  name: string;
  fallback: number;
  min: number;
  max: number;
  what: string;
}

export const SETTINGS = {
  retentionDays: { name: 'RETENTION_DAYS', fallback: ENQUIRY_RETENTION_DAYS, min: 1, max: 3650, what: 'days a delivered enquiry is kept before the service deletes it' },
  rateLimitPerMinute: { name: 'RATE_LIMIT_PER_MINUTE', fallback: 5, min: 1, max: 1_000_000, what: 'enquiries one client address may post per minute' },
  maxBodyBytes: { name: 'MAX_BODY_BYTES', fallback: 32 * 1024, min: 1024, max: 1024 * 1024, what: 'the largest request body accepted' },
  maxRejections: { name: 'MAIL_MAX_REJECTIONS', fallback: 3, min: 1, max: 1000, what: 'how many permanent (5xx) rejections move an enquiry to failed' },
  healthMaxPendingAgeSeconds: {
    name: 'HEALTH_MAX_PENDING_AGE_SECONDS',
    fallback: 900,
    min: 1,
    max: 7 * 86_400,
    what: 'the age of the oldest undelivered enquiry at which /healthz reports "degraded", in seconds',
  },
  retryBaseMs: { name: 'RETRY_BASE_MS', fallback: 5_000, min: 1, max: 3_600_000, what: 'the first delay before retrying a failed delivery, in ms' },
  retryMaxMs: { name: 'RETRY_MAX_MS', fallback: 15 * 60_000, min: 1, max: 24 * 3_600_000, what: 'the longest delay between delivery attempts, in ms' },
} satisfies Record<string, IntegerSetting>;

/** Readers that collect every problem, so a start can name them all at once. */
export function envReader(env: Env, problems: string[]) {
  const read = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const required = (name: string, what: string): string => {
    const v = read(name);
    if (v === undefined) problems.push(`${name} is missing: ${what}`);
    return v ?? '';
  };
  const integer = ({ name, fallback, min, max, what }: IntegerSetting): number => {
    const v = read(name);
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
      problems.push(`${name} is invalid ("${v}"): ${what}, a whole number from ${min} to ${max}`);
      return fallback;
    }
    return Number(v);
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const v = read(name)?.toLowerCase();
    if (v === undefined) return fallback;
    if (['true', '1', 'yes'].includes(v)) return true;
    if (['false', '0', 'no'].includes(v)) return false;
    problems.push(`${name} is invalid ("${read(name)}"): use true or false`);
    return fallback;
  };
  return { read, required, integer, boolean };
}

const SIMPLE_ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
export function parseMailbox(value: string): string | null {
  const angle = /^\s*([^<>]*?)\s*<([^<>]+)>\s*$/.exec(value);
  const address = angle ? angle[2]!.trim() : value.trim();
  return SIMPLE_ADDRESS.test(address) ? address : null;
}

export function senderDomain(mailFrom: string): string {
  const address = parseMailbox(mailFrom) ?? 'website@localhost';
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

type Reader = ReturnType<typeof envReader>;

export function readMailTo(reader: Reader, problems: string[]): string {
  const mailTo = reader.required('MAIL_TO', "the firm's address that receives enquiries, e.g. office@example.com");
  if (mailTo && !mailTo.split(',').every((a) => parseMailbox(a))) {
    problems.push(`MAIL_TO is invalid ("${mailTo}"): give one or more email addresses separated by commas`);
  }
  return mailTo;
}

export function readMailFrom(reader: Reader, problems: string[]): string {
  const mailFrom = reader.required('MAIL_FROM', 'the sender address of enquiry mails, e.g. "Website <website@example.com>"');
  if (mailFrom && !parseMailbox(mailFrom)) {
    problems.push(`MAIL_FROM is invalid ("${mailFrom}"): give one email address, optionally as "Name <address>"`);
  }
  return mailFrom;
}

export function readAllowedOrigins(reader: Reader, problems: string[]): string[] {
  const originsRaw = reader.required('ALLOWED_ORIGINS', "the site's origin(s), comma separated, e.g. https://www.example.com");
  const allowedOrigins: string[] = [];
  for (const item of originsRaw ? originsRaw.split(',') : []) {
    const candidate = item.trim();
    let origin: string | null = null;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === candidate.replace(/\/$/, '')) {
        origin = url.origin;
      }
    } catch {
      origin = null;
    }
    if (origin) allowedOrigins.push(origin);
    else problems.push(`ALLOWED_ORIGINS is invalid ("${candidate}"): each entry must be an origin like https://www.example.com, without a path or "*"`);
  }
  return allowedOrigins;
}

export function checkRetryRange(retryBaseMs: number, retryMaxMs: number, problems: string[]): void {
  if (retryMaxMs < retryBaseMs) problems.push('RETRY_MAX_MS is invalid: it must not be smaller than RETRY_BASE_MS');
}

/** Every shared setting, in one call: what the Worker reads (the Node service reads them among its own). */
export function readSharedSettings(env: Env, problems: string[]): SharedSettings {
  const reader = envReader(env, problems);
  const retentionDays = reader.integer(SETTINGS.retentionDays);
  const maskSensitiveNumbers = reader.boolean('MASK_SENSITIVE_NUMBERS', true);
  const mailTo = readMailTo(reader, problems);
  const mailFrom = readMailFrom(reader, problems);
  const allowedOrigins = readAllowedOrigins(reader, problems);
  const rateLimitPerMinute = reader.integer(SETTINGS.rateLimitPerMinute);
  const maxBodyBytes = reader.integer(SETTINGS.maxBodyBytes);
  const maxRejections = reader.integer(SETTINGS.maxRejections);
  const healthMaxPendingAgeSeconds = reader.integer(SETTINGS.healthMaxPendingAgeSeconds);
  const retryBaseMs = reader.integer(SETTINGS.retryBaseMs);
  const retryMaxMs = reader.integer(SETTINGS.retryMaxMs);
  checkRetryRange(retryBaseMs, retryMaxMs, problems);
  return {
    retentionDays,
    maskSensitiveNumbers,
    mailTo,
    mailFrom,
    allowedOrigins,
    rateLimitPerMinute,
    maxBodyBytes,
    maxRejections,
    healthMaxPendingAgeSeconds,
    retryBaseMs,
    retryMaxMs,
  };
}
