'use client';

import { useSyncExternalStore } from 'react';

/** Which file-sharing entry point the Attention dialog is showing (spec §4 "File dialog"). */
export type FileDialogMode = 'fileDrop' | 'clientLogin';

let mode: FileDialogMode | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openFileDialog(next: FileDialogMode) {
  mode = next;
  emit();
}

export function closeFileDialog() {
  mode = null;
  emit();
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
