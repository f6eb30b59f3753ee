import type { TaxBrackets } from '@/lib/schemas';
import { usd } from '@/lib/format';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';
import { SourceLabel } from '@/components/ui/source-label';

const cell = 'px-3 py-2 text-right';

export function BracketTables({ data, lang = 'en' }: { data: TaxBrackets; lang?: Lang }) {
  const t = uiFor(lang).estimator.tables;
  return (
    <div className="space-y-8">
      {data.years.map((y) => (
        <TableBox key={y.year} id={`brackets-${y.year}`} caption={t.yearCaption.replace('{year}', String(y.year)).replace('{revProc}', y.revProc)}>
          <thead className="bg-navy-900 text-white">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t.rate}
              </th>
              {data.statuses.map((s) => (
                <th key={s.key} scope="col" className={`${cell} font-semibold`}>
                  <SourceLabel label={s.label} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rates.map((rate, i) => (
              <tr key={rate} className="border-t border-sand-200 even:bg-sand-50">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {rate}%
                </th>
                {data.statuses.map((s) => (
                  <td key={s.key} className={cell}>
                    {usd(y.thresholds[s.key][i]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </TableBox>
      ))}
      <TableBox id="standard-deduction" caption={t.deductionCaption}>
        <thead className="bg-navy-900 text-white">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t.status}
            </th>
            {data.years.map((y) => (
              <th key={y.year} scope="col" className={`${cell} font-semibold`}>
                {y.year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.statuses.map((s) => (
            <tr key={s.key} className="border-t border-sand-200 even:bg-sand-50">
              <th scope="row" className="px-3 py-2 font-semibold">
                <SourceLabel label={s.label} />
              </th>
              {data.years.map((y) => (
                <td key={y.year} className={cell}>
                  {usd(y.standardDeduction[s.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableBox>
    </div>
  );
}

function TableBox({ id, caption, children }: { id: string; caption: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="max-w-full overflow-x-auto rounded-xl border border-sand-200 bg-white shadow-card">
      <table className="w-full text-left text-sm tabular-nums sm:text-base">
        <caption id={id} className="px-3 pb-2 pt-3 text-left font-semibold text-ink">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
