-- Guaranteed pay (issue 27, decision 0042): a job may be paid through the platform. Approving a
-- freelancer on it holds the place ('awaiting_payment') until the contractor's PIX charge for the
-- place (value + service fee) is confirmed; every cent of it is in a double-entry ledger of its own.
-- Nothing cascades (decision 0023).

-- ------------------------------------------------------------------ the job's choice

-- The fee is fixed when the job is published (config GUARANTEED_PAY_FEE_PERCENT then), in basis points.
ALTER TABLE jobs ADD COLUMN guaranteed_pay boolean NOT NULL DEFAULT false;
ALTER TABLE jobs ADD COLUMN guaranteed_fee_bps integer;
ALTER TABLE jobs ADD CONSTRAINT jobs_guaranteed_fee_check CHECK (
  (guaranteed_pay AND guaranteed_fee_bps BETWEEN 0 AND 5000) OR (NOT guaranteed_pay AND guaranteed_fee_bps IS NULL));
CREATE INDEX jobs_guaranteed_idx ON jobs (service_date) WHERE guaranteed_pay AND status = 'active';

-- ------------------------------------------------------------------ the held place

ALTER TABLE job_applications DROP CONSTRAINT job_applications_status_check;
ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check CHECK (status IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'awaiting_payment', 'rejected', 'cancelled', 'approved',
  'confirmed', 'checked_in', 'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_move_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_move_check CHECK (move IN (
  'apply', 'cancel', 'approve', 'reject', 'waitlist', 'reopen', 'close', 'withdraw', 'confirm', 'check_in',
  'conclude', 'attend', 'mark_no_show', 'contest', 'cancel_job', 'reserve', 'promote', 'release',
  'invite', 'accept', 'decline', 'expire', 'hold', 'fund', 'lapse'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_from_state_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_from_state_check CHECK (from_state IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'awaiting_payment', 'rejected', 'cancelled', 'approved',
  'confirmed', 'checked_in', 'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled'));

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_to_state_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_to_state_check CHECK (to_state IN (
  'pending', 'waitlisted', 'reserve', 'invited', 'awaiting_payment', 'rejected', 'cancelled', 'approved',
  'confirmed', 'checked_in', 'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled'));

-- jobs.approved_count counts the shifts holding a place: the booked ones and those awaiting payment.
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
                    'contested');
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
                                    'attended', 'no_show', 'contested'))
  EXECUTE FUNCTION assert_job_approved_count();
DROP TRIGGER job_applications_booked_delete_check ON job_applications;
CREATE CONSTRAINT TRIGGER job_applications_booked_delete_check
  AFTER DELETE ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IN ('awaiting_payment', 'approved', 'confirmed', 'checked_in', 'checked_out',
                                    'attended', 'no_show', 'contested'))
  EXECUTE FUNCTION assert_job_approved_count();

-- ------------------------------------------------------------------ the place's charge

-- A place's PIX charge is a payment of kind 'shift' (product_id: the shift's id, quantity 1). A
-- contractor may have many at once (one per place): the one-pending slot is for purchases only.
ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check CHECK (kind IN ('coins', 'plan', 'shift'));
DROP INDEX payments_one_pending_per_user;
CREATE UNIQUE INDEX payments_one_pending_per_user ON payments (user_id) WHERE status = 'pending' AND kind <> 'shift';
CREATE UNIQUE INDEX payments_one_pending_per_shift ON payments (product_id) WHERE status = 'pending' AND kind = 'shift';

-- ------------------------------------------------------------------ the place's money

-- One row per shift of a guaranteed-pay job that was ever held: what the place costs and where its
-- money is. awaiting: the charge is open; held: paid, with the platform; released: the freelancer's;
-- refunded: back to the contractor; disputed: held until an operator decides; lapsed: never paid.
CREATE TABLE shift_pay (
  shift_id uuid PRIMARY KEY REFERENCES job_applications(id) ON DELETE RESTRICT,
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE RESTRICT,
  contractor_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  freelancer_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  value_cents integer NOT NULL CHECK (value_cents > 0),
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  status text NOT NULL CHECK (status IN ('awaiting', 'held', 'released', 'refunded', 'disputed', 'lapsed')),
  -- The place's current charge (a new one after a lapsed hold is approved again).
  payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE RESTRICT,
  hold_expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shift_pay_job_idx ON shift_pay (job_id);
CREATE INDEX shift_pay_awaiting_idx ON shift_pay (hold_expires_at) WHERE status = 'awaiting';

-- ------------------------------------------------------------------ the ledger

-- Double-entry (decision 0042): each entry's lines sum to zero (checked at commit), so the sum over
-- every account is always zero. Accounts are named: provider:clearing (money at the provider),
-- platform:fees (our revenue), contractor:{id}:held (a contractor's money held for their shifts),
-- freelancer:{id}:payable (owed to a freelancer until paid out); withholdings will be
-- contractor:{id}:{inss|irrf|iss}_retido. Positive is a debit, negative a credit.
CREATE TABLE money_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('funding', 'release', 'refund', 'payout', 'payout_returned')),
  -- What the entry is for, once: 'funding:{payment id}', 'release:{shift id}'...
  idempotency_key text NOT NULL UNIQUE,
  job_id uuid REFERENCES jobs(id) ON DELETE RESTRICT,
  shift_id uuid REFERENCES job_applications(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX money_entries_shift_idx ON money_entries (shift_id) WHERE shift_id IS NOT NULL;

CREATE TABLE money_lines (
  entry_id uuid NOT NULL REFERENCES money_entries(id) ON DELETE RESTRICT,
  account text NOT NULL CHECK (
    account ~ '^(contractor|freelancer):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:[a-z_]+$'
    OR account IN ('provider:clearing', 'platform:fees')),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  PRIMARY KEY (entry_id, account)
);
CREATE INDEX money_lines_account_idx ON money_lines (account);

CREATE FUNCTION assert_money_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM money_lines WHERE entry_id = NEW.entry_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'money entry % does not balance (%)', NEW.entry_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER money_lines_balanced_check
  AFTER INSERT ON money_lines DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION assert_money_entry_balanced();
