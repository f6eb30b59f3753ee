/**
 * The outbox: delivers stored enquiries by SMTP, retrying with capped exponential backoff until
 * the mail server accepts each one, and resuming after a restart from what the database says.
 *
 * Delivery semantics: at-least-once, made as close to exactly-once as SMTP allows.
 *
 * A row is claimed (pending -> sending, committed) before its message is handed to the mail
 * server, and marked sent (committed) as soon as the server answers 250. So:
 *  - a crash before the claim, or while the server has not yet answered: the row is `pending`
 *    or `sending` and the server has NOT taken the message (it takes responsibility only with
 *    its 250 reply), so sending it again after the restart delivers it once;
 *  - a crash after the `sent` commit: never sent again;
 *  - a crash in the gap between the server's 250 and our `sent` commit (microseconds, but real):
 *    the server has the message and we don't know it. This is the one window SMTP cannot close,
 *    because the mail server and our database cannot commit together (RFC 1047 describes the
 *    same gap from the server's side). We choose to send such an "in doubt" row again rather
 *    than risk losing an enquiry: an enquiry dropped silently costs the firm a client, a
 *    duplicate costs a glance. The copy carries the same Message-ID (which mailbox providers
 *    use to drop duplicates, and staff can search for) plus `X-Enquiry-Redelivery:
 *    possible-duplicate`, and the row keeps in_doubt = 1 for the staff list.
 * Exactly-once across that gap would need the receiving side to de-duplicate by Message-ID;
 * nothing the sender does alone can provide it.
 *
 * The mail server's 250 and our `sent` commit are two facts, kept apart: once the server has
 * accepted a message, a failing commit (disk full, a locked file) never sends it again from this
 * process. The outcome is held in memory and the commit retried until the database takes it;
 * only if the process dies first does the row come back in `sending`, which is the crash gap
 * above (wider by the time the disk stayed full), and the resend carries the duplicate flag.
 *
 * A message the mail server refuses permanently (5xx) is retried with the same backoff, and after
 * MAIL_MAX_REJECTIONS refusals moves to `failed`: staff see it in `npm run enquiries` and re-queue
 * it with `npm run enquiries -- resend ID`.
 *
 * Only one service process may run the outbox of a database (service.ts holds a lock), so a row in
 * `sending` at start-up really was abandoned by a dead process.
 */
import type { Config } from './config';
import type { Logger } from './log';
import { buildMail, describeMailError, type MailTransport } from './mailer';
import type { EnquiryRow, EnquiryStore } from './store';

export function backoffMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  // Up to 25% jitter below the step, so several failed rows don't retry in lockstep.
  return Math.max(1, Math.round(exponential * (1 - 0.25 * random())));
}

/** An attempt's outcome the database has not taken yet: `accepted` when the mail server has the message. */
interface Unrecorded {
  accepted: boolean;
  write: () => void;
}

export interface DeliveryError {
  at: string;
  error: string;
}

export class Outbox {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly unrecorded = new Map<number, Unrecorded>();
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
  ) {}

  start(): void {
    const recovered = this.store.recoverInDoubt();
    if (recovered) this.log('outbox_recovered_in_doubt', { count: recovered });
    this.store.resumePending();
    const counts = this.store.counts();
    this.log('outbox_started', { pending: counts.pending, sent: counts.sent, failed: this.store.queueHealth().failed });
    this.running = true;
    // Rows made due from outside (staff re-queue a failed one) are noticed within this period.
    this.pollTimer = setInterval(() => this.pump(), Math.min(5_000, this.config.retryBaseMs));
    this.pollTimer.unref();
    this.kick();
  }

  /** Called after new enquiries are committed: deliver whatever is due now. */
  kick(): void {
    if (!this.running) return;
    // Run after the current request handling, never inside it.
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
      this.schedule();
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
        response = (await this.transport.sendMail(buildMail(row, this.config))).response ?? '250';
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

  /** Writes an attempt's outcome; when the database refuses, keeps it and tries again until it takes it. */
  private record(id: number, accepted: boolean, write: () => void): void {
    try {
      write();
      this.unrecorded.delete(id);
    } catch (error) {
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

  /** Sets the timer for the next pending row that is not yet due. */
  private schedule(): void {
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

  /** Messages the mail server accepted whose `sent` commit the database has not taken yet. */
  get acceptedUnrecorded(): number {
    return [...this.unrecorded.values()].filter((u) => u.accepted).length;
  }

  /**
   * Stops claiming new rows, waits (up to `graceMs`) for deliveries already in flight, and makes a
   * last attempt at any outcome not yet written.
   */
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
