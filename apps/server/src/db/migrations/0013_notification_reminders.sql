-- More kinds of notification (issue 12): reminders before shifts and to rate, the plan's end,
-- coins missing for an approval, the last credit spent.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application_received', 'application_approved', 'application_rejected', 'application_closed',
  'job_cancelled', 'shift_changed', 'application_withdrawn', 'job_completed', 'evaluation_received',
  'payment_confirmed', 'payment_expired', 'coins_needed', 'credits_low', 'plan_expiring', 'plan_expired',
  'shift_reminder', 'evaluation_reminder'
));

-- The reminder sweep looks for approved shifts starting within a day.
CREATE INDEX IF NOT EXISTS jobs_service_date_idx ON jobs (service_date);
