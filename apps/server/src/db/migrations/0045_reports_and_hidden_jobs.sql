-- Issue 28, decision 0054: 'Vagas' (an operator hides a job) and 'Denúncias' (people report a job, a
-- profile or an evaluation; an operator resolves each). PostgreSQL 15 syntax only (PGlite runs 18).

-- ------------------------------------------------------------------ hidden jobs

-- When an operator hid the job ('Ocultar vaga'): it is cancelled as well (status 'cancelled'), and
-- unlike a contractor's cancellation it has no public page left. The reason is in operator_audit.
ALTER TABLE jobs ADD COLUMN hidden_at timestamptz;
ALTER TABLE jobs ADD CONSTRAINT jobs_hidden_cancelled_check CHECK (hidden_at IS NULL OR status = 'cancelled');

-- The operator's hide moves each booked shift by its own move, 'hide_job' (not the contractor's
-- cancel_job: the contractor's record does not count it).
ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_move_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_move_check CHECK (move IN (
  'apply', 'cancel', 'approve', 'reject', 'waitlist', 'reopen', 'close', 'withdraw', 'confirm', 'check_in',
  'conclude', 'attend', 'mark_no_show', 'contest', 'cancel_job', 'reserve', 'promote', 'release',
  'invite', 'accept', 'decline', 'expire', 'hold', 'fund', 'lapse', 'uphold_no_show', 'clear_no_show',
  'hide_job'));

-- ------------------------------------------------------------------ removed evaluations

-- 'Remover avaliação': the evaluation stays as the record but leaves every profile and average.
ALTER TABLE evaluations ADD COLUMN removed_at timestamptz;

-- ------------------------------------------------------------------ reports

-- 'Denunciar': what one person reported, why, and what an operator did about it. The target is one
-- of a job, a person's profile or an evaluation, each by its own key (no cascade: people and jobs
-- are never deleted, decision 0023). One open report per person per target.
CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  target_type text NOT NULL CHECK (target_type IN ('job', 'profile', 'evaluation')),
  job_id uuid REFERENCES jobs(id) ON DELETE RESTRICT,
  reported_user_id uuid REFERENCES users(id) ON DELETE RESTRICT,
  evaluation_id uuid REFERENCES evaluations(id) ON DELETE RESTRICT,
  category text NOT NULL CHECK (category IN ('fraud', 'offensive', 'false_information', 'discrimination', 'other')),
  text text NOT NULL CHECK (char_length(btrim(text)) BETWEEN 10 AND 1000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users(id) ON DELETE RESTRICT,
  resolution text CHECK (resolution IN ('hide_job', 'remove_evaluation', 'dismiss')),
  resolution_reason text CHECK (char_length(btrim(resolution_reason)) BETWEEN 10 AND 1000),
  CONSTRAINT reports_one_target_check CHECK (
    (target_type = 'job' AND job_id IS NOT NULL AND reported_user_id IS NULL AND evaluation_id IS NULL)
    OR (target_type = 'profile' AND reported_user_id IS NOT NULL AND job_id IS NULL AND evaluation_id IS NULL)
    OR (target_type = 'evaluation' AND evaluation_id IS NOT NULL AND job_id IS NULL AND reported_user_id IS NULL)),
  CONSTRAINT reports_closed_check CHECK (
    (status = 'open' AND resolved_at IS NULL AND resolved_by IS NULL AND resolution IS NULL AND resolution_reason IS NULL)
    OR (status <> 'open' AND resolved_at IS NOT NULL AND resolved_by IS NOT NULL AND resolution IS NOT NULL
        AND resolution_reason IS NOT NULL))
);
-- One open report per person per target; the operator's queue, oldest first.
CREATE UNIQUE INDEX reports_one_open_idx ON reports (
  reporter_id, target_type, coalesce(job_id, reported_user_id, evaluation_id)) WHERE status = 'open';
CREATE INDEX reports_open_idx ON reports (created_at, id) WHERE status = 'open';
CREATE INDEX reports_job_idx ON reports (job_id) WHERE job_id IS NOT NULL;
CREATE INDEX reports_user_idx ON reports (reported_user_id) WHERE reported_user_id IS NOT NULL;
CREATE INDEX reports_evaluation_idx ON reports (evaluation_id) WHERE evaluation_id IS NOT NULL;
CREATE INDEX reports_reporter_idx ON reports (reporter_id);
CREATE INDEX reports_resolved_by_idx ON reports (resolved_by) WHERE resolved_by IS NOT NULL;

-- ------------------------------------------------------------------ notifications

-- The contractor hears why their job was hidden; the reporter hears the outcome.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder',
  'no_show_marked', 'no_show_contested', 'no_show_upheld', 'no_show_cleared', 'shift_unconfirmed',
  'job_alert', 'job_alert_digest',
  'shift_reserved', 'reserve_promoted', 'reserve_released',
  'shift_invited', 'invitation_accepted', 'invitation_declined',
  'place_paid', 'place_payment_lapsed',
  'payout_sent', 'payout_failed',
  'place_refunded',
  'job_hidden', 'report_outcome'
));
