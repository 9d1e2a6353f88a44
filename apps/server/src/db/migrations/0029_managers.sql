-- Managers: one company, several people (issue 26, decision 0040). The company is the contractor
-- account that signed up (its user row holds the company's profile, credits, plan, jobs, team and
-- reputation); its owner is that account's person. Managers are people with a login of their own
-- (users.role 'manager', no profile, no balance) who act for one company. Nothing is deleted
-- (decision 0023): a removed manager keeps their row with removed_at; the keys restrict.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('freelancer', 'contractor', 'manager'));

-- Which company a manager acts for: one at a time (the key is the person); a removed manager who is
-- invited again (by this or another company) gets the row back with the new company.
CREATE TABLE company_managers (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE RESTRICT,
  company_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  invited_by uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  joined_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  removed_by uuid REFERENCES users(id) ON DELETE RESTRICT,
  CHECK (user_id <> company_id)
);
CREATE INDEX company_managers_company_idx ON company_managers (company_id) WHERE removed_at IS NULL;

-- 'Convidar gerente': an e-mail with a single-use link (only the token's SHA-256 is kept), valid for
-- 7 days; a new invitation to the same e-mail replaces the open one.
CREATE TABLE manager_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  email citext NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE RESTRICT,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX manager_invitations_open_idx ON manager_invitations (company_id, email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- What the company's people did to a job, and who ("Publicada por Ana", "Concluída por Bruno"): the
-- job's history; the shifts' moves (approve, reject, reserve, invite, mark absent) are in shift_moves
-- with their actor. Append-only; actor NULL: the system.
CREATE TABLE job_history (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE RESTRICT,
  actor_id uuid REFERENCES users(id) ON DELETE RESTRICT,
  action text NOT NULL CHECK (action IN ('published', 'edited', 'moved', 'photo_changed', 'cancelled',
                                         'completed', 'rated')),
  at timestamptz NOT NULL DEFAULT now(),
  data jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX job_history_job_idx ON job_history (job_id, at);
