-- Guaranteed pay's money when a shift is not worked (issue 27, decision 0044): a cancelled job, a
-- freelancer who gave the place up or did not come gives the place's money back to the contractor
-- by a PIX refund of its charge; a late cancellation first pays the freelancer their share.
-- Nothing cascades (decision 0023).

ALTER TABLE shift_pay DROP CONSTRAINT shift_pay_status_check;
ALTER TABLE shift_pay ADD CONSTRAINT shift_pay_status_check CHECK (status IN (
  'awaiting', 'held', 'released', 'compensated', 'refunded', 'disputed', 'lapsed'));
-- The sweep also settles places whose shift was given up, cancelled or marked absent.
DROP INDEX shift_pay_held_idx;
CREATE INDEX shift_pay_held_idx ON shift_pay (job_id) WHERE status IN ('held', 'disputed');

-- refund: the contractor's held money becomes owed back to them (contractor:{id}:refundable);
-- refund_sent: the provider refunded it (the money leaves provider:clearing).
ALTER TABLE money_entries DROP CONSTRAINT money_entries_kind_check;
ALTER TABLE money_entries ADD CONSTRAINT money_entries_kind_check CHECK (kind IN (
  'funding', 'release', 'refund', 'refund_sent', 'payout', 'payout_returned'));

-- One refund per charge: what of a place's charge goes back to the contractor (the place's money,
-- or a whole charge paid after its hold lapsed), and how the provider's refund went (queued →
-- sending → done; failed after every attempt, for an operator to look at).
-- Its id is the provider's idempotency reference; claimed_until is the one sender's lease.
CREATE TABLE shift_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shift_id uuid NOT NULL REFERENCES job_applications(id) ON DELETE RESTRICT,
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE RESTRICT,
  contractor_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  payment_id uuid NOT NULL UNIQUE REFERENCES payments(id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL CHECK (reason IN ('job_cancelled', 'job_cancelled_late', 'withdrawn', 'no_show',
                                         'paid_after_lapse')),
  status text NOT NULL CHECK (status IN ('queued', 'sending', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  end_to_end_id text,
  fail_reason text,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'done' OR refunded_at IS NOT NULL)
);
CREATE INDEX shift_refunds_due_idx ON shift_refunds (next_attempt_at) WHERE status IN ('queued', 'sending');
CREATE INDEX shift_refunds_contractor_idx ON shift_refunds (contractor_id, created_at DESC);
CREATE INDEX shift_refunds_shift_idx ON shift_refunds (shift_id);

-- The contractor hears when a place's money went back to them.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder',
  'no_show_marked', 'no_show_contested', 'shift_unconfirmed',
  'job_alert', 'job_alert_digest',
  'shift_reserved', 'reserve_promoted', 'reserve_released',
  'shift_invited', 'invitation_accepted', 'invitation_declined',
  'place_paid', 'place_payment_lapsed',
  'payout_sent', 'payout_failed',
  'place_refunded'
));
