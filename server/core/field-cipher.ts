/**
 * Encryption of an enquiry's personal fields, behind an interface with no runtime APIs in it:
 * node-cipher.ts implements it with node:crypto (the Node service), web-cipher.ts with WebCrypto (the Worker).
 */

export const PERSONAL_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalData = Record<PersonalField, string>;

export interface FieldCipher {
  /** Names the key without revealing it; stored beside every value it sealed. */
  readonly keyId: string;
  /** AES-256-GCM; `context` is authenticated with it, so a value moved to another field or row fails to open. */
  seal(plain: string, context: string): Promise<string>;
  open(sealed: string, context: string): Promise<string>;
  /** A keyed hash of the address (blind index): finds a visitor's enquiries without storing the address readably. */
  emailIndex(email: string): Promise<string>;
}

export const SEALED_PREFIX = 'enc1:';

export function sealedKeyId(value: string): string | null {
  if (!value.startsWith(SEALED_PREFIX)) return null;
  const end = value.indexOf(':', SEALED_PREFIX.length);
  return end < 0 ? null : value.slice(SEALED_PREFIX.length, end);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const context = (field: PersonalField, messageId: string) => `${field}|${messageId}`;

export async function sealPersonalData(
  cipher: FieldCipher,
  messageId: string,
  data: PersonalData,
): Promise<PersonalData & { keyId: string; emailIndex: string }> {
  const [name, email, phone, message, emailIndex] = await Promise.all([
    ...PERSONAL_FIELDS.map((field) => cipher.seal(data[field], context(field, messageId))),
    cipher.emailIndex(data.email),
  ]);
  return { name: name!, email: email!, phone: phone!, message: message!, keyId: cipher.keyId, emailIndex: emailIndex! };
}

/** A row written before encryption (key id null) is returned as it is. */
export async function openPersonalData(
  cipher: FieldCipher,
  row: PersonalData & { message_id: string; key_id: string | null },
): Promise<PersonalData> {
  if (row.key_id === null) return { name: row.name, email: row.email, phone: row.phone, message: row.message };
  if (row.key_id !== cipher.keyId) throw new KeyMismatchError(row.key_id, cipher.keyId);
  const [name, email, phone, message] = await Promise.all(PERSONAL_FIELDS.map((field) => cipher.open(row[field], context(field, row.message_id))));
  return { name: name!, email: email!, phone: phone!, message: message! };
}

export class KeyMismatchError extends Error {
  override name = 'KeyMismatchError';
  constructor(
    readonly rowKeyId: string,
    readonly keyId: string,
  ) {
    super(`This enquiry is encrypted with key ${rowKeyId}, not with the key given (${keyId}).`);
  }
}
