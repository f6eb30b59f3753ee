/** The tax rate tables as a page of their own (/embeds/tax-rates.html and its Spanish twin), framed by the Tax Rates page. */
import type { TaxBrackets } from '@/lib/schemas';
import { escapeHtml as escape, formatDate, usd } from '@/lib/format';
import { locales, type Lang } from '@/lib/i18n';
import { taxRatesPage } from '@/content/tax-center';
import { uiFor } from './ui';

/** Where each language's tables are served. */
export const taxRatesEmbedPath: Record<Lang, string> = { en: taxRatesPage.embed, es: '/es/embeds/tasas-de-impuestos.html' };

/** Fills "{name}" placeholders. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

const STYLE = `
      *, *::before, *::after { box-sizing: border-box; }
      html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
      body {
        margin: 0;
        padding: 1rem;
        background: #ffffff;
        color: #0f2a4a;
        font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
        font-size: 1rem;
        line-height: 1.6;
      }
      main { max-width: 56rem; margin: 0 auto; }
      h1 { font-size: 1.5rem; line-height: 1.3; margin: 0 0 0.75rem; }
      h2 { font-size: 1.25rem; line-height: 1.3; margin: 2rem 0 0.75rem; padding-bottom: 0.25rem; border-bottom: 2px solid #0f2a4a; }
      p { margin: 0 0 1rem; }
      .note { color: #334155; }
      .grid { display: grid; grid-template-columns: 1fr; gap: 1.25rem; }
      @media (min-width: 48rem) { .grid { grid-template-columns: 1fr 1fr; } }
      .table-wrap { max-width: 100%; overflow-x: auto; border: 1px solid #cbd5e1; border-radius: 0.5rem; }
      .table-wrap:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
      table { width: 100%; border-collapse: collapse; font-size: 1rem; font-variant-numeric: tabular-nums; }
      caption { text-align: left; font-weight: 700; padding: 0.75rem 0.75rem 0.5rem; }
      th, td { padding: 0.5rem 0.75rem; text-align: left; border-top: 1px solid #e2e8f0; white-space: nowrap; }
      thead th { background: #0f2a4a; color: #ffffff; border-top: 0; }
      tbody th { font-weight: 700; }
      tbody tr:nth-child(even) { background: #f1f5f9; }
      a { color: #0f2a4a; text-decoration: underline; text-underline-offset: 0.15em; }
      a:hover { color: #1e40af; }
      a:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
      ul { padding-left: 1.25rem; margin: 0 0 1rem; }
      li { margin-bottom: 0.5rem; }
      .reviewed { margin-top: 2rem; font-weight: 600; }
`;

/** "$11,925 – $48,475" for a bracket with an upper limit, "Over $626,350" for the top one. */
export const bracketRange = (over: number, upTo: number | undefined, lang: Lang = 'en') =>
  upTo === undefined ? fill(uiFor(lang).taxRates.embed.over, { amount: usd(over) }) : `${usd(over)} – ${usd(upTo)}`;

const table = (id: string, caption: string, head: string[], rows: string[][]) => `      <div class="table-wrap" role="region" aria-labelledby="${id}" tabindex="0">
        <table>
          <caption id="${id}">${escape(caption)}</caption>
          <thead>
            <tr>
${head.map((h) => `              <th scope="col">${escape(h)}</th>`).join('\n')}
            </tr>
          </thead>
          <tbody>
${rows
  .map(([first, ...rest]) => `            <tr>\n              <th scope="row">${escape(first!)}</th>\n${rest.map((c) => `              <td>${escape(c)}</td>`).join('\n')}\n            </tr>`)
  .join('\n')}
          </tbody>
        </table>
      </div>`;

/** Plain HTML with its own styles and no scripts, so it works framed, opened on its own, or printed. */
export function renderTaxRatesEmbed(data: TaxBrackets, siteName: string, lang: Lang = 'en'): string {
  const t = uiFor(lang).taxRates.embed;
  const years = data.years.map((y) => y.year);
  const yearsText = years.join(t.and);
  const statusNames = data.statuses
    .map((s) => s.label.toLowerCase())
    .join(', ')
    .replace(/, ([^,]+)$/, `${t.and}$1`);
  const yearSections = data.years.map((y) => {
    const tables = data.statuses.map(({ key, label }) => {
      const list = y.thresholds[key];
      const rows = list.map((over, i) => [`${data.rates[i]}%`, bracketRange(over, list[i + 1], lang)]);
      return table(`cap-${y.year}-${key}`, fill(t.yearCaption, { year: y.year, status: label }), [t.rate, t.income], rows);
    });
    return `      <h2>${fill(t.yearHeading, { year: y.year })}</h2>
      <p class="note">${escape(fill(t.yearNote, { filed: y.year + 1, revProc: y.revProc }))}</p>
      <div class="grid">
${tables.join('\n')}
      </div>`;
  });
  const changes = data.years.filter((y) => y.standardDeductionChange);
  const changeNotes = changes.map((y) => {
    const change = y.standardDeductionChange!;
    const before = data.statuses.map(({ key }) => usd(change.before[key])).join(' / ');
    return `      <p class="note">
        ${escape(fill(t.change, { law: change.law, year: y.year, before }))}
      </p>`;
  });
  const deductionRows = data.statuses.map(({ key, label }) => [label, ...data.years.map((y) => usd(y.standardDeduction[key]))]);
  const sources = data.sources.map(
    (s) => `        <li>
          <a href="${escape(s.url)}" target="_blank" rel="noopener noreferrer">${escape(s.label)}</a>
        </li>`,
  );

  return `<!DOCTYPE html>
<html lang="${lang === 'en' ? 'en' : locales[lang].html}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escape(fill(t.title, { years: yearsText, site: siteName }))}</title>
    <meta name="description" content="${escape(fill(t.description, { years: yearsText, statuses: statusNames }))}" />
    <style>${STYLE}    </style>
  </head>
  <body>
    <main>
      <h1>${escape(fill(t.heading, { years: yearsText }))}</h1>
      <p>
        ${escape(t.intro)}
      </p>

${yearSections.join('\n\n')}

      <h2>${escape(t.deductionHeading)}</h2>
${changeNotes.join('\n')}
${table('cap-standard-deduction', t.deductionCaption, [t.status, ...years.map(String)], deductionRows)}

      <h2>${escape(t.sources)}</h2>
      <ul>
${sources.join('\n')}
      </ul>
      <p class="reviewed">${escape(t.reviewed)} ${formatDate(data.lastReviewed, lang)}</p>
    </main>
  </body>
</html>
`;
}
