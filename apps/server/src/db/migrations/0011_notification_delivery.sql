-- Delivering notifications beyond the app (issue 12): each person's choices per category and
-- channel, and the durable queue of messages to send (e-mail; push).

-- A row exists once the person changed a category; without one, the defaults of
-- shared/notifications apply (transactional on, 'news' off). consented_at: when they opted in to
-- a category that is off by default (LGPD: marketing needs consent, recorded with its time).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('applications', 'shifts', 'reminders', 'payments', 'evaluations', 'news')),
  email boolean NOT NULL,
  push boolean NOT NULL,
  consented_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, category)
);

-- One message to send per (notification, channel), written in the notification's transaction (so
-- a crash never loses one) and claimed by any instance's worker with FOR UPDATE SKIP LOCKED.
-- pending → sending (claimed until locked_until; a crashed worker's claim expires) → sent, or back
-- to pending with a later run_at (back-off), or failed with its last error; skipped when the
-- person's preferences turned the channel off before it went out.
CREATE TABLE notification_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'push')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (notification_id, channel)
);

-- The worker's scan: what is due or whose claim expired.
CREATE INDEX notification_deliveries_due_idx ON notification_deliveries (run_at) WHERE status IN ('pending', 'sending');

-- The outbox keeps the headers a real message carries (List-Unsubscribe…).
ALTER TABLE mail_outbox ADD COLUMN headers jsonb;
