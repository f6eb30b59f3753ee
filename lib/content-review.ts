/** Finds content whose review date or dated wording has gone stale. Pure: the caller passes the entries and today's date. */

export type ReviewedEntry = {
  file: string;
  entry: string;
  lastReviewed?: string;
  text: string[];
};

export type Finding = { level: 'warning' | 'error'; file: string; entry: string; message: string };

export const WARN_AFTER_MONTHS = 12;
export const FAIL_AFTER_MONTHS = 18;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DATE_PATTERN = new RegExp(`\\b(?:(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})|(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})|(\\d{4})-(\\d{2})-(\\d{2}))\\b`, 'g');
const FUTURE_TENSE = /\b(will|shall|is due|are due|is scheduled|are scheduled|ends|expires|takes effect|is coming|upcoming|plan your move|before the deadline)\b/i;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + months, day));
  return shifted.toISOString().slice(0, 10);
}

export function datesIn(sentence: string): string[] {
  return [...sentence.matchAll(DATE_PATTERN)].map((m) => {
    if (m[1]) return iso(Number(m[3]), MONTHS.indexOf(m[1]) + 1, Number(m[2]));
    if (m[5]) return iso(Number(m[6]), MONTHS.indexOf(m[5]) + 1, Number(m[4]));
    return iso(Number(m[7]), Number(m[8]), Number(m[9]));
  });
}

export function collectText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectText);
  return [];
}

export function reviewContent(entries: readonly ReviewedEntry[], today: string): Finding[] {
  const findings: Finding[] = [];
  for (const { file, entry, lastReviewed, text } of entries) {
    const at = { file, entry };
    if (lastReviewed && addMonths(lastReviewed, FAIL_AFTER_MONTHS) < today) {
      findings.push({ level: 'error', ...at, message: `last reviewed ${lastReviewed}, more than ${FAIL_AFTER_MONTHS} months ago` });
    } else if (lastReviewed && addMonths(lastReviewed, WARN_AFTER_MONTHS) < today) {
      findings.push({ level: 'warning', ...at, message: `last reviewed ${lastReviewed}, more than ${WARN_AFTER_MONTHS} months ago` });
    }
    for (const sentence of text.flatMap((t) => t.split(/(?<=[.!?;])\s+/))) {
      if (!FUTURE_TENSE.test(sentence)) continue;
      const passed = datesIn(sentence).filter((date) => date < today);
      if (passed.length) {
        findings.push({ level: 'warning', ...at, message: `speaks of ${passed.join(', ')} as still to come: "${sentence}"` });
      }
    }
  }
  return findings;
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `  ${f.level === 'error' ? 'ERROR  ' : 'warning'} ${f.file} (${f.entry}): ${f.message}`).join('\n');
}
