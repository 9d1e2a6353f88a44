-- Why an application was rejected when the contractor did not decide it (DESIGN §2): its job filled
-- ('Vaga preenchida'), was cancelled ('Evento cancelado') or was completed. NULL: the contractor's
-- own 'Rejeitar'.
ALTER TABLE job_applications
  ADD COLUMN rejection_reason text
    CONSTRAINT job_applications_rejection_reason_check CHECK (rejection_reason IN ('job_filled', 'job_cancelled', 'job_completed')),
  ADD CONSTRAINT job_applications_rejection_reason_status_check CHECK (rejection_reason IS NULL OR status = 'rejected');

-- Applications left pending on jobs that already closed (before this rule) are settled the same way.
UPDATE job_applications a
   SET status = 'rejected',
       decided_at = now(),
       rejection_reason = CASE j.status WHEN 'filled' THEN 'job_filled' WHEN 'cancelled' THEN 'job_cancelled' ELSE 'job_completed' END
  FROM jobs j
 WHERE j.id = a.job_id
   AND a.status = 'pending'
   AND j.status IN ('filled', 'cancelled', 'completed');
