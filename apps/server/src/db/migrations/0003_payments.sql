-- Payments: PIX charges for coin packages and plans, provider events (exactly-once), subscriptions,
-- and the local PIX provider's own charges. PostgreSQL 15 syntax only.

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('coins', 'plan')),
  -- start | pro | max for coins; basico | premium for plans.
  product_id text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- Coins or credits granted on confirmation.
  quantity integer NOT NULL CHECK (quantity > 0),
  provider text NOT NULL CHECK (provider IN ('local', 'asaas')),
  -- Null only while the charge is being created at the provider (the row reserves the one
  -- pending slot first); the sweep expires rows left without one.
  provider_payment_id text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'expired', 'cancelled', 'refunded')),
  pix_payload text,
  qr_code_png_base64 text,
  invoice_url text,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  closed_at timestamptz,
  -- Refund after coins or credits were spent: the part that could not be taken back (decision 0006).
  refund_shortfall integer NOT NULL DEFAULT 0 CHECK (refund_shortfall >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_provider_payment_key UNIQUE (provider, provider_payment_id),
  CONSTRAINT payments_confirmed_check CHECK (status NOT IN ('confirmed', 'refunded') OR confirmed_at IS NOT NULL)
);
-- One pending charge per user at a time (DESIGN §2): concurrent purchases race on this index.
CREATE UNIQUE INDEX payments_one_pending_per_user ON payments (user_id) WHERE status = 'pending';
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);
-- The reconciliation sweep's work list.
CREATE INDEX payments_pending_idx ON payments (expires_at) WHERE status = 'pending';

-- Each provider event id is handled once; the row is written in the transaction that applies it.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  provider_payment_id text,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- A contractor's plan. No row means the free plan.
CREATE TABLE subscriptions (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  plan_id text NOT NULL CHECK (plan_id IN ('free', 'basico', 'premium')),
  started_at timestamptz,
  expires_at timestamptz,
  payment_id uuid REFERENCES payments(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscriptions_paid_check CHECK ((plan_id = 'free') = (expires_at IS NULL))
);
CREATE INDEX subscriptions_expiry_idx ON subscriptions (expires_at) WHERE plan_id <> 'free';

-- The local PIX provider (embedded default): its charges, confirmed or expired on /dev/pix/{id}.
CREATE TABLE local_pix_charges (
  id text PRIMARY KEY,
  external_reference text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  description text NOT NULL,
  customer_name text NOT NULL,
  pix_payload text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'overdue', 'cancelled', 'refunded')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
