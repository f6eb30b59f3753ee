import Database from 'better-sqlite3';
import type { DeliveryState, EnquiryRow, NewEnquiry } from '@cpa-site/enquiry-core/enquiry';
import type { QueueHealth } from '@cpa-site/enquiry-core/health';
import { HEALTH_SQL, insertValues, MIGRATIONS, OUTBOX_SQL, SCHEMA_VERSION } from '@cpa-site/enquiry-core/schema';
import { makeDatabaseFilesPrivate } from './private-files';

export { DELIVERY_STATES, type DeliveryState, type EnquiryRow, type NewEnquiry } from '@cpa-site/enquiry-core/enquiry';

export interface PersonalDataHeld {
  enquiries: number;
  oldestReceivedAt: string | null;
  encrypted: number;
  keyIds: string[];
}

/** What the staff list shows: no visitor content beyond the category. */
export type EnquirySummary = Pick<
  EnquiryRow,
  'id' | 'received_at' | 'category' | 'state' | 'attempts' | 'last_error' | 'in_doubt' | 'sent_at' | 'next_attempt_at'
>;

export interface OpenOptions {
  readonly?: boolean;
  busyTimeoutMs?: number;
}

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

export class EnquiryStore {
  readonly db: Database.Database;
  private readonly insertStmt;
  private readonly dueStmt;
  private readonly claimStmt;
  private readonly sentStmt;
  private readonly retryStmt;
  private readonly nextDueStmt;
  private readonly healthStmt;

  constructor(path: string, options: OpenOptions = {}) {
    if (!options.readonly) makeDatabaseFilesPrivate(path);
    this.db = new Database(path, {
      readonly: options.readonly ?? false,
      fileMustExist: options.readonly ?? false,
      timeout: options.busyTimeoutMs ?? 5000,
    });
    if (!options.readonly) {
      this.db.pragma('journal_mode = WAL');
      // A committed enquiry is on disk before the visitor is told it was received.
      this.db.pragma('synchronous = FULL');
      // Deleted enquiries are overwritten in the pages written anyway; secureDelete() for every freed page too.
      this.db.pragma('secure_delete = FAST');
      this.migrate();
    }
    // A read-only handle skips migrate(), so statements prepared here must also work on schema 1.
    this.insertStmt = options.readonly ? null : this.db.prepare(OUTBOX_SQL.insert);
    this.dueStmt = this.db.prepare(OUTBOX_SQL.due);
    this.claimStmt = this.db.prepare(
      `UPDATE enquiries SET state = 'sending', attempts = attempts + 1 WHERE id = ? AND state = 'pending'`,
    );
    this.sentStmt = this.db.prepare(OUTBOX_SQL.sent);
    this.retryStmt = this.db.prepare(OUTBOX_SQL.retry);
    this.nextDueStmt = this.db.prepare(OUTBOX_SQL.nextDue);
    this.healthStmt = this.db.prepare(HEALTH_SQL);
  }

  /** D1's copy (wrangler d1 migrations) records its migrations in d1_migrations, not in user_version. */
  private get d1Migrations(): number | null {
    const table = this.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'`).get();
    return table ? (this.db.prepare(`SELECT COUNT(*) AS n FROM d1_migrations`).get() as { n: number }).n : null;
  }

