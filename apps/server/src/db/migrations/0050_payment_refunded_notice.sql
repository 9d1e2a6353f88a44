-- The buyer is told when an operator's refund of their purchase is done (issue 28, decision 0053):
-- the notification kind payment_refunded. The list is 0045's with it. PostgreSQL 15 syntax only.

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder',
  'no_show_marked', 'no_show_contested', 'no_show_upheld', 'no_show_cleared', 'shift_unconfirmed',
  'job_alert', 'job_alert_digest',
  'shift_reserved', 'reserve_promoted', 'reserve_released',
  'shift_invited', 'invitation_accepted', 'invitation_declined',
  'place_paid', 'place_payment_lapsed',
  'payout_sent', 'payout_failed',
  'place_refunded',
  'job_hidden', 'report_outcome',
  'payment_refunded'
));
