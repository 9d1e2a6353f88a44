-- Evaluations (DESIGN §2 "Evaluation"): between a job's contractor and a freelancer approved on
-- it, one per (job, evaluator, evaluated), editable by its author. The four toggles are stored
-- one by one; requirements_met is derived from them, so the two can never disagree.
-- PostgreSQL 15 syntax only (PGlite runs 18).

CREATE TABLE evaluations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  evaluator_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  evaluated_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text CHECK (char_length(comment) BETWEEN 1 AND 500),
  punctual boolean NOT NULL DEFAULT false,
  proactive boolean NOT NULL DEFAULT false,
  polite boolean NOT NULL DEFAULT false,
  agile boolean NOT NULL DEFAULT false,
  requirements_met boolean GENERATED ALWAYS AS (punctual AND proactive AND polite AND agile) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT evaluations_job_pair_key UNIQUE (job_id, evaluator_id, evaluated_id),
  CONSTRAINT evaluations_not_self_check CHECK (evaluator_id <> evaluated_id)
);
-- Received ("Avaliações", a freelancer's rating summary), newest first.
CREATE INDEX evaluations_evaluated_idx ON evaluations (evaluated_id, created_at DESC, id DESC);
-- Given ("Avaliações feitas"), newest first; also serves "already rated?" of the to-rate list.
CREATE INDEX evaluations_evaluator_idx ON evaluations (evaluator_id, created_at DESC, id DESC);
