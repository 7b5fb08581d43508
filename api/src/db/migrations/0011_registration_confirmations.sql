-- Registrations waiting for their e-mail to be confirmed (issue 14, item 4). While the institute
-- can send e-mail and "Confirmar el correo de las cuentas nuevas" is on, POST /auth/register keeps
-- the registration here and mails a one-time link (stored hashed, valid 24 hours); the account is
-- created when the link is opened. The answer is the same whether or not the e-mail has an account.
CREATE TABLE registration_confirmations (
  id serial PRIMARY KEY,
  email text NOT NULL,
  full_name text NOT NULL,
  phone text,
  password_hash text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_confirmations_email_idx ON registration_confirmations (lower(email));
