-- 'Alertas de vagas' (issue 25, decision 0032). PostgreSQL 15 syntax only.

-- A freelancer's saved search. Empty `segments` / `neighborhood_keys`: any. `days_mask`: bit d set
-- for day d of the week (0 = Sunday, as extract(dow …)). The keys are the city and neighbourhoods
-- lowercased without accents (lower(unaccent(…))), as a job's are when it is matched.
CREATE TABLE job_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  segments text[] NOT NULL DEFAULT '{}',
  city text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
  city_key text NOT NULL,
  neighborhoods text[] NOT NULL DEFAULT '{}',
  neighborhood_keys text[] NOT NULL DEFAULT '{}',
  -- What a new job is looked up by: '<city key>|<segment>' for each segment, '<city key>|*' for any.
  match_keys text[] NOT NULL,
  days_mask smallint NOT NULL CHECK (days_mask BETWEEN 1 AND 127),
  min_salary_cents integer NOT NULL DEFAULT 0 CHECK (min_salary_cents >= 0),
  frequency text NOT NULL CHECK (frequency IN ('instant', 'daily')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A person's alerts (the list, the limit of 10).
CREATE INDEX job_alerts_user_idx ON job_alerts (user_id, created_at);
-- Matching a new job: the active alerts of its city and segment (or any segment), by one GIN lookup
-- of its two keys; value, days and neighbourhoods then filter those few.
CREATE INDEX job_alerts_match_idx ON job_alerts USING gin (match_keys) WHERE active;

-- Published jobs waiting to be matched (a durable outbox written in the publish transaction):
-- a restart between publishing and matching loses nothing.
CREATE TABLE job_alert_runs (
  job_id uuid PRIMARY KEY REFERENCES jobs(id) ON DELETE RESTRICT,
  queued_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX job_alert_runs_pending_idx ON job_alert_runs (queued_at) WHERE done_at IS NULL;

-- A job sent (or to be sent in the digest) to a person: once per (person, job), whatever the
-- number of alerts that match it or the retries. `digest_on`: the day of the digest that carried
-- (or dropped) it; null for a 'Na hora' match and for a digest match still waiting.
CREATE TABLE job_alert_matches (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE RESTRICT,
  -- The alert that matched (no key: deleting an alert keeps the record that its job was sent).
  alert_id uuid,
  frequency text NOT NULL CHECK (frequency IN ('instant', 'daily')),
  matched_at timestamptz NOT NULL DEFAULT now(),
  digest_on date,
  PRIMARY KEY (user_id, job_id)
);
CREATE INDEX job_alert_matches_digest_idx ON job_alert_matches (matched_at) WHERE frequency = 'daily' AND digest_on IS NULL;

-- The new kinds of notification and their preference category.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder',
  'no_show_marked', 'no_show_contested', 'shift_unconfirmed',
  'job_alert', 'job_alert_digest'
));
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_category_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_category_check CHECK (category IN (
  'applications', 'shifts', 'reminders', 'payments', 'evaluations', 'news', 'job_alerts'
));
