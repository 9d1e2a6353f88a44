-- A contractor may fund a guaranteed-pay job's places at once when publishing it (issue 27, decision
-- 0056): one PIX charge of kind 'job' (product_id: the job's id) for every place, the job's funding
-- (job_funding, owned by shift-pay; nothing cascades: decision 0023), places approved from that pool
-- (shift_pay rows of the job's charge, funding_job_id set), a pooled place given up 'returned' to the
-- pool, and what the pool did not use refunded once when it closes (reason 'pool_leftover', no shift).
-- PostgreSQL 15 syntax only.

ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check CHECK (kind IN ('coins', 'plan', 'shift', 'job'));
DROP INDEX payments_one_pending_per_user;
CREATE UNIQUE INDEX payments_one_pending_per_user ON payments (user_id)
  WHERE status = 'pending' AND kind NOT IN ('shift', 'job');
CREATE UNIQUE INDEX payments_one_pending_per_job ON payments (product_id) WHERE status = 'pending' AND kind = 'job';

CREATE TABLE job_funding (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE RESTRICT,
  payment_id uuid NOT NULL UNIQUE REFERENCES payments(id) ON DELETE RESTRICT,
  contractor_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  places integer NOT NULL CHECK (places > 0),
  value_cents integer NOT NULL CHECK (value_cents > 0),
  fee_cents integer NOT NULL CHECK (fee_cents >= 0),
  status text NOT NULL CHECK (status IN ('awaiting', 'paid', 'lapsed', 'closed')),
  paid_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'paid' OR paid_at IS NOT NULL),
  CHECK (status <> 'closed' OR closed_at IS NOT NULL)
);
CREATE UNIQUE INDEX job_funding_one_open_per_job ON job_funding (job_id) WHERE status IN ('awaiting', 'paid');
CREATE INDEX job_funding_job_idx ON job_funding (job_id);
CREATE INDEX job_funding_contractor_idx ON job_funding (contractor_id, created_at DESC);
CREATE INDEX job_funding_paid_idx ON job_funding (job_id) WHERE status = 'paid';

ALTER TABLE shift_pay DROP CONSTRAINT shift_pay_status_check;
ALTER TABLE shift_pay ADD CONSTRAINT shift_pay_status_check CHECK (status IN (
  'awaiting', 'held', 'released', 'compensated', 'refunded', 'disputed', 'lapsed', 'passed', 'returned'));
ALTER TABLE shift_pay ADD COLUMN funding_job_id uuid REFERENCES jobs (id) ON DELETE RESTRICT;
DROP INDEX shift_pay_one_place_per_charge;
CREATE UNIQUE INDEX shift_pay_one_place_per_charge ON shift_pay (payment_id)
  WHERE status NOT IN ('passed', 'lapsed') AND funding_job_id IS NULL;
CREATE INDEX shift_pay_pool_idx ON shift_pay (payment_id) WHERE funding_job_id IS NOT NULL;

ALTER TABLE shift_refunds ALTER COLUMN shift_id DROP NOT NULL;
ALTER TABLE shift_refunds DROP CONSTRAINT shift_refunds_payment_id_key;
CREATE UNIQUE INDEX shift_refunds_one_per_place ON shift_refunds (payment_id, shift_id) WHERE shift_id IS NOT NULL;
CREATE UNIQUE INDEX shift_refunds_one_leftover ON shift_refunds (payment_id) WHERE shift_id IS NULL;
CREATE INDEX shift_refunds_payment_idx ON shift_refunds (payment_id);
ALTER TABLE shift_refunds DROP CONSTRAINT shift_refunds_reason_check;
ALTER TABLE shift_refunds ADD CONSTRAINT shift_refunds_reason_check CHECK (reason IN (
  'job_cancelled', 'job_cancelled_late', 'withdrawn', 'no_show', 'paid_after_lapse', 'pool_leftover'));
-- No place: a job's charge paid after it lapsed, or its pool's leftover (which is never a place's).
ALTER TABLE shift_refunds ADD CONSTRAINT shift_refunds_place_check CHECK (
  shift_id IS NOT NULL OR reason IN ('pool_leftover', 'paid_after_lapse'));
ALTER TABLE shift_refunds ADD CONSTRAINT shift_refunds_leftover_check CHECK (reason <> 'pool_leftover' OR shift_id IS NULL);

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
  'job_hidden', 'report_outcome',
  'payment_refunded',
  'job_funded', 'job_funding_lapsed'
));
