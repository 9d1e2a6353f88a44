-- Marketplace: applications, agenda, job search text maintenance and the job list indexes.
-- PostgreSQL 15 syntax only (PGlite runs 18): no uuidv7(), no MERGE ... RETURNING.

-- ------------------------------------------------------------------ applications

CREATE TABLE job_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  freelancer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  -- Coins charged on approval, fixed when the freelancer applied (max(1, round(10% of the value))).
  application_cost integer NOT NULL CHECK (application_cost >= 1),
  applied_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz,
  -- When the application left `pending` (approved, rejected) or was withdrawn.
  decided_at timestamptz,
  CONSTRAINT job_applications_job_freelancer_key UNIQUE (job_id, freelancer_id),
  CONSTRAINT job_applications_decided_check CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT job_applications_approved_at_check CHECK (status NOT IN ('approved', 'withdrawn') OR approved_at IS NOT NULL)
);
-- "My applications", newest applied first (keyset pages).
CREATE INDEX job_applications_freelancer_idx ON job_applications (freelancer_id, applied_at DESC, id DESC);
-- Per-job lists and counts by status (the unique key also serves job_id lookups).
CREATE INDEX job_applications_job_status_idx ON job_applications (job_id, status);

-- jobs.approved_count caches the number of approved applications; the guarded UPDATE keeps it,
-- and this deferred check refuses any transaction that would leave the two apart.
CREATE FUNCTION assert_job_approved_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  cached integer;
  actual integer;
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    target := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    target := OLD.job_id;
  ELSE
    target := NEW.job_id;
  END IF;
  SELECT approved_count INTO cached FROM jobs WHERE id = target;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO actual FROM job_applications WHERE job_id = target AND status = 'approved';
  IF cached <> actual THEN
    RAISE EXCEPTION 'job % has approved_count % but % approved applications', target, cached, actual
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER job_applications_approved_insert_check
  AFTER INSERT ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION assert_job_approved_count();
CREATE CONSTRAINT TRIGGER job_applications_approved_update_check
  AFTER UPDATE OF status ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND 'approved' IN (OLD.status, NEW.status))
  EXECUTE FUNCTION assert_job_approved_count();
CREATE CONSTRAINT TRIGGER job_applications_approved_delete_check
  AFTER DELETE ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION assert_job_approved_count();
CREATE CONSTRAINT TRIGGER jobs_approved_count_insert_check
  AFTER INSERT ON jobs DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.approved_count <> 0) EXECUTE FUNCTION assert_job_approved_count();
CREATE CONSTRAINT TRIGGER jobs_approved_count_update_check
  AFTER UPDATE OF approved_count ON jobs DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.approved_count IS DISTINCT FROM NEW.approved_count)
  EXECUTE FUNCTION assert_job_approved_count();

-- A filled job has every slot taken; an active one has at least one free.
ALTER TABLE jobs ADD CONSTRAINT jobs_slots_check CHECK (
  (status <> 'filled' OR approved_count = required_people)
  AND (status <> 'active' OR approved_count < required_people)
);

-- ------------------------------------------------------------------ agenda

CREATE TABLE agenda_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  job_id uuid REFERENCES jobs(id) ON DELETE CASCADE,
  -- The freelancer's item of an approved application: exactly one per application.
  application_id uuid UNIQUE REFERENCES job_applications(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text CHECK (char_length(description) <= 1000),
  date date NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  type text NOT NULL DEFAULT 'other' CHECK (type IN ('job', 'meeting', 'personal', 'other')),
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'confirmed', 'cancelled', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT agenda_items_application_job_check CHECK (application_id IS NULL OR job_id IS NOT NULL)
);
CREATE INDEX agenda_items_user_date_idx ON agenda_items (user_id, date, start_time);
CREATE INDEX agenda_items_job_idx ON agenda_items (job_id) WHERE job_id IS NOT NULL;
-- The contractor keeps one item per job on their agenda, however many freelancers they approve.
CREATE UNIQUE INDEX agenda_items_owner_job_key ON agenda_items (user_id, job_id)
  WHERE job_id IS NOT NULL AND application_id IS NULL;

-- ------------------------------------------------------------------ job search

-- search_text: title and location (with the city), lower-case and without accents, so
-- 'garcom' finds 'Garçom'. Kept by this trigger on every insert and update, whoever writes.
CREATE FUNCTION jobs_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(unaccent(concat_ws(' ', NEW.title, NEW.location, NEW.city)));
  RETURN NEW;
END
$$;

CREATE TRIGGER jobs_search_text_trigger
  BEFORE INSERT OR UPDATE OF title, location, city, search_text ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_set_search_text();

UPDATE jobs SET search_text = lower(unaccent(concat_ws(' ', title, location, city)));

-- Job list: active jobs newest first (keyset on created_at, id), the city filter and select.
-- (0001 already has the trigram index on search_text and the active-by-service-date index.)
CREATE INDEX IF NOT EXISTS jobs_active_newest_idx ON jobs (created_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX IF NOT EXISTS jobs_active_city_trgm_idx ON jobs USING gin (city gin_trgm_ops) WHERE status = 'active';
CREATE INDEX IF NOT EXISTS jobs_active_city_idx ON jobs (city, service_date) WHERE status = 'active';
