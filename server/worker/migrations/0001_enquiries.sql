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
