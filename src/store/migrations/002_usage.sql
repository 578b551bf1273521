-- Daily usage roll-ups (UTC days), upserted in batches. Plan limits (free: per day, business: per
-- month) are seeded from the request counts here.
CREATE TABLE usage_daily (
  account_id        text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day               date NOT NULL,
  model             text NOT NULL,
  requests          bigint NOT NULL DEFAULT 0,
  prompt_tokens     bigint NOT NULL DEFAULT 0,
  completion_tokens bigint NOT NULL DEFAULT 0,
  cost_usd          double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day, model)
);

CREATE TABLE pii_daily (
  account_id  text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day         date NOT NULL,
  pii_type    text NOT NULL,                  -- setting name (names, pesel, ...)
  detections  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day, pii_type)
);
