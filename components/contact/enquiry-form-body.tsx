'use client';

import { memo, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import type { EnquiryFormCopy } from '@/content/contact';
import type { Translation } from '@/lib/translation';
import type { SensitiveNotice } from '@/server/core/sensitive-numbers';
import {
  EMPTY_FIELDS,
  ENQUIRY_LIMITS,
  buildPayload,
  caretAfterFilter,
  checkEnquiry,
  enquiryRule,
  clearDraft,
  filterName,
  formatPhone,
  isDigit,
  isNameChar,
  loadDraft,
  loadEnquirySchema,
  loadedEnquirySchema,
  requiredErrors,
  saveDraft,
  sendEnquiry,
  type EnquiryFields,
  type EnquiryOutcome,
  type EnquiryRule,
  type FieldErrors,
} from '@/lib/enquiry';
import type { ServiceAnswers } from '@/lib/enquiry-outcome';
import type { DraftMailLabels } from '@/lib/draft-mail';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/format';
import { href } from '@/lib/paths';
import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { Field, controlClass, describedBy } from './field';
import { deferred, useDeferred } from '@/components/ui/deferred';
import { typedBeforeHydration } from '@/components/ui/typed-before-hydration';

export const toasts = deferred(() => import('./enquiry-toaster'));
const sensitiveCheck = deferred(() => import('./sensitive-number-warning'));
const schemaRules = deferred(loadEnquirySchema);
const showToast = (outcome: EnquiryOutcome, strings?: EnquiryFormStrings) =>
  void toasts.load().then(({ toast, outcomeMessage }) => toast[outcome.kind === 'success' ? 'success' : 'error'](outcomeMessage(outcome, strings?.toasts, strings?.answers)));

/** What a form in another language needs besides its copy; without it the form speaks English (the schema's own messages). */
export type EnquiryFormStrings = {
  /** Each of the schema's rules in the page language. */
  errors: Record<EnquiryRule, string>;
  toasts: { success: string; network: string; server: string };
  answers: ServiceAnswers;
  mail: DraftMailLabels;
  sensitive: SensitiveNotice;
  privacyHref: string;
};

export type EnquiryFormProps = {
  /** Passed in so no content module ships to the client. */
  copy: Translation<EnquiryFormCopy>;
  strings?: EnquiryFormStrings;
  /** The first is the empty placeholder. */
  categories: readonly { label: string; value: string }[];
  firmEmail: string;
  mailSubject: string;
  noteId?: string;
  labelledBy?: string;
  onWarmUp?: () => void;
};

const FIELD_ORDER = ['name', 'email', 'phone', 'category', 'message'] as const;
type FieldName = (typeof FIELD_ORDER)[number];
/** Fixed ids: the page holds one enquiry form. */
const id = (name: string) => `enquiry-${name}`;

/** Each field's message in the page's language, found by the schema's English message for the same rule. */
function translateErrors(errors: FieldErrors, messages: Record<EnquiryRule, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof FieldErrors, string | undefined][]) {
    const rule = message && enquiryRule(message);
    if (message) out[field] = rule ? messages[rule] : message;
  }
  return out;
}

/** Runs once React has written the filtered value back. */
function placeCaret(el: HTMLInputElement, pos: number) {
  queueMicrotask(() => {
    if (document.activeElement === el) el.setSelectionRange(pos, pos);
  });
}

