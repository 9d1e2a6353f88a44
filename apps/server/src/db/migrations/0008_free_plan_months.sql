-- The free plan's '2 vagas/mês' (DESIGN §2, issue 9): one row per contractor and month (the first
-- day of the month in São Paulo) whose free-plan credits were settled, the sign-up's included. The
-- primary key makes the monthly top-up happen once, whatever runs it and however often.
CREATE TABLE free_plan_months (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  -- Credits added that month (0 when the balance already held 2 or more).
  credited integer NOT NULL CHECK (credited >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, month)
);
