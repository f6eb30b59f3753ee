/**
 * One machine, no mail account needed: `npm run server:dev` starts a local mail sink (a real SMTP
 * server on 127.0.0.1, keeping every message as an .eml file in server/data/mail/) and the
 * enquiry service pointed at it, with defaults for a site served on localhost:3000 (npm start /
 * next dev) or :4173 (the e2e server). Any variable already set in the environment wins, except
 * PORT, which often belongs to the site: the service's port here is ENQUIRY_PORT (default 8787,
 * where the form sends enquiries unless NEXT_PUBLIC_ENQUIRY_API_URL says otherwise).
 */
import { relative } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { jsonLogger } from './log';
import { startMailSink } from './mail-sink';
import { startService } from './service';

const sinkPort = Number(process.env.MAIL_SINK_PORT ?? 2525);
const mailDir = process.env.MAIL_SINK_DIR ?? 'server/data/mail';

const defaults: Record<string, string> = {
  PORT: '8787',
  DATABASE_PATH: 'server/data/enquiries.db',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(sinkPort),
  SMTP_SECURE: 'false',
  MAIL_TO: 'hello@liveoakledger.example.com',
  MAIL_FROM: 'Website enquiries <website@liveoakledger.example.com>',
  ALLOWED_ORIGINS: ['3000', '4173'].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(','),
  RATE_LIMIT_PER_MINUTE: '20',
  RETRY_BASE_MS: '1000',
  RETRY_MAX_MS: '30000',
};

async function main() {
  const sink = await startMailSink({
    port: sinkPort,
    dir: mailDir,
    onMail: (mail) =>
      process.stdout.write(
        `mail sink: enquiry #${mail.enquiryId ?? '?'} received -> ${mail.file ? relative(process.cwd(), mail.file) : '(memory)'}\n`,
      ),
  });
  process.stdout.write(`mail sink: SMTP on 127.0.0.1:${sink.port}, messages saved in ${mailDir}/\n`);

  let config;
  try {
    config = loadConfig({ ...defaults, ...process.env, PORT: process.env.ENQUIRY_PORT ?? defaults.PORT! });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`enquiry service: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const service = await startService(config, jsonLogger());
  process.stdout.write(
    `enquiry service: POST ${service.url}/contactus (allowed origins: ${config.allowedOrigins.join(', ')})\n`,
  );

  const stop = () => {
    void service
      .close()
      .then(() => sink.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`server:dev could not start: ${(error as Error).message}\n`);
  process.exit(1);
});
