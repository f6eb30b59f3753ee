// Delivery guarantees, and the one crash window SMTP cannot close: README.md, "Delivery semantics".
import type { Config } from './config';
import { openPersonalData, type FieldCipher } from '@cpa-site/enquiry-core/field-cipher';
import type { Logger } from './log';
import { buildMail, describeMailError, type MailTransport } from './mailer';
import type { DeliveryError } from '@cpa-site/enquiry-core/health';
import { backoffMs } from '@cpa-site/enquiry-core/outbox-rules';
import type { EnquiryRow, EnquiryStore } from './store';

export { backoffMs } from '@cpa-site/enquiry-core/outbox-rules';
export type { DeliveryError } from '@cpa-site/enquiry-core/health';

interface UnrecordedOutcome {
  accepted: boolean;
  write: () => void;
}

export class Outbox {
  private readonly inFlight = new Set<Promise<void>>();
  // Kept until the database takes it, so a message the mail server accepted is never sent again by this process.
  private readonly unrecorded = new Map<number, UnrecordedOutcome>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private recordTimer: NodeJS.Timeout | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;
  private pumping = false;
  lastDeliveryError: DeliveryError | null = null;
  lastDeliveredAt: string | null = null;

  constructor(
    private readonly store: EnquiryStore,
    private readonly transport: MailTransport,
    private readonly config: Config,
    private readonly log: Logger,
    private readonly cipher: FieldCipher,
    private readonly onWrite: (error: unknown) => void = () => {},
  ) {}

  start(): void {
    const recovered = this.store.recoverInDoubt();
    if (recovered) this.log('outbox_recovered_in_doubt', { count: recovered });
    this.store.resumePending();
    const counts = this.store.counts();
    this.log('outbox_started', { pending: counts.pending, sent: counts.sent, failed: this.store.queueHealth().failed });
    this.running = true;
    // Notices rows that staff re-queued from the command line.
    this.pollTimer = setInterval(() => this.pump(), Math.min(5_000, this.config.retryBaseMs));
    this.pollTimer.unref();
    this.kick();
  }

  kick(): void {
    if (!this.running) return;
    // Never inside the caller's request handling.
    setImmediate(() => this.pump());
  }

  private pump(): void {
    if (!this.running || this.pumping) return;
    this.pumping = true;
    try {
      const free = this.config.mailConcurrency - this.inFlight.size;
      if (free > 0) {
        for (const row of this.store.claimDue(free)) this.deliver(row);
      }
      this.scheduleNextDue();
    } catch (error) {
      this.log('outbox_error', { code: describeMailError(error).code });
      this.scheduleAt(Date.now() + this.config.retryBaseMs);
    } finally {
      this.pumping = false;
    }
  }

  private deliver(row: EnquiryRow): void {
    const attempt = (async () => {
      let response: string;
      try {
        const personal = await openPersonalData(this.cipher, row);
        response = (await this.transport.sendMail(buildMail({ ...row, ...personal }, this.config))).response ?? '250';
      } catch (error) {
        this.failed(row, error);
        return;
      }
      this.lastDeliveredAt = new Date().toISOString();
      this.log('enquiry_delivered', { id: row.id, attempt: row.attempts, redelivery: row.in_doubt === 1 });
      const at = new Date();
      this.record(row.id, true, () => this.store.markSent(row.id, response, at));
    })();
    this.inFlight.add(attempt);
    void attempt.finally(() => {
      this.inFlight.delete(attempt);
      if (this.running) this.pump();
    });
  }

  private failed(row: EnquiryRow, error: unknown): void {
    const { code, detail, permanent } = describeMailError(error);
    this.lastDeliveryError = { at: new Date().toISOString(), error: detail };
    const delay = backoffMs(row.attempts, this.config.retryBaseMs, this.config.retryMaxMs);
    const nextAt = Date.now() + delay;
    this.log('enquiry_delivery_failed', { id: row.id, attempt: row.attempts, code, permanent, retryInMs: delay });
    this.record(row.id, false, () => {
      if (!permanent) return this.store.markRetry(row.id, nextAt, detail);
      if (this.store.markRejected(row.id, nextAt, detail, this.config.maxRejections) === 'failed') {
        this.log('enquiry_failed', { id: row.id, code, rejections: this.config.maxRejections, action: 'npm run enquiries -- resend' });
      }
    });
  }

  private record(id: number, accepted: boolean, write: () => void): void {
    try {
      write();
      this.onWrite(null);
      this.unrecorded.delete(id);
    } catch (error) {
      this.onWrite(error);
      if (!this.unrecorded.has(id)) this.log('outbox_record_failed', { id, accepted, code: describeMailError(error).code });
      this.unrecorded.set(id, { accepted, write });
      this.scheduleRecordRetry();
    }
  }

  private scheduleRecordRetry(): void {
    if (this.stopped || this.recordTimer || !this.unrecorded.size) return;
    this.recordTimer = setTimeout(() => {
      this.recordTimer = null;
      this.retryRecords();
    }, Math.min(1_000, this.config.retryBaseMs));
  }

  private retryRecords(): void {
    for (const [id, { accepted, write }] of [...this.unrecorded]) {
      this.record(id, accepted, write);
      if (!this.unrecorded.has(id)) this.log('outbox_recorded', { id, accepted });
    }
  }

  private scheduleNextDue(): void {
    if (this.inFlight.size >= this.config.mailConcurrency) return; // a finishing delivery pumps again
    const at = this.store.nextDueAt();
    if (at !== null) this.scheduleAt(at);
  }

  private scheduleAt(at: number): void {
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, at - Date.now()),
    );
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  get acceptedUnrecorded(): number {
    return [...this.unrecorded.values()].filter((u) => u.accepted).length;
  }

  async stop(graceMs = 3_000): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.timer = null;
    if (this.inFlight.size) {
      await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((r) => setTimeout(r, graceMs).unref())]);
    }
    this.stopped = true;
    if (this.recordTimer) clearTimeout(this.recordTimer);
    this.recordTimer = null;
    this.retryRecords();
    const lost = this.acceptedUnrecorded;
    if (lost) this.log('outbox_stopped_unrecorded', { level: 'error', accepted: lost, next: 'resent flagged as possible duplicates at the next start' });
  }
}
