-- Webhook endpoints (docs/integration.md). The signing secret is kept as it is: signing needs it. A rotation
-- keeps the previous secret signing beside the new one for 24 hours.
CREATE TABLE webhooks (
  id serial PRIMARY KEY,
  url text NOT NULL,
  events text[] NOT NULL,            -- event types, or {*}
  description text,
  enabled boolean NOT NULL DEFAULT true,
  secret text NOT NULL,
  previous_secret text,
  previous_secret_until timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
