-- The operator's 'Painel' (issue 28, decision 0055) reads the last 30 days of sign-ups, jobs,
-- applications and PIX charges on every load: one index per instant it filters on, so a month's
-- window is a range scan, not a scan of each table's whole history. PostgreSQL 15 syntax only.

CREATE INDEX IF NOT EXISTS users_created_at_idx ON users (created_at);
CREATE INDEX IF NOT EXISTS jobs_created_at_idx ON jobs (created_at);
CREATE INDEX IF NOT EXISTS shift_moves_apply_at_idx ON shift_moves (at) WHERE move = 'apply';
CREATE INDEX IF NOT EXISTS job_applications_approved_at_idx ON job_applications (approved_at) WHERE approved_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS payments_created_at_idx ON payments (created_at);
CREATE INDEX IF NOT EXISTS payments_confirmed_at_idx ON payments (confirmed_at) WHERE status = 'confirmed';
