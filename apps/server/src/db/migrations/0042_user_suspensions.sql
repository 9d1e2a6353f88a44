-- 'Usuários' in /operador (issue 28, decision 0050): a login an operator suspended. One row while
-- the suspension stands (reactivation deletes it; operator_audit keeps the history of both). Owned
-- by `auth`: the login refuses a suspended person, and a contractor's suspension refuses the
-- managers who act for that company too. PostgreSQL 15 syntax only.

CREATE TABLE user_suspensions (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE RESTRICT,
  suspended_by uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  suspended_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 10 AND 1000)
);
CREATE INDEX user_suspensions_suspended_by_idx ON user_suspensions (suspended_by);
