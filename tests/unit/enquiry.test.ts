import { afterEach, describe, expect, it, vi } from 'vitest';
import { categories } from '@/content/categories';
import { servicePages, servicesOverview } from '@/content/services';
import { boi } from '@/content/boi';
import { quickbooks } from '@/content/quickbooks';
import {
  DEFAULT_ENQUIRY_API_URL,
  DRAFT_STORAGE_KEY,
  ENQUIRY_API_URL,
  ENQUIRY_CATEGORIES,
  ENQUIRY_LIMITS,
  ENQUIRY_TIMEOUT_MS,
  EMPTY_FIELDS,
  buildPayload,
  caretAfterFilter,
  checkEnquiry,
  classifyResponse,
  clearDraft,
  enquiryEndpoint,
  filterName,
  formatPhone,
  isDigit,
  isNameChar,
  loadDraft,
  loadEnquirySchema,
  loadedEnquirySchema,
  phoneDigits,
  requiredErrors,
  saveDraft,
  sendEnquiry,
  subjectToCategory,
  utcTimestamp,
  type EnquiryFields,
} from '@/lib/enquiry';
import { DRAFT_MAIL_LABELS, draftMailto } from '@/lib/draft-mail';
import { TOAST_MESSAGES, outcomeMessage } from '@/lib/enquiry-outcome';
import { ui as spanishUi } from '@/content/ui.es';
import { MESSAGES } from '@/server/core/contract';
import { ENQUIRY_MESSAGES, enquirySchema } from '@/server/core/enquiry-schema';

const valid: EnquiryFields = {
  name: 'José Nguyễn',
  email: 'jose@example.com',
  phone: '(512) 555-0142',
  category: 'Tax Services',
  message: 'I would like help with my 2025 return.',
};
const NOW = new Date('2025-03-09T23:05:07.123-06:00'); // 2025-03-10 05:05:07 UTC

/** The subject value of every category, as the README lists them. */
const SUBJECTS: [subject: string, category: string][] = [
  ['tax-services', 'Tax Services'],
  ['accounting-services', 'Accounting Services'],
  ['consulting-services', 'Consulting Services'],
  ['outsourced-cfo-services', 'Outsourced CFO Services'],
  ['real-estate-investing-services', 'Real Estate Investing Services'],
  ['non-profit-tax-services', 'Non-Profit Tax Services'],
  ['beneficial-owner-information-(boi)', 'Beneficial Owner Information (BOI)'],
  ['quickbooks', 'QuickBooks'],
  ['others', 'Others'],
];

describe('enquiry categories', () => {
  it('are the non-empty options of content/categories.ts, in order (the schema keeps its own copy)', () => {
    expect(categories[0]).toEqual({ label: 'Select Category *', value: '' });
    expect(categories.slice(1).map((c) => c.value)).toEqual([...ENQUIRY_CATEGORIES]);
  });
});

describe('filterName', () => {
  it('keeps letters of every script, with their marks, and spaces', () => {
    for (const name of ['José', 'Nguyễn Văn An', 'Zoë', 'Ελένη', 'Анна Петрова', '李小龙', 'محمد', 'Nguye\u0302\u0303n']) {
      expect(filterName(name)).toBe(name);
    }
  });
  it('drops every other keystroke', () => {
    expect(filterName('Jo3hn_ O\'Brien-Smith!')).toBe('John OBrienSmith');
    expect(filterName('123 @#$%')).toBe(' ');
    expect(filterName('Ann😀a\tB')).toBe('AnnaB');
  });
  it('cuts at 35 characters without splitting a character', () => {
    expect(filterName('a'.repeat(50))).toBe('a'.repeat(35));
    expect(filterName('a'.repeat(34) + '𠀀𠀀')).toBe('a'.repeat(34)); // astral letters are 2 UTF-16 units
    expect(filterName('a'.repeat(33) + '𠀀')).toHaveLength(35);
    expect(filterName('1'.repeat(10) + 'b'.repeat(40))).toBe('b'.repeat(35));
  });
});

