import { EmailMessage } from 'cloudflare:email';
import { clientKey } from '@cpa-site/enquiry-core/client-key';
import { answerRequest, BASE_HEADERS, BodyTooLargeError, MESSAGES, type ContractRequest } from '@cpa-site/enquiry-core/contract';
import { prepareEnquiry, type EnquiryRow } from '@cpa-site/enquiry-core/enquiry';
import { openPersonalData, type FieldCipher } from '@cpa-site/enquiry-core/field-cipher';
import { healthReport, type Health } from '@cpa-site/enquiry-core/health';
import { logLine, type Logger } from '@cpa-site/enquiry-core/log';
import { mimeMessage } from '@cpa-site/enquiry-core/mail';
import { backoffMs, retentionCutoff } from '@cpa-site/enquiry-core/outbox-rules';
import { ConfigError, parseMailbox, readSharedSettings, senderDomain, type SharedSettings } from '@cpa-site/enquiry-core/settings';
import { createWebCipher, decodeKey } from '@cpa-site/enquiry-core/web-cipher';
import { D1Store } from './d1-store';

export interface WorkerEnv {
  DB: D1Database;
  SEND_EMAIL: SendEmail;
  /** A Worker secret: 32 random bytes in base64, as `npm run enquiries -- keygen` writes them. */
  ENCRYPTION_KEY?: string;
  [setting: string]: unknown;
}

interface Service {
  settings: SharedSettings;
  cipher: FieldCipher;
  store: D1Store;
  send: SendEmail;
}

const log: Logger = (event, fields = {}) => console.log(logLine(event, fields));

// How long a delivery may be under way before the next run takes the row back as abandoned (an invocation lives at most minutes).
const CLAIM_LEASE_MS = 2 * 60_000;
// Deliveries per cron run (about 3 D1 queries each; the free plan allows 50 per invocation); the rest wait a minute.
const BATCH = 10;

let cached: { env: WorkerEnv; service: Promise<Service> } | null = null;

async function makeService(env: WorkerEnv): Promise<Service> {
  const problems: string[] = [];
  const strings = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const settings = readSharedSettings(strings, problems);
  let key: Uint8Array | null = null;
  if (!env.ENCRYPTION_KEY) problems.push("ENCRYPTION_KEY is missing: the Worker secret holding the key that encrypts visitors' personal data (wrangler secret put ENCRYPTION_KEY)");
  else {
    try {
      key = decodeKey(env.ENCRYPTION_KEY);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length || !key) throw new ConfigError(problems);
  return { settings, cipher: await createWebCipher(key), store: new D1Store(env.DB), send: env.SEND_EMAIL };
}

function serviceFor(env: WorkerEnv): Promise<Service> {
  if (cached?.env !== env) cached = { env, service: makeService(env) };
  const service = cached.service;
  service.catch(() => (cached = null));
  return service;
}

// The rest of an oversized upload is read and dropped (up to 5 s) before the 413: a body left half read breaks the next request in wrangler's local proxy.
const LINGER_MS = 5_000;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const until = Date.now() + LINGER_MS;
  while (Date.now() < until && !(await reader.read()).done);
  await reader.cancel().catch(() => {});
}

function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  return (async () => {
    if (!request.body) return new Uint8Array(0);
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await drain(reader);
        throw new BodyTooLargeError();
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return body;
  })();
}

/** The binding refuses a message it will never take as addressed or composed; anything else may pass on a retry. */
function describeSendError(error: unknown): { code: string; detail: string; permanent: boolean } {
  const message = (error as Error | null)?.message ?? String(error);
  const permanent = /not allowed|not verified|could not parse|does not match|invalid/i.test(message);
  const code = permanent ? 'EREFUSED' : 'ESEND';
  return { code, detail: `${code}: ${message.slice(0, 160)}`, permanent };
}

