-- Operators (issue 28, decisions 0048 and 0049): a third kind of login, created only by
-- `npm run operator:create`, signed in with a mandatory second factor (TOTP); the contested no-shows
-- they settle ('Manter falta', 'Retirar falta'); the append-only audit of everything they do.
-- PostgreSQL 15 syntax only. Nothing cascades to people (decision 0023).

-- ------------------------------------------------------------------ the role

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('freelancer', 'contractor', 'manager', 'operator'));

-- ------------------------------------------------------------------ the second factor

-- One TOTP secret per operator (RFC 6238, SHA-1, 6 digits, 30 s), encrypted with a key derived from
-- AUTH_SECRET (AES-256-GCM). verified_at: the first code typed after enrolment was right; until then
-- the operator can only enrol. last_step: the time step of the last code accepted, so no code is
-- accepted twice (nor an older one).
CREATE TABLE operator_totp (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE RESTRICT,
  secret_encrypted text NOT NULL,
  verified_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An operator's session records when its second factor was verified (null: not yet: only the
-- enrolment or the code screen answers) and when it was last used (30 minutes idle ends it).
ALTER TABLE sessions
  ADD COLUMN second_factor_at timestamptz,
  ADD COLUMN last_active_at timestamptz;

-- ------------------------------------------------------------------ 'Manter falta'

ALTER TABLE job_applications DROP CONSTRAINT job_applications_status_check;
ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check CHECK (status IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'awaiting_payment', 'rejected', 'cancelled', 'approved',
  'confirmed', 'checked_in', 'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'no_show_upheld',
  'job_cancelled'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_move_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_move_check CHECK (move IN (
  'apply', 'cancel', 'approve', 'reject', 'waitlist', 'reopen', 'close', 'withdraw', 'confirm', 'check_in',
  'conclude', 'attend', 'mark_no_show', 'contest', 'cancel_job', 'reserve', 'promote', 'release',
  'invite', 'accept', 'decline', 'expire', 'hold', 'fund', 'lapse', 'uphold_no_show', 'clear_no_show'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_from_state_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_from_state_check CHECK (from_state IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'awaiting_payment', 'rejected', 'cancelled', 'approved',
  'confirmed', 'checked_in', 'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'no_show_upheld',
  'job_cancelled'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_to_state_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_to_state_check CHECK (to_state IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'awaiting_payment', 'rejected', 'cancelled', 'approved',
  'confirmed', 'checked_in', 'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'no_show_upheld',
  'job_cancelled'));

-- An upheld no-show still holds its place, as a no-show does.
CREATE OR REPLACE FUNCTION assert_job_approved_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  cached integer;
  actual integer;
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    target := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    target := OLD.job_id;
  ELSE
    target := NEW.job_id;
  END IF;
  SELECT approved_count INTO cached FROM jobs WHERE id = target;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO actual FROM job_applications
   WHERE job_id = target
     AND status IN ('awaiting_payment', 'approved', 'confirmed', 'checked_in', 'checked_out', 'attended', 'no_show',
                    'contested', 'no_show_upheld');
  IF cached <> actual THEN
    RAISE EXCEPTION 'job % has approved_count % but % booked shifts', target, cached, actual
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER job_applications_booked_insert_check ON job_applications;
CREATE CONSTRAINT TRIGGER job_applications_booked_insert_check
  AFTER INSERT ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status IN ('awaiting_payment', 'approved', 'confirmed', 'checked_in', 'checked_out',
                                    'attended', 'no_show', 'contested', 'no_show_upheld'))
  EXECUTE FUNCTION assert_job_approved_count();
DROP TRIGGER job_applications_booked_delete_check ON job_applications;
CREATE CONSTRAINT TRIGGER job_applications_booked_delete_check
  AFTER DELETE ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IN ('awaiting_payment', 'approved', 'confirmed', 'checked_in', 'checked_out',
                                    'attended', 'no_show', 'contested', 'no_show_upheld'))
  EXECUTE FUNCTION assert_job_approved_count();

-- Both sides hear the operator's decision.
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
  'place_refunded'
));

-- ------------------------------------------------------------------ the audit trail

-- Every operator action, written in the action's own transaction: who, when, what, on what, the
-- state before and after, and the reason the operator gave. Append-only: the database refuses any
-- UPDATE, DELETE or TRUNCATE of it.
CREATE TABLE operator_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  operator_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL CHECK (action IN ('contest_upheld', 'contest_cleared')),
  target_type text NOT NULL CHECK (target_type IN ('shift')),
  target_id uuid NOT NULL,
  before jsonb NOT NULL DEFAULT '{}',
  after jsonb NOT NULL DEFAULT '{}',
  reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 10 AND 1000)
);
CREATE INDEX operator_audit_at_idx ON operator_audit (at DESC, id DESC);
CREATE INDEX operator_audit_target_idx ON operator_audit (target_type, target_id);
CREATE INDEX operator_audit_operator_idx ON operator_audit (operator_id);

CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER operator_audit_no_update BEFORE UPDATE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
CREATE TRIGGER operator_audit_no_delete BEFORE DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();
