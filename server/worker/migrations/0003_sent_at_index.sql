CREATE INDEX enquiries_sent_at ON enquiries (sent_at) WHERE state = 'sent';
