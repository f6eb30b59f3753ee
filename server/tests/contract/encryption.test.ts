import { describe, expect, it } from 'vitest';
import { call, expectNoneOf, filesOf, openRow, validEnquiry } from '../helpers';
import { runtimes, sharedInstance } from './runtimes';

const visitor = {
  name: 'Zelda Quartermaine',
  email: 'Zelda.Q@private-mail.example',
  phone: '(737) 555-0199',
  message: 'Our family trust needs a new bookkeeper before April',
};

describe.each(runtimes())('$name: personal data at rest', (runtime) => {
  const service = sharedInstance(runtime);

  it('leaves no name, address, phone or message readable in the database files, while the firm receives them in full', async () => {
    expect((await call(service.url, { json: validEnquiry(visitor) })).status).toBe(200);
    const [mail] = await service.waitForMails(1);
    expect(mail!.raw).toContain(visitor.message);
    expect(mail!.raw).toContain(visitor.phone);
    await expect.poll(() => service.store.get(1)?.state).toBe('sent');

    expectNoneOf(filesOf(service.store.db.name), [visitor.name, visitor.email, visitor.email.toLowerCase(), visitor.phone, '555-0199', visitor.message, visitor.message.slice(0, 12)]);
    const row = service.store.get(1)!;
    expect(row).toMatchObject({ key_id: expect.stringMatching(/^[0-9a-f]{12}$/), email_index: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(row.name).toMatch(/^enc1:[0-9a-f]{12}:/);
    expect(await openRow(row)).toMatchObject(visitor);
  });
});
