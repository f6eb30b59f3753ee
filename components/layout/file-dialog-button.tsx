'use client';

import type { ReactNode } from 'react';
import { openFileDialog, type FileDialogMode } from '@/lib/file-dialog-store';
import { preloadFileDialog } from './file-dialog-host';

/** A File Drop or Client Login trigger: a button, because it opens a dialog. */
export function FileDialogButton({
  mode,
  className,
  children,
  'aria-describedby': describedBy,
}: {
  mode: FileDialogMode;
  className?: string;
  children: ReactNode;
  'aria-describedby'?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onPointerEnter={preloadFileDialog}
      onFocus={preloadFileDialog}
      onClick={(event) => openFileDialog(mode, event.currentTarget)}
    >
      {children}
    </button>
  );
}
