import { bannerFor, NOT_FOUND_PATHS } from '@/lib/content/routes';
import { href } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { langOf } from '@/lib/i18n';
import { Breadcrumbs } from './breadcrumbs';

const ART = 'absolute inset-0 -z-10 h-full w-full object-cover object-right';

/** The frame is the stylesheet's `banner-frame` background, so a phone paints the banner whole with its text.
 * The motif shows from 640 px, beside the heading; lazy, so phones never fetch it. */
export function PageBanner({
  path,
  child,
}: {
  path: string;
  /** A page below the route with no record of its own (a news post). */
  child?: { title: string; href: string };
}) {
  const route = bannerFor(path);
  const banner = child ? { ...route, pageNav: [...route.pageNav, { label: route.pageName, href: path }] } : route;
  const currentHref = child?.href ?? (Object.values(NOT_FOUND_PATHS).includes(path) ? path : href(path));
  const title = child?.title;
  const heading = title ?? banner.pageName;
  return (
    <div className="banner-frame on-dark relative isolate overflow-hidden">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export, art is an SVG */}
      <img
        src={banner.image.src}
        alt={banner.image.alt}
        width={banner.image.width}
        height={banner.image.height}
        loading="lazy"
        className={cn(ART, 'hidden sm:block')}
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/85 via-navy-900/60 to-transparent sm:from-navy-950/70 sm:via-navy-900/30" />
      <div className="mx-auto max-w-container px-4 pb-12 pt-14 sm:px-6 sm:pb-16 sm:pt-20">
        <h1 className="max-w-2xl text-display-sm text-white sm:text-display-md">{heading}</h1>
        <div className="mt-4">
          <Breadcrumbs trail={banner.pageNav} current={heading} currentHref={currentHref} structuredData={path !== '/404'} lang={langOf(path)} />
        </div>
      </div>
    </div>
  );
}
