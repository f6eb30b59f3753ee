/**
 * Entry point of the enquiry service: `npm run server` (node on the compiled server/dist; tsx
 * server/main.ts in development). Configuration comes from environment variables (see
 * server/README.md); an invalid or missing one stops the start with a message naming it and exit
 * code 1. SIGTERM and SIGINT stop it cleanly within 5 s.
 */
import { ConfigError, loadConfig } from './config';
import { jsonLogger, type Logger } from './log';
import { startService } from './service';

/** Past this, a stop that has not finished exits anyway (systemd and Docker wait 10 s, then kill). */
const STOP_DEADLINE_MS = 4_500;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`enquiry service: ${error.message}\nSee server/README.md for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }
  const json = jsonLogger();
  // Errors an operator must act on also go to stderr as a sentence, where a terminal shows them.
  const log: Logger = (event, fields = {}) => {
    json(event, fields);
    if (fields.level === 'error') process.stderr.write(`enquiry service: ERROR ${event}: ${fields.note ?? fields.next ?? ''} (${fields.code ?? ''})\n`);
  };

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('stopping', { signal });
    setTimeout(() => {
      log('stop_deadline', { level: 'error', note: 'stopped before everything in flight had finished' });
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    void service.then((s) => s.close()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // Registered before the start, so a signal during start-up still stops it cleanly.
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  const service = startService(config, log);
  await service;
}

main().catch((error: unknown) => {
  process.stderr.write(`enquiry service: could not start: ${(error as Error).message ?? String(error)}\n`);
  process.exit(1);
});
