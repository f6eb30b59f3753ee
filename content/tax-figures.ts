/** Figures quoted on more than one page, each with its source, so a figure changes in one place. */
import { formatDate, usd, usdMillions } from '@/lib/format';
import { taxBrackets } from './tax-brackets';

export const texasFranchise = {
  dueDate: 'May 15',
  /** Annualized total revenue at or below which no franchise tax is due, by report year. */
  noTaxDueThreshold: [
    { reports: [2024, 2025], amount: 2_470_000 },
    { reports: [2026, 2027], amount: 2_650_000 },
  ],
  source: {
    label: 'Texas Comptroller: 2026 Franchise Tax forms and no-tax-due threshold',
    url: 'https://comptroller.texas.gov/taxes/franchise/forms/2026-franchise.php',
  },
} as const;

const [previousThreshold, currentThreshold] = texasFranchise.noTaxDueThreshold;

/** The sentence every page uses for who files what. */
export const franchiseFilingRule = `An entity whose annualized total revenue is at or below the no-tax-due threshold (${usdMillions(currentThreshold.amount)} for ${currentThreshold.reports.join(' and ')} reports, ${usdMillions(previousThreshold.amount)} for ${previousThreshold.reports.join(' and ')}) owes no franchise tax and, since 2024, files no No Tax Due Report: it files only its Public Information Report or Ownership Information Report, due ${texasFranchise.dueDate}.`;

/** The same rule, shortened to the current threshold, for a calendar entry. */
export const franchiseNoTaxDueShort = `At or below the no-tax-due threshold (${usdMillions(currentThreshold.amount)} for ${currentThreshold.reports.join(' and ')} reports) an entity owes no franchise tax and files only its Public Information Report or Ownership Information Report.`;

export const texasNoIncomeTax = {
  label: 'Texas Constitution, article VIII, section 24-a (no personal income tax)',
  url: 'https://statutes.capitol.texas.gov/Docs/CN/htm/CN.8.htm',
} as const;

/** SALT deduction cap under Public Law 119-21; married filing separately gets half of each figure. */
export const saltCap = {
  byYear: [
    { year: 2025, cap: 40_000, phaseDownAbove: 500_000 },
    { year: 2026, cap: 40_400, phaseDownAbove: 505_000 },
  ],
  floor: 10_000,
  lastYear: 2029,
  source: {
    label: 'IRS: One, Big, Beautiful Bill provisions (Public Law 119-21)',
    url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions',
  },
} as const;

const [salt2025, salt2026] = saltCap.byYear;

export const saltCapSummary = `${usd(salt2025.cap)} for 2025 and ${usd(salt2026.cap)} for 2026 (${usd(salt2025.cap / 2)} and ${usd(salt2026.cap / 2)} married filing separately), rising 1% a year through ${saltCap.lastYear}; reduced for modified adjusted gross income above ${usd(salt2025.phaseDownAbove)} for 2025 and ${usd(salt2026.phaseDownAbove)} for 2026 (half that for married filing separately), but never below ${usd(saltCap.floor)} (${usd(saltCap.floor / 2)} married filing separately)`;

/** Civil penalty for wilful BOI violations, 31 U.S.C. 5336(h)(3), as adjusted in 31 CFR 1010.821. */
export const boiCivilPenalty = {
  statutory: 500,
  perDay: 606,
  assessedFrom: '2025-01-17',
  source: {
    label: 'Federal Register, document 2025-01374: inflation adjustment of civil monetary penalties (90 FR 5629, 31 CFR 1010.821)',
    url: 'https://www.federalregister.gov/d/2025-01374',
  },
} as const;

export const boiPenaltySummary = `${usd(boiCivilPenalty.statutory)} for each day a violation continues, adjusted for inflation each year: ${usd(boiCivilPenalty.perDay)} a day for penalties assessed on or after ${formatDate(boiCivilPenalty.assessedFrom)}`;

export const boiSafeHarbour = {
  days: 90,
  source: {
    label: '31 U.S.C. 5336(h)(3)(C): safe harbour for corrected reports',
    url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title31-section5336&num=0&edition=prelim',
  },
} as const;

export const boiSafeHarbourRule = `a correction filed within ${boiSafeHarbour.days} days after the date the inaccurate report was submitted`;

/** Threshold for Forms 1099-NEC and 1099-MISC under IRC 6041 as amended by Public Law 119-21, section 70433. */
export const informationReturnThreshold = {
  amount: 2_000,
  previous: 600,
  paymentsAfter: '2025-12-31',
  indexedFrom: 2027,
  source: {
    label: 'IRS: One, Big, Beautiful Bill provisions (Form 1099 threshold)',
    url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions',
  },
} as const;

export const informationReturnThresholdRule = `For payments made after ${formatDate(informationReturnThreshold.paymentsAfter)}, Forms 1099-NEC and 1099-MISC are required for ${usd(informationReturnThreshold.amount)} or more to a payee in a year (${usd(informationReturnThreshold.previous)} before), indexed for inflation from ${informationReturnThreshold.indexedFrom} (Public Law 119-21, section 70433).`;

/** Additional standard deduction for a taxpayer 65 or older or blind: unmarried (single or head of household) and married, per condition. */
export const additionalStandardDeduction = {
  byYear: [
    { year: 2025, unmarried: 2_000, married: 1_600, revProc: 'Rev. Proc. 2024-40' },
    { year: 2026, unmarried: 2_050, married: 1_650, revProc: 'Rev. Proc. 2025-32' },
  ],
} as const;

export const additionalStandardDeductionSummary = additionalStandardDeduction.byYear
  .map((y) => `${usd(y.unmarried)} unmarried or ${usd(y.married)} married for ${y.year} (${y.revProc})`)
  .join('; ');

/** The 2026 standard deduction, from the brackets entry (Rev. Proc. 2025-32) so the figure lives in one place. */
const deduction2026 = taxBrackets.years.find((y) => y.year === 2026)?.standardDeduction;
if (!deduction2026) throw new Error('content/tax-brackets.ts: no 2026 year for the 2026 standard deduction figures');

/** Figures Markdown files quote by name, as {{name}}. */
export const figures = {
  franchiseDueDate: texasFranchise.dueDate,
  franchiseFilingRule,
  franchiseNoTaxDueShort,
  saltCapSummary,
  salt2025Cap: usd(salt2025.cap),
  salt2025CapMfs: usd(salt2025.cap / 2),
  salt2026Cap: usd(salt2026.cap),
  salt2025PhaseDownAbove: usd(salt2025.phaseDownAbove),
  salt2026PhaseDownAbove: usd(salt2026.phaseDownAbove),
  saltLastYear: String(saltCap.lastYear),
  saltFloor: usd(saltCap.floor),
  boiPenaltySummary,
  boiSafeHarbourRule,
  boiSafeHarbourDays: String(boiSafeHarbour.days),
  standardDeduction2026Single: usd(deduction2026.single),
  standardDeduction2026Joint: usd(deduction2026.joint),
  standardDeduction2026HeadOfHousehold: usd(deduction2026['head-of-household']),
} satisfies Record<string, string>;

/** Sources a Markdown file's front matter may name instead of spelling out. */
export const namedSources = {
  texasFranchiseThreshold: texasFranchise.source,
  texasNoIncomeTax,
  saltCap: saltCap.source,
  boiCivilPenalty: boiCivilPenalty.source,
  boiSafeHarbour: boiSafeHarbour.source,
} satisfies Record<string, { label: string; url: string }>;
