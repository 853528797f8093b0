-- The per-key rate limit (src/http/rate-limit.ts), shared by every instance on this database: requests admitted
-- per key and one-minute window. Each instance counts in memory and adds its counts here about once a second, in
-- one statement for all its keys. UNLOGGED: counts of the current minute are worth no WAL, and a crash that
-- empties the table only forgives one minute's requests. Windows older than the previous one are deleted.
CREATE UNLOGGED TABLE rate_limit_counts (
  key text NOT NULL,          -- key:<api key id>, user:<userid> (sign-in tokens) or ip:<address> (no credential)
  window_start bigint NOT NULL, -- the window's start, in minutes since 1970
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
