-- 'Suspender conta' closes a report on a profile (issue 28, decisions 0050 and 0054): the reported
-- person is suspended as from 'Usuários', in the resolution's transaction. PostgreSQL 15 syntax only.

ALTER TABLE reports DROP CONSTRAINT reports_resolution_check;
ALTER TABLE reports ADD CONSTRAINT reports_resolution_check CHECK (
  resolution IN ('hide_job', 'remove_evaluation', 'suspend_user', 'dismiss'));
