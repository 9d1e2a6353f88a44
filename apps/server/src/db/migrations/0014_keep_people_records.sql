-- People and jobs are never deleted (decision 0023, DESIGN §6): a person is anonymised, a job is
-- cancelled. Every key that cascaded from a person or a job to the records others rely on (money,
-- payments, ratings, applications, agendas, notifications) now refuses instead; only better-auth's
-- sessions and accounts still go with their user. PostgreSQL cannot change a key's ON DELETE in
-- place: each is dropped and added again under its own name, in this one transaction, and checked
-- against the rows already there (none is lost or changed).

-- ------------------------------------------------------------------ keys to users

ALTER TABLE profiles
  DROP CONSTRAINT profiles_user_id_fkey,
  ADD CONSTRAINT profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE balances
  DROP CONSTRAINT balances_user_id_fkey,
  ADD CONSTRAINT balances_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE ledger_entries
  DROP CONSTRAINT ledger_entries_user_id_fkey,
  ADD CONSTRAINT ledger_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE jobs
  DROP CONSTRAINT jobs_contractor_id_fkey,
  ADD CONSTRAINT jobs_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE job_applications
  DROP CONSTRAINT job_applications_freelancer_id_fkey,
  ADD CONSTRAINT job_applications_freelancer_id_fkey FOREIGN KEY (freelancer_id) REFERENCES users(id) ON DELETE RESTRICT,
  DROP CONSTRAINT job_applications_job_id_fkey,
  ADD CONSTRAINT job_applications_job_id_fkey FOREIGN KEY (job_id) REFERENCES jobs(id) ON DELETE RESTRICT;
ALTER TABLE agenda_items
  DROP CONSTRAINT agenda_items_user_id_fkey,
  ADD CONSTRAINT agenda_items_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT,
  DROP CONSTRAINT agenda_items_job_id_fkey,
  ADD CONSTRAINT agenda_items_job_id_fkey FOREIGN KEY (job_id) REFERENCES jobs(id) ON DELETE RESTRICT,
  DROP CONSTRAINT agenda_items_application_id_fkey,
  ADD CONSTRAINT agenda_items_application_id_fkey
    FOREIGN KEY (application_id) REFERENCES job_applications(id) ON DELETE RESTRICT;
ALTER TABLE payments
  DROP CONSTRAINT payments_user_id_fkey,
  ADD CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE subscriptions
  DROP CONSTRAINT subscriptions_user_id_fkey,
  ADD CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT,
  DROP CONSTRAINT subscriptions_payment_id_fkey,
  ADD CONSTRAINT subscriptions_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES payments(id) ON DELETE RESTRICT;
ALTER TABLE free_plan_months
  DROP CONSTRAINT free_plan_months_user_id_fkey,
  ADD CONSTRAINT free_plan_months_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE evaluations
  DROP CONSTRAINT evaluations_evaluator_id_fkey,
  ADD CONSTRAINT evaluations_evaluator_id_fkey FOREIGN KEY (evaluator_id) REFERENCES users(id) ON DELETE RESTRICT,
  DROP CONSTRAINT evaluations_evaluated_id_fkey,
  ADD CONSTRAINT evaluations_evaluated_id_fkey FOREIGN KEY (evaluated_id) REFERENCES users(id) ON DELETE RESTRICT,
  DROP CONSTRAINT evaluations_job_id_fkey,
  ADD CONSTRAINT evaluations_job_id_fkey FOREIGN KEY (job_id) REFERENCES jobs(id) ON DELETE RESTRICT;
ALTER TABLE notifications
  DROP CONSTRAINT notifications_user_id_fkey,
  ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE notification_deliveries
  DROP CONSTRAINT notification_deliveries_notification_id_fkey,
  ADD CONSTRAINT notification_deliveries_notification_id_fkey
    FOREIGN KEY (notification_id) REFERENCES notifications(id) ON DELETE RESTRICT;
ALTER TABLE notification_preferences
  DROP CONSTRAINT notification_preferences_user_id_fkey,
  ADD CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE push_subscriptions
  DROP CONSTRAINT push_subscriptions_user_id_fkey,
  ADD CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE RESTRICT;

-- ------------------------------------------------------------------ no hard delete

-- The keys alone would still let a person with no record yet, or a job nobody applied to, be
-- deleted; these triggers refuse every DELETE and TRUNCATE of the two tables. TG_ARGV[0]: what to
-- do instead.
CREATE FUNCTION refuse_hard_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    RAISE EXCEPTION '% are never deleted (id %): %', TG_TABLE_NAME, OLD.id, TG_ARGV[0]
      USING ERRCODE = 'restrict_violation';
  END IF;
  RAISE EXCEPTION '% are never deleted: %', TG_TABLE_NAME, TG_ARGV[0] USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER users_never_deleted BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION refuse_hard_delete('anonymise the person instead (decision 0023)');
CREATE TRIGGER users_never_truncated BEFORE TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_hard_delete('anonymise the person instead (decision 0023)');
CREATE TRIGGER jobs_never_deleted BEFORE DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION refuse_hard_delete('cancel the job instead (status cancelled, decision 0023)');
CREATE TRIGGER jobs_never_truncated BEFORE TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_hard_delete('cancel the job instead (status cancelled, decision 0023)');
