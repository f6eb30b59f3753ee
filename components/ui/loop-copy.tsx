'use client';

import { createContext, type ReactNode } from 'react';

/** True in a looping strip's hidden copy: its links leave the tab order but stay clickable, since the copy is on screen half the time. */
export const LoopCopyContext = createContext(false);

export function LoopCopy({ children }: { children: ReactNode }) {
  return <LoopCopyContext value={true}>{children}</LoopCopyContext>;
}
