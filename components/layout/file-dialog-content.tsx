import type { ReactNode } from 'react';
import type { FileSharingCopy } from '@/content/file-sharing';
import type { Translation } from '@/lib/translation';
import { Icon } from '@/components/ui/icon';

export type FileDialogMode = keyof FileSharingCopy;
/** The copy of both entry points in either language (content/file-sharing.ts or its .es.ts twin). */
export type FileCopy = Translation<FileSharingCopy>;
/** The dialog's own words, from the `layout` section of content/ui.ts or ui.es.ts. */
export type DialogLabels = { title: string; close: string; closeButton: string; open: string; inNewTab: string };

/** For a caller that passes no labels (every English page): the English words of content/ui.ts. */
export const englishLabels: DialogLabels = { title: 'Attention', close: 'Close dialog', closeButton: 'CLOSE', open: 'OPEN', inNewTab: 'in a new tab' };

export const DIALOG_PANEL = 'flex h-full w-full flex-col bg-white p-6 shadow-lift sm:h-auto sm:max-w-lg sm:rounded-2xl sm:p-8';
export const DIALOG_TITLE = 'font-display text-display-sm text-navy-900';

/** What the File Drop and Client Login dialogs say and offer, in Headless UI's dialog or in the page's own before it arrives. */
export function FileDialogContent({
  copy,
  labels,
  title,
  onClose,
}: {
  copy: FileCopy[FileDialogMode];
  labels: DialogLabels;
  /** The dialog's title element, which names the dialog. */
  title: ReactNode;
  onClose: () => void;
}) {
  const open = () => {
    window.open(copy.url, '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        {title}
        <button
          type="button"
          onClick={onClose}
          className="-m-2 rounded-full p-2 text-ink-muted hover:bg-sand-100 hover:text-navy-900"
          aria-label={labels.close}
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
      <h2 className="mt-4 font-sans text-lg font-semibold text-navy-900">{copy.heading}</h2>
      {copy.paragraphs.map((p) => (
        <p key={p} className="mt-3 text-ink-muted">
          {p}
        </p>
      ))}
      <div className="mt-auto flex flex-col-reverse gap-3 pt-8 sm:mt-8 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className="rounded-lg border border-sand-200 px-5 py-2.5 font-semibold text-navy-900 hover:bg-sand-100">
          {labels.closeButton}
        </button>
        <button
          type="button"
          onClick={open}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
        >
          {labels.open}
          <Icon name="external-link" className="size-4" />
          <span className="sr-only">{`${copy.label} ${labels.inNewTab}`}</span>
        </button>
      </div>
    </>
  );
}
