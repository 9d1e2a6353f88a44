-- Web Push (issue 12): each device a person allowed to receive notifications on, and the keys the
-- server signs its pushes with when none are configured (VAPID, generated once and kept here).
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The push service's URL for this browser: one device, one row, whoever signs in on it last.
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 2000),
  p256dh text NOT NULL CHECK (length(p256dh) <= 200),
  auth text NOT NULL CHECK (length(auth) <= 100),
  -- 'Chrome no Android': what the person sees in their list of devices.
  label text NOT NULL CHECK (length(label) <= 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

CREATE TABLE server_keys (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
