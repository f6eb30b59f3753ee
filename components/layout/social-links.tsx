import { site } from '@/content/site';
import { uiFor } from '@/lib/content/ui';
import type { Lang } from '@/lib/i18n';
import { cn } from '@/lib/cn';

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export const socialIcons = { facebook: FacebookIcon, instagram: InstagramIcon };

export function SocialLinks({ lang = 'en', className, linkClassName }: { lang?: Lang; className?: string; linkClassName?: string }) {
  const t = uiFor(lang).layout;
  const items = [
    { label: 'Facebook', href: site.links.facebook, Icon: FacebookIcon },
    { label: 'Instagram', href: site.links.instagram, Icon: InstagramIcon },
  ];
  return (
    <ul className={cn('flex items-center gap-1', className)} aria-label={t.socialMedia}>
      {items.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} ${t.opensNewTab}`}
            className={cn('inline-flex size-10 items-center justify-center rounded-full transition-colors', linkClassName)}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
