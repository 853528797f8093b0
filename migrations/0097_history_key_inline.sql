-- history_seen_key was labelled IMMUTABLE, but `text || integer` is only STABLE (it goes through the integer's
-- output function): PostgreSQL refuses to inline a SQL function whose body is less immutable than its label, as it
-- did api_ts (0093). history_capture calls it on every tracked write, where a function that is not inlined is set
-- up again in each transaction: about 60 µs of the database's time for each answer saved (pgbench, one client,
-- 0.575 → 0.515 ms a transaction; 20 clients running the answer's statement: 4.3k → 5.1k a second,
-- docs/performance.md). With the casts written out the body is IMMUTABLE, as labelled, and is inlined. The keys it
-- builds are the same text.
CREATE OR REPLACE FUNCTION history_seen_key(entity text, entityid integer, part text, partid integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT '|' || entity || ':' || entityid::text || ':' || part || ':' || coalesce(partid::text, '') || '='
$$;
