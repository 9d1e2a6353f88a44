-- Multi-role events and weekly series (issue 26, decision 0038). PostgreSQL 15 syntax only.

-- What one publication made at once: an event's roles ('Publicar evento') and/or the same job
-- repeated weekly ('Repetir semanalmente'). Its jobs point to it (jobs.event_id). People and jobs
-- are never deleted (decision 0023): the keys restrict, nothing cascades.
CREATE TABLE job_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  roles integer NOT NULL CHECK (roles BETWEEN 1 AND 10),
  weeks integer NOT NULL CHECK (weeks BETWEEN 1 AND 8),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_events_contractor_idx ON job_events (contractor_id, created_at DESC);

ALTER TABLE jobs ADD COLUMN event_id uuid REFERENCES job_events(id) ON DELETE RESTRICT;
CREATE INDEX jobs_event_idx ON jobs (event_id) WHERE event_id IS NOT NULL;
