'use client';

import type { ReactNode } from 'react';
import type { FileSharingCopy } from '@/content/file-sharing';
import { Deferred, deferred } from '@/components/ui/deferred';

import type { FileDialogMode } from './file-dialog';

export type { FileDialogMode };

const dialog = deferred(() => import('./file-dialog'));

export function FileDialogButton({
  mode,
  copy,
  className,
  children,
  'aria-describedby': describedBy,
}: {
  mode: FileDialogMode;
  copy: FileSharingCopy[FileDialogMode];
  className?: string;
  children: ReactNode;
  'aria-describedby'?: string;
}) {
  return (
    <Deferred
      load={dialog}
      when="intent"
      fallback={(standIn) => (
        <button {...standIn()} type="button" className={className} aria-haspopup="dialog" aria-describedby={describedBy}>
          {children}
        </button>
      )}
    >
      {(m, takeOver) => (
        <m.FileDialogButton ref={takeOver()} mode={mode} copy={copy} className={className} aria-describedby={describedBy}>
          {children}
        </m.FileDialogButton>
      )}
    </Deferred>
  );
}
