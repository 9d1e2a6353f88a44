-- The dev page lists the local provider's transfers newest first. Two transfers made in the same
-- instant (PGlite's clock counts milliseconds) tied on created_at and fell back to the random id, so
-- the list's order was a coin toss: a number given at insert keeps the order they were made in.
-- Existing rows are numbered in the table's order. PostgreSQL 15 syntax only.

ALTER TABLE local_pix_transfers ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE local_pix_transfers ADD CONSTRAINT local_pix_transfers_seq_key UNIQUE (seq);
