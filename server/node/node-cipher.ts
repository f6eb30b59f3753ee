import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { normaliseEmail, SEALED_PREFIX, sealedKeyId, type FieldCipher } from '@cpa-site/enquiry-core/field-cipher';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createNodeCipher(master: Uint8Array): FieldCipher {
  if (master.length !== 32) throw new Error('An encryption key is 32 bytes.');
  // Separate keys for the cipher, the email index and the key id, none of which reveals another.
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  const fieldKey = derive('enquiry personal fields / aes-256-gcm');
  const indexKey = derive('enquiry email index / hmac-sha256');
  const keyId = derive('enquiry key id').subarray(0, 6).toString('hex');
  const prefix = `${SEALED_PREFIX}${keyId}:`;

  const seal = (plain: string, context: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', fieldKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return prefix + body.toString('base64');
  };

  const open = (sealed: string, context: string): string => {
    const id = sealedKeyId(sealed);
    if (id !== keyId) throw new Error(`Not sealed with key ${keyId} (found ${id ?? 'no key id'}).`);
    const body = Buffer.from(sealed.slice(prefix.length), 'base64');
    if (body.length < IV_BYTES + TAG_BYTES) throw new Error('A sealed value is too short.');
    const decipher = createDecipheriv('aes-256-gcm', fieldKey, body.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  };

  return {
    keyId,
    seal: async (plain, context) => seal(plain, context),
    open: async (sealed, context) => open(sealed, context),
    // 128 bits: a shorter index entry, and still no two addresses share one in practice.
    emailIndex: async (email) => createHmac('sha256', indexKey).update(normaliseEmail(email), 'utf8').digest('hex').slice(0, 32),
  };
}
