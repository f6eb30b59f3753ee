'use client';

import { Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { subjectToCategory } from '@/lib/enquiry';
import { EnquiryFormBody, type EnquiryFormProps } from './enquiry-form-body';
import { EnquiryToaster } from './enquiry-toaster';

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
 */
export function EnquiryForm(props: EnquiryFormProps) {
  return (
    <>
      <EnquiryToaster />
      <Suspense fallback={<EnquiryFormBody {...props} initialCategory="" />}>
        <FormWithSubject {...props} />
      </Suspense>
    </>
  );
}
