import { appendOnlyTriggers } from '../../db/functions.js';
/**
 * The history module's database functions and triggers as they are in force: the last migration that set each one
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
export const functions = [
  // history_append_only: last set by migrations/0050_history.sql
  String.raw`CREATE OR REPLACE FUNCTION history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' AND OLD.txid = txid_current() AND current_setting('ft.capturing', true) = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;`,

  // history_actor: last set by migrations/0050_history.sql
  String.raw`CREATE OR REPLACE FUNCTION history_actor() RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  ctx jsonb := nullif(current_setting('ft.change', true), '')::jsonb;
BEGIN
  IF ctx IS NULL AND left(current_query(), 5) = '/*ft:' THEN
    ctx := convert_from(decode(substring(current_query() FROM '^/\*ft:([A-Za-z0-9+/=]*)\*/'), 'base64'), 'UTF8')::jsonb;
  END IF;
  RETURN ctx;
END $$;`,

  // history_bookkeeping: last set by migrations/0096_search_columns.sql
  String.raw`CREATE OR REPLACE FUNCTION history_bookkeeping() RETURNS text[] LANGUAGE sql IMMUTABLE
  AS $$ SELECT '{created,lastupdated,logincount,lastloggedin,answered_at,storage_key,payload,status_since,search_name,search_code}'::text[] $$;`,

  // history_kept: last set by migrations/0050_history.sql
  String.raw`CREATE OR REPLACE FUNCTION history_kept(r jsonb, secrets text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN secrets = '' OR r IS NULL THEN r
              ELSE r || coalesce((SELECT jsonb_object_agg(k, '[redacted]') FROM unnest(string_to_array(secrets, ',')) k
                                   WHERE r ->> k IS NOT NULL), '{}') END
$$;`,

  // history_seen_key: last set by migrations/0097_history_key_inline.sql
  String.raw`CREATE OR REPLACE FUNCTION history_seen_key(entity text, entityid integer, part text, partid integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT '|' || entity || ':' || entityid::text || ':' || part || ':' || coalesce(partid::text, '') || '='
$$;`,

  // history_remember: last set by migrations/0050_history.sql
  String.raw`CREATE OR REPLACE FUNCTION history_remember(written text) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('ft.history_seen',
                    regexp_replace(left(written || coalesce(current_setting('ft.history_seen', true), ''), 1024), '[^|]*$', ''),
                    true)
$$;`,

  // history_capture_insert: last set by migrations/0098_history_insert_no_secrets.sql
  String.raw`CREATE OR REPLACE FUNCTION history_capture_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb;
  written text;
BEGIN
  -- An upsert that updated (the answer PUT) inserted nothing: its row trigger records the update.
  IF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  ctx := history_actor();
  WITH ins AS (
    INSERT INTO history (entity, entityid, action, part, partid, old, new, userid, via, requestid, reason)
    SELECT TG_ARGV[0], (r ->> TG_ARGV[2])::integer, 'create', TG_ARGV[1],
           CASE WHEN TG_ARGV[3] <> '' THEN (r ->> TG_ARGV[3])::integer END, NULL,
           CASE WHEN TG_ARGV[4] = '' THEN r ELSE history_kept(r, TG_ARGV[4]) END,
           (ctx ->> 'userid')::integer, ctx ->> 'via', ctx ->> 'requestid', ctx ->> 'reason'
      FROM (SELECT to_jsonb(n) - history_bookkeeping() AS r FROM new_rows n) x
    RETURNING entityid, partid, historyid)
  SELECT string_agg(history_seen_key(TG_ARGV[0], entityid, TG_ARGV[1], partid) || historyid || '|', '')
    INTO written
    FROM (SELECT * FROM ins ORDER BY historyid DESC LIMIT 30) w;
  IF written IS NOT NULL THEN PERFORM history_remember(written); END IF;
  RETURN NULL;
END $$;`,

  // history_capture: last set by migrations/0050_history.sql
  String.raw`CREATE OR REPLACE FUNCTION history_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  v_entityid integer;
  v_partid integer;
  v_action text;
  earlier record;
  joins boolean := false;
  new_id bigint;
  v_key text;
  seen text;
  ctx jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - history_bookkeeping(); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - history_bookkeeping(); END IF;
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN
    RETURN NULL; -- nothing but bookkeeping changed
  END IF;
  v_entityid := (coalesce(old_row, new_row) ->> TG_ARGV[2])::integer;
  v_partid := CASE WHEN TG_ARGV[3] <> '' THEN (coalesce(old_row, new_row) ->> TG_ARGV[3])::integer END;
  v_action := CASE
    WHEN TG_OP = 'INSERT' THEN 'create'
    WHEN TG_OP = 'DELETE' THEN 'delete'
    WHEN (old_row ->> 'active') = '1' AND (new_row ->> 'active') = '0'
      OR (old_row ->> 'isactive') = '1' AND (new_row ->> 'isactive') = '0'
      OR (old_row ->> 'revoked_at') IS NULL AND (new_row ->> 'revoked_at') IS NOT NULL
      OR (old_row ->> 'deleted_at') IS NULL AND (new_row ->> 'deleted_at') IS NOT NULL THEN 'delete'
    WHEN (old_row ->> 'active') = '0' AND (new_row ->> 'active') = '1'
      OR (old_row ->> 'isactive') = '0' AND (new_row ->> 'isactive') = '1' THEN 'restore'
    WHEN (old_row ->> 'statusid') IS DISTINCT FROM (new_row ->> 'statusid') THEN 'status_change'
    ELSE 'update'
  END;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(n.key, old_row -> n.key), jsonb_object_agg(n.key, n.value)
      INTO old_row, new_row
      FROM jsonb_each(new_row) n WHERE n.value IS DISTINCT FROM old_row -> n.key;
  END IF;
  IF TG_ARGV[4] <> '' THEN
    old_row := history_kept(old_row, TG_ARGV[4]);
    new_row := history_kept(new_row, TG_ARGV[4]);
  END IF;

  -- A second change of the same record in this transaction joins the entry the first one wrote: one request,
  -- one entry (history_remember).
  v_key := history_seen_key(TG_ARGV[0], v_entityid, TG_ARGV[1], v_partid);
  seen := coalesce(current_setting('ft.history_seen', true), '');
  IF TG_OP <> 'INSERT' AND seen <> '' AND position(v_key IN seen) > 0 THEN
    SELECT h.historyid, h.action, h.old, h.new INTO earlier
      FROM history h
     WHERE entity = TG_ARGV[0] AND entityid = v_entityid
       AND historyid = split_part(split_part(seen, v_key, 2), '|', 1)::bigint;
    joins := FOUND;
  END IF;
  IF joins THEN
    -- Before: the earlier entry's, then this change's for fields only it touched; after: the latest.
    old_row := CASE WHEN earlier.action = 'create' THEN NULL ELSE coalesce(old_row, '{}') || coalesce(earlier.old, '{}') END;
    new_row := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE coalesce(earlier.new, '{}') || new_row END;
    PERFORM set_config('ft.capturing', 'on', true);
    IF old_row IS NOT DISTINCT FROM new_row AND earlier.action <> 'create' THEN
      DELETE FROM history WHERE entity = TG_ARGV[0] AND entityid = v_entityid AND historyid = earlier.historyid;
    ELSE
      UPDATE history
         SET old = old_row, new = new_row,
             action = CASE WHEN earlier.action IN ('create', 'delete', 'restore') THEN earlier.action ELSE v_action END
       WHERE entity = TG_ARGV[0] AND entityid = v_entityid AND historyid = earlier.historyid;
    END IF;
    PERFORM set_config('ft.capturing', 'off', true);
    RETURN NULL;
  END IF;

  ctx := history_actor();
  INSERT INTO history (entity, entityid, action, part, partid, old, new, userid, via, requestid, reason)
  VALUES (TG_ARGV[0], v_entityid, v_action, TG_ARGV[1], v_partid, old_row, new_row,
          (ctx ->> 'userid')::integer, ctx ->> 'via', ctx ->> 'requestid', ctx ->> 'reason')
  RETURNING historyid INTO new_id;
  -- history_remember, written out: this runs on every tracked write.
  PERFORM set_config('ft.history_seen', regexp_replace(left(v_key || new_id || '|' || seen, 1024), '[^|]*$', ''), true);
  RETURN NULL;
END $$;`,
];

export const triggers = [
  // migrations/0050_history.sql
  ...appendOnlyTriggers('history', 'history_append_only', 'history_append_only'),
];

/** What a tracked table's history triggers pass to history_capture and history_capture_insert. */
export interface Tracked {
  entity: string;
  part: string;
  /** The column holding the entity's id. */
  id: string;
  /** The column holding the part's id, when an entity has several of the part. */
  partId?: string;
  /** The record's secret columns, comma-separated: kept as "[redacted]". */
  secrets?: string;
}

/**
 * The history triggers of a table (migrations/0050_history.sql). `creates`: 'by statement' for tables that
 * receive bulk inserts (one statement trigger per INSERT, updates and deletes by row), 'by row' for those written
 * one row at a time (an answer's upsert would otherwise pay for a statement trigger on every update), 'only' for
 * an append-only table whose rows are only ever created.
 */
export function historyTriggers(
  table: string,
  t: Tracked,
  creates: 'by statement' | 'by row' | 'only',
): string[] {
  const args = [t.entity, t.part, t.id, t.partId ?? '', t.secrets ?? ''].map((a) => `'${a}'`).join(', ');
  const byRow = `CREATE TRIGGER history AFTER ${creates === 'by row' ? 'INSERT OR ' : ''}UPDATE OR DELETE ON ${table}
  FOR EACH ROW EXECUTE FUNCTION history_capture(${args});`;
  const byStatement = `CREATE TRIGGER history_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert(${args});`;
  if (creates === 'by row') return [byRow];
  return creates === 'only' ? [byStatement] : [byRow, byStatement];
}
