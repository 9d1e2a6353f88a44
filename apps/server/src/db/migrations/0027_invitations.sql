-- Invitations and invite-first jobs (issue 26, decision 0037): a contractor invites a favourite to a
-- job (the shift's new state 'invited'; they accept, booked and charged then, or decline), and may
-- publish a job open only to their team for its first hours (jobs.invite_first_until).
ALTER TABLE job_applications DROP CONSTRAINT job_applications_status_check;
ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check CHECK (status IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'rejected', 'cancelled', 'approved', 'confirmed', 'checked_in',
  'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_move_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_move_check CHECK (move IN (
  'apply', 'cancel', 'approve', 'reject', 'waitlist', 'reopen', 'close', 'withdraw', 'confirm', 'check_in',
  'conclude', 'attend', 'mark_no_show', 'contest', 'cancel_job', 'reserve', 'promote', 'release',
  'invite', 'accept', 'decline', 'expire'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_from_state_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_from_state_check CHECK (from_state IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'rejected', 'cancelled', 'approved', 'confirmed', 'checked_in',
  'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_to_state_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_to_state_check CHECK (to_state IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'rejected', 'cancelled', 'approved', 'confirmed', 'checked_in',
  'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled'));

ALTER TABLE job_applications DROP CONSTRAINT job_applications_rejection_reason_check;
ALTER TABLE job_applications ADD CONSTRAINT job_applications_rejection_reason_check
  CHECK (rejection_reason IN ('job_cancelled', 'job_completed', 'reserve_released', 'invitation_declined',
                              'invitation_expired'));

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder',
  'no_show_marked', 'no_show_contested', 'shift_unconfirmed',
  'job_alert', 'job_alert_digest',
  'shift_reserved', 'reserve_promoted', 'reserve_released',
  'shift_invited', 'invitation_accepted', 'invitation_declined'
));

-- Until when the job is open only to its contractor's team; NULL: open to everyone. The window's end
-- is a scheduled step that sets it back to NULL once (a compare-and-set), on one instance.
ALTER TABLE jobs ADD COLUMN invite_first_until timestamptz;
CREATE INDEX jobs_invite_first_idx ON jobs (invite_first_until) WHERE invite_first_until IS NOT NULL;

-- A freelancer's open invitations ('Convites'), and the sweep's search for those whose shift started.
CREATE INDEX job_applications_invited_idx ON job_applications (freelancer_id) WHERE status = 'invited';
CREATE INDEX job_applications_invited_job_idx ON job_applications (job_id) WHERE status = 'invited';

-- The contractors whose team a freelancer is in (their board shows those contractors' invite-first jobs).
CREATE INDEX team_members_freelancer_idx ON team_members (freelancer_id, contractor_id);
