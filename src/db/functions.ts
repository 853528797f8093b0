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

/**
 * The two triggers of an append-only table (rows never updated, deleted or truncated): `fn` raises on each; the
 * row trigger is named as its table's migration named it (`history_append_only`, `spec_versions_immutable`).
 */
export function appendOnlyTriggers(table: string, rowTrigger: string, fn: string): string[] {
  return [
    `CREATE TRIGGER ${rowTrigger} BEFORE UPDATE OR DELETE ON ${table}
  FOR EACH ROW EXECUTE FUNCTION ${fn}();`,
    `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
  ];
}
