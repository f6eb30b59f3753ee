import { accessibilityStatement, spanishAccessibilityStatement } from '@/content/accessibility';
import { mailHref as englishMailHref, replyPromise as englishReplyPromise, site, telHref } from '@/content/site';
import { mailHref as spanishMailHref, replyPromise as spanishReplyPromise } from '@/content/site.es';
import { uiFor } from '@/lib/content/ui';
import { formatDate } from '@/lib/format';
import { langOf, pick } from '@/lib/i18n';
import { PageBanner } from '@/components/sections/page-banner';
import { Container } from '@/components/ui/container';
import { Markdown } from '@/components/ui/markdown';
import { EmailAddress } from '@/components/ui/email-address';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';

/** The accessibility statement, then the ways to report a barrier and when it was last reviewed. */
export function AccessibilityPage({ path }: { path: string }) {
  const lang = langOf(path);
  const ui = uiFor(lang);
  const t = ui.accessibility;
  const statement = pick(lang, { en: accessibilityStatement, es: spanishAccessibilityStatement });
  const mailHref = pick(lang, { en: englishMailHref, es: spanishMailHref });
  const replyPromise = pick(lang, { en: englishReplyPromise, es: spanishReplyPromise });
  const { contact } = site;
  return (
    <>
      <PageBanner path={path} />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <Markdown source={statement.body} className="space-y-4 text-lg leading-relaxed text-ink-muted [&>h2:first-child]:mt-0" />
          <ul className="mt-6 space-y-2 text-lg text-ink" aria-label={t.waysLabel}>
            <li>
              {t.email}{' '}
              <a href={mailHref} className={LINK}>
                <EmailAddress address={contact.email} />
              </a>
            </li>
            <li>
              {t.phone}{' '}
              <a href={telHref} className={`${LINK} whitespace-nowrap`}>
                {contact.phone}
              </a>
            </li>
            <li>
              {t.post} {contact.company}, {contact.address}, {contact.statePin}
            </li>
          </ul>
          {replyPromise && <p className="mt-4 text-lg text-ink-muted">{replyPromise}</p>}
          <div className="mt-12 rounded-xl border border-sand-200 bg-sand-50 p-5 text-sm text-ink-muted">
            <p>
              <span className="font-semibold text-ink">{ui.sources.lastReviewed}</span>{' '}
              <time dateTime={statement.lastReviewed}>{formatDate(statement.lastReviewed, lang)}</time>
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
