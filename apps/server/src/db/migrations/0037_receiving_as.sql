-- 'Recebimento' keeps how the freelancer receives (issue 27, decision 0041): as a person (their CPF,
-- with a NIT/PIS if they give one) or as a MEI (the CNPJ of their micro-enterprise). The tax a
-- payment withholds will follow from it (a following issue). Existing keys are a person's.
-- nit: the 11 digits of a NIT/PIS/PASEP (its check digit is the schema's check, packages/shared);
-- mei_cnpj: the 14 characters of a CNPJ, unmasked (numeric, or alphanumeric from July 2026).
-- A row says one thing: a MEI has a CNPJ and no NIT; a person has no CNPJ.
ALTER TABLE pix_keys
  ADD COLUMN receiving_as text NOT NULL DEFAULT 'person' CHECK (receiving_as IN ('person', 'mei')),
  ADD COLUMN nit text CHECK (nit ~ '^[0-9]{11}$'),
  ADD COLUMN mei_cnpj text CHECK (mei_cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  ADD CONSTRAINT pix_keys_mei_has_cnpj CHECK (receiving_as = 'person' OR mei_cnpj IS NOT NULL),
  ADD CONSTRAINT pix_keys_person_has_no_cnpj CHECK (receiving_as = 'mei' OR mei_cnpj IS NULL),
  ADD CONSTRAINT pix_keys_mei_has_no_nit CHECK (receiving_as = 'person' OR nit IS NULL);
