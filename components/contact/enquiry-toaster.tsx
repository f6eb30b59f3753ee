'use client';

import { CircleAlert, CircleCheck } from 'lucide-react';
import { Toaster, resolveValue, type Toast } from 'react-hot-toast';

export { toast } from 'react-hot-toast';
// Worded here, at idle, so the answers' words and logic stay out of the form's first load.
export { outcomeMessage } from '@/lib/enquiry-outcome';
import { cn } from '@/lib/cn';

export const TOAST_DURATION_MS = 5000;
export const TOAST_ANIMATION_MS = 400;

function ToastCard({ t }: { t: Toast }) {
  const error = t.type === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      data-toast={t.type}
      data-visible={t.visible}
      className={cn(
        'flex w-[min(28rem,calc(100vw-2rem))] items-start gap-3 rounded-xl border-y border-r border-l-4 border-y-sand-200 border-r-sand-200 bg-white p-4 text-ink shadow-lift',
        'transition-[opacity,translate] duration-400 ease-out starting:-translate-y-3 starting:opacity-0',
        error ? 'border-l-red-700' : 'border-l-green-700',
        t.visible ? 'translate-y-0 opacity-100' : '-translate-y-3 opacity-0',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', error ? 'text-red-700' : 'text-green-700')} />
      <p className="min-w-0 flex-1 whitespace-pre-wrap break-words font-medium">{resolveValue(t.message, t)}</p>
    </div>
  );
}

/** The cards carry no role: the form's live region reads them, once. */
export function EnquiryToaster() {
  return (
    <Toaster position="top-center" containerStyle={{ top: 88 }} toastOptions={{ duration: TOAST_DURATION_MS, removeDelay: TOAST_ANIMATION_MS }}>
      {(t) => <ToastCard t={t} />}
    </Toaster>
  );
}
