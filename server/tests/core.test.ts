import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPersonalData, sealPersonalData } from '../core/field-cipher';
import { mimeMessage } from '../core/mail';
import { createWebCipher, decodeKey } from '../core/web-cipher';
import { readKeyFile } from '../node/key-file';
import { createNodeCipher } from '../node/node-cipher';
import { dryRunDeploy, wranglerAvailable } from '../worker/local';
import { migrationFiles } from '../worker/migration-files';
import { ROOT, SERVER, tempDir, testKeyFile } from './helpers';

describe('one key, two runtimes', () => {
  it('a value sealed by the Node service opens in the Worker and the other way round, with the same key id and email index', async () => {
    const key = readKeyFile(testKeyFile());
    const node = createNodeCipher(key);
    const web = await createWebCipher(decodeKey(key.toString('base64')));
    expect(web.keyId).toBe(node.keyId);
    expect(await web.emailIndex(' Maria@Example.com ')).toBe(await node.emailIndex('maria@example.com'));
    const plain = { name: 'José Núñez', email: 'jose@example.com', phone: '(512) 555-0142', message: 'Hello\nwith ünïcode ✓' };
    const row = (sealed: Awaited<ReturnType<typeof sealPersonalData>>) => ({ ...sealed, message_id: '<m@x>', key_id: sealed.keyId });
    expect(await openPersonalData(web, row(await sealPersonalData(node, '<m@x>', plain)))).toEqual(plain);
    expect(await openPersonalData(node, row(await sealPersonalData(web, '<m@x>', plain)))).toEqual(plain);
    // Sealed for one enquiry, refused for another.
    await expect(openPersonalData(web, { ...row(await sealPersonalData(node, '<m@x>', plain)), message_id: '<other@x>' })).rejects.toThrow();
  });

  it('refuses a Worker secret that is not 32 bytes of base64', () => {
    expect(() => decodeKey('c2hvcnQ=')).toThrow(/32 random bytes in base64/);
    expect(() => decodeKey('not base64 at all!')).toThrow(/32 random bytes in base64/);
  });
});

describe("the Worker's D1 migrations", () => {
  it('are the Node store migrations, file for file (npm --prefix server run worker:migrations writes them)', () => {
    const dir = join(SERVER, 'worker', 'migrations');
    const onDisk = readdirSync(dir).filter((name) => name.endsWith('.sql')).sort();
    const expected = migrationFiles();
    expect(onDisk).toEqual(expected.map((m) => m.file));
    for (const { file, sql } of expected) expect(readFileSync(join(dir, file), 'utf8')).toBe(sql);
  });
});

describe('deploy/wrangler.toml', () => {
  it.skipIf(!wranglerAvailable())('bundles the Worker with its D1, send_email and settings, as wrangler deploy would (nothing is sent)', async () => {
    const out = tempDir();
    try {
      const printed = await dryRunDeploy(join(ROOT, 'deploy', 'wrangler.toml'), out.dir);
      for (const binding of ['env.SEND_EMAIL (hello@liveoakledger.example.com)', 'env.DB (enquiries)', 'env.ALLOWED_ORIGINS', 'env.RATE_LIMIT_PER_MINUTE ("5")']) {
        expect(printed).toContain(binding);
      }
      expect(readdirSync(out.dir)).toContain('index.js');
    } finally {
      out.cleanup();
    }
  });
});

describe('the message the Worker hands to send_email', () => {
  const row = {
    id: 7,
    message_id: '<enquiry.1@firm.example>',
    received_at: '2026-03-14T15:09:26.000Z',
    time_stamp: '2026-03-14 15:09:26',
    name: 'Maria Gonzalez',
    email: 'maria@example.com',
    phone: '(512) 555-0142',
    category: 'Tax Services',
    message: 'Hello',
    in_doubt: 0,
  };
  const settings = { mailFrom: 'Website <website@firm.example>', mailTo: 'office@firm.example' };

  it('carries the headers the Node service sends, and the same text', () => {
    const raw = mimeMessage(row, settings);
    expect(raw).toMatch(/^From: "Website" <website@firm\.example>\r$/m);
    expect(raw).toMatch(/^Reply-To: Maria Gonzalez <maria@example\.com>\r$/m);
    expect(raw).toMatch(/^Subject: Website enquiry #7: Tax Services\r$/m);
    expect(raw).toMatch(/^Message-ID: <enquiry\.1@firm\.example>\r$/m);
    expect(raw).toMatch(/^Date: Sat, 14 Mar 2026 15:09:26 \+0000\r$/m);
    expect(raw).toMatch(/^X-Enquiry-Id: 7\r$/m);
    expect(raw).not.toMatch(/X-Enquiry-Redelivery/);
    expect(mimeMessage({ ...row, in_doubt: 1 }, settings)).toMatch(/^X-Enquiry-Redelivery: possible-duplicate\r$/m);
    expect(raw).toContain('Reply to this email to answer Maria Gonzalez directly.');
  });

  it('encodes a name with accents in the header and long or non-ASCII text as quoted-printable, lines under 78 characters', () => {
    const raw = mimeMessage({ ...row, name: 'José Núñez', message: `Überweisung ${'x'.repeat(200)}` }, settings);
    expect(raw).toMatch(/^Reply-To: =\?UTF-8\?B\?Sm9zw6kgTsO6w7Fleg==\?= <maria@example\.com>\r$/m);
    expect(raw).toMatch(/^Content-Transfer-Encoding: quoted-printable\r$/m);
    expect(raw.split('\r\n').every((line) => line.length <= 78)).toBe(true);
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/=\r\n/g, '');
    expect(body).toContain(`=C3=9Cberweisung ${'x'.repeat(200)}`);
  });
});
