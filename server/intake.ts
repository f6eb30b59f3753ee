// Group commit: enquiries arriving in one turn of the event loop share one transaction (one fsync),
// and each caller hears back only after that commit.
import { randomUUID } from 'node:crypto';
import { maskSensitiveNumbers } from '../lib/sensitive-numbers';
import { sealPersonalData, type FieldCipher } from './field-cipher';
import { messageIdFor } from './mailer';
import type { EnquiryStore, NewEnquiry } from './store';

export interface IntakeInput {
  name: string;
  email: string;
  phone: string;
  category: string;
  message: string;
  timeStamp: string;
}

export interface Stored {
  id: number;
  /** Numbers masked to their last four digits before storing (SSN, ITIN, card, bank account). */
  masked: number;
}

interface Waiting {
  row: NewEnquiry;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

export interface IntakeOptions {
  cipher: FieldCipher;
  maskNumbers: boolean;
  onCommitted: (ids: number[]) => void;
  onWrite?: (error: unknown) => void;
  maxBatch?: number;
}

export class Intake {
  private queue: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly store: EnquiryStore,
    private readonly domain: string,
    private readonly options: IntakeOptions,
  ) {}

  async submit(input: IntakeInput): Promise<Stored> {
    const messageId = messageIdFor(randomUUID(), this.domain);
    const { text: message, masked } = this.options.maskNumbers ? maskSensitiveNumbers(input.message) : { text: input.message, masked: [] };
    const sealed = await sealPersonalData(this.options.cipher, messageId, { name: input.name, email: input.email, phone: input.phone, message });
    const row: NewEnquiry = {
      messageId,
      receivedAt: new Date().toISOString(),
      timeStamp: input.timeStamp,
      category: input.category,
      ...sealed,
    };
    const id = await new Promise<number>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
    return { id, masked: masked.length };
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.options.maxBatch ?? 256);
      try {
        const ids = this.store.insertMany(batch.map((w) => w.row));
        this.options.onWrite?.(null);
        batch.forEach((w, i) => w.resolve(ids[i]!));
        this.options.onCommitted(ids);
      } catch (error) {
        this.options.onWrite?.(error);
        for (const w of batch) w.reject(error);
      }
    }
  }
}
