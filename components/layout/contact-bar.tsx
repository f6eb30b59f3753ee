import { pick, type Lang } from '@/lib/i18n';
import { Icon } from '@/components/ui/icon';
import { mailHref, site, telHref } from '@/content/site';
import { mailHref as mailHrefEs } from '@/content/site.es';
import { uiFor } from '@/lib/content/ui';
import { Tooltip } from '@/components/ui/tooltip';
import { socialIcons } from './social-links';

export function ContactBar({ lang }: { lang: Lang }) {
  const t = uiFor(lang).layout;
  const items = [
    { label: t.call, href: telHref, icon: <Icon name="phone" className="size-5" aria-hidden="true" /> },
    { label: t.email, href: pick(lang, { en: mailHref, es: mailHrefEs }), icon: <Icon name="mail" className="size-5" aria-hidden="true" /> },
    { label: t.map, href: site.contact.mapLink, external: true, icon: <Icon name="map-pin" className="size-5" aria-hidden="true" /> },
    { label: t.review, href: site.contact.reviewLink, external: true, icon: <Icon name="star" className="size-5" aria-hidden="true" /> },
    { label: 'Facebook', href: site.links.facebook, external: true, icon: <socialIcons.facebook /> },
    { label: 'Instagram', href: site.links.instagram, external: true, icon: <socialIcons.instagram /> },
  ];
  return (
    <aside aria-label={t.contactShortcuts} className="bg-navy-900 xl:contents">
      <ul className="mx-auto flex max-w-container flex-wrap justify-center gap-2 px-3 py-4 sm:gap-3 xl:fixed xl:left-2 xl:top-1/2 xl:z-30 xl:mx-0 xl:-translate-y-1/2 xl:flex-col xl:gap-2 xl:rounded-full xl:bg-navy-900/95 xl:p-1 xl:shadow-lift">
        {items.map((item) => (
          <li key={item.label}>
            <Tooltip label={item.label} side="bar">
              <a
                  href={item.href}
                  aria-label={item.label}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 sm:size-11 xl:size-10 text-white transition-shadow duration-200 hover:bg-white/20 hover:shadow-glow focus-visible:shadow-glow"
                >
                  {item.icon}
              </a>
            </Tooltip>
          </li>
        ))}
      </ul>
    </aside>
  );
}
