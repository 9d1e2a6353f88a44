-- LGPD self-service (issue 28, decision 0051). PostgreSQL 15 syntax only.
--
-- consents: every consent a person gave or withdrew, append-only: the terms of use and the privacy
-- policy (the version accepted, at signup and again when a version changes) and marketing e-mails
-- and pushes ('Novidades' in the notification preferences), each with its time and the address it
-- came from. Kept after an account's deletion: it is the proof of the legal basis (Art. 8 §2, Art. 16 I).
CREATE TABLE consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  document text NOT NULL CHECK (document IN ('terms', 'privacy', 'marketing')),
  version text,
  granted boolean NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  ip text
);
CREATE INDEX consents_user_idx ON consents (user_id, at);

-- The people who signed up before this log accepted the terms and the policy (the signup's checkbox
-- was required) but no version was recorded: one row each with no version, so that they are asked to
-- accept the versions in force once.
INSERT INTO consents (user_id, document, version, granted, at, ip)
SELECT u.id, d.document, NULL, true, u.created_at, NULL
  FROM users u CROSS JOIN (VALUES ('terms'), ('privacy')) AS d(document)
 WHERE u.role IN ('freelancer', 'contractor');

CREATE FUNCTION refuse_consent_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consents is append-only: record a new consent or withdrawal instead';
END;
$$;
CREATE TRIGGER consents_no_update BEFORE UPDATE OR DELETE ON consents
  FOR EACH ROW EXECUTE FUNCTION refuse_consent_change();
CREATE TRIGGER consents_no_truncate BEFORE TRUNCATE ON consents
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_consent_change();

-- account_deletions: the people who deleted their account ('Excluir minha conta'), once each. Their
-- users row stays (decision 0023) with its personal data erased; this row says when and why it is so.
CREATE TABLE account_deletions (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE RESTRICT,
  role text NOT NULL CHECK (role IN ('freelancer', 'contractor')),
  deleted_at timestamptz NOT NULL DEFAULT now()
);
