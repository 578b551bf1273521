-- Accounts, service keys, provider keys, PII settings, audit trail.
CREATE TABLE accounts (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  plan        text NOT NULL CHECK (plan IN ('free', 'solo', 'business', 'enterprise')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id           text PRIMARY KEY,
  account_id   text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name         text NOT NULL,
  key_hash     text NOT NULL UNIQUE,          -- hex SHA-256 of the full key; the key itself is never stored
  key_prefix   text NOT NULL,                 -- masked form shown in listings
  kind         text NOT NULL CHECK (kind IN ('live', 'test')),
  permissions  text[] NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_account ON api_keys (account_id, created_at);

CREATE TABLE provider_keys (
  id          text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  provider    text NOT NULL,
  name        text,
  sealed      bytea NOT NULL,                 -- iv ‖ ciphertext ‖ tag, AES-256-GCM, AAD = account id ‖ key id
  key_suffix  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_keys_account ON provider_keys (account_id, provider, created_at);

CREATE TABLE pii_settings (
  account_id     text PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  enabled        boolean NOT NULL,
  enabled_types  text[] NOT NULL,
  art9_detection boolean NOT NULL,
  art9_action    text NOT NULL CHECK (art9_action IN ('flag', 'block', 'ignore')),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_events (
  id          bigserial PRIMARY KEY,
  account_id  text NOT NULL,
  actor_key_id text,
  action      text NOT NULL,                  -- provider_key.create | provider_key.use | provider_key.delete | api_key.revoke ...
  target_id   text,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_events_account ON audit_events (account_id, created_at);
