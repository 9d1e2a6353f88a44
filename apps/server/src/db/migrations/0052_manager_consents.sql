-- Managers accept the terms of use and the privacy policy when they take a company's invitation with
-- a new login (decision 0051, as a signup does). Managers who joined before accepted nothing: they are
-- given a row with no version, as 0043 gave the accounts before the consent log, so the app asks them
-- once ('Atualizamos nossos termos') the next time they sign in. PostgreSQL 15 syntax only.

INSERT INTO consents (user_id, document, version, granted, at, ip)
SELECT u.id, d.document, NULL, true, u.created_at, NULL
  FROM users u CROSS JOIN (VALUES ('terms'), ('privacy')) AS d(document)
 WHERE u.role = 'manager'
   AND NOT EXISTS (SELECT 1 FROM consents c WHERE c.user_id = u.id AND c.document = d.document);
