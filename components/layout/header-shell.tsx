'use client';

import type { ReactNode } from 'react';
import { useScrolledPast } from './use-scrolled-past';
import { cn } from '@/lib/cn';

export const STICKY_THRESHOLD = 100;

export function HeaderShell({ children }: { children: ReactNode }) {
  const sticky = useScrolledPast(STICKY_THRESHOLD);
  return (
    <header
      data-sticky={sticky ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        sticky ? 'border-sand-200 bg-white/95 shadow-card backdrop-blur' : 'border-transparent bg-white',
      )}
    >
      {children}
    </header>
  );
}
