import type { Lang } from '@/lib/i18n';
import { uiFor } from '@/lib/content/ui';
import type { DialogLabels } from './file-dialog-content';

/** The File Drop / Client Login dialog's own words in `lang`, for the buttons that open it. English pages send
 * none: English is the dialog's default (components/layout/file-dialog-content.tsx; a unit test keeps the two the same). */
export function dialogLabels(lang: Lang): DialogLabels | undefined {
  if (lang === 'en') return undefined;
  const t = uiFor(lang).layout;
  return { title: t.dialogTitle, close: t.closeDialog, closeButton: t.dialogClose, open: t.dialogOpen, inNewTab: t.inNewTab };
}
