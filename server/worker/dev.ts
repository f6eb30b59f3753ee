// npm run site:worker's enquiry API: the Worker in Cloudflare's local runtime with local D1, each sent message saved like the Node mail sink's.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { DEV_KEY_FILE, readKeyFile, writeNewKeyFile } from '@cpa-site/enquiry-node/key-file';
import { applyMigrations, runCron, startLocalWorker } from './local';

const sitePort = process.env.PORT ?? '3000';
const port = Number(process.env.ENQUIRY_PORT ?? 8787);
const mailDir = resolve(process.env.MAIL_SINK_DIR ?? 'data/mail');
const persistDir = resolve(process.env.WORKER_STATE_DIR ?? 'data/worker');
const keyFile = resolve(process.env.ENCRYPTION_KEY_FILE ?? DEV_KEY_FILE);

function shown(path: string): string {
  const rel = relative(process.env.INIT_CWD ?? process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

async function main() {
  if (!existsSync(keyFile)) {
    writeNewKeyFile(keyFile);
    process.stdout.write(`enquiry worker: made a development encryption key in ${shown(keyFile)}\n`);
  }
  await applyMigrations(persistDir);
  const origins = [...new Set([sitePort, '4173'])].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]).join(',');
  const worker = await startLocalWorker({
    port,
    persistDir,
    encryptionKey: readKeyFile(keyFile).toString('base64'),
    vars: { ALLOWED_ORIGINS: origins, ...Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(MAIL_TO|MAIL_FROM|RATE_LIMIT_PER_MINUTE|RETENTION_DAYS|MASK_SENSITIVE_NUMBERS|MAX_BODY_BYTES|MAIL_MAX_REJECTIONS|RETRY_BASE_MS|RETRY_MAX_MS|HEALTH_MAX_PENDING_AGE_SECONDS)$/.test(name)) as [string, string][]) },
    mailDir,
    onLine: (line) => {
      if (line.startsWith('{') || /error|warn/i.test(line)) process.stdout.write(`${line}\n`);
    },
    onMail: (mail) => process.stdout.write(`send_email: enquiry #${/^X-Enquiry-Id: (\d+)$/m.exec(mail.raw)?.[1] ?? '?'} sent -> ${shown(mail.file)}\n`),
  }).catch((error: unknown) => {
    process.stderr.write(`site:worker: the enquiry Worker could not start on 127.0.0.1:${port}: ${(error as Error).message}\nStop what uses the port, or set ENQUIRY_PORT.\n`);
    process.exit(1);
  });
  process.stdout.write(
    `enquiry worker: POST ${worker.url}/contactus in Cloudflare's local runtime (local D1 in ${shown(persistDir)}, messages saved in ${shown(mailDir)}/; allowed origins: ${origins})\n`,
  );
  // Locally nothing fires the Cron Trigger: run it every minute here, as Cloudflare does once deployed.
  const cron = setInterval(() => void runCron(worker.url).catch(() => {}), 60_000);
  let stopping = false;
  const stop = () => {
    stopping = true;
    clearInterval(cron);
    void worker.stop().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  void worker.exited.then((code) => {
    if (stopping) return;
    process.stderr.write(`site:worker: wrangler dev stopped (exit ${code}).\n`);
    process.exit(1);
  });
}

void main();
