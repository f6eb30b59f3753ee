import { afterEach, describe, expect, it } from 'vitest';
import { call, openRow, validEnquiry } from '../helpers';
import { runtimes } from './runtimes';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const MESSAGE =
  'My SSN is 123-45-6789 and my wife\'s ITIN is 912 78 3456. Refund to account number 000123456789, or card 4111 1111 1111 1111.\n' +
  'Call (512) 555-0142 or 512-555-0143; we are at 78701-1234; due 2026-04-15; EIN 12-3456789; order 1234567890.';
const MASKED =
  'My SSN is XXX-XX-6789 and my wife\'s ITIN is XXX XX 3456. Refund to account number XXXXXXXX6789, or card XXXX XXXX XXXX 1111.\n' +
  'Call (512) 555-0142 or 512-555-0143; we are at 78701-1234; due 2026-04-15; EIN 12-3456789; order 1234567890.';

describe.each(runtimes())('$name: SSN, ITIN, card and account numbers in a message', (runtime) => {
  async function run(extra: Record<string, string>) {
    const service = await runtime.start(extra);
    cleanups.push(() => service.close());
    expect((await call(service.url, { json: validEnquiry({ message: MESSAGE }) })).status).toBe(200);
    const [mail] = await service.waitForMails(1);
    return { service, mail: mail!, row: await openRow(service.store.get(1)!) };
  }

  it('are masked to their last four digits before storing and mailing; phone numbers, ZIP+4, dates and the like are not', async () => {
    const { service, mail, row } = await run({});
    expect(row.message).toBe(MASKED);
    expect(mail.raw).toContain('My SSN is XXX-XX-6789');
    expect(mail.raw).not.toContain('123-45-6789');
    expect(mail.raw).not.toContain('4111 1111 1111 1111');
    // Quoted-printable may wrap long lines: compare with soft line breaks removed.
    const body = mail.raw.replace(/=\r?\n/g, '');
    for (const kept of ['(512) 555-0142', '512-555-0143', '78701-1234', '2026-04-15', '12-3456789', '1234567890']) expect(body).toContain(kept);
    expect(service.logs.find((l) => l.event === 'enquiry_stored')).toEqual({ event: 'enquiry_stored', id: 1, masked: 4 });
    expect(service.logText.join('\n')).not.toContain('6789');
  });

  it('are kept as written with MASK_SENSITIVE_NUMBERS=false', async () => {
    const { mail, row } = await run({ MASK_SENSITIVE_NUMBERS: 'false' });
    expect(row.message).toBe(MESSAGE);
    expect(mail.raw).toContain('123-45-6789');
  });
});
