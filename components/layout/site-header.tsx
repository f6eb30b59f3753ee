import { pick, type Lang } from '@/lib/i18n';
import { SiteLink } from '@/components/ui/site-link';
import { fileSharing } from '@/content/file-sharing';
import { fileSharing as fileSharingEs } from '@/content/file-sharing.es';
import { site } from '@/content/site';
import { uiFor } from '@/lib/content/ui';
import { languageSwitchFor, menusFor } from '@/lib/content/navigation-for';
import { localePath } from '@/lib/content/routes';
import { href } from '@/lib/paths';
import { HeaderShell } from './header-shell';
import { MainNav } from './main-nav';
import type { FileCopy } from './file-dialog-button';
import { SocialLinks } from './social-links';
import { dialogLabels } from './file-dialog-labels';

export function SiteHeader({ lang }: { lang: Lang }) {
  const t = uiFor(lang).layout;
  const { navigation, contactNavItem } = menusFor(lang);
  return (
    <HeaderShell>
      <div className="relative mx-auto flex h-[4.5rem] max-w-container items-center justify-between gap-2 px-4 sm:px-6">
        <SiteLink href={href(localePath('/', lang))} className="flex min-w-0 items-center gap-2.5 rounded-md sm:gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a 40 px SVG mark needs no image component */}
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
          <span className="font-display text-lg font-semibold leading-tight text-navy-900 sm:text-xl">{site.name}</span>
        </SiteLink>
        <nav aria-label={t.mainNav} className="flex items-center">
          <MainNav
            main={navigation.main}
            resources={navigation.resources}
            contact={contactNavItem}
            fileCopy={pick<FileCopy>(lang, { en: fileSharing, es: fileSharingEs })}
            labels={{ resources: t.resources, openMenu: t.openMenu, closeMenu: t.closeMenu, dialog: dialogLabels(lang) }}
            languageSwitch={languageSwitchFor(lang)}
            social={<SocialLinks lang={lang} linkClassName="text-navy-900 hover:bg-sand-100" />}
          />
        </nav>
      </div>
    </HeaderShell>
  );
}
