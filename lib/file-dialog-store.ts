'use client';

import { useSyncExternalStore } from 'react';

/** Which file-sharing entry point the Attention dialog is showing. */
export type FileDialogMode = 'fileDrop' | 'clientLogin';

let mode: FileDialogMode | null = null;
/** The button that opened the dialog: focus goes back to it on close (the dialog mounts lazily). */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openFileDialog(next: FileDialogMode, trigger?: HTMLElement | null) {
  mode = next;
  opener = trigger ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  emit();
}

export function closeFileDialog() {
  mode = null;
  emit();
  const target = opener;
  opener = null;
  // After the dialog has unmounted and released its focus trap.
  if (target?.isConnected) requestAnimationFrame(() => target.focus());
}

export function useFileDialogMode(): FileDialogMode | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
    () => null,
  );
}
