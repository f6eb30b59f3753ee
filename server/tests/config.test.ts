import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_RETENTION_DAYS } from '../core/enquiry-rules';
import { ConfigError, loadConfig } from '../node/config';
import { spawnScript, tempDir } from './helpers';

const good = {
  DATABASE_PATH: '/tmp/x/enquiries.db',
  ENCRYPTION_KEY_FILE: '/etc/enquiry-service/encryption.key',
  SMTP_HOST: 'smtp.firm.example',
  MAIL_TO: 'office@firm.example',
  MAIL_FROM: 'Website <website@firm.example>',
  ALLOWED_ORIGINS: 'https://www.firm.example, https://firm.example',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies defaults for the optional settings', () => {
    expect(loadConfig(good)).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      smtp: { host: 'smtp.firm.example', port: 587, secure: false, requireTls: true, user: undefined },
      allowedOrigins: ['https://www.firm.example', 'https://firm.example'],
      rateLimitPerMinute: 5,
      maxBodyBytes: 32 * 1024,
      trustedProxies: [],
      maxConnections: 256,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 15_000,
      maxRejections: 3,
      healthMaxPendingAgeSeconds: 900,
      healthCacheMs: 1_000,
      encryptionKeyFile: '/etc/enquiry-service/encryption.key',
      retentionDays: ENQUIRY_RETENTION_DAYS,
      maskSensitiveNumbers: true,
    });
    expect(loadConfig({ ...good, RETENTION_DAYS: '30', MASK_SENSITIVE_NUMBERS: 'false' })).toMatchObject({ retentionDays: 30, maskSensitiveNumbers: false });
    expect(loadConfig({ ...good, SMTP_SECURE: 'true' }).smtp).toMatchObject({ port: 465, secure: true, requireTls: false });
    expect(loadConfig({ ...good, SMTP_HOST: '127.0.0.1' }).smtp.requireTls).toBe(false);
    expect(loadConfig({ ...good, SMTP_HOST: 'localhost' }).smtp.requireTls).toBe(false);
    expect(loadConfig({ ...good, SMTP_REQUIRE_TLS: 'false' }).smtp.requireTls).toBe(false);
    expect(loadConfig({ ...good, DATABASE_PATH: 'data/e.db' }, '/srv/app').databasePath).toBe('/srv/app/data/e.db');
  });

  it('names every missing required variable at once', () => {
    const found = problems({});
    for (const name of ['DATABASE_PATH', 'ENCRYPTION_KEY_FILE', 'SMTP_HOST', 'MAIL_TO', 'MAIL_FROM', 'ALLOWED_ORIGINS']) {
      expect(found.some((p) => p.startsWith(`${name} is missing`))).toBe(true);
    }
    expect(found).toHaveLength(6);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SMTP_PORT', '0'],
    ['SMTP_SECURE', 'maybe'],
    ['MAIL_TO', 'not-an-address'],
    ['MAIL_FROM', 'Website <nowhere>'],
    ['ALLOWED_ORIGINS', '*'],
    ['ALLOWED_ORIGINS', 'https://www.firm.example/contact'],
    ['ALLOWED_ORIGINS', 'www.firm.example'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['RATE_LIMIT_PER_MINUTE', '-3'],
    ['MAX_BODY_BYTES', '10'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['TRUSTED_PROXIES', 'proxy.local'],
    ['MAX_CONNECTIONS', '0'],
    ['MAIL_MAX_REJECTIONS', '0'],
    ['RETENTION_DAYS', '0'],
    ['MASK_SENSITIVE_NUMBERS', 'sometimes'],
    ['ENCRYPTION_KEY_FILE', '/tmp/x/encryption.key'],
    ['ENCRYPTION_KEY_FILE', '/tmp/x/keys/encryption.key'],
  ])('rejects %s=%s, naming it', (name, value) => {
    const found = problems({ ...good, [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${name} is invalid`));
  });

  it('wants the proxy list with TRUST_PROXY=true, and reads it as CIDR blocks', () => {
    expect(problems({ ...good, TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUSTED_PROXIES is missing/)]);
    expect(loadConfig({ ...good, TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8, ::1' }).trustedProxies).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
      '::1/128',
    ]);
    expect(loadConfig({ ...good, TRUSTED_PROXIES: '127.0.0.1' }).trustedProxies).toEqual([]);
  });

  it('wants SMTP_USER and SMTP_PASS together', () => {
    expect(problems({ ...good, SMTP_USER: 'website' })).toEqual([expect.stringMatching(/^SMTP_PASS is missing/)]);
    expect(problems({ ...good, SMTP_PASS: 'secret' })).toEqual([expect.stringMatching(/^SMTP_USER is missing/)]);
    expect(loadConfig({ ...good, SMTP_USER: 'website', SMTP_PASS: 'secret' }).smtp).toMatchObject({ user: 'website', pass: 'secret' });
  });

  it('never echoes the SMTP password', () => {
    expect(problems({ ...good, SMTP_PASS: 'hunter2-secret' }).join('\n')).not.toContain('hunter2');
  });
});

describe('npm run server without its encryption key', () => {
  it('refuses to start, naming ENCRYPTION_KEY_FILE, when it is unset, missing, readable by others or not a key', async () => {
    const tmp = tempDir();
    const keys = tempDir();
    try {
      const env = { ...good, DATABASE_PATH: `${tmp.dir}/e.db` };
      const run = async (extra: Record<string, string>) => {
        const { stderr, exited } = spawnScript('main.ts', { ...env, ...extra });
        return { code: (await exited).code, text: stderr.join('') };
      };
      const unset = await run({ ENCRYPTION_KEY_FILE: '' });
      expect(unset.code).toBe(1);
      expect(unset.text).toContain('ENCRYPTION_KEY_FILE is missing');
      const missing = await run({ ENCRYPTION_KEY_FILE: `${keys.dir}/none.key` });
      expect(missing.code).toBe(1);
      expect(missing.text).toMatch(/ENCRYPTION_KEY_FILE \(.*none\.key\) cannot be read \(ENOENT\): make one with npm run enquiries -- keygen/);
      writeFileSync(`${keys.dir}/open.key`, `${randomBytes(32).toString('base64')}\n`, { mode: 0o644 });
      chmodSync(`${keys.dir}/open.key`, 0o644);
      expect((await run({ ENCRYPTION_KEY_FILE: `${keys.dir}/open.key` })).text).toMatch(/ENCRYPTION_KEY_FILE .* may be read by other users: chmod 600 it/);
      writeFileSync(`${keys.dir}/short.key`, 'c2hvcnQ=\n', { mode: 0o600 });
      expect((await run({ ENCRYPTION_KEY_FILE: `${keys.dir}/short.key` })).text).toMatch(/ENCRYPTION_KEY_FILE .* does not hold a key/);
      expect(existsSync(`${tmp.dir}/e.db`)).toBe(false);
    } finally {
      tmp.cleanup();
      keys.cleanup();
    }
  });
});

describe('npm run server with a bad configuration', () => {
  it('exits with code 1 and a message naming the variable', async () => {
    const tmp = tempDir();
    try {
      const { stderr, exited } = spawnScript('main.ts', { ...good, DATABASE_PATH: `${tmp.dir}/e.db`, SMTP_HOST: '', RATE_LIMIT_PER_MINUTE: 'lots' });
      const { code } = await exited;
      expect(code).toBe(1);
      const text = stderr.join('');
      expect(text).toContain('SMTP_HOST is missing');
      expect(text).toContain('RATE_LIMIT_PER_MINUTE is invalid ("lots")');
      expect(text).toContain('server/README.md');
    } finally {
      tmp.cleanup();
    }
  });
});
