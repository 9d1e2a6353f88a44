-- 'Salvar como modelo' (issue 26, decision 0035). PostgreSQL 15 syntax only.

-- A contractor's named job templates: the job form's fields without its dates, as the shared
-- JobTemplateFieldsSchema parsed them. People are never deleted (decision 0023): the key restricts.
CREATE TABLE job_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  fields jsonb NOT NULL CHECK (jsonb_typeof(fields) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_templates_contractor_idx ON job_templates (contractor_id, created_at DESC, id DESC);
