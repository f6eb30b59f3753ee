import { accessibilityStatement } from '@/content/accessibility';
import { pageMetadata } from '@/lib/content/metadata';
import { mailHref, replyPromise, site, telHref } from '@/content/site';
import { PageBanner } from '@/components/sections/page-banner';
import { Container } from '@/components/ui/container';
import { Markdown } from '@/components/ui/markdown';
import { formatDate } from '@/lib/format';

export const generateMetadata = () => pageMetadata('/accessibility');

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900';

export default function Page() {
  const { contact } = site;
  return (
    <>
      <PageBanner path="/accessibility" />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <Markdown source={accessibilityStatement.body} className="space-y-4 text-lg leading-relaxed text-ink-muted [&>h2:first-child]:mt-0" />
          <ul className="mt-6 space-y-2 text-lg text-ink" aria-label="Ways to reach us">
            <li>
              Email:{' '}
              <a href={mailHref} className={`${LINK} break-all`}>
                {contact.email}
              </a>
            </li>
            <li>
              Phone:{' '}
              <a href={telHref} className={`${LINK} whitespace-nowrap`}>
                {contact.phone}
              </a>
            </li>
            <li>
              Post or visit: {contact.company}, {contact.address}, {contact.statePin}
            </li>
          </ul>
          {replyPromise && <p className="mt-4 text-lg text-ink-muted">{replyPromise}</p>}
          <div className="mt-12 rounded-xl border border-sand-200 bg-sand-50 p-5 text-sm text-ink-muted">
            <p>
              <span className="font-semibold text-ink">Last reviewed:</span>{' '}
              <time dateTime={accessibilityStatement.lastReviewed}>{formatDate(accessibilityStatement.lastReviewed)}</time>
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
