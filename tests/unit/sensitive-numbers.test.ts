import { describe, expect, it } from 'vitest';
import { findSensitiveNumbers, maskSensitiveNumbers } from '@/server/core/sensitive-numbers';

describe('Social Security numbers and ITINs', () => {
  it.each([
    ['123-45-6789', 'XXX-XX-6789', 'ssn'],
    ['123 45 6789', 'XXX XX 6789', 'ssn'],
    ['123456789', 'XXXXX6789', 'ssn'],
    ['SSN:078-05-1120.', 'SSN:XXX-XX-1120.', 'ssn'],
    ['my ITIN is 912-78-3456', 'my ITIN is XXX-XX-3456', 'itin'],
    ['ITIN 9127834 56', null, null],
    ['900 70 1234', 'XXX XX 1234', 'itin'],
    ['(665-12-3456)', '(XXX-XX-3456)', 'ssn'],
  ])('masks %s', (text, masked, kind) => {
    const result = maskSensitiveNumbers(text);
    expect(result.text).toBe(masked ?? text);
    expect(result.masked.map((n) => n.kind)).toEqual(kind ? [kind] : []);
  });

  it.each([
    ['an SSN starting 000', '000-12-3456'],
    ['an SSN starting 666', '666-12-3456'],
    ['an SSN with group 00', '123-00-4567'],
    ['an SSN with serial 0000', '123-45-0000'],
    ['mixed separators', '123-45 6789'],
    ['a phone number', 'Call me at (512) 555-0142 or 512-555-0142, 512.555.0142, 5125550142 or +1 512 555 0142.'],
    ['a ZIP+4', 'Austin, TX 78701-1234'],
    ['dates and times', 'Due 2026-04-15, or 04/15/2026, 15-04-2026 at 12:30:45; filed 20260415.'],
    ['amounts', 'We owe $123,456,789.00 and $12,345.67; 1,234,567 shares.'],
    ['an EIN', 'Our EIN is 12-3456789.'],
    ['a ten-digit number', 'Order 1234567890 shipped.'],
    ['a longer dashed number', 'Ref 1-123-45-6789 and 123-45-6789-1.'],
    ['a year range and a tax year', 'For 2019-2024 we filed 1040s; 2025 is pending.'],
  ])('leaves %s alone', (_what, text) => {
    expect(findSensitiveNumbers(text)).toEqual([]);
    expect(maskSensitiveNumbers(text).text).toBe(text);
  });
});

describe('card numbers', () => {
  it.each([
    ['4111 1111 1111 1111', 'XXXX XXXX XXXX 1111'],
    ['4111-1111-1111-1111', 'XXXX-XXXX-XXXX-1111'],
    ['5555555555554444', 'XXXXXXXXXXXX4444'],
    ['3782 822463 10005', 'XXXX XXXXXX X0005'],
    ['6011 0009 9013 9424', 'XXXX XXXX XXXX 9424'],
  ])('masks the Luhn-valid card number %s', (text, masked) => {
    const result = maskSensitiveNumbers(`Card: ${text}, exp 12/28`);
    expect(result.text).toBe(`Card: ${masked}, exp 12/28`);
    expect(result.masked.map((n) => n.kind)).toEqual(['card']);
  });

  it.each([
    ['a Luhn-invalid number', '4111 1111 1111 1112'],
    ['two phone numbers', '512 555 0142 512 555 0143'],
    ['a tracking number in odd groups', '1Z 999 AA1 01 2345 6784'],
    ['twelve digits', '4111 1111 1111'],
  ])('leaves %s alone', (_what, text) => {
    expect(findSensitiveNumbers(text)).toEqual([]);
  });
});

describe('bank account numbers', () => {
  it.each([
    ['Account number: 000123456789', 'Account number: XXXXXXXX6789'],
    ['acct #12345678', 'acct #XXXX5678'],
    ['my checking account 9876 5432 10', 'my checking account XXXX XX32 10'],
  ])('masks %s', (text, masked) => {
    const result = maskSensitiveNumbers(text);
    expect(result.text).toBe(masked);
    expect(result.masked.map((n) => n.kind)).toEqual(['account']);
  });

  it.each([
    ['an account ending in four digits', 'the account ending in 6789'],
    ['a phone number after account', 'my account manager is on 512-555-0142'],
    ['an account count', 'we have 3 accounts and 12 employees'],
  ])('leaves %s alone', (_what, text) => {
    expect(findSensitiveNumbers(text)).toEqual([]);
  });
});

it('masks several numbers in one message and nothing else', () => {
  const text = 'SSN 123-45-6789, wife 987-65-4321 (ITIN); card 4111111111111111; call (512) 555-0142 before 2026-04-15.';
  expect(maskSensitiveNumbers(text).text).toBe(
    'SSN XXX-XX-6789, wife XXX-XX-4321 (ITIN); card XXXXXXXXXXXX1111; call (512) 555-0142 before 2026-04-15.',
  );
});
