/**
 * Numbers a visitor should not type into an enquiry: SSN / ITIN, card and bank account numbers.
 * Shared by the form (which warns) and the enquiry service (which masks them before storing and mailing).
 */

export type SensitiveKind = 'ssn' | 'itin' | 'card' | 'account';
export interface SensitiveNumber {
  kind: SensitiveKind;
  start: number;
  end: number;
}

// 3-2-4 digits with the same separator twice (dash, space or nothing), not part of a longer number.
const TAX_ID = /(?<![\d-])(\d{3})([- ]?)(\d{2})\2(\d{4})(?!\d|-\d)/g;
const CARD = /(?<![\d-])\d(?:[ -]?\d){12,18}(?!\d)/g;
const ACCOUNT = /\b(?:account|acct|a\/c)(?:\s*(?:number|num|no\.?|#))?\s*[:#]?\s*(\d(?:[ -]?\d){5,16})(?!\d)/gi;

function taxIdKind(area: string, group: string, serial: string): SensitiveKind | null {
  if (area.startsWith('9')) return 'itin';
  // Never issued as SSNs.
  if (area === '000' || area === '666' || group === '00' || serial === '0000') return null;
  return 'ssn';
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

// Written as cards print them: in fours (the last group shorter), 4-6-5 or 4-6-4, or not grouped at all.
function cardGrouping(text: string): boolean {
  const groups = text.split(/[ -]/).map((g) => g.length);
  if (groups.length === 1) return true;
  const shape = groups.join('-');
  if (shape === '4-6-5' || shape === '4-6-4') return true;
  return groups.every((n, i) => (i < groups.length - 1 ? n === 4 : n >= 1 && n <= 4));
}

export function findSensitiveNumbers(text: string): SensitiveNumber[] {
  const found: SensitiveNumber[] = [];
  for (const m of text.matchAll(TAX_ID)) {
    const kind = taxIdKind(m[1]!, m[3]!, m[4]!);
    if (kind) found.push({ kind, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(CARD)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 13 && cardGrouping(m[0]) && luhn(digits)) found.push({ kind: 'card', start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(ACCOUNT)) {
    const start = m.index + m[0].length - m[1]!.length;
    found.push({ kind: 'account', start, end: start + m[1]!.length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((n, i) => i === 0 || n.start >= found[i - 1]!.end);
}

/** Every digit but the last four becomes X; separators stay, so the shape still reads. */
export function maskSensitiveNumbers(text: string): { text: string; masked: SensitiveNumber[] } {
  const masked = findSensitiveNumbers(text);
  let out = '';
  let at = 0;
  for (const n of masked) {
    const part = text.slice(n.start, n.end);
    let keep = 4;
    let hidden = '';
    for (let i = part.length - 1; i >= 0; i--) {
      const c = part[i]!;
      hidden = (c >= '0' && c <= '9' && keep-- <= 0 ? 'X' : c) + hidden;
    }
    out += text.slice(at, n.start) + hidden;
    at = n.end;
  }
  return { text: out + text.slice(at), masked };
}

export const SENSITIVE_NUMBER_NOTICE = {
  taxId: 'Your message looks like it contains a Social Security number or ITIN.',
  bank: 'Your message looks like it contains a bank account or card number.',
  advice:
    'Please do not send it through this form: we will see only its last four digits. To share it safely, use File Drop. You can still send your message as it is.',
  action: 'Open File Drop',
} as const;

/** The warning's words in any language. */
export type SensitiveNotice = Record<keyof typeof SENSITIVE_NUMBER_NOTICE, string>;
