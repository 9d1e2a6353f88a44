-- job_alert_matches is written only by the matching statement (alerts/job-alerts.repo.ts matchJob),
-- from the job row and the alert rows it has just read in the same transaction, and people and jobs
-- are never deleted (decision 0023): its two foreign keys guard nothing that statement does not
-- already ensure, and their per-row checks were 40 % of its time for a job that reaches thousands of
-- people (two lookups per person told). Decision 0032, "Figures".
ALTER TABLE job_alert_matches DROP CONSTRAINT job_alert_matches_user_id_fkey;
ALTER TABLE job_alert_matches DROP CONSTRAINT job_alert_matches_job_id_fkey;
