/** An enquiry's outcome in words: loaded with the toaster at idle, outside the form's first load. */
import type { EnquiryOutcome } from './enquiry';

export const TOAST_MESSAGES = {
  /** No reply time here: the page states the firm's promise with its filing-season exception. */
  success: 'Thank you for contacting us! We will reply as soon as we can.',
  network: 'Backend Server Under Maintenance...',
  server: 'Please Contact with Email',
} as const;

/** The service's refusals by the status its contract (server/core/contract.ts) sends: 429, any other 4xx, and the rest. */
export type ServiceAnswers = { rateLimited: string; refused: string; other: string };

/**
 * `messages`: the three answers in the page's language (English by default). `answers`: the service's refusals in that
 * language, worded from the status alone, so its English errorMsg never shows; without them the errorMsg is shown.
 */
export function outcomeMessage(
  outcome: EnquiryOutcome,
  messages: Record<keyof typeof TOAST_MESSAGES, string> = TOAST_MESSAGES,
  answers?: ServiceAnswers,
): string {
  switch (outcome.kind) {
    case 'success':
      return messages.success;
    case 'network':
      return messages.network;
    case 'server': {
      const { status } = outcome;
      const detail = answers ? answers[status === 429 ? 'rateLimited' : status >= 400 && status < 500 ? 'refused' : 'other'] : outcome.errorMsg;
      return detail ? `${messages.server}: ${detail}` : messages.server;
    }
  }
}
