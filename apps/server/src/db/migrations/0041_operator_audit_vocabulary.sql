-- Everything an operator may do (issue 28), named once before the screens that do it land side by
-- side: the users' page (suspend, reactivate, password reset), the jobs' page (hide), the reports'
-- queue (resolve, dismiss, remove an evaluation), the payments' page (refund a charge, adjust a
-- balance, retry a pay-out). The table stays append-only (0038); only its CHECKs widen.
-- PostgreSQL 15 syntax only.

ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_action_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_action_check CHECK (action IN (
  'contest_upheld', 'contest_cleared',
  'user_suspended', 'user_reactivated', 'password_reset_sent',
  'job_hidden',
  'report_dismissed', 'report_resolved', 'evaluation_removed',
  'charge_refunded', 'balance_adjusted', 'payout_retried'));

ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_target_type_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_target_type_check CHECK (target_type IN (
  'shift', 'user', 'job', 'report', 'evaluation', 'charge', 'payout'));
