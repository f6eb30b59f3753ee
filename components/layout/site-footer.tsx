import type { Lang } from '@/lib/i18n';
import { SiteLink } from '@/components/ui/site-link';
import { Clock, Mail, MapPin, Phone, Printer, Star } from 'lucide-react';
import { fileSharing } from '@/content/file-sharing';
import { accessibilityNavItem, contactNavItem, navigation, privacyNavItem } from '@/lib/content/navigation';
import { services } from '@/content/routes';
import { mailHref, officeHours, privacyStatement, site, telHref } from '@/content/site';
import { href } from '@/lib/paths';
import { FileDialogButton } from './file-dialog-button';

const heading = 'font-sans text-sm font-semibold uppercase tracking-wider text-gold-300';
const link = 'text-white/85 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter(_: { lang: Lang }) {
  const { contact } = site;
  const listed = new Set(navigation.footerUseful.flatMap((item) => ('href' in item ? [item.href] : [])));
  const moreLinks = [...navigation.main, contactNavItem, ...navigation.resources].filter((item) => !listed.has(item.href));
  return (
    <footer className="on-dark bg-navy-950 text-white/85">
      <div className="mx-auto grid max-w-container gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-privacy">
          <h2 id="footer-privacy" className={heading}>
            Privacy statement
          </h2>
          <p className="mt-4 text-sm leading-6">{privacyStatement}</p>
          <p className="mt-3 text-sm">
            <SiteLink href={href(privacyNavItem.href)} className={`${link} underline`}>
              {privacyNavItem.label}
            </SiteLink>
          </p>
          <a
            href={contact.reviewLink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 rounded-lg bg-gold-300 px-4 py-2.5 text-sm font-semibold text-navy-950 hover:bg-gold-100"
          >
            <Star aria-hidden="true" className="size-4" />
            Review Us On Google
          </a>
        </section>

        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className={heading}>
            Useful links
          </h2>
          <ul className="mt-4 space-y-2.5">
            {navigation.footerUseful.map((item) => (
              <li key={item.label}>
                {'dialog' in item ? (
                  <FileDialogButton mode={item.dialog} copy={fileSharing[item.dialog]} className={link}>
                    {item.label}
                  </FileDialogButton>
                ) : (
                  <SiteLink href={href(item.href)} className={link}>
                    {item.label}
                  </SiteLink>
                )}
              </li>
            ))}
            {/* Without JavaScript the mobile menu and Resources dropdown cannot open: these links keep every page reachable. */}
            {moreLinks.map((item) => (
              <li key={item.href}>
                <SiteLink href={href(item.href)} className={link}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            Our services
          </h2>
          <ul className="mt-4 space-y-2.5">
            {services.map((service) => (
              <li key={service.serviceId}>
                <SiteLink href={href(service.nav)} className={link}>
                  {service.title}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink href={href('/services-quickbooks')} className={link}>
                QuickBooks Desktop 2022 and 2023
              </SiteLink>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            Contact
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic leading-6">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={contact.mapLink} target="_blank" rel="noopener noreferrer" className={link}>
                {contact.company}
                <br />
                {contact.address}
                <br />
                {contact.statePin}
              </a>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={telHref} className={`${link} whitespace-nowrap`}>
                {contact.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Printer aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>Fax {contact.fax}</span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={mailHref} className={`${link} break-all`}>
                {contact.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>{officeHours}</span>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-container space-y-2 px-4 py-6 text-sm text-white/75 sm:px-6">
          <p>
            {site.disclaimer} Tax figures are current as of the “Last reviewed” date on their page.
          </p>
          <p>
            © {new Date().getFullYear()} {contact.company}. All rights reserved.{' '}
            <SiteLink href={href(accessibilityNavItem.href)} className={`${link} underline`}>
              {accessibilityNavItem.label}
            </SiteLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