  private migrate() {
    if (this.d1Migrations !== null) return;
    const current = this.db.pragma('user_version', { simple: true }) as number;
    if (current > SCHEMA_VERSION) {
      throw new Error(`The database was written by a newer version (schema ${current}; this one knows ${SCHEMA_VERSION}).`);
    }
    for (let v = current + 1; v <= SCHEMA_VERSION; v++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[v]!.sql);
        this.db.pragma(`user_version = ${v}`);
      })();
    }
  }

  insertMany(rows: NewEnquiry[], now = Date.now()): number[] {
    return this.db.transaction((items: NewEnquiry[]) =>
      items.map((row) => Number(this.insertStmt!.run(insertValues(row, now)).lastInsertRowid)),
    )(rows);
  }

  recoverInDoubt(now = Date.now()): number {
    return this.db
      .prepare(`UPDATE enquiries SET state = 'pending', in_doubt = 1, next_attempt_at = ? WHERE state = 'sending'`)
      .run(now).changes;
  }

  resumePending(now = Date.now()): number {
    return this.db
      .prepare(`UPDATE enquiries SET next_attempt_at = ? WHERE state = 'pending' AND next_attempt_at > ?`)
      .run(now, now).changes;
  }

  claimDue(limit: number, now = Date.now()): EnquiryRow[] {
    return this.db.transaction(() => {
      const rows = this.dueStmt.all(now, limit) as EnquiryRow[];
      const claimed: EnquiryRow[] = [];
      for (const row of rows) {
        if (this.claimStmt.run(row.id).changes === 1) claimed.push({ ...row, state: 'sending', attempts: row.attempts + 1 });
      }
      return claimed;
    })();
  }

  markSent(id: number, smtpResponse: string, at = new Date()): void {
    this.sentStmt.run(at.toISOString(), smtpResponse.slice(0, 200), id);
  }

  markRetry(id: number, nextAttemptAt: number, error: string): void {
    this.retryStmt.run(nextAttemptAt, error.slice(0, 200), id);
  }

  markRejected(id: number, nextAttemptAt: number, error: string, maxRejections: number): DeliveryState | null {
    const row = this.db.prepare(OUTBOX_SQL.rejected).get(error.slice(0, 200), nextAttemptAt, maxRejections, id) as
      | { state: DeliveryState }
      | undefined;
    return row?.state ?? null;
  }

  resend(id: number, now = Date.now()): boolean {
    return (
      this.db
        .prepare(OUTBOX_SQL.resend)
        .run(now, id).changes === 1
    );
  }

  readonly healthSql = HEALTH_SQL;

  queueHealth(): QueueHealth {
    return this.healthStmt.get() as QueueHealth;
  }

  nextDueAt(): number | null {
    return (this.nextDueStmt.get() as { at: number | null }).at;
  }

  get(id: number): EnquiryRow | undefined {
    return this.db.prepare(`SELECT * FROM enquiries WHERE id = ?`).get(id) as EnquiryRow | undefined;
  }

  list(options: { state?: DeliveryState; limit?: number } = {}): EnquirySummary[] {
    const where = options.state ? `WHERE state = @state` : '';
    return this.db
      .prepare(
        `SELECT id, received_at, category, state, attempts, last_error, in_doubt, sent_at, next_attempt_at
         FROM enquiries ${where} ORDER BY id DESC LIMIT @limit`,
      )
      .all(options.state ? { state: options.state, limit: options.limit ?? 50 } : { limit: options.limit ?? 50 }) as EnquirySummary[];
  }

  counts(): Record<'pending' | 'sending' | 'sent', number> {
    const result = { pending: 0, sending: 0, sent: 0 };
    for (const row of this.db.prepare(`SELECT state, COUNT(*) AS n FROM enquiries WHERE state != 'failed' GROUP BY state`).all() as {
      state: 'pending' | 'sending' | 'sent';
      n: number;
    }[]) {
      result[row.state] = row.n;
    }
    return result;
  }

  purgeSent(beforeIso: string): number {
    // The planner would walk every delivered row through enquiries_due; this index holds delivered rows by date.
    return this.db.prepare(OUTBOX_SQL.purgeSent).run(beforeIso).changes;
  }

  purgeFailed(receivedBeforeIso: string): number {
    return this.db.prepare(`DELETE FROM enquiries WHERE state = 'failed' AND received_at < ?`).run(receivedBeforeIso).changes;
  }

  get schemaVersion(): number {
    return this.d1Migrations ?? (this.db.pragma('user_version', { simple: true }) as number);
  }

  /** Rows found by the email's blind index, and rows from before encryption by the address itself. */
  findByEmail(emailIndex: string, email: string): EnquiryRow[] {
    return this.db
      .prepare(`SELECT * FROM enquiries WHERE email_index = ? OR (key_id IS NULL AND lower(trim(email)) = ?) ORDER BY id`)
      .all(emailIndex, email) as EnquiryRow[];
  }

  deleteIds(ids: number[]): number {
    const stmt = this.db.prepare(`DELETE FROM enquiries WHERE id = ?`);
    return this.db.transaction(() => ids.reduce((n, id) => n + stmt.run(id).changes, 0))();
  }

  /** Rows not sealed with `keyId` (null: rows from before encryption), oldest first. */
  rowsNotSealedWith(keyId: string | null, limit: number): EnquiryRow[] {
    return this.db
      .prepare(`SELECT * FROM enquiries WHERE ${keyId === null ? 'key_id IS NULL' : 'key_id IS NOT ? OR key_id IS NULL'} ORDER BY id LIMIT ?`)
      .all(...(keyId === null ? [limit] : [keyId, limit])) as EnquiryRow[];
  }

  /** Replaces the sealed fields of rows, each only if still sealed as read (`fromKeyId`), in one transaction. */
  reseal(rows: { id: number; fromKeyId: string | null; sealed: Omit<NewEnquiry, 'messageId' | 'receivedAt' | 'timeStamp' | 'category'> }[]): number {
    const stmt = this.db.prepare(
      `UPDATE enquiries SET name = @name, email = @email, phone = @phone, message = @message, key_id = @keyId, email_index = @emailIndex
       WHERE id = @id AND key_id IS @fromKeyId`,
    );
    return this.db.transaction(() => rows.reduce((n, r) => n + stmt.run({ id: r.id, fromKeyId: r.fromKeyId, ...r.sealed }).changes, 0))();
  }

  otherKeyIds(keyId: string): string[] {
    return (this.db.prepare(`SELECT DISTINCT key_id AS k FROM enquiries WHERE key_id IS NOT NULL AND key_id != ?`).all(keyId) as { k: string }[]).map(
      (r) => r.k,
    );
  }

  personalDataHeld(): PersonalDataHeld {
    const row = this.db
      .prepare(`SELECT COUNT(*) AS enquiries, MIN(received_at) AS oldestReceivedAt, COUNT(key_id) AS encrypted FROM enquiries`)
      .get() as Omit<PersonalDataHeld, 'keyIds'>;
    const keyIds = (this.db.prepare(`SELECT DISTINCT key_id AS k FROM enquiries WHERE key_id IS NOT NULL`).all() as { k: string }[]).map((r) => r.k);
    return { ...row, keyIds };
  }

  /** Runs `work` with every freed page overwritten, for rewriting plain text or answering a deletion request. */
  async secureDelete<T>(work: () => Promise<T> | T): Promise<T> {
    const previous = this.db.pragma('secure_delete', { simple: true }) as number;
    this.db.pragma('secure_delete = ON');
    try {
      return await work();
    } finally {
      this.db.pragma(`secure_delete = ${previous}`);
    }
  }

  /** Copies the WAL into the database file and empties it, so no older page version stays in it. */
  checkpoint(): boolean {
    const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return result?.busy === 0;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
