import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icons';
import type { ServiceCard as Service } from '@/lib/schemas';
import type { ServiceIconName } from '@/lib/service-icons';
import { href } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';


/** Each name a service card may give (lib/service-icons.ts) as its drawing in the sprite; a name without one fails the type check. */
export const SERVICE_ICONS: Record<ServiceIconName, IconName> = {
  ReceiptText: 'receipt-text',
  Calculator: 'calculator',
  Lightbulb: 'lightbulb',
  ChartLine: 'chart-line',
  House: 'house',
  HandHeart: 'hand-heart',
  ShieldCheck: 'shield-check',
};

export function ServicesList({
  services,
  help,
  helpHref = '/contact',
  headingLevel = 'h3',
  className,
  lang = 'en',
}: {
  services: readonly Service[];
  help?: { title: string; text: string; cta: string };
  /** Where the help card leads: the contact page in the list's language. */
  helpHref?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  lang?: Lang;
}) {
  const Heading = headingLevel;
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 xl:grid-cols-4', className)}>
      {services.map((service) => {
        const icon = SERVICE_ICONS[service.icon.name];
        if (!icon) throw new Error(`ServicesList: no icon mapped for "${service.icon.name}" (${service.serviceId})`);
        const solid = service.icon.style === 'solid';
        return (
          <li
            key={service.serviceId}
            className="group relative flex flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-card transition-shadow duration-300 focus-within:shadow-lift hover:shadow-lift"
          >
            <span className="inline-flex size-14 items-center justify-center rounded-xl bg-sand-100 ring-1 ring-sand-200 transition-colors group-hover:bg-gold-100">
              <Icon
                name={icon}
                data-icon={service.icon.name}
                className="size-7"
                stroke={service.icon.colour}
                fill={solid ? service.icon.colour : 'none'}
                fillOpacity={solid ? 0.15 : undefined}
                strokeWidth={1.75}
              />
            </span>
            <Heading className="mt-5 text-xl font-semibold leading-snug">
              <SiteLink href={href(service.nav)} className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-['']">
                {service.title}
              </SiteLink>
            </Heading>
            <p className="mt-3 flex-1 text-ink-muted">{service.description}</p>
            <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:text-navy-900">
              {uiFor(lang).home.learnMore}
              <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </li>
        );
      })}
      {help && (
        <li className="on-dark group relative flex flex-col rounded-2xl bg-navy-900 p-6 text-white shadow-card transition-shadow duration-300 focus-within:shadow-lift hover:shadow-lift">
          <span className="inline-flex size-14 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/15">
            <Icon name="message-circle-question" className="size-7 text-gold-300" strokeWidth={1.75} />
          </span>
          <Heading className="mt-5 text-xl font-semibold leading-snug text-white">
            <SiteLink href={href(helpHref)} className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-['']">
              {help.title}
            </SiteLink>
          </Heading>
          <p className="mt-3 flex-1 text-white/85">{help.text}</p>
          <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 font-semibold text-gold-300 group-hover:text-gold-100">
            {help.cta}
            <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </li>
      )}
    </ul>
  );
}
