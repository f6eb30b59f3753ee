import { CalendarCheck } from 'lucide-react';
import { consultationOffer, replyPromise, site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

export function ContactCta({
  title = 'Talk to a CPA about your situation',
  text = `Book ${consultationOffer} online, or send us a note. ${replyPromise}`.trim(),
  subject,
}: {
  title?: string;
  text?: string;
  subject?: string;
}) {
  const contactHref = subject ? `/contact?subject=${subject}` : '/contact';
  return (
    <Container as="section" className="py-14">
      <div className="on-dark flex flex-col gap-6 rounded-2xl bg-navy-900 p-8 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="flex items-center gap-3 text-display-sm text-white">
            <CalendarCheck aria-hidden="true" className="size-7 shrink-0 text-gold-300" />
            {title}
          </h2>
          <p className="mt-3 text-white/85">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={site.links.booking} variant="accent">
            Book a consultation
          </ButtonLink>
          <ButtonLink href={contactHref} variant="light">
            Send an enquiry
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
