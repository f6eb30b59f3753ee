import { KeyMismatchError, openPersonalData, sealPersonalData, type FieldCipher } from '@cpa-site/enquiry-core/field-cipher';
import type { EnquiryStore } from './store';

/**
 * Seals every row not yet sealed with `to`: rows stored before encryption, and with `from` the rows of the
 * key being replaced. Each batch is its own transaction, so a crash loses nothing and a rerun resumes.
 */
export async function resealAll(
  store: EnquiryStore,
  to: FieldCipher,
  from: FieldCipher | null,
  batchSize = 500,
  onBatch?: (done: number) => void,
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = store.rowsNotSealedWith(to.keyId, batchSize);
    if (!rows.length) return done;
    const updates = [];
    for (const row of rows) {
      if (row.key_id !== null && row.key_id !== from?.keyId) throw new KeyMismatchError(row.key_id, from?.keyId ?? to.keyId);
      const plain = await openPersonalData(from ?? to, row);
      updates.push({ id: row.id, fromKeyId: row.key_id, sealed: await sealPersonalData(to, row.message_id, plain) });
    }
    const changed = store.reseal(updates);
    if (changed !== updates.length) throw new Error('Enquiries changed while they were being re-encrypted: run the command again.');
    done += changed;
    onBatch?.(done);
  }
}
