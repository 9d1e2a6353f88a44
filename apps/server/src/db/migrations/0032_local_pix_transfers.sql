-- The local PIX provider's pay-outs (decision 0043): what `createPixTransfer` sent, to which key,
-- and how it ended. Written only by providers/payment (local-pix.repo.ts); the Asaas provider keeps
-- its transfers at Asaas. One transfer per external_reference (our pay-out id): a repeat finds the
-- transfer already made instead of sending again.
CREATE TABLE local_pix_transfers (
  id text PRIMARY KEY,
  external_reference text NOT NULL UNIQUE,
  pix_key_type text NOT NULL CHECK (pix_key_type IN ('cpf', 'phone', 'email', 'random')),
  pix_key text NOT NULL CHECK (length(pix_key) BETWEEN 1 AND 254),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  description text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'done', 'failed', 'cancelled')),
  -- The BCB's end-to-end id: 'E', the payer institution's ISPB, yyyyMMddHHmm (UTC), 11 characters.
  end_to_end_id text UNIQUE CHECK (end_to_end_id ~ '^E[0-9]{8}[0-9]{12}[A-Za-z0-9]{11}$'),
  fail_reason text,
  effective_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'done' OR (end_to_end_id IS NOT NULL AND effective_at IS NOT NULL)),
  CHECK (status <> 'failed' OR fail_reason IS NOT NULL)
);

-- The dev page lists the newest first.
CREATE INDEX local_pix_transfers_created_at ON local_pix_transfers (created_at DESC);