describe('phone formatting', () => {
  it('keeps only digits, at most ten', () => {
    expect(phoneDigits('(512) 555-0142 ext 9')).toBe('5125550142');
    expect(phoneDigits('abc')).toBe('');
  });
  it('shows ten digits as (NNN) NNN-NNNN and fewer as plain digits', () => {
    expect(formatPhone('5125550142')).toBe('(512) 555-0142');
    expect(formatPhone('512.555.0142')).toBe('(512) 555-0142');
    expect(formatPhone('51255501429999')).toBe('(512) 555-0142');
    expect(formatPhone('(512) 555-014')).toBe('512555014');
    expect(formatPhone('51a2')).toBe('512');
    expect(formatPhone('')).toBe('');
  });
  it('is stable: formatting a formatted number changes nothing', () => {
    expect(formatPhone(formatPhone('5125550142'))).toBe('(512) 555-0142');
  });
  it('keeps the caret after the same digits when the display changes', () => {
    // Deleting the last digit of "(512) 555-0142": raw "(512) 555-014", caret at 13 -> after 9 digits.
    expect(caretAfterFilter('(512) 555-014', 13, '512555014', isDigit)).toBe(9);
    // Typing the 10th digit at the end: caret goes to the end of the formatted value.
    expect(caretAfterFilter('5125550142', 10, '(512) 555-0142', isDigit)).toBe(14);
    // A rejected character in the middle of a name: the caret stays where it was.
    expect(caretAfterFilter('Jo3se', 3, 'Jose', isNameChar)).toBe(2);
  });
});

describe('subjectToCategory', () => {
  it.each(SUBJECTS)('%s -> %s', (subject, category) => {
    expect(subjectToCategory(subject)).toBe(category);
  });
  it('reaches every category', () => {
    expect(new Set(SUBJECTS.map(([s]) => subjectToCategory(s)))).toEqual(new Set(ENQUIRY_CATEGORIES));
  });
  it('maps the subject of every page that links to the form', () => {
    const used = [...[servicesOverview, ...servicePages].map((p) => p.contactSubject), boi.contactSubject, quickbooks.contactSubject];
    for (const subject of used) expect(subjectToCategory(subject), subject).not.toBe('');
  });
  it('is case-insensitive about its input', () => {
    expect(subjectToCategory('QuickBooks')).toBe('QuickBooks');
    expect(subjectToCategory('Beneficial-Owner-Information-(BOI)')).toBe('Beneficial Owner Information (BOI)');
  });
  it('leaves the placeholder for unknown or missing subjects', () => {
    for (const subject of ['unknown', 'tax', 'tax-services-extra', 'beneficial-owner-information', 'non profit', '', null, undefined]) {
      expect(subjectToCategory(subject)).toBe('');
    }
  });
});

