import { inlineArt } from '@/content/art';

/** Art drawn inside the HTML, so it paints with the text instead of one round trip later. Fills its box like
 * object-cover, anchored right (banners) or top (portraits); decorative unless it has a label. */
export function InlineArt({
  src,
  label,
  anchor = 'right',
  className,
}: {
  src: string;
  label?: string;
  anchor?: 'right' | 'top';
  className?: string;
}) {
  const { viewBox, markup } = inlineArt(src);
  return (
    <svg
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      viewBox={viewBox}
      preserveAspectRatio={anchor === 'top' ? 'xMidYMin slice' : 'xMaxYMid slice'}
      className={className}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
