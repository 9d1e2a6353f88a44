-- The shift as one thing (decision 0024): a row of job_applications is a person's shift at a job,
-- from the application on, and its status is the one state of that shift. Agenda items no longer
-- copy it: the agendas read shifts and jobs. Every move between states is recorded in shift_moves.
-- PostgreSQL 15 syntax only.

-- ------------------------------------------------------------------ states

-- The deferred checks of the approved count go first (recreated below for the booked states): rows
-- changed with them in place would leave trigger events pending, and the table could not be altered.
DROP TRIGGER job_applications_approved_insert_check ON job_applications;
DROP TRIGGER job_applications_approved_update_check ON job_applications;
DROP TRIGGER job_applications_approved_delete_check ON job_applications;

ALTER TABLE job_applications
  DROP CONSTRAINT job_applications_status_check,
  DROP CONSTRAINT job_applications_approved_at_check,
  DROP CONSTRAINT job_applications_rejection_reason_check,
  DROP CONSTRAINT job_applications_rejection_reason_status_check;

-- The waiting list is a state of its own, no longer a rejection with the reason job_filled.
UPDATE job_applications
   SET status = 'waitlisted', rejection_reason = NULL
 WHERE status = 'rejected' AND rejection_reason = 'job_filled';

-- What the agenda and the job said of approved shifts becomes the shift's state.
UPDATE job_applications a
   SET status = 'job_cancelled'
  FROM jobs j
 WHERE j.id = a.job_id AND a.status = 'approved' AND j.status = 'cancelled';

UPDATE job_applications a
   SET status = 'attended'
  FROM jobs j
 WHERE j.id = a.job_id AND a.status = 'approved' AND j.status IN ('completed', 'closed');

UPDATE job_applications a
   SET status = 'checked_out'
  FROM agenda_items i
 WHERE i.application_id = a.id AND a.status = 'approved' AND i.status = 'completed';

ALTER TABLE job_applications
  ADD CONSTRAINT job_applications_status_check CHECK (status IN (
    'pending', 'waitlisted', 'reserve', 'rejected', 'cancelled', 'approved', 'confirmed', 'checked_in',
    'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled')),
  -- Every state after an approval was approved once.
  ADD CONSTRAINT job_applications_approved_at_check CHECK (
    status NOT IN ('approved', 'confirmed', 'checked_in', 'checked_out', 'attended', 'withdrawn', 'no_show',
                   'contested', 'job_cancelled')
    OR approved_at IS NOT NULL),
  ADD CONSTRAINT job_applications_rejection_reason_check CHECK (rejection_reason IN ('job_cancelled', 'job_completed')),
  ADD CONSTRAINT job_applications_rejection_reason_status_check CHECK (rejection_reason IS NULL OR status = 'rejected');

-- ------------------------------------------------------------------ places

-- jobs.approved_count counts the booked shifts (those holding a place), not only 'approved' ones.
CREATE OR REPLACE FUNCTION assert_job_approved_count() RETURNS trigger LANGUAGE plpgsql AS $$
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
  SELECT count(*) INTO actual FROM job_applications
   WHERE job_id = target
     AND status IN ('approved', 'confirmed', 'checked_in', 'checked_out', 'attended', 'no_show', 'contested');
  IF cached <> actual THEN
    RAISE EXCEPTION 'job % has approved_count % but % booked shifts', target, cached, actual
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER job_applications_booked_insert_check
  AFTER INSERT ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status IN ('approved', 'confirmed', 'checked_in', 'checked_out', 'attended', 'no_show',
                                    'contested'))
  EXECUTE FUNCTION assert_job_approved_count();
CREATE CONSTRAINT TRIGGER job_applications_booked_update_check
  AFTER UPDATE OF status ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION assert_job_approved_count();
CREATE CONSTRAINT TRIGGER job_applications_booked_delete_check
  AFTER DELETE ON job_applications DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IN ('approved', 'confirmed', 'checked_in', 'checked_out', 'attended', 'no_show',
                                    'contested'))
  EXECUTE FUNCTION assert_job_approved_count();

-- Cancelled events gave their places back with their shifts.
UPDATE jobs j
   SET approved_count = (SELECT count(*) FROM job_applications a
                          WHERE a.job_id = j.id
                            AND a.status IN ('approved', 'confirmed', 'checked_in', 'checked_out', 'attended',
                                             'no_show', 'contested'))
 WHERE j.status = 'cancelled';

-- ------------------------------------------------------------------ moves

-- Every move of a shift, append-only: what happened, from which state, who did it (NULL: the
-- system, as a consequence of another change), when, and its details (a reason).
CREATE TABLE shift_moves (
  -- In the order the moves were made (several may share a transaction's now()).
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shift_id uuid NOT NULL REFERENCES job_applications(id) ON DELETE RESTRICT,
  move text NOT NULL CHECK (move IN (
    'apply', 'cancel', 'approve', 'reject', 'waitlist', 'reopen', 'close', 'withdraw', 'confirm', 'check_in',
    'conclude', 'attend', 'mark_no_show', 'contest', 'cancel_job')),
  -- NULL: the shift did not exist before this move (the first application).
  from_state text CHECK (from_state IN (
    'pending', 'waitlisted', 'reserve', 'rejected', 'cancelled', 'approved', 'confirmed', 'checked_in',
    'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled')),
  to_state text NOT NULL CHECK (to_state IN (
    'pending', 'waitlisted', 'reserve', 'rejected', 'cancelled', 'approved', 'confirmed', 'checked_in',
    'checked_out', 'attended', 'withdrawn', 'no_show', 'contested', 'job_cancelled')),
  actor_id uuid REFERENCES users(id) ON DELETE RESTRICT,
  at timestamptz NOT NULL DEFAULT now(),
  data jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX shift_moves_shift_idx ON shift_moves (shift_id, id);

-- ------------------------------------------------------------------ agendas

-- The items that copied approved shifts are gone: the agendas read the shifts and their jobs.
DELETE FROM agenda_items WHERE job_id IS NOT NULL OR application_id IS NOT NULL;

ALTER TABLE agenda_items
  DROP COLUMN application_id,
  DROP COLUMN job_id;

-- The end-after-start rule involved job_id (dropped with it): a person's own event ends after it
-- starts unless it ends the next day. NOT VALID as before: events saved before that rule stay.
ALTER TABLE agenda_items
  ADD CONSTRAINT agenda_items_end_after_start_check CHECK (ends_next_day OR end_time > start_time) NOT VALID;
