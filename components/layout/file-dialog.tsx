'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type ReactNode, type Ref } from 'react';
import { DIALOG_PANEL, DIALOG_TITLE, FileDialogContent, englishLabels, type DialogLabels, type FileCopy, type FileDialogMode } from './file-dialog-content';

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
          <DialogPanel className={DIALOG_PANEL} data-testid="file-dialog">
            <FileDialogContent copy={copy} labels={labels} title={<DialogTitle className={DIALOG_TITLE}>{labels.title}</DialogTitle>} onClose={close} />
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
