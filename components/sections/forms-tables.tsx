import { Icon } from '@/components/ui/icon';
import type { FormsGroup } from '@/lib/schemas';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';

const LINK = 'font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900 hover:decoration-navy-900';

/** In Spanish, each form also shows the IRS's Spanish edition where one exists, or says it is in English only. */
/** A form published only in English: its description opens with the IRS's English title, then a Spanish rendering in parentheses. */
function EnglishTitleFirst({ text }: { text: string }) {
  const parts = /^([^()]+?) (\(.*)$/.exec(text);
  if (!parts) return text;
  return (
    <>
      <span lang="en">{parts[1]}</span> {parts[2]}
    </>
  );
}

export function FormsTables({ groups, lang = 'en' }: { groups: FormsGroup[]; lang?: Lang }) {
  const t = uiFor(lang).forms;
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`forms-${group.id}`}>
          <h2 id={`forms-${group.id}`} className="text-2xl font-semibold sm:text-display-sm">
            {group.title}
          </h2>
          <div className="mt-4 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{t.caption.replace('{group}', group.title)}</caption>
              <thead className="bg-navy-900 text-white">
                <tr>
                  <th scope="col" className="w-2/5 px-4 py-3 text-sm font-semibold uppercase tracking-wide sm:w-1/3 sm:px-6">
                    {t.form}
                  </th>
                  <th scope="col" className="px-4 py-3 text-sm font-semibold uppercase tracking-wide sm:px-6">
                    {t.purpose}
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.list.map((form) => (
                  <tr key={form.id} className="border-t border-sand-200 align-top odd:bg-white even:bg-sand-50">
                    <th scope="row" className="px-4 py-4 font-normal sm:px-6">
                      <a
                        href={form.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-start gap-2 font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-navy-900 hover:decoration-navy-900"
                      >
                        <Icon name="file-text" className="mt-0.5 size-4 shrink-0" />
                        <span className={form.name.length <= 14 ? 'whitespace-nowrap' : undefined}>
                          {form.name}
                          <span className="sr-only">{t.pdfNewTab}</span>
                        </span>
                      </a>
                      <span aria-hidden="true" className="mt-1 block pl-6 text-xs font-medium uppercase tracking-wide text-ink-muted">
                        {t.pdfHost}
                      </span>
                    </th>
                    <td className="px-4 py-4 leading-relaxed text-ink sm:px-6">
                      {lang === 'es' && !form.spanishEdition ? <EnglishTitleFirst text={form.description} /> : form.description}
                      {lang === 'es' &&
                        (form.spanishEdition ? (
                          <span className="mt-2 block text-sm" data-testid="spanish-edition">
                            <span className="font-semibold">{t.spanishEdition}</span>{' '}
                            <a href={form.spanishEdition.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                              {form.spanishEdition.label}
                              <span className="sr-only">{t.spanishEditionNewTab}</span>
                            </a>
                          </span>
                        ) : (
                          <span className="mt-2 block text-sm font-semibold text-ink-muted" data-testid="english-only">
                            {t.englishOnly}
                          </span>
                        ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
