'use client';

import { useId, useState, type ReactNode } from 'react';
import { Deferred, deferred } from '@/components/ui/deferred';
import { PageModal } from '@/components/ui/page-modal';
import {
  DIALOG_PANEL,
  DIALOG_TITLE,
  FileDialogContent,
  englishLabels,
  type DialogLabels,
  type FileCopy,
  type FileDialogMode,
} from './file-dialog-content';

export type { DialogLabels, FileCopy, FileDialogMode };

const dialog = deferred(() => import('./file-dialog'));

/** Headless UI's dialog drawn by the browser, for a tap that comes before Headless UI's code. */
function PageDialog({ mode, copy, labels, onClosed }: { mode: FileDialogMode; copy: FileCopy[FileDialogMode]; labels: DialogLabels; onClosed: () => void }) {
  const titleId = useId();
  return (
    <PageModal
      aria-labelledby={titleId}
      onClosed={onClosed}
      className="z-[60] items-stretch justify-center p-0 backdrop:bg-navy-950/60 sm:items-center sm:p-6"
    >
      {(close) => (
        <div className={DIALOG_PANEL} data-testid="file-dialog" data-mode={mode}>
          <FileDialogContent copy={copy} labels={labels} title={<h2 id={titleId} className={DIALOG_TITLE}>{labels.title}</h2>} onClose={close} />
        </div>
      )}
    </PageModal>
  );
}

export function FileDialogButton({
  mode,
  copy,
  labels = englishLabels,
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
  const [open, setOpen] = useState(false);
  return (
    <Deferred
      load={dialog}
      when="intent"
      hold={open}
      fallback={(standIn) => (
        <>
          <button {...standIn('', () => setOpen(true))} type="button" className={className} aria-haspopup="dialog" aria-describedby={describedBy}>
            {children}
          </button>
          {open && <PageDialog mode={mode} copy={copy} labels={labels} onClosed={() => setOpen(false)} />}
        </>
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
