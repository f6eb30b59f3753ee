'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Deferred, deferred } from '@/components/ui/deferred';
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

/** The browser's own modal dialog, for a tap that comes before Headless UI's: it traps focus, closes on Escape and gives focus back. */
function PageDialog({ mode, copy, labels, onClosed }: { mode: FileDialogMode; copy: FileCopy[FileDialogMode]; labels: DialogLabels; onClosed: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.showModal(), []);
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-mode={mode}
      onClose={onClosed}
      onClick={(e) => e.target === e.currentTarget && close()}
      // Tab wraps around the buttons, as in Headless UI's dialog, rather than leaving for the browser's own controls.
      onKeyDown={(e) => {
        const buttons = [...e.currentTarget.querySelectorAll('button')];
        const [from, to] = e.shiftKey ? [buttons[0], buttons.at(-1)] : [buttons.at(-1), buttons[0]];
        if (e.key === 'Tab' && document.activeElement === from) {
          e.preventDefault();
          to?.focus();
        }
      }}
      className="z-[60] m-0 h-dvh max-h-none w-full max-w-none items-stretch justify-center bg-transparent p-0 backdrop:bg-navy-950/60 open:flex sm:items-center sm:p-6"
    >
      <div className={DIALOG_PANEL} data-testid="file-dialog">
        <FileDialogContent copy={copy} labels={labels} title={<h2 id={titleId} className={DIALOG_TITLE}>{labels.title}</h2>} onClose={close} />
      </div>
    </dialog>
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
