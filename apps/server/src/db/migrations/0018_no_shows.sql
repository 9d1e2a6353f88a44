-- No-shows, contests, suspension and forgiveness (issue 24, decision 0028). PostgreSQL 15 syntax only.

-- The freelancer is told of a no-show; the contractor of its contest.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder',
  'no_show_marked', 'no_show_contested'
));

-- One strike forgiven (of a strike row's `count`): earned by the attended shift that completed
-- FORGIVENESS_ATTENDED_IN_A_ROW in a row, once (`earned_by` is unique). A strike row whose every
-- strike is forgiven gets `strikes.forgiven_at`.
CREATE TABLE strike_forgiveness (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  strike_id uuid NOT NULL REFERENCES strikes(id) ON DELETE RESTRICT,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  earned_by uuid NOT NULL UNIQUE REFERENCES job_applications(id) ON DELETE RESTRICT,
  forgiven_at timestamptz NOT NULL
);
CREATE INDEX strike_forgiveness_strike_idx ON strike_forgiveness (strike_id);
CREATE INDEX strike_forgiveness_user_idx ON strike_forgiveness (user_id, forgiven_at DESC);

-- A person's strikes by when they were given (the suspension, the run of attended shifts).
CREATE INDEX strikes_user_given_idx ON strikes (user_id, given_at DESC);
