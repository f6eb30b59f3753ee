/**
 * Entry point of the enquiry service: `npm run server` (tsx server/main.ts).
 * Configuration comes from environment variables (see server/README.md); an invalid or missing
 * one stops the start with a message naming it and exit code 1.
 */
import { ConfigError, loadConfig } from './config';
import { jsonLogger } from './log';
import { startService } from './service';

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
  const log = jsonLogger();
  const service = await startService(config, log);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('stopping', { signal });
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`enquiry service: could not start: ${(error as Error).message ?? String(error)}\n`);
  process.exit(1);
});
