'use client';

import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { useSearchParams } from 'next/navigation';
import { subjectToCategory } from '@/lib/enquiry';
import { EnquiryFormBody, type EnquiryFormProps } from './enquiry-form-body';

/** react-hot-toast and the toast cards load after the page, not in its first-load JavaScript. */
const EnquiryToaster = lazy(() => import('./enquiry-toaster').then((m) => ({ default: m.EnquiryToaster })));

/**
 * Reads ?subject= and reports the category it names ("" if none). `useSearchParams` needs a
 * Suspense boundary in a static export, and the pre-rendered HTML holds its fallback: so the
 * boundary wraps only this, which renders nothing. Around the form it made the export hold the
 * form as a fallback that the browser threw away and built again from scratch after load.
 */
function SubjectCategory({ onChange }: { onChange: (category: string) => void }) {
  const category = subjectToCategory(useSearchParams().get('subject'));
  useEffect(() => onChange(category), [category, onChange]);
  return null;
}

/**
 * The contact page's one client island: the enquiry form and its toasts. The pre-rendered HTML
 * holds the whole form, which hydrates in place; a ?subject= category is selected once hydrated.
 *
 * The toasts' live region is here from the first paint (a region inserted together with its text
 * is often not announced); the toaster inside it mounts once the browser is idle after load, or as
 * soon as the visitor turns to the form, whichever comes first.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const [toaster, setToaster] = useState(false);
  const warmUp = useCallback(() => setToaster(true), []);
  useEffect(() => whenIdle(warmUp, { timeout: 3000, fallbackMs: 1500 }), [warmUp]);
  const [subjectCategory, setSubjectCategory] = useState('');

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="false">
        {toaster && (
          <Suspense fallback={null}>
            <EnquiryToaster />
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        <SubjectCategory onChange={setSubjectCategory} />
      </Suspense>
      <EnquiryFormBody {...props} subjectCategory={subjectCategory} onWarmUp={warmUp} />
    </>
  );
}
