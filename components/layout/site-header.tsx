import type { Lang } from '@/lib/i18n';
import { SiteLink } from '@/components/ui/site-link';
import { fileSharing } from '@/content/file-sharing';
import { site } from '@/content/site';
import { navigation, contactNavItem } from '@/lib/content/navigation';
import { HeaderShell } from './header-shell';
import { MainNav } from './main-nav';
import { SocialLinks } from './social-links';

export function SiteHeader(_: { lang: Lang }) {
  return (
    <HeaderShell>
      <div className="relative mx-auto flex h-[4.5rem] max-w-container items-center justify-between gap-2 px-4 sm:px-6">
        <SiteLink href="/" className="flex min-w-0 items-center gap-2.5 rounded-md sm:gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a 40 px SVG mark needs no image component */}
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
          <span className="font-display text-lg font-semibold leading-tight text-navy-900 sm:text-xl">{site.name}</span>
        </SiteLink>
        <nav aria-label="Main" className="flex items-center">
          <MainNav
            main={navigation.main}
            resources={navigation.resources}
            contact={contactNavItem}
            fileCopy={fileSharing}
            social={<SocialLinks linkClassName="text-navy-900 hover:bg-sand-100" />}
          />
        </nav>
      </div>
    </HeaderShell>
  );
}
