'use client';

import { createContext, type ReactNode } from 'react';

/**
 * True inside the second drawing of a looping strip's items (the news marquee, the carousel's loop
 * copies). The copy is hidden from assistive technology (the original is what a screen reader reads
 * and a keyboard reaches), but it is on screen half the time, so a pointer or a finger must still be
 * able to follow its links: SiteLink reads this and takes itself out of the tab order instead of the
 * copy being made inert, which would leave a tapped headline doing nothing.
 */
export const LoopCopyContext = createContext(false);

/** Wraps the copy of a looping strip's items; see LoopCopyContext. */
export function LoopCopy({ children }: { children: ReactNode }) {
  return <LoopCopyContext value={true}>{children}</LoopCopyContext>;
}
