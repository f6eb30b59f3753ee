// Group commit: enquiries arriving in one turn of the event loop share one transaction (one fsync),
// and each caller hears back only after that commit.
import { randomUUID } from 'node:crypto';
import type { StoredEnquiry } from '@cpa-site/enquiry-core/contract';
import { prepareEnquiry } from '@cpa-site/enquiry-core/enquiry';
import type { FieldCipher } from '@cpa-site/enquiry-core/field-cipher';
import type { EnquiryStore, NewEnquiry } from './store';

export interface IntakeInput {
  name: string;
  email: string;
  phone: string;
  category: string;
  message: string;
  timeStamp: string;
}

export type Stored = StoredEnquiry;

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
    const { row, masked } = await prepareEnquiry(input, {
      cipher: this.options.cipher,
      domain: this.domain,
      maskNumbers: this.options.maskNumbers,
      uuid: randomUUID(),
    });
    const id = await new Promise<number>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
    return { id, masked };
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
