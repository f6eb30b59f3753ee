import { normaliseEmail, SEALED_PREFIX, sealedKeyId, type FieldCipher } from './field-cipher';

const IV_BYTES = 12;
const TAG_BITS = 128;
const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The key as the Worker secret holds it: 32 random bytes in base64, as in the Node service's key file. */
export function decodeKey(base64: string): Uint8Array {
  const text = base64.trim();
  let key: Uint8Array;
  try {
    key = fromBase64(text);
  } catch {
    throw new Error('ENCRYPTION_KEY does not hold a key: it must be 32 random bytes in base64.');
  }
  if (key.length !== 32 || toBase64(key) !== text) throw new Error('ENCRYPTION_KEY does not hold a key: it must be 32 random bytes in base64.');
  return key;
}

/** The same derivations and format as node-cipher.ts, so a value sealed by one runtime opens in the other. */
export async function createWebCipher(master: Uint8Array): Promise<FieldCipher> {
  if (master.length !== 32) throw new Error('An encryption key is 32 bytes.');
  const subtle = crypto.subtle;
  const hkdf = await subtle.importKey('raw', master, 'HKDF', false, ['deriveBits']);
  const derive = async (info: string) =>
    new Uint8Array(await subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) }, hkdf, 256));
  const fieldKey = await subtle.importKey('raw', await derive('enquiry personal fields / aes-256-gcm'), 'AES-GCM', false, ['encrypt', 'decrypt']);
  const indexKey = await subtle.importKey('raw', await derive('enquiry email index / hmac-sha256'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const keyId = hex((await derive('enquiry key id')).subarray(0, 6));
  const prefix = `${SEALED_PREFIX}${keyId}:`;

  return {
    keyId,
    async seal(plain, context) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(context), tagLength: TAG_BITS }, fieldKey, encoder.encode(plain));
      const body = new Uint8Array(IV_BYTES + sealed.byteLength);
      body.set(iv);
      body.set(new Uint8Array(sealed), IV_BYTES);
      return prefix + toBase64(body);
    },
    async open(sealed, context) {
      const id = sealedKeyId(sealed);
      if (id !== keyId) throw new Error(`Not sealed with key ${keyId} (found ${id ?? 'no key id'}).`);
      const body = fromBase64(sealed.slice(prefix.length));
      if (body.length < IV_BYTES + TAG_BITS / 8) throw new Error('A sealed value is too short.');
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: body.subarray(0, IV_BYTES), additionalData: encoder.encode(context), tagLength: TAG_BITS },
        fieldKey,
        body.subarray(IV_BYTES),
      );
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(plain);
    },
    async emailIndex(email) {
      return hex(new Uint8Array(await subtle.sign('HMAC', indexKey, encoder.encode(normaliseEmail(email))))).slice(0, 32);
    },
  };
}
