import type { NewEnquiry } from './enquiry';

export const SCHEMA_VERSION = 5;

/** Applied in order by the Node store (user_version) and, as worker/migrations/*.sql, by wrangler d1 migrations. */
export const MIGRATIONS: Record<number, { name: string; sql: string }> = {
  1: {
    name: 'enquiries',
    sql: `
    CREATE TABLE enquiries (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      message_id      TEXT    NOT NULL UNIQUE,
      received_at     TEXT    NOT NULL,
      time_stamp      TEXT    NOT NULL,
      name            TEXT    NOT NULL,
      email           TEXT    NOT NULL,
      phone           TEXT    NOT NULL,
      category        TEXT    NOT NULL,
      message         TEXT    NOT NULL,
      state           TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent')),
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      last_error      TEXT,
      in_doubt        INTEGER NOT NULL DEFAULT 0,
      sent_at         TEXT,
      smtp_response   TEXT
    );
    CREATE INDEX enquiries_due ON enquiries (state, next_attempt_at);
  `,
  },
  // SQLite cannot change a CHECK constraint in place: rebuild the table, keeping ids and sequence.
  2: {
    name: 'failed_state',
    sql: `
    CREATE TABLE enquiries_v2 (
      id              INTEGER PRIMARY KEY AUTOINCREMENT,
      message_id      TEXT    NOT NULL UNIQUE,
      received_at     TEXT    NOT NULL,
      time_stamp      TEXT    NOT NULL,
      name            TEXT    NOT NULL,
      email           TEXT    NOT NULL,
      phone           TEXT    NOT NULL,
      category        TEXT    NOT NULL,
      message         TEXT    NOT NULL,
      state           TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      last_error      TEXT,
      in_doubt        INTEGER NOT NULL DEFAULT 0,
      sent_at         TEXT,
      smtp_response   TEXT,
      rejections      INTEGER NOT NULL DEFAULT 0
    );
    INSERT INTO enquiries_v2 (id, message_id, received_at, time_stamp, name, email, phone, category, message, state,
                              attempts, next_attempt_at, last_error, in_doubt, sent_at, smtp_response)
      SELECT id, message_id, received_at, time_stamp, name, email, phone, category, message, state,
             attempts, next_attempt_at, last_error, in_doubt, sent_at, smtp_response FROM enquiries;
    INSERT INTO sqlite_sequence (name, seq) SELECT 'enquiries_v2', seq FROM sqlite_sequence WHERE name = 'enquiries'
      AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'enquiries_v2');
    UPDATE sqlite_sequence SET seq = MAX(seq, (SELECT seq FROM sqlite_sequence WHERE name = 'enquiries'))
      WHERE name = 'enquiries_v2';
    DROP TABLE enquiries;
    ALTER TABLE enquiries_v2 RENAME TO enquiries;
    CREATE INDEX enquiries_due ON enquiries (state, next_attempt_at);
  `,
  },
  // The retention purge finds what is due without scanning every row (/healthz counts through enquiries_due).
  3: {
    name: 'sent_at_index',
    sql: `
    CREATE INDEX enquiries_sent_at ON enquiries (sent_at) WHERE state = 'sent';
  `,
  },
  // Personal fields are sealed from here on; rows from before stay readable until the service seals them at start.
  4: {
    name: 'encrypted_fields',
    sql: `
    ALTER TABLE enquiries ADD COLUMN key_id TEXT;
    ALTER TABLE enquiries ADD COLUMN email_index TEXT;
    CREATE INDEX enquiries_email_index ON enquiries (email_index);
  `,
  },
  // The Worker keeps no memory between requests: its rate-limit buckets and last delivery error live here.
  5: {
    name: 'worker_rate_limit_and_notes',
    sql: `
    CREATE TABLE rate_limits (
      key    TEXT    PRIMARY KEY,
      tokens REAL    NOT NULL,
      at     INTEGER NOT NULL
    );
    CREATE TABLE service_notes (
      name  TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `,
  },
};

// One indexed lookup per state, so the cost follows the undelivered rows, not the table.
export const HEALTH_SQL = `
  SELECT p.n + s.n AS pending,
         MIN(COALESCE(p.oldest, s.oldest), COALESCE(s.oldest, p.oldest)) AS oldestPendingAt,
         f.n AS failed
  FROM (SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM enquiries WHERE state = 'pending') AS p,
       (SELECT COUNT(*) AS n, MIN(received_at) AS oldest FROM enquiries WHERE state = 'sending') AS s,
       (SELECT COUNT(*) AS n FROM enquiries WHERE state = 'failed') AS f`;

// The outbox's state machine, shared by both stores: pending -> sending -> sent, or back to pending, or failed.
export const OUTBOX_SQL = {
  insert: `INSERT INTO enquiries (message_id, received_at, time_stamp, name, email, phone, category, message, next_attempt_at, key_id, email_index)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  due: `SELECT * FROM enquiries WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  sent: `UPDATE enquiries SET state = 'sent', sent_at = ?, smtp_response = ?, last_error = NULL WHERE id = ? AND state = 'sending'`,
  retry: `UPDATE enquiries SET state = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'sending'`,
  rejected: `UPDATE enquiries SET rejections = rejections + 1, last_error = ?, next_attempt_at = ?,
               state = CASE WHEN rejections + 1 >= ? THEN 'failed' ELSE 'pending' END
             WHERE id = ? AND state = 'sending' RETURNING state`,
  resend: `UPDATE enquiries SET state = 'pending', rejections = 0, next_attempt_at = ? WHERE id = ? AND state = 'failed'`,
  nextDue: `SELECT MIN(next_attempt_at) AS at FROM enquiries WHERE state = 'pending'`,
  purgeSent: `DELETE FROM enquiries INDEXED BY enquiries_sent_at WHERE state = 'sent' AND sent_at < ?`,
} as const;

/** Columns of a NewEnquiry in the order of OUTBOX_SQL.insert. */
export function insertValues(row: NewEnquiry, nextAttemptAt: number): (string | number)[] {
  return [row.messageId, row.receivedAt, row.timeStamp, row.name, row.email, row.phone, row.category, row.message, nextAttemptAt, row.keyId, row.emailIndex];
}
