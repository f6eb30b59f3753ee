import { categories } from '@/content/categories';
import { categories as categorias } from '@/content/categories.es';
import { contactPage, enquiryFormCopy } from '@/content/contact';
import { contactPage as paginaDeContacto, enquiryFormCopy as textosDelFormulario } from '@/content/contact.es';
import { site } from '@/content/site';
import { site as sitio } from '@/content/site.es';
import { localePath } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import { langOf, pick, type Lang } from '@/lib/i18n';
import type { Translation } from '@/lib/translation';
import { PageBanner } from '@/components/sections/page-banner';
import { Container } from '@/components/ui/container';
import { ContactDetails } from '@/components/contact/contact-details';
import { EnquiryForm } from '@/components/contact/enquiry-form';
import type { EnquiryFormStrings } from '@/components/contact/enquiry-form-body';
import { SensitiveDataNote } from '@/components/contact/sensitive-data-note';
import { organisationJsonLd } from '@/content/structured-data';
import { JsonLd } from '@/components/ui/json-ld';

const NOTE_ID = 'enquiry-sensitive-note';
const HEADING_ID = 'enquiry-heading';

/** Only what the form needs beyond its copy, and only off the English page (which keeps the schema's own words). */
function formStrings(lang: Lang): EnquiryFormStrings | undefined {
  if (lang === 'en') return undefined;
  const form = uiFor(lang).form;
  return {
    errors: form.messages,
    toasts: form.toasts,
    answers: form.answers,
    mail: form.mail,
    sensitive: form.sensitive,
    privacyHref: localePath('/privacy', lang),
  };
}

/** The contact page: the firm's details, then the enquiry form (its payload is the same in every language). */
export function ContactPage({ path }: { path: string }) {
  const lang = langOf(path);
  const { intro, form } = pick<Translation<typeof contactPage>>(lang, { en: contactPage, es: paginaDeContacto });
  const firm = pick(lang, { en: site, es: sitio });
  return (
    <>
      <PageBanner path={path} />
      <Container className="py-14 sm:py-20">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
          <section aria-labelledby="contact-intro">
            <p className="text-eyebrow uppercase text-gold-700">{intro.eyebrow}</p>
            <h2 id="contact-intro" className="mt-2 text-display-sm">
              {intro.title}
            </h2>
            <p className="mt-4 text-lead text-ink-muted">{intro.lead}</p>
            <div className="mt-8">
              <ContactDetails lang={lang} />
            </div>
          </section>

          <section aria-labelledby={HEADING_ID} className="rounded-xl border border-sand-200 bg-white p-5 shadow-card sm:p-8 lg:p-10">
            <h2 id={HEADING_ID} className="text-display-sm">
              {form.heading}
            </h2>
            <p className="mt-3 text-ink-muted">{form.lead}</p>
            <div className="mt-6">
              <SensitiveDataNote id={NOTE_ID} lang={lang} />
            </div>
            <noscript>
              <p className="mt-6 rounded-lg border border-red-700 p-4 font-semibold text-red-700">{form.noScript}</p>
            </noscript>
            <EnquiryForm
              copy={pick<Translation<typeof enquiryFormCopy>>(lang, { en: enquiryFormCopy, es: textosDelFormulario })}
              strings={formStrings(lang)}
              categories={pick(lang, { en: categories, es: categorias })}
              firmEmail={firm.contact.email}
              mailSubject={firm.mailSubject}
              noteId={NOTE_ID}
              labelledBy={HEADING_ID}
            />
          </section>
        </div>
      </Container>
      <JsonLd data={organisationJsonLd(lang)} />
    </>
  );
}
