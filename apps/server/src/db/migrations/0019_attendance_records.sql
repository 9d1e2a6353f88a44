-- Reliability and the contractor's record (issue 24, decision 0029): read from stored facts, never
-- from counters; these indexes serve their queries (modules/shifts/reliability.repo.ts).
-- PostgreSQL 15 syntax only.

-- A freelancer's shifts that say something about attendance (attended, checked out, no-show, a
-- 'Desistir' whose strikes are looked up by shift in strikes' unique key).
CREATE INDEX job_applications_attendance_idx ON job_applications (freelancer_id)
  WHERE status IN ('attended', 'checked_out', 'no_show', 'withdrawn');

-- A contractor's cancellations of events with people booked, newest first: the late ones of the
-- last 90 days are on their record.
CREATE INDEX shift_moves_cancel_job_actor_idx ON shift_moves (actor_id, at DESC) WHERE move = 'cancel_job';

-- A contractor's events held (concluded).
CREATE INDEX jobs_contractor_held_idx ON jobs (contractor_id) WHERE status IN ('completed', 'closed');
