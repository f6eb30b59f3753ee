import Database from 'better-sqlite3';
import { unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { senderDomain, type Config } from './config';
import { answerClientError, createHandler, type Health } from './http';
import { Intake } from './intake';
import { jsonLogger, type Logger } from './log';
import { createTransport, describeMailError } from './mailer';
import { Outbox } from './outbox';
import { makeDatabaseFilesPrivate, makePrivateFile } from './private-files';
import { RateLimiter } from './rate-limit';
import { EnquiryStore, isBusy } from './store';

export interface RunningService {
  port: number;
  url: string;
  store: EnquiryStore;
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

// The outbox treats rows in `sending` at start as abandoned, true only with one service per database.
// An OS file lock (SQLite's exclusive locking mode) ends with its process, however that ends.
function acquireLock(lockPath: string): () => void {
  for (let i = 0; ; i++) {
    makePrivateFile(lockPath);
    const db = new Database(lockPath, { timeout: 0 });
    try {
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('journal_mode = MEMORY');
      db.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER); DELETE FROM holder;');
      db.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid);
      return () => {
        if (db.open) db.close();
      };
    } catch (error) {
      db.close();
      const code = (error as { code?: string }).code ?? '';
      if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
        throw new Error(`Another enquiry service is using this database (it holds the lock on ${lockPath}).`);
      }
      // A pid file left by an older version of the service: replace it once.
      if (code === 'SQLITE_NOTADB' && i === 0) {
        unlinkSync(lockPath);
        continue;
      }
      throw error;
    }
  }
}

export async function startService(config: Config, log: Logger = jsonLogger()): Promise<RunningService> {
  makeDatabaseFilesPrivate(config.databasePath);
  const releaseLock = acquireLock(`${config.databasePath}.lock`);
  let store: EnquiryStore;
  try {
    store = new EnquiryStore(config.databasePath, { busyTimeoutMs: BUSY_TIMEOUT_MS });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const transport = createTransport(config);
  const outbox = new Outbox(store, transport, config, log, (error) => noteWrite(error));
  // A refused write (disk full, read-only file) stays the health verdict until a write succeeds again.
  let writeRefused: string | null = null;
  let cached: { at: number; report: Health } | null = null;
  const noteWrite = (error: unknown) => {
    const refused = error && !isBusy(error) ? ((error as { code?: string }).code ?? 'ERROR') : null;
    if (refused !== writeRefused) cached = null;
    writeRefused = refused;
  };
  const intake = new Intake(store, senderDomain(config.mailFrom), () => outbox.kick(), noteWrite);
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
    try {
      const queue = store.queueHealth();
      const oldestPendingSeconds = queue.oldestPendingAt ? Math.max(0, Math.floor((now - Date.parse(queue.oldestPendingAt)) / 1000)) : null;
      const stuck = queue.oldestPendingAt !== null && now - Date.parse(queue.oldestPendingAt) > config.healthMaxPendingAgeSeconds * 1000;
      return {
        status: stuck || outbox.acceptedUnrecorded > 0 || writeRefused ? 'degraded' : 'ok',
        pending: queue.pending,
        oldestPendingSeconds,
        failed: queue.failed,
        lastDeliveryError: outbox.lastDeliveryError,
        lastDeliveredAt: outbox.lastDeliveredAt,
        acceptedNotRecorded: outbox.acceptedUnrecorded,
        database: writeRefused ?? 'ok',
      };
    } catch (error) {
      return {
        status: 'degraded',
        pending: null,
        oldestPendingSeconds: null,
        failed: null,
        lastDeliveryError: outbox.lastDeliveryError,
        lastDeliveredAt: outbox.lastDeliveredAt,
        acceptedNotRecorded: outbox.acceptedUnrecorded,
        database: (error as { code?: string }).code ?? 'ERROR',
      };
    }
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
