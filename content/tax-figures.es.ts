/**
 * The Spanish sentences of content/tax-figures.ts, built from the same figures the same way, so a figure
 * changed there changes both languages. Figures only: nothing here is typed twice.
 */
import { formatDate, usd, usdMillions } from '@/lib/format';
import { inEnglish } from '@/lib/translation';
import {
  additionalStandardDeduction,
  boiCivilPenalty,
  boiSafeHarbour,
  figures as englishFigures,
  informationReturnThreshold,
  namedSources as englishNamedSources,
  saltCap,
  texasFranchise,
} from './tax-figures';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/tax-figures.ts. */
export const translates = 'd9f3fc0c212e';

/** "May 15" (as content/tax-figures.ts writes it) -> "15 de mayo". */
const monthDay = (text: string) => {
  const date = new Date(`${text}, 2001 12:00 UTC`);
  if (Number.isNaN(date.getTime())) throw new Error(`content/tax-figures.es.ts: cannot read "${text}" as a month and day`);
  return date.toLocaleDateString('es-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
};

const [previousThreshold, currentThreshold] = texasFranchise.noTaxDueThreshold;
const years = (list: readonly number[]) => list.join(' y ');

export const franchiseDueDate = monthDay(texasFranchise.dueDate);

/** La oración que toda página usa para quién presenta qué. */
export const franchiseFilingRule = `Una entidad cuyos ingresos totales anualizados son iguales o inferiores al umbral de ingresos sin impuesto adeudado (${usdMillions(currentThreshold.amount, 'es')} para los informes de ${years(currentThreshold.reports)}, ${usdMillions(previousThreshold.amount, 'es')} para los de ${years(previousThreshold.reports)}) no adeuda impuesto de franquicia y, desde 2024, no presenta el :en[No Tax Due Report]: solo presenta su :en[Public Information Report] u :en[Ownership Information Report], que vence el ${franchiseDueDate}.`;

/** La misma regla, limitada al umbral actual, para una fecha del calendario. */
export const franchiseNoTaxDueShort = `Con ingresos iguales o inferiores al umbral de ingresos sin impuesto adeudado (${usdMillions(currentThreshold.amount, 'es')} para los informes de ${years(currentThreshold.reports)}), una entidad no adeuda impuesto de franquicia y solo presenta su Public Information Report u Ownership Information Report.`;

const [salt2025, salt2026] = saltCap.byYear;

export const saltCapSummary = `${usd(salt2025.cap)} para 2025 y ${usd(salt2026.cap)} para 2026 (${usd(salt2025.cap / 2)} y ${usd(salt2026.cap / 2)} para casados que presentan la declaración por separado), con un aumento del 1% anual hasta ${saltCap.lastYear}; se reduce cuando el ingreso bruto ajustado modificado supera ${usd(salt2025.phaseDownAbove)} para 2025 y ${usd(salt2026.phaseDownAbove)} para 2026 (la mitad para casados que presentan la declaración por separado), pero nunca por debajo de ${usd(saltCap.floor)} (${usd(saltCap.floor / 2)} para casados que presentan la declaración por separado)`;

export const boiPenaltySummary = `${usd(boiCivilPenalty.statutory)} por cada día que continúe la infracción, cantidad ajustada por la inflación cada año: ${usd(boiCivilPenalty.perDay)} por día para las multas impuestas a partir del ${formatDate(boiCivilPenalty.assessedFrom, 'es')}`;

export const boiSafeHarbourRule = `una corrección presentada dentro de los ${boiSafeHarbour.days} días posteriores a la fecha en que se presentó el informe inexacto`;

export const informationReturnThresholdRule = `Para los pagos efectuados después del ${formatDate(informationReturnThreshold.paymentsAfter, 'es')}, los Formularios 1099-NEC y 1099-MISC se requieren por pagos de ${usd(informationReturnThreshold.amount)} o más a un beneficiario en un año (${usd(informationReturnThreshold.previous)} antes), cantidad que se ajusta por la inflación a partir de ${informationReturnThreshold.indexedFrom} (Ley Pública 119-21, sección 70433).`;

export const additionalStandardDeductionSummary = additionalStandardDeduction.byYear
  .map((y) => `${usd(y.unmarried)} si no está casado o ${usd(y.married)} si está casado para ${y.year} (${y.revProc})`)
  .join('; ');

/** Las cifras que los archivos Markdown en español citan por nombre, como {{name}}: las mismas claves que en inglés. */
export const figures = {
  franchiseDueDate,
  franchiseFilingRule,
  franchiseNoTaxDueShort,
  saltCapSummary,
  salt2025Cap: englishFigures.salt2025Cap,
  salt2025CapMfs: englishFigures.salt2025CapMfs,
  salt2026Cap: englishFigures.salt2026Cap,
  salt2025PhaseDownAbove: englishFigures.salt2025PhaseDownAbove,
  salt2026PhaseDownAbove: englishFigures.salt2026PhaseDownAbove,
  saltLastYear: englishFigures.saltLastYear,
  saltFloor: englishFigures.saltFloor,
  boiPenaltySummary,
  boiSafeHarbourRule,
  boiSafeHarbourDays: englishFigures.boiSafeHarbourDays,
  standardDeduction2026Single: englishFigures.standardDeduction2026Single,
  standardDeduction2026Joint: englishFigures.standardDeduction2026Joint,
  standardDeduction2026HeadOfHousehold: englishFigures.standardDeduction2026HeadOfHousehold,
} satisfies Record<keyof typeof englishFigures, string>;

/** The named sources, each labelled as a page in English (none has a Spanish edition we are sure of). */
export const namedSources = Object.fromEntries(
  Object.entries(englishNamedSources).map(([name, source]) => [name, inEnglish(source)]),
) as { [K in keyof typeof englishNamedSources]: { label: string; url: string } };
