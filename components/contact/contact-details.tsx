import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { EmailAddress } from '@/components/ui/email-address';
import { contactPage } from '@/content/contact';
import { contactPage as paginaDeContacto } from '@/content/contact.es';
import * as en from '@/content/site';
import * as es from '@/content/site.es';
import { uiFor } from '@/lib/content/ui';
import { pick, type Lang } from '@/lib/i18n';
import type { Translation } from '@/lib/translation';
const linkClass = 'font-semibold text-white underline decoration-gold-300/70 underline-offset-4 hover:decoration-gold-300';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-semibold uppercase tracking-wider text-gold-300">
        <span aria-hidden="true" className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-full bg-white/10 text-gold-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 wrap-anywhere text-white/90">{children}</dd>
    </div>
  );
}

export function ContactDetails({ lang = 'en' }: { lang?: Lang }) {
  const copy = pick<Translation<typeof contactPage>>(lang, { en: contactPage, es: paginaDeContacto }).details;
  const { site, mailHref, officeHours, telHref } = pick(lang, { en, es });
  const { contact } = site;
  return (
    <div className="on-dark rounded-xl bg-navy-900 p-5 text-white shadow-card sm:p-8">
      <h3 className="font-sans text-lg font-semibold text-white">{copy.heading}</h3>
      <dl className="mt-6 space-y-6">
        <Item icon={<Icon name="map-pin" className="size-5" />} label={copy.address}>
          <address className="not-italic">
            {contact.company}
            <br />
            {contact.address}
            <br />
            {contact.statePin}
            <br />
            {contact.country}
          </address>
        </Item>
        <Item icon={<Icon name="phone" className="size-5" />} label={copy.phone}>
          <a href={telHref} className={`${linkClass} whitespace-nowrap`}>
            {contact.phone}
          </a>
        </Item>
        <Item icon={<Icon name="printer" className="size-5" />} label={copy.fax}>
          {contact.fax}
        </Item>
        <Item icon={<Icon name="mail" className="size-5" />} label={copy.email}>
          <a href={mailHref} className={`${linkClass} wrap-normal`}>
            <EmailAddress address={contact.email} />
          </a>
        </Item>
        <Item icon={<Icon name="clock" className="size-5" />} label={copy.hours}>
          {officeHours}
          <span className="mt-1 block text-sm text-white/75">{copy.hoursNote}</span>
        </Item>
      </dl>
      <a
        href={contact.mapLink}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-gold-300 px-5 py-2.5 font-semibold text-navy-950 transition-colors hover:bg-gold-100"
      >
        <Icon name="map-pin" className="size-4" />
        {copy.map}
        <Icon name="external-link" className="size-4" />
        <span className="sr-only">{uiFor(lang).contact.mapNewTab}</span>
      </a>
    </div>
  );
}
