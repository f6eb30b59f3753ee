'use client';

import type { ReactNode } from 'react';
import { Deferred, deferred } from '@/components/ui/deferred';

import type { DialogLabels, FileCopy, FileDialogMode } from './file-dialog';

export type { DialogLabels, FileCopy, FileDialogMode };

const dialog = deferred(() => import('./file-dialog'));

export function FileDialogButton({
  mode,
  copy,
  labels,
  className,
  children,
  'aria-describedby': describedBy,
}: {
  mode: FileDialogMode;
  copy: FileCopy[FileDialogMode];
  /** The dialog's words; English when left out. */
  labels?: DialogLabels;
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
        <m.FileDialogButton ref={takeOver()} mode={mode} copy={copy} labels={labels} className={className} aria-describedby={describedBy}>
          {children}
        </m.FileDialogButton>
      )}
    </Deferred>
  );
}
