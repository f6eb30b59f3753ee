import type { Banner } from '@/lib/schemas';
import { Breadcrumbs } from './breadcrumbs';

/**
 * The banner every page opens with: art, the page name as the page's h1, and breadcrumbs.
 * The art is decorative; the left of each banner is a dark field so white text keeps AA contrast.
 * No fetchPriority="high" here: React turns it into a preload hint inside the RSC payload, and a
 * linked page's payload is prefetched when its link is pointed at (see SiteLink), so every link a
 * visitor hovers would preload that page's banner.
 * `quietArt` marks the art fetchPriority="low", which also keeps React from emitting a preload hint
 * for it: the 404 page sits in every page's payload as the not-found boundary, and without this each
 * page preloads the 404 art.
 */
export function PageBanner({
  banner,
  title,
  currentHref,
  quietArt = false,
}: {
  banner: Banner;
  title?: string;
  currentHref: string;
  quietArt?: boolean;
}) {
  const heading = title ?? banner.pageName;
  return (
    <div className="on-dark relative isolate overflow-hidden bg-navy-900">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export, art is an SVG */}
      <img
        src={banner.image.src}
        alt={banner.image.alt}
        width={banner.image.width}
        height={banner.image.height}
        fetchPriority={quietArt ? 'low' : undefined}
        className="absolute inset-0 -z-10 h-full w-full object-cover object-right opacity-35 sm:opacity-100"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/85 via-navy-900/60 to-transparent sm:from-navy-950/70 sm:via-navy-900/30" />
      <div className="mx-auto max-w-container px-4 pb-12 pt-14 sm:px-6 sm:pb-16 sm:pt-20">
        <h1 className="max-w-2xl text-display-sm text-white sm:text-display-md">{heading}</h1>
        <div className="mt-4">
          <Breadcrumbs trail={banner.pageNav} current={heading} currentHref={currentHref} />
        </div>
      </div>
    </div>
  );
}
