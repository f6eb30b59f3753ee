'use client';

import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { subjectToCategory } from '@/lib/enquiry';
import { useDeferred } from '@/components/ui/deferred';
import { EnquiryFormBody, toasts, type EnquiryFormProps } from './enquiry-form-body';

/** Alone in its Suspense boundary, so the exported HTML still holds the form. */
function SubjectCategory({ onChange }: { onChange: (category: string) => void }) {
  const category = subjectToCategory(useSearchParams().get('subject'));
  useEffect(() => onChange(category), [category, onChange]);
  return null;
}

export function EnquiryForm(props: EnquiryFormProps) {
  const { module: toaster, start: warmUp } = useDeferred(toasts, { when: 'idle' });
  const [subjectCategory, setSubjectCategory] = useState('');

  return (
    <>
      {/* Here from the first paint: a live region inserted together with its text is often not announced. */}
      <div role="status" aria-live="polite" aria-atomic="false">
        {toaster && <toaster.EnquiryToaster />}
      </div>
      <Suspense fallback={null}>
        <SubjectCategory onChange={setSubjectCategory} />
      </Suspense>
      <EnquiryFormBody {...props} subjectCategory={subjectCategory} onWarmUp={warmUp} />
    </>
  );
}
