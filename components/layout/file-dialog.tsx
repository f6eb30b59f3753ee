'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ExternalLink, X } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import type { FileSharingCopy } from '@/content/file-sharing';
import type { Translation } from '@/lib/translation';

export type FileDialogMode = keyof FileSharingCopy;
/** The copy of both entry points in either language (content/file-sharing.ts or its .es.ts twin). */
export type FileCopy = Translation<FileSharingCopy>;
/** The dialog's own words, from the `layout` section of content/ui.ts or ui.es.ts. */
export type DialogLabels = { title: string; close: string; closeButton: string; open: string; inNewTab: string };

/** For a caller that passes no labels (every English page): the English words of content/ui.ts. */
export const englishLabels: DialogLabels = { title: 'Attention', close: 'Close dialog', closeButton: 'CLOSE', open: 'OPEN', inNewTab: 'in a new tab' };

export function FileDialogButton({
  mode,
  copy,
  labels = englishLabels,
  className,
  children,
  ref,
  'aria-describedby': describedBy,
}: {
  mode: FileDialogMode;
  copy: FileCopy[FileDialogMode];
  labels?: DialogLabels;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  'aria-describedby'?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  const open = () => {
    window.open(copy.url, '_blank', 'noopener,noreferrer');
    close();
  };
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <Dialog open={isOpen} onClose={close} className="fixed inset-0 z-[60]" data-mode={mode}>
        <div className="fixed inset-0 bg-navy-950/60" aria-hidden="true" />
        <div className="fixed inset-0 flex items-stretch justify-center sm:items-center sm:p-6">
          <DialogPanel
            className="flex h-full w-full flex-col bg-white p-6 shadow-lift sm:h-auto sm:max-w-lg sm:rounded-2xl sm:p-8"
            data-testid="file-dialog"
          >
            <div className="flex items-start justify-between gap-4">
              <DialogTitle className="font-display text-display-sm text-navy-900">{labels.title}</DialogTitle>
              <button
                type="button"
                onClick={close}
                className="-m-2 rounded-full p-2 text-ink-muted hover:bg-sand-100 hover:text-navy-900"
                aria-label={labels.close}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <h2 className="mt-4 font-sans text-lg font-semibold text-navy-900">{copy.heading}</h2>
            {copy.paragraphs.map((p) => (
              <p key={p} className="mt-3 text-ink-muted">
                {p}
              </p>
            ))}
            <div className="mt-auto flex flex-col-reverse gap-3 pt-8 sm:mt-8 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={close}
                className="rounded-lg border border-sand-200 px-5 py-2.5 font-semibold text-navy-900 hover:bg-sand-100"
              >
                {labels.closeButton}
              </button>
              <button
                type="button"
                onClick={open}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
              >
                {labels.open}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{`${copy.label} ${labels.inNewTab}`}</span>
              </button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
