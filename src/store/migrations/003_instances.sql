-- Running gateway instances (server mode): a revoking instance waits until every live instance has
-- acknowledged the invalidation, so "revoked" means revoked everywhere when DELETE returns.
CREATE TABLE gateway_instances (
  id         text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_seen  timestamptz NOT NULL DEFAULT now()
);
