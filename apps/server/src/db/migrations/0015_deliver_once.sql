-- A message goes out once (issue 22).
-- The worker's pass that holds a claimed delivery: it renews its own claims while it sends and
-- records, and records a failure or a skip only on a claim that is still its own.
ALTER TABLE notification_deliveries ADD COLUMN claimed_by uuid;

-- The embedded mailer stores a message once per Message-ID: sending it again is not a second copy.
ALTER TABLE mail_outbox ADD COLUMN message_id text;
CREATE UNIQUE INDEX mail_outbox_message_id_key ON mail_outbox (message_id);
