import { Icon } from '@/components/ui/icon';
import { contactPage } from '@/content/contact';
import { contactPage as paginaDeContacto } from '@/content/contact.es';
import { fileSharing, type FileSharingCopy } from '@/content/file-sharing';
import { fileSharing as archivos } from '@/content/file-sharing.es';
import { pick, type Lang } from '@/lib/i18n';
import type { Translation } from '@/lib/translation';
import { FileDialogButton } from '@/components/layout/file-dialog-button';

export function SensitiveDataNote({ id, lang = 'en' }: { id: string; lang?: Lang }) {
  const copy = pick<Translation<typeof contactPage>>(lang, { en: contactPage, es: paginaDeContacto }).form;
  return (
    <div id={id} className="flex gap-3 rounded-lg border border-gold-300 bg-gold-100/60 p-4 text-sm text-ink">
      <Icon name="shield-alert" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <p>
        <strong className="font-semibold text-navy-900">{copy.sensitiveTitle}.</strong> {copy.sensitiveText}{' '}
        <FileDialogButton mode="fileDrop" copy={pick<FileSharingCopy>(lang, { en: fileSharing, es: archivos }).fileDrop} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900">
          {copy.sensitiveAction}
        </FileDialogButton>
        .
      </p>
    </div>
  );
}
