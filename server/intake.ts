// Group commit: enquiries arriving in one turn of the event loop share one transaction (one fsync),
// and each caller hears back only after that commit.
import { randomUUID } from 'node:crypto';
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

interface Waiting {
  row: NewEnquiry;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

export class Intake {
  private queue: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly store: EnquiryStore,
    private readonly domain: string,
    private readonly onCommitted: (ids: number[]) => void,
    private readonly onWrite: (error: unknown) => void = () => {},
    private readonly maxBatch = 256,
  ) {}

  submit(input: IntakeInput): Promise<number> {
    const row: NewEnquiry = {
      messageId: messageIdFor(randomUUID(), this.domain),
      receivedAt: new Date().toISOString(),
      timeStamp: input.timeStamp,
      name: input.name,
      email: input.email,
      phone: input.phone,
      category: input.category,
      message: input.message,
    };
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const ids = this.store.insertMany(batch.map((w) => w.row));
        this.onWrite(null);
        batch.forEach((w, i) => w.resolve(ids[i]!));
        this.onCommitted(ids);
      } catch (error) {
        this.onWrite(error);
        for (const w of batch) w.reject(error);
      }
    }
  }
}
