-- Overnight agenda items (decision 0012): an item that ends on the day after its date says so, and
-- then its end is before its start (22:00 → 04:00). Without it the end is after the start.
ALTER TABLE agenda_items
  ADD COLUMN ends_next_day boolean NOT NULL DEFAULT false;

-- Jobs have no such choice: a job whose end is before its start ends the next day, and so do the
-- items that copy its times.
UPDATE agenda_items
   SET ends_next_day = true
 WHERE job_id IS NOT NULL
   AND end_time < start_time;

-- The next day only with an end before the start: no item lasts a day or more.
ALTER TABLE agenda_items
  ADD CONSTRAINT agenda_items_ends_next_day_check CHECK (NOT ends_next_day OR end_time < start_time);

-- A contractor's own event ends after it starts unless it ends the next day. Items of jobs follow
-- the job's times. NOT VALID: events saved before this rule (an end not after the start, intent
-- unknown) stay as they were and are refused by the form until corrected; new and changed rows are checked.
ALTER TABLE agenda_items
  ADD CONSTRAINT agenda_items_end_after_start_check
    CHECK (job_id IS NOT NULL OR ends_next_day OR end_time > start_time) NOT VALID;
