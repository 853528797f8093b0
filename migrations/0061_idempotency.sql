-- Idempotency keys (docs/integration.md): the first request's answer, kept 24 hours per (owner, key), replayed
-- to a retry that carries the same key.
CREATE TABLE idempotency_keys (
  owner text NOT NULL,               -- key:<id> or user:<id> (a sign-in token's user)
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  body_hash bytea,                   -- SHA-256 of a JSON body; null for an upload (method and path only)
  status smallint,                   -- null while the first request runs
  content_type text,
  body bytea,
  created timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz NOT NULL, -- an unfinished first request is given up after this (a crash)
  PRIMARY KEY (owner, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created);
