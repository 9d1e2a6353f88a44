-- An invitation to a guaranteed-pay job (issue 27, decision 0042): 'Aceitar' holds the place for the
-- contractor's PIX charge (the move accept_held, invited → awaiting_payment), as 'Aprovar' holds it
-- there. The list is 0045's with the new move. PostgreSQL 15 syntax only.

ALTER TABLE shift_moves DROP CONSTRAINT shift_moves_move_check;
ALTER TABLE shift_moves ADD CONSTRAINT shift_moves_move_check CHECK (move IN (
  'apply', 'cancel', 'approve', 'reject', 'waitlist', 'reopen', 'close', 'withdraw', 'confirm', 'check_in',
  'conclude', 'attend', 'mark_no_show', 'contest', 'cancel_job', 'reserve', 'promote', 'release',
  'invite', 'accept', 'decline', 'expire', 'hold', 'fund', 'lapse', 'uphold_no_show', 'clear_no_show',
  'hide_job', 'accept_held'));
