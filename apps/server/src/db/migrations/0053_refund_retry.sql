-- 'Reenviar' a place's refund that failed (issue 27's refunds, decision 0044; the operators'
-- 'Pagamentos', decision 0053): a failed refund asked again is a new round with a new provider
-- reference (a refused refund there is final), its attempts from zero; the operator's act is audited
-- ('refund_retried' on a 'refund'). PostgreSQL 15 syntax only.

ALTER TABLE shift_refunds ADD COLUMN round integer NOT NULL DEFAULT 1 CHECK (round >= 1);

ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_action_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_action_check CHECK (action IN (
  'contest_upheld', 'contest_cleared',
  'user_suspended', 'user_reactivated', 'password_reset_sent',
  'job_hidden',
  'report_dismissed', 'report_resolved', 'evaluation_removed',
  'charge_refunded', 'balance_adjusted', 'payout_retried', 'refund_retried'));

ALTER TABLE operator_audit DROP CONSTRAINT operator_audit_target_type_check;
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_target_type_check CHECK (target_type IN (
  'shift', 'user', 'job', 'report', 'evaluation', 'charge', 'payout', 'refund'));
