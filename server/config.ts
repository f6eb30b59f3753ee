import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ENQUIRY_RETENTION_DAYS } from '../lib/enquiry-rules';
import { isInside } from './key-file';

export interface Config {
  host: string;
  port: number;
  databasePath: string;
  encryptionKeyFile: string;
  retentionDays: number;
  maskSensitiveNumbers: boolean;
  smtp: {
    host: string;
    port: number;
    secure: boolean;
    requireTls: boolean;
    user?: string;
    pass?: string;
  };
  mailTo: string;
  mailFrom: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  trustedProxies: string[];
  maxBodyBytes: number;
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  maxRejections: number;
  healthMaxPendingAgeSeconds: number;
  healthCacheMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  mailConcurrency: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

const SIMPLE_ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
function parseMailbox(value: string): string | null {
  const angle = /^\s*([^<>]*?)\s*<([^<>]+)>\s*$/.exec(value);
  const address = angle ? angle[2]!.trim() : value.trim();
  return SIMPLE_ADDRESS.test(address) ? address : null;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const required = (name: string, what: string): string => {
    const v = read(name);
    if (v === undefined) problems.push(`${name} is missing: ${what}`);
    return v ?? '';
  };
  const integer = (name: string, fallback: number, min: number, max: number, what: string): number => {
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

  const host = read('HOST') ?? '127.0.0.1';
  const port = integer('PORT', 8787, 0, 65535, 'the HTTP port to listen on (0 picks a free one)');

  const databaseRaw = required('DATABASE_PATH', 'the SQLite file that keeps enquiries, e.g. data/enquiries.db');
  const databasePath = databaseRaw && (isAbsolute(databaseRaw) ? databaseRaw : resolve(cwd, databaseRaw));

  const keyRaw = required(
    'ENCRYPTION_KEY_FILE',
    "the file holding the key that encrypts visitors' personal data, outside the database folder (make one with npm run enquiries -- keygen PATH)",
  );
  const encryptionKeyFile = keyRaw && (isAbsolute(keyRaw) ? keyRaw : resolve(cwd, keyRaw));
  // A copy of the database folder (a backup, a stolen disk image) must not carry its own key.
  if (encryptionKeyFile && databasePath && isInside(encryptionKeyFile, dirname(databasePath))) {
    problems.push(`ENCRYPTION_KEY_FILE is invalid ("${keyRaw}"): it must not be inside the database folder (${dirname(databasePath)})`);
  }
  const retentionDays = integer(
    'RETENTION_DAYS',
    ENQUIRY_RETENTION_DAYS,
    1,
    3650,
    'days a delivered enquiry is kept before the service deletes it',
  );
  const maskSensitiveNumbers = boolean('MASK_SENSITIVE_NUMBERS', true);

  const smtpHost = required('SMTP_HOST', 'the mail server that delivers enquiries to the firm, e.g. smtp.example.com');
  const smtpSecure = boolean('SMTP_SECURE', false);
  const smtpPort = integer('SMTP_PORT', smtpSecure ? 465 : 587, 1, 65535, 'the mail server port');
  // Enquiries carry personal data: STARTTLS is required, except towards a mail server on this machine.
  const loopback = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(smtpHost);
  const smtpRequireTls = boolean('SMTP_REQUIRE_TLS', !smtpSecure && !loopback);
  const smtpUser = read('SMTP_USER');
  const smtpPass = read('SMTP_PASS');
  if (smtpUser && !smtpPass) problems.push('SMTP_PASS is missing: SMTP_USER is set, so the password is needed too');
  if (smtpPass && !smtpUser) problems.push('SMTP_USER is missing: SMTP_PASS is set, so the user name is needed too');

  const mailTo = required('MAIL_TO', "the firm's address that receives enquiries, e.g. office@example.com");
  if (mailTo && !mailTo.split(',').every((a) => parseMailbox(a))) {
    problems.push(`MAIL_TO is invalid ("${mailTo}"): give one or more email addresses separated by commas`);
  }
  const mailFrom = required('MAIL_FROM', 'the sender address of enquiry mails, e.g. "Website <website@example.com>"');
  if (mailFrom && !parseMailbox(mailFrom)) {
    problems.push(`MAIL_FROM is invalid ("${mailFrom}"): give one email address, optionally as "Name <address>"`);
  }

  const originsRaw = required('ALLOWED_ORIGINS', "the site's origin(s), comma separated, e.g. https://www.example.com");
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

  const rateLimitPerMinute = integer('RATE_LIMIT_PER_MINUTE', 5, 1, 1_000_000, 'enquiries one client address may post per minute');
  const trustProxy = boolean('TRUST_PROXY', false);
  const trustedProxies: string[] = [];
  for (const item of (read('TRUSTED_PROXIES') ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const cidr = parseCidr(item);
    if (cidr) trustedProxies.push(cidr);
    else problems.push(`TRUSTED_PROXIES is invalid ("${item}"): each entry must be an address or CIDR block, e.g. 127.0.0.1/32 or 10.0.0.0/8`);
  }
  if (trustProxy && !read('TRUSTED_PROXIES')) {
    problems.push('TRUSTED_PROXIES is missing: TRUST_PROXY=true needs the reverse proxy addresses whose X-Forwarded-For is believed, e.g. 127.0.0.1/32');
  }
  const maxBodyBytes = integer('MAX_BODY_BYTES', 32 * 1024, 1024, 1024 * 1024, 'the largest request body accepted');
  const maxConnections = integer('MAX_CONNECTIONS', 256, 1, 100_000, 'how many HTTP connections may be open at once');
  const headersTimeoutMs = integer('HEADERS_TIMEOUT_MS', 10_000, 100, 600_000, 'how long a client may take to send the request headers, in ms');
  const requestTimeoutMs = integer('REQUEST_TIMEOUT_MS', 15_000, 100, 600_000, 'how long a client may take to send the whole request, in ms');
  if (requestTimeoutMs < headersTimeoutMs) problems.push('REQUEST_TIMEOUT_MS is invalid: it must not be smaller than HEADERS_TIMEOUT_MS');
  const maxRejections = integer('MAIL_MAX_REJECTIONS', 3, 1, 1000, 'how many permanent (5xx) rejections move an enquiry to failed');
  const healthMaxPendingAgeSeconds = integer(
    'HEALTH_MAX_PENDING_AGE_SECONDS',
    900,
    1,
    7 * 86_400,
    'the age of the oldest undelivered enquiry at which /healthz reports "degraded", in seconds',
  );
  const healthCacheMs = integer('HEALTH_CACHE_MS', 1_000, 0, 60_000, 'how long /healthz reuses its last answer, in ms');
  const retryBaseMs = integer('RETRY_BASE_MS', 5_000, 1, 3_600_000, 'the first delay before retrying a failed delivery, in ms');
  const retryMaxMs = integer('RETRY_MAX_MS', 15 * 60_000, 1, 24 * 3_600_000, 'the longest delay between delivery attempts, in ms');
  if (retryMaxMs < retryBaseMs) problems.push('RETRY_MAX_MS is invalid: it must not be smaller than RETRY_BASE_MS');
  const mailConcurrency = integer('MAIL_CONCURRENCY', 2, 1, 50, 'how many deliveries may be in flight at once');

  if (problems.length) throw new ConfigError(problems);
  return {
    host,
    port,
    databasePath,
    encryptionKeyFile,
    retentionDays,
    maskSensitiveNumbers,
    smtp: { host: smtpHost, port: smtpPort, secure: smtpSecure, requireTls: smtpRequireTls, user: smtpUser, pass: smtpPass },
    mailTo,
    mailFrom,
    allowedOrigins,
    rateLimitPerMinute,
    trustedProxies: trustProxy ? trustedProxies : [],
    maxBodyBytes,
    maxConnections,
    headersTimeoutMs,
    requestTimeoutMs,
    maxRejections,
    healthMaxPendingAgeSeconds,
    healthCacheMs,
    retryBaseMs,
    retryMaxMs,
    mailConcurrency,
  };
}

export function senderDomain(mailFrom: string): string {
  const address = parseMailbox(mailFrom) ?? 'website@localhost';
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

export function parseCidr(value: string): string | null {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return null;
  const max = family === 4 ? 32 : 128;
  if (prefix === undefined) return `${address}/${max}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return null;
  return `${address}/${Number(prefix)}`;
}
