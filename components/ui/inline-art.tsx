import { inlineArt } from '@/content/art';

/** Decorative art drawn inside the HTML, so it paints with the text instead of one round trip later. Fills its box like object-cover, anchored right. */
export function InlineArt({ src, className }: { src: string; className?: string }) {
  const { viewBox, markup } = inlineArt(src);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      preserveAspectRatio="xMaxYMid slice"
      className={className}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
