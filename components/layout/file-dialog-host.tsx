'use client';

import { lazy, Suspense } from 'react';
import { useFileDialogMode } from '@/lib/file-dialog-store';
import type { FileSharingCopy } from '@/content/file-sharing';

const load = () => import('./file-dialog');
const FileDialog = lazy(() => load().then((m) => ({ default: m.FileDialog })));

/** Starts fetching the dialog's code when a visitor points at or focuses a trigger. */
export function preloadFileDialog() {
  void load();
}

/**
 * Mounted once in the root layout. The dialog (Headless UI Dialog) is only fetched when first
 * needed, which keeps it out of every page's first-load JavaScript.
 */
export function FileDialogHost({ copy }: { copy: FileSharingCopy }) {
  const mode = useFileDialogMode();
  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <FileDialog mode={mode} copy={copy[mode]} />
    </Suspense>
  );
}
