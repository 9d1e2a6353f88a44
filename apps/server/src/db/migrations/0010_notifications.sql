-- The notification centre (DESIGN §6, issue 12): what the product told each person, in Portuguese,
-- rendered when stored. `ref` names what it is about ('application:<id>', 'job:<id>'...); the
-- unique (user_id, kind, ref) stores a notification once whatever retries or races announce it.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'application_received', 'application_approved', 'application_rejected', 'application_closed',
    'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
    'payment_confirmed', 'payment_expired'
  )),
  ref text NOT NULL CHECK (length(ref) BETWEEN 1 AND 200),
  -- The ids it refers to and the values its texts were rendered from.
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  title text NOT NULL,
  body text NOT NULL,
  -- The screen it opens: a path of the app.
  link text NOT NULL CHECK (link LIKE '/%'),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, ref)
);

-- The list, newest first, by keyset (created_at, id).
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
-- The bell's count.
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
