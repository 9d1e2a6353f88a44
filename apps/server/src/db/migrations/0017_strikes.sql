-- Strikes ("advertências") of the cancellation policy (issue 24, decision 0027).
-- PostgreSQL 15 syntax only.
-- One row per shift and reason: the move that gave it (a late 'Desistir', a no-show) gives it once.
-- `count` strikes, active until `expires_at` (90 days after `given_at`, packages/shared
-- cancellation-policy.ts); a forgiven strike keeps its row with `forgiven_at` set.
CREATE TABLE strikes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  shift_id uuid NOT NULL REFERENCES job_applications(id) ON DELETE RESTRICT,
  reason text NOT NULL CHECK (reason IN ('late_withdrawal', 'no_show')),
  count smallint NOT NULL CHECK (count > 0),
  given_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > given_at),
  forgiven_at timestamptz,
  UNIQUE (shift_id, reason)
);
-- A person's active strikes, newest first.
CREATE INDEX strikes_user_expires_idx ON strikes (user_id, expires_at DESC);
