CREATE TABLE rate_limits (
  key    TEXT    PRIMARY KEY,
  tokens REAL    NOT NULL,
  at     INTEGER NOT NULL
);
CREATE TABLE service_notes (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
