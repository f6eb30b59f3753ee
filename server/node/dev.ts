import { isAbsolute, relative, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { DEV_KEY_FILE, writeNewKeyFile } from './key-file';
import { jsonLogger } from './log';
import { startMailSink, type MailSink } from './mail-sink';
import { startService } from './service';

const sinkPort = Number(process.env.MAIL_SINK_PORT ?? 2525);
const mailDir = process.env.MAIL_SINK_DIR ?? 'data/mail';
const sitePort = process.env.PORT ?? '3000';

function relativeToNpmCwd(path: string): string {
  const full = resolve(path);
  const rel = relative(process.env.INIT_CWD ?? process.cwd(), full);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : full;
}

function failed(part: string, error: unknown, hint: string): never {
  const e = error as NodeJS.ErrnoException;
  const why = e.code === 'EADDRINUSE' ? 'the port is already in use' : (e.message ?? String(error));
  process.stderr.write(`server:dev: the ${part} could not start: ${why}. ${hint}\n`);
  process.exit(1);
}

async function main() {
  let sink: MailSink;
  try {
    sink = await startMailSink({
      port: sinkPort,
      dir: mailDir,
      onMail: (mail) =>
        process.stdout.write(
          `mail sink: enquiry #${mail.enquiryId ?? '?'} received -> ${mail.file ? relativeToNpmCwd(mail.file) : '(memory)'}\n`,
        ),
    });
  } catch (error) {
    failed(`mail sink on 127.0.0.1:${sinkPort}`, error, 'Stop what uses it, or set MAIL_SINK_PORT.');
  }
  process.stdout.write(`mail sink: SMTP on 127.0.0.1:${sink.port}, messages saved in ${relativeToNpmCwd(mailDir)}/\n`);

  const defaults: Record<string, string> = {
    DATABASE_PATH: 'data/enquiries.db',
    ENCRYPTION_KEY_FILE: DEV_KEY_FILE,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_SECURE: 'false',
    MAIL_TO: 'hello@liveoakledger.example.com',
    MAIL_FROM: 'Website enquiries <website@liveoakledger.example.com>',
    ALLOWED_ORIGINS: [...new Set([sitePort, '4173'])].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(','),
    RATE_LIMIT_PER_MINUTE: '20',
    RETRY_BASE_MS: '1000',
    RETRY_MAX_MS: '30000',
  };
  const servicePort = process.env.ENQUIRY_PORT ?? '8787';
  let config;
  try {
    // PORT belongs to the site; the service's port is ENQUIRY_PORT.
    config = loadConfig({ ...defaults, ...process.env, PORT: servicePort });
    if (!existsSync(config.encryptionKeyFile)) {
      try {
        writeNewKeyFile(config.encryptionKeyFile);
        process.stdout.write(`enquiry service: made a development encryption key in ${relativeToNpmCwd(config.encryptionKeyFile)}\n`);
      } catch (error) {
        // Another server:dev made it at the same moment.
        if (!existsSync(config.encryptionKeyFile)) throw error;
      }
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`enquiry service: ${error.message}\n`);
      await sink.close();
      process.exit(1);
    }
    throw error;
  }
  const service = await startService(config, jsonLogger()).catch(async (error: unknown) => {
    await sink.close();
    return failed(
      `enquiry service on ${config.host}:${servicePort}`,
      error,
      'Stop what uses it, or set ENQUIRY_PORT (and build the site with NEXT_PUBLIC_ENQUIRY_API_URL to match).',
    );
  });
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
