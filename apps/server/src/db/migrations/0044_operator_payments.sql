-- 'Pagamentos' of the operators' back office (issue 28, decision 0053): an operator refunds a
-- confirmed purchase (coins or a plan) by PIX. The refund is a row of its own, queued in the
-- operator's transaction and sent by the payments module through the provider's refund (decision
-- 0045), with the row's id and round as the idempotency reference, so ten clicks make one refund and
-- a provider that fails delays it without losing it. Nothing cascades (decision 0023).
-- The ledger's reasons carry no CHECK (tests and history hold their own): `operator_adjustment`
-- is named in @vamos/shared LEDGER_REASON_LABELS. PostgreSQL 15 syntax only.

CREATE TABLE charge_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL UNIQUE REFERENCES payments(id) ON DELETE RESTRICT,
  operator_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- queued → sending (the provider accepted, not done yet) → done; failed after every attempt, or
  -- refused for good: an operator may ask again (a new round, so a new provider reference).
  status text NOT NULL CHECK (status IN ('queued', 'sending', 'done', 'failed')),
  round integer NOT NULL DEFAULT 1 CHECK (round >= 1),
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
CREATE INDEX charge_refunds_due_idx ON charge_refunds (next_attempt_at) WHERE status IN ('queued', 'sending');
CREATE INDEX charge_refunds_failed_idx ON charge_refunds (updated_at DESC) WHERE status = 'failed';

-- The operator's list: every purchase and plan charge, newest first.
CREATE INDEX payments_purchases_created_idx ON payments (created_at DESC, id DESC) WHERE kind <> 'shift';
