/**
 * The Spanish (US) twin of each figure Markdown quotes as {{name}}: the same data as content/tax-figures.ts, written in Spanish.
 * Every number comes from the data objects exported there; change a figure there and both languages change.
 */
import { formatDate, formatMonthDay, usd, usdMillions } from '@/lib/format';
import { boiCivilPenalty, boiSafeHarbour, type figures, saltCap, texasFranchise } from './tax-figures';

const [previousThreshold, currentThreshold] = texasFranchise.noTaxDueThreshold;
const reportYears = (years: readonly number[]) => years.join(' y ');

/** "15 de mayo". */
export const franchiseDueDateEs = formatMonthDay(texasFranchise.dueDate, 'es');

/**
 * Who files what, for Markdown bodies: the Comptroller's English-only report names are marked `:en[…]`
 * so a screen reader reads them in English.
 */
export const franchiseFilingRuleEs = `Una entidad cuyos ingresos totales anualizados sean iguales o inferiores al umbral de impuesto no adeudado (${usdMillions(currentThreshold.amount, 'es')} para los informes de ${reportYears(currentThreshold.reports)}, ${usdMillions(previousThreshold.amount, 'es')} para los de ${reportYears(previousThreshold.reports)}) no adeuda impuesto de franquicia y, desde 2024, no presenta el :en[No Tax Due Report]: solo presenta su :en[Public Information Report] o su :en[Ownership Information Report], que vence el ${franchiseDueDateEs}.`;

/** The same rule, shortened to the current threshold, for a calendar entry: plain text (no `:en[…]`), as a calendar feed cannot render it. */
export const franchiseNoTaxDueShortEs = `En el umbral de impuesto no adeudado o por debajo de él (${usdMillions(currentThreshold.amount, 'es')} para los informes de ${reportYears(currentThreshold.reports)}), una entidad no adeuda impuesto de franquicia y solo presenta su Public Information Report o su Ownership Information Report.`;

const [salt2025, salt2026] = saltCap.byYear;
const mfs = 'si es casado que presenta una declaración por separado';

export const saltCapSummaryEs = `${usd(salt2025.cap)} para ${salt2025.year} y ${usd(salt2026.cap)} para ${salt2026.year} (${usd(salt2025.cap / 2)} y ${usd(salt2026.cap / 2)} ${mfs}), con un aumento del 1% anual hasta ${saltCap.lastYear}; se reduce cuando el ingreso bruto ajustado modificado supera ${usd(salt2025.phaseDownAbove)} para ${salt2025.year} y ${usd(salt2026.phaseDownAbove)} para ${salt2026.year} (la mitad ${mfs}), pero nunca baja de ${usd(saltCap.floor)} (${usd(saltCap.floor / 2)} ${mfs})`;

export const boiPenaltySummaryEs = `${usd(boiCivilPenalty.statutory)} por cada día que continúe la infracción, con un ajuste anual por inflación: ${usd(boiCivilPenalty.perDay)} por día para las multas impuestas a partir del ${formatDate(boiCivilPenalty.assessedFrom, 'es')}`;

export const boiSafeHarbourRuleEs = `una corrección presentada dentro de los ${boiSafeHarbour.days} días posteriores a la fecha en que se presentó el informe inexacto`;

/** Figures Spanish Markdown files (`*.es.md`) quote by name, as {{name}}: the same names as `figures`. */
export const figuresEs = {
  franchiseDueDate: franchiseDueDateEs,
  franchiseFilingRule: franchiseFilingRuleEs,
  franchiseNoTaxDueShort: franchiseNoTaxDueShortEs,
  saltCapSummary: saltCapSummaryEs,
  salt2025Cap: usd(salt2025.cap),
  salt2025CapMfs: usd(salt2025.cap / 2),
  salt2026Cap: usd(salt2026.cap),
  salt2025PhaseDownAbove: usd(salt2025.phaseDownAbove),
  salt2026PhaseDownAbove: usd(salt2026.phaseDownAbove),
  saltLastYear: String(saltCap.lastYear),
  saltFloor: usd(saltCap.floor),
  boiPenaltySummary: boiPenaltySummaryEs,
  boiSafeHarbourRule: boiSafeHarbourRuleEs,
  boiSafeHarbourDays: String(boiSafeHarbour.days),
} satisfies Record<keyof typeof figures, string>;
