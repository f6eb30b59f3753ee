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
 * Only one service process may run the outbox of a database (service.ts holds a lock file), so a
 * row in `sending` at start-up really was abandoned by a dead process.
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

export class Outbox {
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private running = false;
  private pumping = false;

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
    this.log('outbox_started', { pending: counts.pending, sent: counts.sent });
    this.running = true;
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
      try {
        const info = await this.transport.sendMail(buildMail(row, this.config));
        this.store.markSent(row.id, info.response ?? '250');
        this.log('enquiry_delivered', { id: row.id, attempt: row.attempts, redelivery: row.in_doubt === 1 });
      } catch (error) {
        const { code, detail } = describeMailError(error);
        const delay = backoffMs(row.attempts, this.config.retryBaseMs, this.config.retryMaxMs);
        try {
          this.store.markRetry(row.id, Date.now() + delay, detail);
        } catch {
          // The database is closed (shutting down): the row stays `sending` and is retried at start.
        }
        this.log('enquiry_delivery_failed', { id: row.id, attempt: row.attempts, code, retryInMs: delay });
      }
    })();
    this.inFlight.add(attempt);
    void attempt.finally(() => {
      this.inFlight.delete(attempt);
      if (this.running) this.pump();
    });
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

  /** Stops claiming new rows and waits (up to `graceMs`) for deliveries already in flight. */
  async stop(graceMs = 10_000): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inFlight.size) {
      await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((r) => setTimeout(r, graceMs).unref())]);
    }
  }
}