/** A failed enquiry is kept for this tab and offered back, so nothing the visitor typed is lost. */
export const EnquiryFormBody = memo(function EnquiryFormBody({
  copy,
  strings,
  categories,
  firmEmail,
  mailSubject,
  noteId,
  labelledBy,
  onWarmUp,
  subjectCategory,
}: EnquiryFormProps & {
  subjectCategory: string;
}) {
  const [fields, setFields] = useState<EnquiryFields>({ ...EMPTY_FIELDS });
  const { module: check } = useDeferred(sensitiveCheck, { when: 'idle' });
  // The rules are checked before anything is sent: fetched at idle, a phone's Send answers at once.
  useDeferred(schemaRules, { when: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [honeypot, setHoneypot] = useState('');
  const [pending, setPending] = useState(false);
  const [draft, setDraft] = useState<EnquiryFields | null>(null);
  const composing = useRef(false);
  /** Set for the whole submit, so a double click sends once. */
  const sending = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const recoveryRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Usually nothing was typed before hydration: then nothing is set.
  useEffect(() => {
    const { website, ...typed } = typedBeforeHydration(formRef.current!);
    const known = Object.entries(typed).filter(([name]) => name in EMPTY_FIELDS);
    if (known.length > 0) setFields((f) => ({ ...f, ...Object.fromEntries(known) }));
    if (website) setHoneypot(website);
  }, []);

  // Usually none: then nothing is set, so the form does not re-render right after load.
  useEffect(() => setDraft(loadDraft()), []);

  // Unchanged, nothing is set, so nothing re-renders.
  useEffect(() => {
    setFields((f) => (f.category === subjectCategory ? f : { ...f, category: subjectCategory }));
  }, [subjectCategory]);

  // Leaving while the enquiry is in flight would leave its fate unknown: ask first.
  useEffect(() => {
    if (!pending) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  const control = (name: FieldName) => document.getElementById(id(name));

  const update = (name: FieldName, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const onName = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    // An input method is still composing (Vietnamese, Chinese, Japanese...): filter when it ends.
    if (composing.current) return update('name', el.value);
    const filtered = filterName(el.value);
    if (filtered !== el.value) placeCaret(el, caretAfterFilter(el.value, el.selectionStart ?? el.value.length, filtered, isNameChar));
    update('name', filtered);
  };

  const onPhone = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const formatted = formatPhone(el.value);
    if (formatted !== el.value) placeCaret(el, caretAfterFilter(el.value, el.selectionStart ?? el.value.length, formatted, isDigit));
    update('phone', formatted);
  };

  // Focus moves only after React has committed the change (the recovery panel must exist first), and before the frame
  // is drawn: one layout covers the new messages and the scroll to the focused field.
  const focusNext = useRef<'recovery' | 'submit' | FieldName | null>(null);
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'recovery') recoveryRef.current?.focus();
    else if (target !== 'submit') control(target)?.focus();
    // After a success, focus stays where it was unless disabling Submit dropped it to <body>.
    else if (document.activeElement === document.body || document.activeElement === submitRef.current) submitRef.current?.focus();
  });

  const finish = (outcome: EnquiryOutcome, snapshot: EnquiryFields) => {
    sending.current = false;
    setPending(false);
    setFields({ ...EMPTY_FIELDS });
    setHoneypot('');
    onWarmUp?.();
    if (outcome.kind === 'success') {
      showToast(outcome, strings);
      clearDraft();
      setDraft(null);
      focusNext.current = 'submit';
    } else {
      showToast(outcome, strings);
      saveDraft(snapshot);
      setDraft(snapshot);
      focusNext.current = 'recovery';
    }
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const snapshot = fields;
    const payload = buildPayload(snapshot);
    const showErrors = (shown: FieldErrors) => {
      sending.current = false;
      setPending(false);
      setErrors(shown);
      focusNext.current = FIELD_ORDER.find((name) => shown[name]) ?? null;
    };
    let schema = loadedEnquirySchema();
    if (!schema) {
      // A Send tapped before the schema arrives (as early as before hydration) answers blank fields at once; the next Send checks the rest.
      const blank = requiredErrors(snapshot, strings?.errors);
      if (Object.keys(blank).length > 0) return showErrors(blank);
      setPending(true);
      try {
        schema = await loadEnquirySchema();
      } catch {
        // The site itself cannot be reached, so neither can the API: a network failure.
        return finish({ kind: 'network', reason: 'failed' }, snapshot);
      }
    }
    const checked = checkEnquiry(schema, payload);
    if (!checked.ok) return showErrors(strings ? translateErrors(checked.errors, strings.errors) : checked.errors);
    setErrors({});
    setPending(true);
    // A filled honeypot is a bot: it is answered like a person but nothing is sent.
    const outcome: EnquiryOutcome = honeypot ? { kind: 'success' } : await sendEnquiry(checked.enquiry);
    finish(outcome, snapshot);
  };

  const preload = () => {
    loadEnquirySchema().catch(() => undefined);
    onWarmUp?.();
  };

  const restore = () => {
    if (!draft) return;
    setFields({ ...draft });
    setErrors({});
    setDraft(null);
    focusNext.current = 'name';
  };

  const discard = () => {
    clearDraft();
    setDraft(null);
    focusNext.current = 'name';
  };

  const messageLength = fields.message.length;
  const sensitive = check?.findSensitiveNumbers(fields.message) ?? [];
  const nearLimit = messageLength > ENQUIRY_LIMITS.messageMax * 0.9;

  return (
    // method="dialog": without JavaScript a submit goes nowhere, so an enquiry never reaches the static host; a submit
    // before hydration is kept by EARLY_TAPS and replayed here.
    <form
      ref={formRef}
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      onPointerEnter={preload}
      aria-labelledby={labelledBy}
      data-pending={pending}
      className="group mt-6"
    >
      {draft && (
        <section
          aria-labelledby={id('recovery')}
          className="mb-8 rounded-xl border border-brand-200 bg-brand-50 p-5"
        >
          <h3 ref={recoveryRef} id={id('recovery')} tabIndex={-1} className="font-sans text-base font-semibold text-navy-900">
            {copy.recovery.heading}
          </h3>
          <p className="mt-1.5 text-sm text-ink">{copy.recovery.text}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={restore}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
            >
              <Icon name="rotate-ccw" className="size-4" />
              {copy.recovery.restore}
            </button>
            {/* Only once the masker has arrived (at idle, well before a send can fail), so a full number is never mailed. */}
            {check && <check.DraftMailLink email={firmEmail} subject={mailSubject} draft={draft} label={copy.recovery.email} labels={strings?.mail} />}
            <button
              type="button"
              onClick={discard}
              className="min-h-11 rounded-lg px-3 py-2 text-sm font-semibold text-ink-muted underline underline-offset-4 hover:text-ink"
            >
              {copy.recovery.discard}
            </button>
          </div>
        </section>
      )}

      <p className="mb-5 text-sm text-ink-muted">
        {copy.requiredNote[0]}
        <span className="font-semibold text-red-700">*</span>
        {copy.requiredNote[1]}
      </p>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={id('name')} label={copy.labels.name} required hint={copy.hints.name} error={errors.name}>
          <input
            id={id('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={ENQUIRY_LIMITS.nameMax}
            value={fields.name}
            readOnly={pending}
            onChange={onName}
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={(e) => {
              composing.current = false;
              update('name', filterName(e.currentTarget.value));
            }}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(id('name'), { hint: true, error: !!errors.name })}
            className={cn(controlClass, 'px-3.5 text-ink')}
          />
        </Field>

        <Field id={id('email')} label={copy.labels.email} required error={errors.email}>
          <input
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={ENQUIRY_LIMITS.emailMax}
            value={fields.email}
            readOnly={pending}
            onChange={(e) => update('email', e.currentTarget.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(id('email'), { error: !!errors.email })}
            className={cn(controlClass, 'px-3.5 text-ink')}
          />
        </Field>

        <Field id={id('phone')} label={copy.labels.phone} required hint={copy.hints.phone} error={errors.phone}>
          {/* Not type="tel": "tel-national" is invalid there, and "tel" may autofill "+1 …", whose 1 the ten-digit filter would keep. */}
          <input
            id={id('phone')}
            name="phone"
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            value={fields.phone}
            readOnly={pending}
            onChange={onPhone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy(id('phone'), { hint: true, error: !!errors.phone })}
            className={cn(controlClass, 'px-3.5 text-ink')}
          />
        </Field>

        <Field id={id('category')} label={copy.labels.category} required error={errors.category}>
          <div className="relative">
          <select
            id={id('category')}
            name="category"
            required
            value={fields.category}
            onChange={(e) => !pending && update('category', e.currentTarget.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy(id('category'), { error: !!errors.category })}
            className={cn(controlClass, 'appearance-none pl-3.5 pr-10', fields.category ? 'text-ink' : 'text-ink-muted')}
          >
            {categories.map((c) => (
              <option key={c.value || 'placeholder'} value={c.value} className="text-ink">
                {c.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          </div>
        </Field>

        <Field
          id={id('message')}
          label={copy.labels.message}
          required
          error={errors.message}
          className="sm:col-span-2"
          aside={
            <span id={`${id('message')}-count`} className={cn('text-xs tabular-nums', nearLimit ? 'font-semibold text-gold-700' : 'text-ink-muted')}>
              {groupDigits(messageLength)} / {groupDigits(ENQUIRY_LIMITS.messageMax)}
            </span>
          }
        >
          <textarea
            id={id('message')}
            name="message"
            rows={6}
            required
            maxLength={ENQUIRY_LIMITS.messageMax}
            value={fields.message}
            readOnly={pending}
            onChange={(e) => update('message', e.currentTarget.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(id('message'), {
              error: !!errors.message,
              extra: [noteId, sensitive.length ? id('sensitive') : ''].filter(Boolean).join(' ') || undefined,
            })}
            className={cn(controlClass, 'min-h-36 resize-y px-3.5 text-ink')}
          />
        </Field>
      </div>
      <div role="status" aria-live="polite">
        {check && <check.SensitiveNumberWarning id={id('sensitive')} found={sensitive} fileDropNoteId={noteId} notice={strings?.sensitive} />}
      </div>

      {/* Honeypot: bots fill it; it is hidden from people. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={id('website')}>{copy.labels.honeypot}</label>
        <input
          id={id('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.currentTarget.value)}
        />
      </div>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {copy.privacy[0]}
          <SiteLink href={href(strings?.privacyHref ?? '/privacy')} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-navy-900">
            {copy.privacy[1]}
          </SiteLink>
          {copy.privacy[2]}
        </p>
        <SubmitButton pending={pending} label={pending ? copy.submitting : copy.submit} buttonRef={submitRef} />
      </div>
    </form>
  );
});

function SubmitButton({ pending, label, buttonRef }: { pending: boolean; label: string; buttonRef: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={cn(
        'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-navy-900 px-7 sm:w-auto py-3 font-semibold text-white shadow-card transition-colors',
        'hover:bg-navy-800 disabled:cursor-not-allowed',
        pending ? 'disabled:bg-navy-800' : 'disabled:bg-navy-900/60',
      )}
    >
      {pending ? <Icon name="loader-circle" className="size-5 animate-spin" /> : <Icon name="send" className="size-4" />}
      {label}
    </button>
  );
}
