import { maskSensitiveNumbers } from './sensitive-numbers';
import { sealPersonalData, type FieldCipher } from './field-cipher';
import { messageIdFor } from './mail';

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed';
export const DELIVERY_STATES: DeliveryState[] = ['pending', 'sending', 'sent', 'failed'];

/** name, email, phone and message as sealed by field-cipher.ts. */
export interface NewEnquiry {
  messageId: string;
  receivedAt: string;
  timeStamp: string;
  name: string;
  email: string;
  phone: string;
  category: string;
  message: string;
  keyId: string;
  emailIndex: string;
}

export interface EnquiryRow {
  id: number;
  message_id: string;
  received_at: string;
  time_stamp: string;
  name: string;
  email: string;
  phone: string;
  category: string;
  message: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  in_doubt: number;
  sent_at: string | null;
  smtp_response: string | null;
  rejections: number;
  /** The key that sealed name, email, phone and message; null for a row stored before encryption. */
  key_id: string | null;
  email_index: string | null;
}

/** The row to store for an accepted enquiry: numbers masked if asked, personal fields sealed, a Message-ID fixed for every attempt. */
export async function prepareEnquiry(
  input: Pick<NewEnquiry, 'name' | 'email' | 'phone' | 'category' | 'message' | 'timeStamp'>,
  options: { cipher: FieldCipher; domain: string; maskNumbers: boolean; uuid: string; now?: Date },
): Promise<{ row: NewEnquiry; masked: number }> {
  const messageId = messageIdFor(options.uuid, options.domain);
  const { text: message, masked } = options.maskNumbers ? maskSensitiveNumbers(input.message) : { text: input.message, masked: [] };
  const sealed = await sealPersonalData(options.cipher, messageId, { name: input.name, email: input.email, phone: input.phone, message });
  const row: NewEnquiry = {
    messageId,
    receivedAt: (options.now ?? new Date()).toISOString(),
    timeStamp: input.timeStamp,
    category: input.category,
    ...sealed,
  };
  return { row, masked: masked.length };
}
