import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import {
  checkRetryRange,
  ConfigError,
  envReader,
  readAllowedOrigins,
  readMailFrom,
  readMailTo,
  SETTINGS,
  type Env,
} from '@cpa-site/enquiry-core/settings';
import { isInside } from './key-file';

export { ConfigError, senderDomain } from '@cpa-site/enquiry-core/settings';

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

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const reader = envReader(env, problems);
  const { read, required, boolean, integer: integerSetting } = reader;
  const integer = (name: string, fallback: number, min: number, max: number, what: string) => integerSetting({ name, fallback, min, max, what });

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
  const retentionDays = integerSetting(SETTINGS.retentionDays);
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

  const mailTo = readMailTo(reader, problems);
  const mailFrom = readMailFrom(reader, problems);
  const allowedOrigins = readAllowedOrigins(reader, problems);

  const rateLimitPerMinute = integerSetting(SETTINGS.rateLimitPerMinute);
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
  const maxBodyBytes = integerSetting(SETTINGS.maxBodyBytes);
  const maxConnections = integer('MAX_CONNECTIONS', 256, 1, 100_000, 'how many HTTP connections may be open at once');
  const headersTimeoutMs = integer('HEADERS_TIMEOUT_MS', 10_000, 100, 600_000, 'how long a client may take to send the request headers, in ms');
  const requestTimeoutMs = integer('REQUEST_TIMEOUT_MS', 15_000, 100, 600_000, 'how long a client may take to send the whole request, in ms');
  if (requestTimeoutMs < headersTimeoutMs) problems.push('REQUEST_TIMEOUT_MS is invalid: it must not be smaller than HEADERS_TIMEOUT_MS');
  const maxRejections = integerSetting(SETTINGS.maxRejections);
  const healthMaxPendingAgeSeconds = integerSetting(SETTINGS.healthMaxPendingAgeSeconds);
  const healthCacheMs = integer('HEALTH_CACHE_MS', 1_000, 0, 60_000, 'how long /healthz reuses its last answer, in ms');
  const retryBaseMs = integerSetting(SETTINGS.retryBaseMs);
  const retryMaxMs = integerSetting(SETTINGS.retryMaxMs);
  checkRetryRange(retryBaseMs, retryMaxMs, problems);
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

export function parseCidr(value: string): string | null {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return null;
  const max = family === 4 ? 32 : 128;
  if (prefix === undefined) return `${address}/${max}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return null;
  return `${address}/${Number(prefix)}`;
}
