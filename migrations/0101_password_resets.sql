-- Password reset links (docs/auth.md, "Forgotten passwords"): asked for by the person (POST /auth/forgotPassword)
-- or by an Administrator for them (POST /auth/sendPasswordReset/{id}), sent by email through their outbox.

-- The emails to send. A row holds no secret: the worker makes the link's token when it sends the email, and
-- keeps only its hash (password_resets), so the token exists nowhere but in the email.
CREATE TABLE password_reset_outbox (
  id serial PRIMARY KEY,
  userid integer NOT NULL REFERENCES users(userid),
  recipient text NOT NULL,
  requested_by integer REFERENCES users(userid), -- the Administrator who sent it; NULL: the person asked
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_outbox_due ON password_reset_outbox (next_attempt_at)
  WHERE status IN ('pending', 'sending');
-- The per-address bound counts a user's recent requests.
CREATE INDEX password_reset_outbox_userid ON password_reset_outbox (userid, created);

-- Every forgotten-password request, by address as typed (lower case), whether or not a user has it, kept for an
-- hour: the per-address bound counts them, and an unknown address costs the same write as a known one.
CREATE TABLE password_reset_requests (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_email ON password_reset_requests (email, requested_at);
CREATE INDEX password_reset_requests_requested_at ON password_reset_requests (requested_at);

-- The links' tokens, as SHA-256 hashes: single use (used_at, set by the one UPDATE that consumes it), expiring,
-- revoked by a later link, a password change or a reset.
CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  userid integer NOT NULL REFERENCES users(userid),
  token_hash bytea NOT NULL UNIQUE,
  outbox_id integer REFERENCES password_reset_outbox(id),
  created timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX password_resets_userid ON password_resets (userid) WHERE used_at IS NULL AND revoked_at IS NULL;
