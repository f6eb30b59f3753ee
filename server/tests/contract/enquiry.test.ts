import { describe, expect, it } from 'vitest';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES as M } from '../../core/enquiry-schema';
import { call, openRow, validEnquiry } from '../helpers';
import { runtimes, sharedInstance, totalStored } from './runtimes';

describe.each(runtimes())('$name', (runtime) => {
  const service = sharedInstance(runtime);
  const total = () => totalStored(service);

  describe('POST /contactus success', () => {
    it('answers 200 { emailSent: true } once stored, then delivers the enquiry to the firm by SMTP', async () => {
      const enquiry = validEnquiry({ message: 'Can you help with my quarterly estimates?\nThanks.' });
      const answer = await call(service.url, { json: enquiry });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ emailSent: true });
      expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');

      // Durable before the answer: the row exists as soon as the client has its 200.
      const rows = service.store.list();
      const row = await openRow(service.store.get(rows[0]!.id)!);
      expect(row).toMatchObject({
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        category: enquiry.category,
        message: enquiry.message,
        time_stamp: enquiry.timeStamp,
      });
      expect(row.message_id).toMatch(/^<enquiry\.[0-9a-f-]{36}@firm\.example>$/);

      const [mail] = await service.waitForMails(1);
      expect(mail!.to).toEqual(['office@firm.example']);
      expect(mail!.messageId).toBe(row.message_id);
      expect(mail!.enquiryId).toBe(row.id);
      expect(mail!.subject).toBe(`Website enquiry #${row.id}: Tax Services`);
      expect(mail!.raw).toMatch(/^Reply-To: Maria Gonzalez <maria\.gonzalez@example\.com>$/m);
      expect(mail!.raw).toContain('Can you help with my quarterly estimates?');
      expect(mail!.raw).toContain('(512) 555-0142');
      expect(mail!.redelivery).toBe(false);
      await expect.poll(() => service.store.get(row.id)!.state).toBe('sent');
      expect(service.store.get(row.id)!.attempts).toBe(1);
    });

    it.each([
      ['a name at the 35-character limit', { name: 'A'.repeat(ENQUIRY_LIMITS.nameMax) }],
      ['a name with accented letters', { name: 'José Núñez Østergård' }],
      ['the shortest email the form allows (6 characters)', { email: 'a@b.co' }],
      ['an email at the 254-character limit', { email: `${'a'.repeat(254 - '@example.com'.length)}@example.com` }],
      ['a message at the 5,000-character limit', { message: 'x'.repeat(ENQUIRY_LIMITS.messageMax) }],
      ['every listed category', { category: 'Beneficial Owner Information (BOI)' }],
      ['unknown extra fields (ignored, not stored)', { company: 'Acme', isAdmin: true }],
      ['an empty honeypot', { website: '' }],
    ])('accepts %s', async (_what, patch) => {
      const answer = await call(service.url, { json: validEnquiry(patch) });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ emailSent: true });
    });
  });

  describe('every schema rule is enforced by the service', () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['name missing', { name: undefined }, 'name', M.nameRequired],
      ['name empty', { name: '' }, 'name', M.nameRequired],
      ['name only spaces', { name: '   ' }, 'name', M.nameRequired],
      ['name not a string', { name: 42 }, 'name', M.nameRequired],
      ['name with digits', { name: 'Maria 2' }, 'name', M.nameChars],
      ['name with punctuation', { name: "Robert'); DROP TABLE" }, 'name', M.nameChars],
      ['name over 35 characters', { name: 'A'.repeat(ENQUIRY_LIMITS.nameMax + 1) }, 'name', M.nameMax],
      ['email missing', { email: undefined }, 'email', M.emailRequired],
      ['email empty', { email: '' }, 'email', M.emailRequired],
      ['email of 5 characters', { email: 'a@b.c' }, 'email', M.emailInvalid],
      ['email without @', { email: 'maria.example.com' }, 'email', M.emailInvalid],
      ['email over 254 characters', { email: `${long(255 - '@example.com'.length)}@example.com` }, 'email', M.emailMax],
      ['phone missing', { phone: undefined }, 'phone', M.phoneRequired],
      ['phone empty', { phone: '' }, 'phone', M.phoneRequired],
      ['phone as bare digits', { phone: '5125550142' }, 'phone', M.phoneInvalid],
      ['phone with 9 digits', { phone: '(512) 555-014' }, 'phone', M.phoneInvalid],
      ['phone with 11 digits', { phone: '(512) 555-01423' }, 'phone', M.phoneInvalid],
      ['category missing', { category: undefined }, 'category', M.categoryRequired],
      ['category the empty placeholder', { category: '' }, 'category', M.categoryRequired],
      ['category not listed', { category: 'Astrology' }, 'category', M.categoryRequired],
      ['message missing', { message: undefined }, 'message', M.messageRequired],
      ['message only whitespace', { message: ' \n\t ' }, 'message', M.messageRequired],
      ['message over 5,000 characters', { message: long(ENQUIRY_LIMITS.messageMax + 1) }, 'message', M.messageMax],
      ['timeStamp missing', { timeStamp: undefined }, 'timeStamp', M.timeStampInvalid],
      ['timeStamp in ISO form', { timeStamp: '2026-03-14T15:09:26Z' }, 'timeStamp', M.timeStampInvalid],
      ['timeStamp with month 13, day 45 and 99:99:99', { timeStamp: '2026-13-45 99:99:99' }, 'timeStamp', M.timeStampInvalid],
      ['timeStamp on February 30 at 25:61:61', { timeStamp: '2026-02-30 25:61:61' }, 'timeStamp', M.timeStampInvalid],
    ];

    it.each(cases)('rejects %s with 400 and a clear errorMsg', async (_what, patch, field, message) => {
      const before = total();
      const answer = await call(service.url, { json: validEnquiry(patch) });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ emailSent: false, errorMsg: message, field });
      expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(total()).toBe(before);
    });

    it('reports the first broken field in form order when several are broken', async () => {
      const answer = await call(service.url, { json: { message: 'hi' } });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field: 'name', errorMsg: M.nameRequired });
    });
  });
});
