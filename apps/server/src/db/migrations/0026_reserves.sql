-- Reserves (issue 26, decision 0036): a contractor keeps up to 3 applicants as reserves; one is
-- promoted when a booked freelancer gives up before the start, the rest are released when the shift
-- starts or the job ends. New moves, notification kinds and a rejection reason.
ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_move_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_move_check CHECK (move IN (
  'apply', 'cancel', 'approve', 'reject', 'waitlist', 'reopen', 'close', 'withdraw', 'confirm', 'check_in',
  'conclude', 'attend', 'mark_no_show', 'contest', 'cancel_job', 'reserve', 'promote', 'release'));

ALTER TABLE job_applications DROP CONSTRAINT job_applications_rejection_reason_check;
ALTER TABLE job_applications ADD CONSTRAINT job_applications_rejection_reason_check
  CHECK (rejection_reason IN ('job_cancelled', 'job_completed', 'reserve_released'));

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder',
  'no_show_marked', 'no_show_contested', 'shift_unconfirmed',
  'job_alert', 'job_alert_digest',
  'shift_reserved', 'reserve_promoted', 'reserve_released'
));

-- The reserves of a job, oldest first (the promotion's order), and the sweep's search at the start.
CREATE INDEX job_applications_reserve_idx ON job_applications (job_id, decided_at) WHERE status = 'reserve';