async function deliver({ settings, cipher, store, send }: Service, row: EnquiryRow): Promise<void> {
  try {
    const personal = await openPersonalData(cipher, row);
    const raw = mimeMessage({ ...row, ...personal }, settings);
    const from = parseMailbox(settings.mailFrom)!;
    for (const to of settings.mailTo.split(',')) await send.send(new EmailMessage(from, parseMailbox(to)!, raw));
  } catch (error) {
    const { code, detail, permanent } = describeSendError(error);
    const delay = backoffMs(row.attempts, settings.retryBaseMs, settings.retryMaxMs);
    log('enquiry_delivery_failed', { id: row.id, attempt: row.attempts, code, permanent, retryInMs: delay });
    await store.noteDeliveryError({ at: new Date().toISOString(), error: detail });
    if (!permanent) return store.markRetry(row.id, Date.now() + delay, detail);
    if ((await store.markRejected(row.id, Date.now() + delay, detail, settings.maxRejections)) === 'failed') {
      log('enquiry_failed', { id: row.id, code, rejections: settings.maxRejections, action: 'npm run enquiries -- resend' });
    }
    return;
  }
  log('enquiry_delivered', { id: row.id, attempt: row.attempts, redelivery: row.in_doubt === 1 });
  const at = new Date();
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.markSent(row.id, '250 accepted by send_email', at);
    } catch (error) {
      // Left in sending, the row comes back after its lease as a possible duplicate: never lost, at worst sent twice.
      if (attempt === 3) return log('outbox_record_failed', { id: row.id, accepted: true, code: describeSendError(error).code });
    }
  }
}

async function deliverIfDue(service: Service, id: number): Promise<void> {
  const row = await service.store.claim(id, Date.now() + CLAIM_LEASE_MS);
  if (row) await deliver(service, row);
}

async function health(service: Service): Promise<Health> {
  const { store, settings } = service;
  let queue;
  try {
    queue = await store.queueHealth();
  } catch (error) {
    queue = { error };
  }
  const [lastDeliveryError, lastDeliveredAt] = await Promise.all([store.lastDeliveryError().catch(() => null), store.lastDeliveredAt().catch(() => null)]);
  return healthReport(queue, { lastDeliveryError, lastDeliveredAt, acceptedNotRecorded: 0, writeRefused: null }, settings.healthMaxPendingAgeSeconds);
}

const isBusy = (error: unknown) => /SQLITE_BUSY|SQLITE_LOCKED|overloaded|reset because/i.test((error as Error | null)?.message ?? '');

export async function handleFetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
  let service: Service;
  try {
    service = await serviceFor(env);
  } catch (error) {
    log('config_invalid', { level: 'error', note: error instanceof ConfigError ? error.problems.join('; ') : String(error) });
    return new Response(JSON.stringify({ emailSent: false, errorMsg: MESSAGES.internal }), { status: 500, headers: BASE_HEADERS });
  }
  const { settings, store, cipher } = service;
  const address = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  const contract: ContractRequest = {
    method: request.method,
    path: new URL(request.url).pathname,
    header: (name) => request.headers.get(name) ?? undefined,
    readBody: (limit) => readLimited(request, limit),
  };
  const answer = await answerRequest(contract, {
    allowedOrigins: new Set(settings.allowedOrigins),
    maxBodyBytes: settings.maxBodyBytes,
    log,
    takeToken: () => store.takeToken(clientKey(address, address.includes(':')), settings.rateLimitPerMinute),
    async submit(enquiry) {
      const { row, masked } = await prepareEnquiry(enquiry, {
        cipher,
        domain: senderDomain(settings.mailFrom),
        maskNumbers: settings.maskSensitiveNumbers,
        uuid: crypto.randomUUID(),
      });
      const id = await store.insert(row);
      // The visitor hears back now; the first attempt runs after the answer, and the cron retries it if it fails.
      ctx.waitUntil(deliverIfDue(service, id).catch((error: unknown) => log('outbox_error', { id, code: describeSendError(error).code })));
      return { id, masked };
    },
    storeRetryAfter: (error) => (isBusy(error) ? '5' : '60'),
    health: () => health(service),
  });
  const withoutBody = answer.status === 204 || request.method === 'HEAD';
  return new Response(withoutBody ? null : answer.body, { status: answer.status, headers: answer.headers });
}

export async function handleScheduled(env: WorkerEnv): Promise<void> {
  const service = await serviceFor(env);
  const { store, settings } = service;
  const recovered = await store.recoverAbandoned();
  if (recovered) log('outbox_recovered_in_doubt', { count: recovered });
  for (const id of await store.dueIds(BATCH)) await deliverIfDue(service, id);
  const purged = await store.purgeSent(retentionCutoff(Date.now(), settings.retentionDays));
  if (purged) log('retention_purged', { count: purged, retentionDays: settings.retentionDays });
  await store.forgetIdleBuckets();
}

export default {
  fetch: (request, env, ctx) => handleFetch(request, env, ctx),
  scheduled: (_controller, env) => handleScheduled(env),
} satisfies ExportedHandler<WorkerEnv>;
