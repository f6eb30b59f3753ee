// What only the Worker does; the contract both runtimes share is tests/contract/.
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../core/contract';
import { applyMigrations, startLocalWorker, wranglerAvailable, writeLocalConfig, type LocalWorker } from '../worker/local';
import { call, freePort, tempDir, validEnquiry, waitUntil } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

describe.skipIf(!wranglerAvailable())('the Worker, misconfigured', () => {
  it('takes no enquiry without its key or with a bad setting, and names every problem in its log, never the key', async () => {
    const tmp = tempDir('enquiry-worker-config-');
    cleanups.push(tmp.cleanup);
    const config = writeLocalConfig(tmp.dir, 'office@firm.example');
    await applyMigrations(`${tmp.dir}/state`, config);
    const worker: LocalWorker = await startLocalWorker({
      port: await freePort(),
      persistDir: `${tmp.dir}/state`,
      config,
      encryptionKey: 'c2hvcnQ=',
      vars: { ALLOWED_ORIGINS: 'http://localhost:3000', MAIL_TO: 'office@firm.example', MAIL_FROM: 'Website <website@firm.example>', RATE_LIMIT_PER_MINUTE: 'lots' },
    });
    cleanups.push(() => worker.stop());
    const answer = await call(worker.url, { json: validEnquiry() });
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ emailSent: false, errorMsg: MESSAGES.internal });
    expect(answer.headers['cache-control']).toBe('no-store');
    const logged = await waitUntil(() => worker.lines.find((line) => line.includes('"event":"config_invalid"')), 10_000, 'the config_invalid log line');
    expect(logged).toContain('ENCRYPTION_KEY does not hold a key');
    expect(logged).toContain('RATE_LIMIT_PER_MINUTE is invalid (\\"lots\\")');
    expect(worker.lines.join('\n')).not.toContain('c2hvcnQ=');
  });
});
