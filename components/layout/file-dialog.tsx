'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ExternalLink, X } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import type { FileSharingCopy } from '@/content/file-sharing';

export type FileDialogMode = keyof FileSharingCopy;

export function FileDialogButton({
  mode,
  copy,
  className,
  children,
  ref,
  'aria-describedby': describedBy,
}: {
  mode: FileDialogMode;
  copy: FileSharingCopy[FileDialogMode];
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
              <DialogTitle className="font-display text-display-sm text-navy-900">Attention</DialogTitle>
              <button
                type="button"
                onClick={close}
                className="-m-2 rounded-full p-2 text-ink-muted hover:bg-sand-100 hover:text-navy-900"
                aria-label="Close dialog"
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
                CLOSE
              </button>
              <button
                type="button"
                onClick={open}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
              >
                OPEN
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{copy.label} in a new tab</span>
              </button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
