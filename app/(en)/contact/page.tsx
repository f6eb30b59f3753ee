import { categories } from '@/content/categories';
import { contactPage, enquiryFormCopy } from '@/content/contact';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/content/metadata';
import { PageBanner } from '@/components/sections/page-banner';
import { Container } from '@/components/ui/container';
import { ContactDetails } from '@/components/contact/contact-details';
import { EnquiryForm } from '@/components/contact/enquiry-form';
import { SensitiveDataNote } from '@/components/contact/sensitive-data-note';

export const generateMetadata = () => pageMetadata('/contact');

const NOTE_ID = 'enquiry-sensitive-note';
const HEADING_ID = 'enquiry-heading';

export default function Page() {
  const { intro, form } = contactPage;
  return (
    <>
      <PageBanner path='/contact' />
      <Container className="py-14 sm:py-20">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
          <section aria-labelledby="contact-intro">
            <p className="text-eyebrow uppercase text-gold-700">{intro.eyebrow}</p>
            <h2 id="contact-intro" className="mt-2 text-display-sm">
              {intro.title}
            </h2>
            <p className="mt-4 text-lead text-ink-muted">{intro.lead}</p>
            <div className="mt-8">
              <ContactDetails />
            </div>
          </section>

          <section aria-labelledby={HEADING_ID} className="rounded-xl border border-sand-200 bg-white p-5 shadow-card sm:p-8 lg:p-10">
            <h2 id={HEADING_ID} className="text-display-sm">
              {form.heading}
            </h2>
            <p className="mt-3 text-ink-muted">{form.lead}</p>
            <div className="mt-6">
              <SensitiveDataNote id={NOTE_ID} />
            </div>
            <noscript>
              <p className="mt-6 rounded-lg border border-red-700 p-4 font-semibold text-red-700">{form.noScript}</p>
            </noscript>
            <EnquiryForm
              copy={enquiryFormCopy}
              categories={categories}
              firmEmail={site.contact.email}
              mailSubject={site.mailSubject}
              noteId={NOTE_ID}
              labelledBy={HEADING_ID}
            />
          </section>
        </div>
      </Container>
    </>
  );
}
