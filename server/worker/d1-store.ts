import type { DeliveryState, EnquiryRow, NewEnquiry } from '@cpa-site/enquiry-core/enquiry';
import type { DeliveryError, QueueHealth } from '@cpa-site/enquiry-core/health';
import { takeToken, type Bucket } from '@cpa-site/enquiry-core/rate-limit';
import { HEALTH_SQL, insertValues, OUTBOX_SQL } from '@cpa-site/enquiry-core/schema';

const LAST_DELIVERY_ERROR = 'last_delivery_error';

/** The enquiries and outbox in D1: the Node store's tables and statements, awaited. */
export class D1Store {
  constructor(private readonly db: D1Database) {}

  async insert(row: NewEnquiry, now = Date.now()): Promise<number> {
    const result = await this.db.prepare(OUTBOX_SQL.insert).bind(...insertValues(row, now)).run();
    return result.meta.last_row_id;
  }

  /** Takes one due row for this invocation; `leaseUntil` is when a later one may take it back as abandoned. */
  async claim(id: number, leaseUntil: number): Promise<EnquiryRow | null> {
    return this.db
      .prepare(`UPDATE enquiries SET state = 'sending', attempts = attempts + 1, next_attempt_at = ? WHERE id = ? AND state = 'pending' RETURNING *`)
      .bind(leaseUntil, id)
      .first<EnquiryRow>();
  }

  async dueIds(limit: number, now = Date.now()): Promise<number[]> {
    const { results } = await this.db.prepare(OUTBOX_SQL.due).bind(now, limit).all<EnquiryRow>();
    return results.map((row) => row.id);
  }

  /** Rows whose invocation ended while sending (its lease ran out): the mail may have gone, so the next copy is flagged. */
  async recoverAbandoned(now = Date.now()): Promise<number> {
    const result = await this.db
      .prepare(`UPDATE enquiries SET state = 'pending', in_doubt = 1, next_attempt_at = ? WHERE state = 'sending' AND next_attempt_at <= ?`)
      .bind(now, now)
      .run();
    return result.meta.changes;
  }

  async markSent(id: number, response: string, at = new Date()): Promise<void> {
    await this.db.prepare(OUTBOX_SQL.sent).bind(at.toISOString(), response.slice(0, 200), id).run();
  }

  async markRetry(id: number, nextAttemptAt: number, error: string): Promise<void> {
    await this.db.prepare(OUTBOX_SQL.retry).bind(nextAttemptAt, error.slice(0, 200), id).run();
  }

  async markRejected(id: number, nextAttemptAt: number, error: string, maxRejections: number): Promise<DeliveryState | null> {
    const row = await this.db.prepare(OUTBOX_SQL.rejected).bind(error.slice(0, 200), nextAttemptAt, maxRejections, id).first<{ state: DeliveryState }>();
    return row?.state ?? null;
  }

  async purgeSent(beforeIso: string): Promise<number> {
    return (await this.db.prepare(OUTBOX_SQL.purgeSent).bind(beforeIso).run()).meta.changes;
  }

  async queueHealth(): Promise<QueueHealth> {
    return (await this.db.prepare(HEALTH_SQL).first<QueueHealth>())!;
  }

  async lastDeliveredAt(): Promise<string | null> {
    const row = await this.db.prepare(`SELECT MAX(sent_at) AS at FROM enquiries WHERE state = 'sent'`).first<{ at: string | null }>();
    return row?.at ?? null;
  }

  async lastDeliveryError(): Promise<DeliveryError | null> {
    const row = await this.db.prepare(`SELECT value FROM service_notes WHERE name = ?`).bind(LAST_DELIVERY_ERROR).first<{ value: string }>();
    return row ? (JSON.parse(row.value) as DeliveryError) : null;
  }

  async noteDeliveryError(error: DeliveryError): Promise<void> {
    await this.db
      .prepare(`INSERT INTO service_notes (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value`)
      .bind(LAST_DELIVERY_ERROR, JSON.stringify(error))
      .run();
  }

  /** The shared token bucket, kept in D1; a write that lost a race with another request reads again. */
  async takeToken(key: string, perMinute: number, now = Date.now()): Promise<number> {
    for (;;) {
      const current = await this.db.prepare(`SELECT tokens, at FROM rate_limits WHERE key = ?`).bind(key).first<Bucket>();
      const { bucket, retryAfter } = takeToken(current, perMinute, now);
      const write = current
        ? this.db.prepare(`UPDATE rate_limits SET tokens = ?, at = ? WHERE key = ? AND tokens = ? AND at = ?`).bind(bucket.tokens, bucket.at, key, current.tokens, current.at)
        : this.db.prepare(`INSERT INTO rate_limits (key, tokens, at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING`).bind(key, bucket.tokens, bucket.at);
      if ((await write.run()).meta.changes === 1) return retryAfter;
    }
  }

  /** A bucket idle for a minute is full again, so its row can go. */
  async forgetIdleBuckets(now = Date.now()): Promise<number> {
    return (await this.db.prepare(`DELETE FROM rate_limits WHERE at < ?`).bind(now - 60_000).run()).meta.changes;
  }
}
