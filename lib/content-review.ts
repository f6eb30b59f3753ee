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
const FUTURE_ONLY = /\b(will|shall|next year|upcoming|is coming)\b/i;
/** A year standing alone (not inside a written-out or ISO date). */
const BARE_YEAR = /(?<![\d,-] ?)\b(19|20)\d{2}\b(?!-\d)/g;
/** An instruction: the sentence opens with a verb telling the reader to act, or says they must. */
const IMPERATIVE = /^(?:[-*•]\s*)?(?:report|file|pay|submit|send|register|give|make|update|correct|complete|apply|renew|provide|upgrade|move|book|call|contact|act|plan)\b|\b(?:you|they|companies|owners) (?:must|need to|have to|should)\b/i;
const DEADLINE_DATE = new RegExp(`\\b(?:by|before|no later than|until|on or before)\\s+(?:${DATE_PATTERN.source})`, 'gi');

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

/** Individual returns for a tax year are due April 15 of the next year. */
const returnsDue = (taxYear: number) => iso(taxYear + 1, 4, 15);

export function taxYearsIn(sentence: string): number[] {
  const withoutDates = sentence.replace(DATE_PATTERN, ' ');
  return [...withoutDates.matchAll(BARE_YEAR)].map((m) => Number(m[0]));
}

export function deadlinesIn(sentence: string): string[] {
  return [...sentence.matchAll(DEADLINE_DATE)].flatMap((m) => datesIn(m[0]));
}

/** Warnings for one sentence: passed dates as still to come, future tense about a filed tax year, an instruction with a passed deadline. */
export function datedWording(sentence: string, today: string): string[] {
  const messages: string[] = [];
  if (FUTURE_TENSE.test(sentence)) {
    const passed = datesIn(sentence).filter((date) => date < today);
    if (passed.length) messages.push(`speaks of ${passed.join(', ')} as still to come: "${sentence}"`);
  }
  if (FUTURE_ONLY.test(sentence)) {
    const filed = taxYearsIn(sentence).filter((year) => returnsDue(year) < today);
    if (filed.length) messages.push(`speaks in the future tense of tax year ${filed.join(', ')}, whose returns were due ${filed.map((y) => returnsDue(y)).join(', ')}: "${sentence}"`);
  }
  if (IMPERATIVE.test(sentence.trim())) {
    const passed = deadlinesIn(sentence).filter((date) => date < today);
    if (passed.length) messages.push(`tells the reader to act by ${passed.join(', ')}, which has passed: "${sentence}"`);
  }
  return messages;
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
      for (const message of datedWording(sentence, today)) findings.push({ level: 'warning', ...at, message });
    }
  }
  return findings;
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `  ${f.level === 'error' ? 'ERROR  ' : 'warning'} ${f.file} (${f.entry}): ${f.message}`).join('\n');
}

/** A Spanish twin and the English file it translates: the stamp it records, the English file's hash now, and when the twin was last written. */
export type TwinStamp = { file: string; source: string; stamp?: string; sourceHash: string; translatedOn: string };

/** Twins whose English source changed after they were translated: a warning, an error once the translation is older than the failure age. */
export function reviewTwins(twins: readonly TwinStamp[], today: string): Finding[] {
  return twins.flatMap((twin): Finding[] => {
    if (twin.stamp === twin.sourceHash) return [];
    const overdue = addMonths(twin.translatedOn, FAIL_AFTER_MONTHS) < today;
    const message = twin.stamp
      ? `translates an older version of ${twin.source} (stamp ${twin.stamp}, now ${twin.sourceHash}); translated on ${twin.translatedOn}: bring the Spanish in line, then set translates: ${twin.sourceHash}`
      : `records no translates stamp of ${twin.source}; add translates: ${twin.sourceHash} once it matches`;
    return [{ level: overdue ? 'error' : 'warning', file: twin.file, entry: 'Spanish twin', message }];
  });
}

/** The numbers a Markdown text states, links, paths and a twin's stamp aside. */
function numbersIn(markdown: string): Set<string> {
  const text = markdown
    .replace(/^translates:.*$/m, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/(?<![\w$])\/[a-z][\w/-]*/g, '');
  return new Set((text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[,.]$/, '')));
}

/** Numbers a Spanish twin states that its English source does not, and the reverse: a figure typed differently, or left out.
 * A form named with its parent form ("Anexo C (Formulario 1040)"), as the IRS's Spanish writes it, is not a figure. */
export function figureDifferences(english: string, spanish: string): { onlyEnglish: string[]; onlySpanish: string[] } {
  const en = numbersIn(english);
  const forms = new Set([...spanish.matchAll(/Formulario (\d+)/g)].map((m) => m[1]!));
  const es = numbersIn(spanish);
  return {
    onlyEnglish: [...en].filter((n) => !es.has(n)),
    onlySpanish: [...es].filter((n) => !en.has(n) && !forms.has(n)),
  };
}
