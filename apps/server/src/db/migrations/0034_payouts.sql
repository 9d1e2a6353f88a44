-- Guaranteed pay's second half (issue 27, decision 0044): a place's held money is released to its
-- freelancer after the shift (at the contractor's 'Concluir Serviço', or 24 h after the end when no
-- one disputed it), and paid out by PIX to the freelancer's key. Nothing cascades (decision 0023).

ALTER TABLE shift_pay ADD COLUMN released_at timestamptz;
-- The sweep's question: held places, by job (the shift's end is the job's).
CREATE INDEX shift_pay_held_idx ON shift_pay (job_id) WHERE status = 'held';

-- One pay-out per released place: what is owed to the freelancer, and how its PIX transfer went.
--   waiting_key: released, but the freelancer has no PIX key yet (sent as soon as they save one);
--   queued:      to send at next_attempt_at (attempt N sends with the reference 'payout:{id}:{N}');
--   sending:     the provider accepted attempt N's transfer (provider_transfer_id), not final yet;
--   sent:        the money reached the key (end_to_end_id, sent_at);
--   failed:      every attempt was refused: the freelancer is asked to check their key.
-- claimed_until: the lease of the one process calling the provider for it (the others skip it).
CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shift_id uuid NOT NULL UNIQUE REFERENCES job_applications(id) ON DELETE RESTRICT,
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE RESTRICT,
  freelancer_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL CHECK (status IN ('waiting_key', 'queued', 'sending', 'sent', 'failed')),
  attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  provider_transfer_id text,
  pix_key_type text CHECK (pix_key_type IN ('cpf', 'phone', 'email', 'random')),
  pix_key text,
  end_to_end_id text,
  fail_reason text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'sent' OR sent_at IS NOT NULL),
  CHECK (status <> 'sending' OR provider_transfer_id IS NOT NULL)
);
CREATE INDEX payouts_freelancer_idx ON payouts (freelancer_id, created_at DESC);
CREATE INDEX payouts_due_idx ON payouts (next_attempt_at) WHERE status = 'queued';
CREATE INDEX payouts_sending_idx ON payouts (updated_at) WHERE status = 'sending';
CREATE UNIQUE INDEX payouts_transfer_idx ON payouts (provider_transfer_id) WHERE provider_transfer_id IS NOT NULL;

-- The freelancer hears when their pay is sent, and when it could not be.
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
  'payout_sent', 'payout_failed'
));
