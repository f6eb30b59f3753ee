/**
 * Assembles the service: store + lock, intake, outbox, HTTP server. Used by main.ts (the process
 * entry point) and by tests that run the service inside the test process.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { senderDomain, type Config } from './config';
import { createHandler } from './http';
import { Intake } from './intake';
import { jsonLogger, type Logger } from './log';
import { createTransport } from './mailer';
import { Outbox } from './outbox';
import { RateLimiter } from './rate-limit';
import { EnquiryStore } from './store';

export interface RunningService {
  port: number;
  url: string;
  store: EnquiryStore;
  outbox: Outbox;
  server: Server;
  close(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One service per database: the outbox treats rows left in `sending` as abandoned by a dead
 * process, which is only true if no other live process is delivering from the same file.
 */
function acquireLock(lockPath: string): () => void {
  for (let i = 0; i < 2; i++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(`Another enquiry service (pid ${pid}) is using this database (lock file ${lockPath}).`);
      }
      unlinkSync(lockPath); // left by a process that died: take over
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}.`);
}

export async function startService(config: Config, log: Logger = jsonLogger()): Promise<RunningService> {
  const releaseLock = acquireLock(`${config.databasePath}.lock`);
  let store: EnquiryStore;
  try {
    store = new EnquiryStore(config.databasePath);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const transport = createTransport(config);
  const outbox = new Outbox(store, transport, config, log);
  const intake = new Intake(store, senderDomain(config.mailFrom), () => outbox.kick());
  const limiter = new RateLimiter(config.rateLimitPerMinute);
  const handler = createHandler({ config, intake, limiter, log });

  const server = createServer((req, res) => void handler(req, res));
  server.requestTimeout = 15_000;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;

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
  log('listening', { host: config.host, port });
  outbox.start();

  let closing: Promise<void> | null = null;
  return {
    port,
    url: `http://${hostForUrl}:${port}`,
    store,
    outbox,
    server,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await outbox.stop();
        transport.close();
        store.close();
        releaseLock();
        log('stopped', {});
      })();
      return closing;
    },
  };
}
