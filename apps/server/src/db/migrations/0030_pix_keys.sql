-- 'Recebimento' (issue 27, decision 0041): the PIX key a freelancer receives guaranteed pay on, one
-- per freelancer. The key is stored in the DICT's form for its type (11 CPF digits, '+55' + DDD +
-- number, a lower-case e-mail, a lower-case UUID); holder_name is the name the key is shown with to
-- confirm it (the profile's full name when it was saved). Nothing cascades (decision 0023).
CREATE TABLE pix_keys (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE RESTRICT,
  key_type text NOT NULL CHECK (key_type IN ('cpf', 'phone', 'email', 'random')),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 254),
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
