import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { senderDomain, type Config } from './config';
import { healthReport, type Health } from '@cpa-site/enquiry-core/health';
import { answerClientError, createHandler } from './http';
import { Intake } from './intake';
import { jsonLogger, type Logger } from './log';
import { createTransport, describeMailError } from './mailer';
import { type FieldCipher } from '@cpa-site/enquiry-core/field-cipher';
import { readKeyFile, rotationKeyPath } from './key-file';
import { createNodeCipher } from './node-cipher';
import { Outbox } from './outbox';
import { resealAll } from './reseal';
import { RETENTION_CHECK_INTERVAL_MS, retentionCutoff } from '@cpa-site/enquiry-core/outbox-rules';
import { acquireLock } from './lock';
import { makeDatabaseFilesPrivate } from './private-files';
import { RateLimiter } from '@cpa-site/enquiry-core/rate-limit';
import { EnquiryStore, isBusy } from './store';

export interface RunningService {
  port: number;
  url: string;
  store: EnquiryStore;
  cipher: FieldCipher;
  outbox: Outbox;
  server: Server;
  /** Measured now; /healthz answers from a cache of HEALTH_CACHE_MS. */
  health(): Health;
  close(): Promise<void>;
}

// Requests, then deliveries, get these when stopping, so the whole stop stays under 5 s.
const HTTP_GRACE_MS = 2_500;
const OUTBOX_GRACE_MS = 1_500;
// SQLite's wait for a lock blocks the event loop: wait briefly, then answer 503.
const BUSY_TIMEOUT_MS = 100;

export function loadCipher(keyFile: string): FieldCipher {
  if (existsSync(rotationKeyPath(keyFile))) {
    throw new Error(
      `A key rotation was interrupted (${rotationKeyPath(keyFile)} exists): run npm run enquiries -- rotate-key again to finish it, then start the service.`,
    );
  }
  return createNodeCipher(readKeyFile(keyFile));
}

export async function startService(config: Config, log: Logger = jsonLogger()): Promise<RunningService> {
  const cipher = loadCipher(config.encryptionKeyFile);
  makeDatabaseFilesPrivate(config.databasePath);
  const releaseLock = acquireLock(`${config.databasePath}.lock`);
  let store: EnquiryStore | undefined;
  try {
    store = new EnquiryStore(config.databasePath, { busyTimeoutMs: BUSY_TIMEOUT_MS });
    const others = store.otherKeyIds(cipher.keyId);
    if (others.length) {
      throw new Error(
        `Stored enquiries are encrypted with key ${others.join(', ')}, but ENCRYPTION_KEY_FILE holds key ${cipher.keyId}: point it at the key they were written with.`,
      );
    }
    const target = store;
    const sealed = await target.secureDelete(() => resealAll(target, cipher, null));
    if (sealed) {
      store.checkpoint();
      log('enquiries_encrypted', { count: sealed, note: 'enquiries stored before encryption are now encrypted' });
    }
  } catch (error) {
    store?.close();
    releaseLock();
    throw error;
  }
  const transport = createTransport(config);
  const outbox = new Outbox(store, transport, config, log, cipher, (error) => noteWrite(error));
  // A refused write (disk full, read-only file) stays the health verdict until a write succeeds again.
  let writeRefused: string | null = null;
  let cached: { at: number; report: Health } | null = null;
  const noteWrite = (error: unknown) => {
    const refused = error && !isBusy(error) ? ((error as { code?: string }).code ?? 'ERROR') : null;
    if (refused !== writeRefused) cached = null;
    writeRefused = refused;
  };
  const intake = new Intake(store, senderDomain(config.mailFrom), {
    cipher,
    maskNumbers: config.maskSensitiveNumbers,
    onCommitted: () => outbox.kick(),
    onWrite: noteWrite,
  });

  const purgeExpired = () => {
    try {
      const count = store.purgeSent(retentionCutoff(Date.now(), config.retentionDays));
      if (count) {
        store.checkpoint();
        log('retention_purged', { count, retentionDays: config.retentionDays });
      }
    } catch (error) {
      log('retention_purge_failed', { code: (error as { code?: string }).code ?? 'ERROR' });
    }
  };
  const limiter = new RateLimiter(config.rateLimitPerMinute);

  // Cached briefly: /healthz is unauthenticated, and its query runs on the event loop that takes enquiries.
  const cachedHealth = (): Health => {
    const now = Date.now();
    if (cached && now - cached.at < config.healthCacheMs) return cached.report;
    const report = health(now);
    cached = { at: now, report };
    return report;
  };
  const health = (now = Date.now()): Health => {
    let queue;
    try {
      queue = store.queueHealth();
    } catch (error) {
      queue = { error };
    }
    const notes = {
      lastDeliveryError: outbox.lastDeliveryError,
      lastDeliveredAt: outbox.lastDeliveredAt,
      acceptedNotRecorded: outbox.acceptedUnrecorded,
      writeRefused,
    };
    return healthReport(queue, notes, config.healthMaxPendingAgeSeconds, now);
  };
  const handler = createHandler({ config, intake, limiter, log, health: cachedHealth });

  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node checks the two timeouts only this often; its default of 30 s would stretch them to ~40 s.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
    (req, res) => void handler(req, res),
  );
  server.on('clientError', answerClientError);
  server.keepAliveTimeout = 5_000;
  server.maxConnections = config.maxConnections;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error) => {
    transport.close();
    store.close();
    releaseLock();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  log('listening', { host: config.host, port, pid: process.pid });
  outbox.start();
  purgeExpired();
  const retentionTimer = setInterval(purgeExpired, RETENTION_CHECK_INTERVAL_MS).unref();

  let closing: Promise<void> | null = null;
  // A mistyped SMTP host would otherwise only show as a queue that never drains.
  transport.verify().then(
    () => log('smtp_ready', {}),
    (error: unknown) => {
      if (closing) return;
      const { code } = describeMailError(error);
      log('smtp_unreachable', {
        level: 'error',
        code,
        note: 'the mail server (SMTP_HOST, SMTP_PORT) cannot be reached: enquiries are stored and retried, none delivered until it answers',
      });
    },
  );

  return {
    port,
    url: `http://${hostForUrl}:${port}`,
    store,
    cipher,
    outbox,
    server,
    health: () => health(),
    close() {
      closing ??= (async () => {
        const httpClosed = new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        const force = setTimeout(() => server.closeAllConnections(), HTTP_GRACE_MS);
        await httpClosed;
        clearTimeout(force);
        // The outbox stops after HTTP, so enquiries taken while draining are usually delivered too.
        clearInterval(retentionTimer);
        await outbox.stop(OUTBOX_GRACE_MS);
        transport.close();
        store.close();
        releaseLock();
        log('stopped', {});
      })();
      return closing;
    },
  };
}
