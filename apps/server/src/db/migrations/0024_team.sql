-- 'Minha equipe' (issue 26, decision 0034). PostgreSQL 15 syntax only.

-- A contractor's favourite freelancers. People are never deleted (decision 0023): the keys restrict.
CREATE TABLE team_members (
  contractor_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  freelancer_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contractor_id, freelancer_id),
  CHECK (contractor_id <> freelancer_id)
);

-- One person no longer sees the other's jobs: a contractor blocking a freelancer, or a freelancer
-- hiding a contractor. Either way, the freelancer of the pair sees none of the contractor's jobs.
-- Read by the blocker (the primary key) and by the blocked (blocks_blocked_idx).
CREATE TABLE blocks (
  blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id);