describe('utcTimestamp', () => {
  it('is UTC "YYYY-MM-DD HH:MM:SS"', () => {
    expect(utcTimestamp(NOW)).toBe('2025-03-10 05:05:07');
    expect(utcTimestamp(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02 03:04:05');
    expect(utcTimestamp()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('buildPayload and checkEnquiry', () => {
  it('loads the shared schema once, then has it at hand', async () => {
    const first = await loadEnquirySchema();
    expect(first).toBe(enquirySchema);
    expect(await loadEnquirySchema()).toBe(first);
    expect(loadedEnquirySchema()).toBe(enquirySchema);
    expect(checkEnquiry(enquirySchema, buildPayload(valid, NOW)).ok).toBe(true);
  });
  it('builds the six fields in order, the phone as displayed and the timestamp in UTC', () => {
    const payload = buildPayload({ ...valid, name: '  José Nguyễn ', email: ' jose@example.com ' }, NOW);
    expect(Object.keys(payload)).toEqual(['name', 'email', 'phone', 'category', 'message', 'timeStamp']);
    expect(payload).toEqual({ ...valid, timeStamp: '2025-03-10 05:05:07' });
  });
  it('accepts a valid enquiry and returns exactly the six fields', async () => {
    const result = checkEnquiry(enquirySchema, buildPayload(valid, NOW));
    expect(result).toEqual({ ok: true, enquiry: { ...valid, timeStamp: '2025-03-10 05:05:07' } });
  });
  it('keeps a 5,000-character message and non-Latin text intact', async () => {
    const message = 'Xin chào, tôi cần giúp đỡ. 你好。'.repeat(200).slice(0, 5000);
    const result = checkEnquiry(enquirySchema, buildPayload({ ...valid, message }, NOW));
    expect(result.ok && result.enquiry.message).toBe(message);
    expect(checkEnquiry(enquirySchema, buildPayload({ ...valid, message: message + 'x' }, NOW))).toEqual({
      ok: false,
      errors: { message: ENQUIRY_MESSAGES.messageMax },
    });
  });
  it('reports every empty field with its own message', async () => {
    expect(checkEnquiry(enquirySchema, buildPayload(EMPTY_FIELDS, NOW))).toEqual({
      ok: false,
      errors: {
        name: ENQUIRY_MESSAGES.nameRequired,
        email: ENQUIRY_MESSAGES.emailRequired,
        phone: ENQUIRY_MESSAGES.phoneRequired,
        category: ENQUIRY_MESSAGES.categoryRequired,
        message: ENQUIRY_MESSAGES.messageRequired,
      },
    });
  });
  it.each([
    [{ email: 'a@b.c' }, 'email', 'Please Enter Valid Email'],
    [{ email: 'abcde' }, 'email', 'Please Enter Valid Email'],
    [{ email: 'not-an-email' }, 'email', 'Please Enter Valid Email'],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'email', ENQUIRY_MESSAGES.emailMax],
    [{ name: '   ' }, 'name', ENQUIRY_MESSAGES.nameRequired],
    [{ name: 'R2D2' }, 'name', ENQUIRY_MESSAGES.nameChars],
    [{ name: 'a'.repeat(36) }, 'name', ENQUIRY_MESSAGES.nameMax],
    [{ phone: '512555014' }, 'phone', ENQUIRY_MESSAGES.phoneInvalid],
    [{ phone: '5125550142' }, 'phone', ENQUIRY_MESSAGES.phoneInvalid],
    [{ category: 'Payroll' }, 'category', ENQUIRY_MESSAGES.categoryRequired],
    [{ message: ' \n ' }, 'message', ENQUIRY_MESSAGES.messageRequired],
  ])('%j -> %s: %s', async (change, field, message) => {
    expect(checkEnquiry(enquirySchema, buildPayload({ ...valid, ...change }, NOW))).toEqual({ ok: false, errors: { [field]: message } });
  });
  it('names the blank fields before the schema loads exactly as the schema does', () => {
    const blanks: Partial<EnquiryFields>[] = [EMPTY_FIELDS, { name: ' ' }, { email: '', phone: '' }, { category: 'Payroll', message: ' \n ' }, {}];
    for (const change of blanks) {
      const fields = { ...valid, ...change };
      const schemaSays = checkEnquiry(enquirySchema, buildPayload(fields, NOW));
      expect(requiredErrors(fields)).toEqual(schemaSays.ok ? {} : schemaSays.errors);
    }
    // A filled field the schema faults is left to it; a blank one is still named.
    expect(requiredErrors({ ...valid, email: 'not-an-email', phone: '' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneRequired });
  });
  it('words the blank fields in the page language by rule', () => {
    const spanish = Object.fromEntries(Object.keys(ENQUIRY_MESSAGES).map((rule) => [rule, `es:${rule}`])) as Record<keyof typeof ENQUIRY_MESSAGES, string>;
    expect(requiredErrors({ ...valid, name: '', category: '' }, spanish)).toEqual({ name: 'es:nameRequired', category: 'es:categoryRequired' });
  });
  it('accepts an email of exactly six characters (longer than 5)', async () => {
    expect((checkEnquiry(enquirySchema, buildPayload({ ...valid, email: 'a@b.co' }, NOW))).ok).toBe(true);
  });
  it('enforces the timestamp shape and the empty honeypot for a server', () => {
    const enquiry = { ...valid, timeStamp: '2025-03-10 05:05:07' };
    expect(enquirySchema.safeParse({ ...enquiry, timeStamp: '2025-03-10T05:05:07Z' }).success).toBe(false);
    expect(enquirySchema.safeParse({ ...enquiry, website: '' }).success).toBe(true);
    expect(enquirySchema.safeParse({ ...enquiry, website: 'http://spam.example' }).success).toBe(false);
  });
  it.each(['2026-13-45 99:99:99', '2026-02-30 25:61:61', '2026-02-29 12:00:00', '2026-04-31 10:00:00', '2026-00-10 10:00:00', '2026-01-00 10:00:00', '2026-01-10 24:00:00', '2026-01-10 23:60:00', '2026-01-10 23:59:60'])(
    'rejects the impossible UTC date-time %s',
    (timeStamp) => {
      const result = enquirySchema.safeParse({ ...valid, timeStamp });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['timeStamp'], message: ENQUIRY_MESSAGES.timeStampInvalid });
    },
  );
  it.each(['2028-02-29 00:00:00', '2000-02-29 23:59:59', '2026-12-31 23:59:59', '2026-01-01 00:00:00'])('accepts the real UTC date-time %s', (timeStamp) => {
    expect(enquirySchema.safeParse({ ...valid, timeStamp }).success).toBe(true);
  });
  it('exposes its limits', () => {
    expect(ENQUIRY_LIMITS).toEqual({ nameMax: 35, emailMax: 254, emailMinExclusive: 5, phoneDigits: 10, messageMax: 5000 });
  });
});

describe('classifying the answer', () => {
  it('is a success only for emailSent: true on a 2xx', () => {
    expect(classifyResponse(200, { emailSent: true })).toEqual({ kind: 'success' });
    expect(classifyResponse(201, { emailSent: true, id: 4 })).toEqual({ kind: 'success' });
  });
  it('treats a 2xx without emailSent: true as a server error', () => {
    expect(classifyResponse(200, {})).toEqual({ kind: 'server', status: 200 });
    expect(classifyResponse(200, { emailSent: false, errorMsg: 'Mailbox full' })).toEqual({ kind: 'server', status: 200, errorMsg: 'Mailbox full' });
    expect(classifyResponse(200, { emailSent: 'true' })).toEqual({ kind: 'server', status: 200 });
    expect(classifyResponse(200, null)).toEqual({ kind: 'server', status: 200 });
  });
  it('treats an HTTP error status as a server error, with its errorMsg when it sent one', () => {
    expect(classifyResponse(500, { errorMsg: 'SMTP down' })).toEqual({ kind: 'server', status: 500, errorMsg: 'SMTP down' });
    expect(classifyResponse(400, { emailSent: true })).toEqual({ kind: 'server', status: 400 });
    expect(classifyResponse(502, null)).toEqual({ kind: 'server', status: 502 });
    expect(classifyResponse(500, { errorMsg: 42 })).toEqual({ kind: 'server', status: 500 });
    expect(classifyResponse(500, { errorMsg: '   ' })).toEqual({ kind: 'server', status: 500 });
  });
  it('shortens a very long errorMsg', () => {
    const outcome = classifyResponse(500, { errorMsg: 'x'.repeat(500) });
    expect(outcome.kind === 'server' && outcome.errorMsg).toHaveLength(200);
  });
  it('words each outcome as the form promises visitors', () => {
    expect(outcomeMessage({ kind: 'success' })).toBe('Thank you for contacting us! We will reply as soon as we can.');
    expect(outcomeMessage({ kind: 'network', reason: 'failed' })).toBe('Backend Server Under Maintenance...');
    expect(outcomeMessage({ kind: 'network', reason: 'timeout' })).toBe(TOAST_MESSAGES.network);
    expect(outcomeMessage({ kind: 'server', status: 500 })).toBe('Please Contact with Email');
    expect(outcomeMessage({ kind: 'server', status: 500, errorMsg: 'SMTP down' })).toBe('Please Contact with Email: SMTP down');
  });

  it('words the service\'s refusals from their status in the page\'s language, never with its English errorMsg', () => {
    const { toasts, answers } = spanishUi.form;
    const cases: [number, string][] = [
      [429, answers.rateLimited],
      [400, answers.refused],
      [422, answers.refused],
      [415, answers.refused],
      [413, answers.refused],
      [403, answers.refused],
      [500, answers.other],
      [503, answers.other],
      [502, answers.other],
      [200, answers.other],
      [418, answers.refused],
    ];
    for (const [status, answer] of cases) {
      const text = outcomeMessage({ kind: 'server', status, errorMsg: MESSAGES.rateLimited }, toasts, answers);
      expect(text, String(status)).toBe(`${toasts.server}: ${answer}`);
      expect(text).not.toMatch(/Please|try again|enquir/i);
    }
    expect(outcomeMessage({ kind: 'server', status: 429 }, toasts, answers)).toBe(`${toasts.server}: ${answers.rateLimited}`);
  });
});

describe('sendEnquiry', () => {
  afterEach(() => vi.useRealTimers());
  const enquiry = { ...valid, category: 'Tax Services' as const, timeStamp: '2025-03-10 05:05:07' };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('POSTs the JSON body to {base}/contactus', async () => {
    const fetchImpl = vi.fn(async () => json(200, { emailSent: true }));
    const outcome = await sendEnquiry(enquiry, { endpoint: 'https://api.example.com/contactus', fetchImpl });
    expect(outcome).toEqual({ kind: 'success' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/contactus');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(enquiry);
  });
  it('classifies an HTTP error with its errorMsg', async () => {
    const outcome = await sendEnquiry(enquiry, { fetchImpl: async () => json(503, { errorMsg: 'Try later' }) });
    expect(outcome).toEqual({ kind: 'server', status: 503, errorMsg: 'Try later' });
  });
  it('classifies a non-JSON answer as a server error without errorMsg', async () => {
    const outcome = await sendEnquiry(enquiry, { fetchImpl: async () => new Response('<h1>Bad gateway</h1>', { status: 502 }) });
    expect(outcome).toEqual({ kind: 'server', status: 502 });
  });
  it('classifies a 200 without emailSent: true as a server error', async () => {
    expect(await sendEnquiry(enquiry, { fetchImpl: async () => json(200, { ok: 1 }) })).toEqual({ kind: 'server', status: 200 });
  });
  it('classifies a refused connection as a network failure', async () => {
    const outcome = await sendEnquiry(enquiry, {
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(outcome).toEqual({ kind: 'network', reason: 'failed' });
  });
  it('gives up after the timeout and calls it a network failure', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const pending = sendEnquiry(enquiry, { fetchImpl: fetchImpl as typeof fetch });
    await vi.advanceTimersByTimeAsync(ENQUIRY_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await pending).toEqual({ kind: 'network', reason: 'timeout' });
  });
  it('uses a 15 s timeout and the documented API base', () => {
    expect(ENQUIRY_TIMEOUT_MS).toBe(15_000);
    expect(DEFAULT_ENQUIRY_API_URL).toBe('http://localhost:8787');
    expect(ENQUIRY_API_URL).toBe(process.env.NEXT_PUBLIC_ENQUIRY_API_URL || 'http://localhost:8787');
    expect(enquiryEndpoint('https://api.example.com/')).toBe('https://api.example.com/contactus');
    expect(enquiryEndpoint('https://api.example.com/v1')).toBe('https://api.example.com/v1/contactus');
  });
});

describe('the unsent enquiry (nothing lost)', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  };
  it('is saved, loaded and cleared', () => {
    const storage = memory();
    expect(loadDraft(storage)).toBeNull();
    saveDraft(valid, storage);
    expect(storage.map.has(DRAFT_STORAGE_KEY)).toBe(true);
    expect(loadDraft(storage)).toEqual(valid);
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });
  it('ignores broken or empty stored data and survives a throwing storage', () => {
    const storage = memory();
    storage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(EMPTY_FIELDS));
    expect(loadDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ message: 'Hi', name: 7 }));
    expect(loadDraft(storage)).toEqual({ ...EMPTY_FIELDS, message: 'Hi' });
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveDraft(valid, throwing)).not.toThrow();
    expect(loadDraft(throwing)).toBeNull();
    expect(() => clearDraft(throwing)).not.toThrow();
  });
  it('goes into a prefilled mail link', () => {
    const { href, masked } = draftMailto('hello@firm.example', 'Enquiry from the website', { ...valid, message: 'Line 1\nLine 2 & more?' });
    expect(masked).toBe(0);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@firm.example');
    expect(url.searchParams.get('subject')).toBe('Enquiry from the website: Tax Services');
    expect(url.searchParams.get('body')).toBe(
      'Name: José Nguyễn\r\nEmail: jose@example.com\r\nPhone: (512) 555-0142\r\nCategory: Tax Services\r\n\r\nLine 1\nLine 2 & more?',
    );
    expect(href).not.toContain(' ');
  });

  it('masks in the mail link the numbers the service would mask, and says so in the mail', () => {
    const message = 'My SSN is 123-45-6789 and my card 4111 1111 1111 1111.';
    const { href, masked } = draftMailto('hello@firm.example', 'Enquiry from the website', { ...valid, message });
    expect(masked).toBe(2);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('My SSN is XXX-XX-6789 and my card XXXX XXXX XXXX 1111.');
    expect(body).not.toContain('123-45');
    expect(body).not.toContain('4111');
    expect(body.endsWith(`\r\n\r\n${DRAFT_MAIL_LABELS.masked}`)).toBe(true);
  });

  it('says so in Spanish in a Spanish mail link', () => {
    const { href } = draftMailto('hola@firm.example', 'Consulta', { ...valid, message: 'Mi número es 123-45-6789.' }, spanishUi.form.mail);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('Mi número es XXX-XX-6789.');
    expect(body).toContain(spanishUi.form.mail.masked);
    expect(body).toContain(`${spanishUi.form.mail.name}: José Nguyễn`);
  });
});
