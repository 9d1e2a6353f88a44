-- Confirmation and check-in (issue 24, decision 0030): the contractor is told when an approved
-- freelancer has not confirmed 12 h before the shift. Check-in and check-out are moves of the
-- shift (shift_moves: their time is the move's `at`); the code of the day is computed, not stored.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder',
  'no_show_marked', 'no_show_contested',
  'shift_unconfirmed'
));

-- Presence reads a shift's confirm, check_in and conclude moves by shift and move.
CREATE INDEX IF NOT EXISTS shift_moves_shift_move_idx ON shift_moves (shift_id, move);
