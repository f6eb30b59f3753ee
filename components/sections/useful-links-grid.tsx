import { Icon } from '@/components/ui/icon';
import type { UsefulLink } from '@/lib/schemas';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

export function UsefulLinksGrid({ links, lang = 'en' }: { links: UsefulLink[]; lang?: Lang }) {
  const t = uiFor(lang).links;
  return (
    <ul role="list" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li
          key={link.key}
          className="group relative flex flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-card transition-[box-shadow,border-color,transform] duration-200 focus-within:border-brand-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift"
        >
          <div className="flex items-start justify-between gap-4">
            <h3 className="text-xl font-semibold">
              <a
                href={link.link}
                target="_blank"
                rel="noopener noreferrer"
                className="text-navy-900 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
              >
                {link.value}
                <span className="sr-only">{t.newTab}</span>
              </a>
            </h3>
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition-colors group-hover:bg-navy-900 group-hover:text-white"
            >
              <Icon name="arrow-up-right" className="size-5" />
            </span>
          </div>
          <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{link.description}</p>
          <p className="mt-5 text-sm font-semibold text-brand-700">{hostOf(link.link)}</p>
        </li>
      ))}
    </ul>
  );
}
