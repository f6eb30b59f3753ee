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
