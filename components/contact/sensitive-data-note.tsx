import { ShieldAlert } from 'lucide-react';
import { contactPage } from '@/content/contact';
import { fileSharing } from '@/content/file-sharing';
import { FileDialogButton } from '@/components/layout/file-dialog-button';

const copy = contactPage.form;

export function SensitiveDataNote({ id }: { id: string }) {
  return (
    <div id={id} className="flex gap-3 rounded-lg border border-gold-300 bg-gold-100/60 p-4 text-sm text-ink">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <p>
        <strong className="font-semibold text-navy-900">{copy.sensitiveTitle}.</strong> {copy.sensitiveText}{' '}
        <FileDialogButton mode="fileDrop" copy={fileSharing.fileDrop} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900">
          {copy.sensitiveAction}
        </FileDialogButton>
        .
      </p>
    </div>
  );
}
