-- The development outbox, the charges, the pay-outs, a job's fundings, the notifications and the
-- evaluations are listed newest first. Two rows made in the same instant (PGlite's clock counts
-- milliseconds; on PostgreSQL the rows of one transaction share its now()) tied on created_at and fell
-- back to the random id, or to no order at all, so which came first was a coin toss (a test reading the
-- newest e-mail could get the one before): a number given at insert keeps the order they were made in,
-- as 0054 did for the local PIX transfers. Existing rows are numbered in each table's order.
-- PostgreSQL 15 syntax only.

ALTER TABLE mail_outbox ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_seq_key UNIQUE (seq);

ALTER TABLE payments ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE payments ADD CONSTRAINT payments_seq_key UNIQUE (seq);

ALTER TABLE payouts ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE payouts ADD CONSTRAINT payouts_seq_key UNIQUE (seq);

ALTER TABLE job_funding ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE job_funding ADD CONSTRAINT job_funding_seq_key UNIQUE (seq);

ALTER TABLE notifications ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE notifications ADD CONSTRAINT notifications_seq_key UNIQUE (seq);

ALTER TABLE evaluations ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE evaluations ADD CONSTRAINT evaluations_seq_key UNIQUE (seq);

-- The indexes made for the old order (created_at, then the id) follow the new one (created_at, then seq).
-- The notifications, by keyset (created_at, seq).
DROP INDEX notifications_user_created_idx;
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, seq DESC);
-- Received and given evaluations.
DROP INDEX evaluations_evaluated_idx;
CREATE INDEX evaluations_evaluated_idx ON evaluations (evaluated_id, created_at DESC, seq DESC);
DROP INDEX evaluations_evaluator_idx;
CREATE INDEX evaluations_evaluator_idx ON evaluations (evaluator_id, created_at DESC, seq DESC);
-- The operator's list of purchases.
DROP INDEX payments_purchases_created_idx;
CREATE INDEX payments_purchases_created_idx ON payments (created_at DESC, seq DESC) WHERE kind <> 'shift';
