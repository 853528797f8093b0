/**
 * The database functions of no one module, as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
export const functions = [
  // api_ts: created by migrations/0001_foundation.sql, STABLE since migrations/0093_api_ts_inline.sql
  String.raw`CREATE OR REPLACE FUNCTION api_ts(timestamptz) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT to_char($1 AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') $$;`,
];
