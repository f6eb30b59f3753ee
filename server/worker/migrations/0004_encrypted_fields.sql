ALTER TABLE enquiries ADD COLUMN key_id TEXT;
ALTER TABLE enquiries ADD COLUMN email_index TEXT;
CREATE INDEX enquiries_email_index ON enquiries (email_index);
