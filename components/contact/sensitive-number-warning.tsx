'use client';

import { ShieldAlert } from 'lucide-react';
import { SENSITIVE_NUMBER_NOTICE, type SensitiveNotice, type SensitiveNumber } from '@/server/core/sensitive-numbers';
import { DRAFT_MAIL_LABELS, draftMailto, type DraftMailLabels } from '@/lib/draft-mail';
import type { EnquiryFields } from '@/lib/enquiry';
import { Icon } from '@/components/ui/icon';

// Loaded with the warning once the page is idle, so the detector and the masked mail link are not part of the form's first load.
export { findSensitiveNumbers } from '@/server/core/sensitive-numbers';

/** The recovery panel's "Email it to us instead": the message masked as the enquiry service would store it, and a note when it was. */
export function DraftMailLink({
  email,
  subject,
  draft,
  label,
  labels = DRAFT_MAIL_LABELS,
}: {
  email: string;
  subject: string;
  draft: EnquiryFields;
  label: string;
  labels?: DraftMailLabels;
}) {
  const { href, masked } = draftMailto(email, subject, draft, labels);
  return (
    <>
      <a
        href={href}
        aria-describedby={masked ? 'enquiry-masked' : undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-navy-900/25 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-sand-100"
      >
        <Icon name="mail" className="size-4" />
        {label}
      </a>
      {masked > 0 && (
        <p id="enquiry-masked" className="order-last basis-full text-sm text-ink">
          {labels.masked}
        </p>
      )}
    </>
  );
}

/** Shown, inside the form's live region, while the message holds what looks like an SSN, ITIN, card or account number; sending stays possible.
 * `notice`: its words in the page's language (English by default). */
export function SensitiveNumberWarning({
  id,
  found,
  fileDropNoteId,
  notice: NOTICE = SENSITIVE_NUMBER_NOTICE,
}: {
  id: string;
  found: SensitiveNumber[];
  fileDropNoteId?: string;
  notice?: SensitiveNotice;
}) {
  const taxId = found.some((n) => n.kind === 'ssn' || n.kind === 'itin');
  const bank = found.some((n) => n.kind === 'card' || n.kind === 'account');
  // The page's own File Drop button, so there is one dialog and it returns focus where it opened.
  const openFileDrop = () => document.getElementById(fileDropNoteId ?? '')?.querySelector('button')?.click();
  if (!taxId && !bank) return null;
  return (
    <div id={id} className="mt-6 flex gap-3 rounded-lg border border-gold-300 bg-gold-100/60 p-4 text-sm text-ink">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <div>
        <p>
          <strong className="font-semibold text-navy-900">{taxId ? NOTICE.taxId : NOTICE.bank}</strong> {NOTICE.advice}
        </p>
        {fileDropNoteId && (
          <button
            type="button"
            onClick={openFileDrop}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900"
          >
            {NOTICE.action}
          </button>
        )}
      </div>
    </div>
  );
}
