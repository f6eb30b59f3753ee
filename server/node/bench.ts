import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNewKeyFile } from './key-file';
import { startMailSink } from './mail-sink';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const REQUESTS = Math.min(arg('requests', 3000), 100_000);
const CONCURRENCY = Math.min(arg('concurrency', 32), 512);
const MAX_SECONDS = Math.min(arg('max-seconds', 30), 300);
const WARM_UP_REQUESTS = 20;

// The service's CPU time (user + system) in ms, from /proc on Linux: unlike wall time, other load hardly moves it.
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'enquiry-bench-'));
  const keyDir = mkdtempSync(join(tmpdir(), 'enquiry-bench-key-'));
  writeNewKeyFile(join(keyDir, 'encryption.key'));
  const sink = await startMailSink();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/node/main.ts')], {
    cwd: join(ROOT, 'server'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATABASE_PATH: join(dir, 'enquiries.db'),
      ENCRYPTION_KEY_FILE: join(keyDir, 'encryption.key'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_TO: 'office@firm.example',
      MAIL_FROM: 'Website <website@firm.example>',
      ALLOWED_ORIGINS: 'http://localhost:3000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAIL_CONCURRENCY: '4',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      buffer += d;
      const m = /"event":"listening"[^\n]*"port":(\d+)/.exec(buffer);
      if (m) resolve(Number(m[1]));
      if (buffer.length > 1_000_000) buffer = buffer.slice(-10_000);
    });
    child.on('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });

  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  const deadline = performance.now() + MAX_SECONDS * 1000;

  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({
        name: 'Bench Mark',
        email: 'bench@example.com',
        phone: '(512) 555-0142',
        category: 'Tax Services',
        message: `Benchmark enquiry ${i}: ${'lorem ipsum '.repeat(20)}`,
        timeStamp: '2026-03-14 15:09:26',
      });
      const started = performance.now();
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/contactus',
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: 'http://localhost:3000' },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', () => {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
        resolve();
      });
      req.end(body);
    });

  await Promise.all(Array.from({ length: WARM_UP_REQUESTS }, (_, i) => one(-i)));
  latencies.length = 0;
  statuses.clear();

  const cpuBefore = cpuMs(child.pid);
  const started = performance.now();
  const worker = async () => {
    while (sent < REQUESTS && performance.now() < deadline) {
      const i = sent++;
      await one(i);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();

  const accepted = statuses.get(200) ?? 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  const deliverStart = performance.now();
  let delivered = 0;
  try {
    delivered = (await sink.waitFor(accepted + WARM_UP_REQUESTS, 120_000)).length - WARM_UP_REQUESTS;
  } catch {
    delivered = sink.mails.length - WARM_UP_REQUESTS;
  }
  const deliverSeconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(child.pid);
  const distinct = new Set(sink.mails.map((m) => m.messageId)).size;

  const report = {
    machine: `${cpus().length} cores, ${cpus()[0]?.model ?? 'cpu'}; Node ${process.version}`,
    requests: sent,
    concurrency: CONCURRENCY,
    seconds: Number(seconds.toFixed(2)),
    statuses: Object.fromEntries(statuses),
    acceptedPerSecond: Number((accepted / seconds).toFixed(1)),
    latencyMs: {
      p50: Number(percentile(sorted, 50).toFixed(2)),
      p90: Number(percentile(sorted, 90).toFixed(2)),
      p99: Number(percentile(sorted, 99).toFixed(2)),
      max: Number(percentile(sorted, 100).toFixed(2)),
    },
    delivered,
    deliveredPerSecond: Number((delivered / deliverSeconds).toFixed(1)),
    drainSecondsAfterLoad: Number(((performance.now() - deliverStart) / 1000).toFixed(2)),
    duplicates: sink.mails.length - distinct,
    serviceCpuMsPerEnquiry: cpuBefore === null || cpuAfter === null || !delivered ? null : Number(((cpuAfter - cpuBefore) / delivered).toFixed(3)),
  };

  process.stdout.write(
    [
      `enquiry service benchmark (loopback; ${report.machine})`,
      `  ${report.requests} enquiries from ${CONCURRENCY} connections in ${report.seconds} s; statuses ${JSON.stringify(report.statuses)}`,
      `  accepted (stored durably, 200):  ${report.acceptedPerSecond} enquiries/s`,
      `  latency ms:  p50 ${report.latencyMs.p50}   p90 ${report.latencyMs.p90}   p99 ${report.latencyMs.p99}   max ${report.latencyMs.max}`,
      `  delivered by SMTP to the sink:   ${report.delivered} (${report.deliveredPerSecond}/s from the start of the load; queue drained ${report.drainSecondsAfterLoad} s after it), duplicates ${report.duplicates}`,
      `  service CPU per enquiry (taken, stored, mailed): ${report.serviceCpuMsPerEnquiry ?? '?'} ms`,
      '',
    ].join('\n'),
  );
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  writeFileSync(join(ROOT, '.bench', 'server.json'), `${JSON.stringify(report, null, 2)}\n`);

  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(keyDir, { recursive: true, force: true });
  process.exit(accepted === sent && delivered === accepted && report.duplicates === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error).message}\n`);
  process.exit(1);
});
