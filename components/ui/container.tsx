import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Container({ children, className, as: Tag = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'section' }) {
  return <Tag className={cn('mx-auto w-full max-w-container px-4 sm:px-6', className)}>{children}</Tag>;
}
