-- The local PIX provider's refunds ('estornos') of its charges (decision 0045): what `refundCharge`
-- gave back of a confirmed charge. Written only by providers/payment (local-pix.repo.ts); the Asaas
-- provider keeps its refunds at Asaas. One refund per reference (our refund's id): a repeat finds the
-- refund already made instead of giving back again. A local refund is done at once, so it always has
-- its return id and time. The refunds of a charge never exceed its amount: each is decided under the
-- charge's row lock, and the one that reaches the amount marks the charge 'refunded'.
CREATE TABLE local_pix_refunds (
  reference text PRIMARY KEY CHECK (reference ~ '^[A-Za-z0-9._:-]{1,64}$'),
  charge_id text NOT NULL REFERENCES local_pix_charges (id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  description text NOT NULL,
  -- The BCB's id of a returned PIX: 'D', the returning institution's ISPB, yyyyMMddHHmm (UTC), 11 characters.
  end_to_end_id text NOT NULL UNIQUE CHECK (end_to_end_id ~ '^D[0-9]{8}[0-9]{12}[A-Za-z0-9]{11}$'),
  refunded_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A charge's refunds, oldest first (the sum before a new one, the dev page).
CREATE INDEX local_pix_refunds_charge ON local_pix_refunds (charge_id, created_at);
