/**
 * The auth module's database functions and triggers as they are in force: the last migration that set each one
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
export const functions = [
  // user_supplier_scoped: last set by migrations/0040_auth.sql
  String.raw`CREATE OR REPLACE FUNCTION user_supplier_scoped(accesslevel integer, company integer) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT supplier_scope OR company <> 1 FROM access_levels WHERE id = accesslevel $$;`,

  // user_level: last set by migrations/0040_auth.sql
  String.raw`CREATE OR REPLACE FUNCTION user_level(accesslevel integer, company integer) RETURNS smallint
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN supplier_scope OR company <> 1 THEN least(level, 2) ELSE level END
          FROM access_levels WHERE id = accesslevel $$;`,
];
