'use client';

import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { useSearchParams } from 'next/navigation';
import { subjectToCategory } from '@/lib/enquiry';
import { EnquiryFormBody, type EnquiryFormProps } from './enquiry-form-body';

/** react-hot-toast and the toast cards load after the page, not in its first-load JavaScript. */
const EnquiryToaster = lazy(() => import('./enquiry-toaster').then((m) => ({ default: m.EnquiryToaster })));

/** Reads ?subject= (client only) and preselects the matching category, if any. */
function FormWithSubject(props: EnquiryFormProps) {
  const subject = useSearchParams().get('subject');
  const category = subjectToCategory(subject);
  return <EnquiryFormBody key={category} {...props} initialCategory={category} />;
}

/**
 * The contact page's one client island: the enquiry form and its toasts. `useSearchParams` needs a
 * Suspense boundary in a static export; its fallback is the same form without a preselected
 * category, so the pre-rendered HTML already holds the whole form.
 *
 * The toasts' live region is here from the first paint (a region inserted together with its text
 * is often not announced); the toaster inside it mounts once the browser is idle after load, or as
 * soon as the visitor turns to the form, whichever comes first.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const [toaster, setToaster] = useState(false);
  const warmUp = useCallback(() => setToaster(true), []);
  useEffect(() => whenIdle(warmUp, { timeout: 3000, fallbackMs: 1500 }), [warmUp]);

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="false">
        {toaster && (
          <Suspense fallback={null}>
            <EnquiryToaster />
          </Suspense>
        )}
      </div>
      <Suspense fallback={<EnquiryFormBody {...props} initialCategory="" />}>
        <FormWithSubject {...props} onWarmUp={warmUp} />
      </Suspense>
    </>
  );
}
