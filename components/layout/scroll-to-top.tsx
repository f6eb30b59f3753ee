'use client';

import { InlineIcon } from '@/components/ui/inline-icon';
import { useScrolledPast } from './use-scrolled-past';
import { cn } from '@/lib/cn';

/** `label`: the button's name in the page's language. */
export function ScrollToTop({ label }: { label: string }) {
  const visible = useScrolledPast(100);
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Focus the page start first: this button hides near the top, and losing focus would cut the scroll short.
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={label}
      hidden={!visible}
      className={cn(
        'fixed bottom-5 right-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lift transition hover:bg-navy-800',
      )}
    >
      <InlineIcon name="arrow-up" className="size-5" />
    </button>
  );
}
