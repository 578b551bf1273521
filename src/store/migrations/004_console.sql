-- Web console: users who sign in to an account with an e-mail and a password, and their sessions.
CREATE TABLE console_users (
  id            text PRIMARY KEY,
  account_id    text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email         text NOT NULL UNIQUE,         -- lower-cased; the sign-in name
  password_hash text NOT NULL,                -- scrypt$N$r$p$salt$hash (base64url); never the password
  created_at    timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX console_users_account ON console_users (account_id);

CREATE TABLE console_sessions (
  token_hash   text PRIMARY KEY,              -- hex SHA-256 of the cookie's token; the token is never stored
  user_id      text NOT NULL REFERENCES console_users(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX console_sessions_user ON console_sessions (user_id);
