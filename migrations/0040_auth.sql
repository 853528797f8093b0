-- Sign-in: what each access level may do, sessions behind the JWTs, failed attempts, the signing secret.

-- The level a person of each access level acts with (1 Basic … 4 Admin), and whether that access level is
-- confined to its own company (the supplier scope). Keys acting as a user never exceed these.
ALTER TABLE access_levels
  ADD COLUMN level smallint NOT NULL DEFAULT 2 CHECK (level BETWEEN 1 AND 4),
  ADD COLUMN supplier_scope boolean NOT NULL DEFAULT false;
UPDATE access_levels SET level = 4 WHERE id = 1;                          -- Administrator
UPDATE access_levels SET level = 3 WHERE id = 2;                          -- Technical manager
UPDATE access_levels SET level = 2 WHERE id IN (3, 4, 5);                 -- Technologist, Buyer, Auditor
UPDATE access_levels SET level = 2, supplier_scope = true WHERE id = 6;   -- Supplier portal

-- One row per issued token (its `jti`): logout and revocation set revoked_at, checked on every cache miss.
CREATE TABLE auth_sessions (
  jti text PRIMARY KEY,
  userid integer NOT NULL REFERENCES users(userid),
  password_change_required boolean NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_userid ON auth_sessions (userid) WHERE revoked_at IS NULL;
CREATE INDEX auth_sessions_expires_at ON auth_sessions (expires_at);

-- Sign-in attempts per address (lower case, whether or not a user has it), kept for the lockout window.
-- A row is written before the password is checked, so concurrent guesses count against each other.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX login_attempts_email ON login_attempts (email, attempted_at);
CREATE INDEX login_attempts_attempted_at ON login_attempts (attempted_at);

-- Secrets the service generates for itself once and every instance shares (the JWT signing key).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value bytea NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

-- The one definition of a user's scope and level, used by authentication and by every check of a level
-- (keys for a user, users created by a caller). The supplier scope: Supplier-portal users, and any user of a
-- supplier company whatever its access level; it never acts above Editor (2).
CREATE FUNCTION user_supplier_scoped(accesslevel integer, company integer) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT supplier_scope OR company <> 1 FROM access_levels WHERE id = accesslevel $$;
CREATE FUNCTION user_level(accesslevel integer, company integer) RETURNS smallint
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN supplier_scope OR company <> 1 THEN least(level, 2) ELSE level END
          FROM access_levels WHERE id = accesslevel $$;
