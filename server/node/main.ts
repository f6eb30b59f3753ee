import { ConfigError, loadConfig } from './config';
import { jsonLogger, type Logger } from './log';
import { startService } from './service';

// A stop is promised within 5 s; systemd and Docker kill after 10 s.
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
  // Before the start, so a signal during start-up still stops it cleanly.
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  const service = startService(config, log);
  await service;
}

main().catch((error: unknown) => {
  process.stderr.write(`enquiry service: could not start: ${(error as Error).message ?? String(error)}\n`);
  process.exit(1);
});
