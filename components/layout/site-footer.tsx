import { pick, type Lang } from '@/lib/i18n';
import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { fileSharing as fileSharingEn } from '@/content/file-sharing';
import { fileSharing as fileSharingEs } from '@/content/file-sharing.es';
import { menusFor } from '@/lib/content/navigation-for';
import { localePath, servicesIn } from '@/lib/content/routes';
import { uiFor } from '@/lib/content/ui';
import * as siteEn from '@/content/site';
import * as siteEs from '@/content/site.es';
import { telHref } from '@/content/site';
import { href } from '@/lib/paths';
import { FileDialogButton, type FileCopy } from './file-dialog-button';
import { dialogLabels } from './file-dialog-labels';
import { EmailAddress } from '@/components/ui/email-address';

const heading = 'font-sans text-sm font-semibold uppercase tracking-wider text-gold-300';
const link = 'text-white/85 underline-offset-4 hover:text-white hover:underline';

/** "de lunes a viernes, …" opens its own line: "De lunes a viernes, …". */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SiteFooter({ lang }: { lang: Lang }) {
  const t = uiFor(lang).layout;
  const { accessibilityNavItem, contactNavItem, navigation, privacyNavItem } = menusFor(lang);
  const { mailHref, officeHours, privacyStatement, site } = pick(lang, { en: siteEn, es: siteEs });
  const fileSharing = pick<FileCopy>(lang, { en: fileSharingEn, es: fileSharingEs });
  const labels = dialogLabels(lang);
  const { contact } = site;
  const listed = new Set(navigation.footerUseful.flatMap((item) => ('href' in item ? [item.href] : [])));
  const moreLinks = [...navigation.main, contactNavItem, ...navigation.resources].filter((item) => !listed.has(item.href));
  return (
    <footer className="render-later on-dark bg-navy-950 text-white/85">
      <div className="mx-auto grid max-w-container gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-privacy">
          <h2 id="footer-privacy" className={heading}>
            {t.privacyHeading}
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
            <Icon name="star" className="size-4" />
            {t.reviewButton}
          </a>
        </section>

        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className={heading}>
            {t.usefulHeading}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {navigation.footerUseful.map((item) => (
              <li key={item.label}>
                {'dialog' in item ? (
                  <FileDialogButton mode={item.dialog} copy={fileSharing[item.dialog]} labels={labels} className={link}>
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
            {t.servicesHeading}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {servicesIn(lang).map((service) => (
              <li key={service.serviceId}>
                <SiteLink href={href(service.nav)} className={link}>
                  {service.title}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink href={href(localePath('/services-quickbooks', lang))} className={link}>
                {t.quickbooks}
              </SiteLink>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            {t.contactHeading}
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic leading-6">
            <p className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={contact.mapLink} target="_blank" rel="noopener noreferrer" className={link}>
                {contact.company}
                <br />
                {contact.address}
                <br />
                {contact.statePin}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={telHref} className={`${link} whitespace-nowrap`}>
                {contact.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="printer" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>
                {t.fax} {contact.fax}
              </span>
            </p>
            <p className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <a href={mailHref} className={link}>
                <EmailAddress address={contact.email} />
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-gold-300" />
              <span>{sentenceCase(officeHours)}</span>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-container space-y-2 px-4 py-6 text-sm text-white/75 sm:px-6">
          <p>
            {site.disclaimer} {t.figuresCurrent}
          </p>
          <p>
            © {new Date().getFullYear()} {contact.company}. {t.rightsReserved}{' '}
            <SiteLink href={href(accessibilityNavItem.href)} className={`${link} underline`}>
              {accessibilityNavItem.label}
            </SiteLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
