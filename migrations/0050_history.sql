-- Change history (docs/traceability.md): every create, update, delete, restore and status change of the
-- tracked tables is captured by a row trigger, in the same transaction as the change, with who made it.
-- Who: the request sets the transaction-local setting `ft.change` (JSON: userid, via, requestid, reason) as
-- its transaction begins, or a single statement outside a transaction carries it in a leading comment
-- (src/db/change-context.ts); writes without either (start-up, background work) are the system's.

CREATE TABLE history (
  historyid bigserial NOT NULL,
  entity text NOT NULL,              -- user, supplier, newline, product, audit, apikey
  entityid integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore', 'status_change')),
  part text NOT NULL,                -- what inside the entity: spec, allergens, nutrition, site, saq, answer...
  partid integer,                    -- which one of several (siteid, itemid of an answer, docid of a photo)
  old jsonb,                         -- the changed fields before (null for a create), raw values
  new jsonb,                         -- the changed fields after (null for a hard delete); rendered as the API
                                     -- shows them when read
  userid integer,
  via text,                          -- key:<id>, token, or null for the system
  requestid text,
  reason text,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  txid bigint NOT NULL DEFAULT txid_current()
);
-- One index, which both identifies an entry and pages a record's history: every insert maintains one b-tree.
ALTER TABLE history ADD PRIMARY KEY (entity, entityid, historyid);

-- The history is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks. The one exception is the capture
-- itself folding a second change of the same record into the entry its own, still open, transaction wrote.
CREATE FUNCTION history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' AND OLD.txid = txid_current() AND current_setting('ft.capturing', true) = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER history_append_only BEFORE UPDATE OR DELETE ON history
  FOR EACH ROW EXECUTE FUNCTION history_append_only();
CREATE TRIGGER history_no_truncate BEFORE TRUNCATE ON history
  FOR EACH STATEMENT EXECUTE FUNCTION history_append_only();

-- Who: the transaction's declaration (SET LOCAL ft.change), or else the leading comment of a single statement
-- (src/db/change-context.ts); null when neither: the system.
CREATE FUNCTION history_actor() RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  ctx jsonb := nullif(current_setting('ft.change', true), '')::jsonb;
BEGIN
  IF ctx IS NULL AND left(current_query(), 5) = '/*ft:' THEN
    ctx := convert_from(decode(substring(current_query() FROM '^/\*ft:([A-Za-z0-9+/=]*)\*/'), 'base64'), 'UTF8')::jsonb;
  END IF;
  RETURN ctx;
END $$;

-- Bookkeeping columns never make an entry and are never listed.
CREATE FUNCTION history_bookkeeping() RETURNS text[] LANGUAGE sql IMMUTABLE
  AS $$ SELECT '{created,lastupdated,logincount,lastloggedin,answered_at,storage_key}'::text[] $$;

-- A record as the history keeps it: bookkeeping left out, each secret (a comma-separated list) as "[redacted]".
CREATE FUNCTION history_kept(r jsonb, secrets text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN secrets = '' OR r IS NULL THEN r
              ELSE r || coalesce((SELECT jsonb_object_agg(k, '[redacted]') FROM unnest(string_to_array(secrets, ',')) k
                                   WHERE r ->> k IS NOT NULL), '{}') END
$$;

-- The entries this transaction wrote last (some thirty), so that a second change of the same record joins
-- the entry the first one wrote: `|entity:id:part:partid=historyid|…` in a transaction-local setting, newest
-- first, cut to 1 KB at an entry's end (a bulk import must not drag a growing list through every row).
CREATE FUNCTION history_seen_key(entity text, entityid integer, part text, partid integer) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT '|' || entity || ':' || entityid || ':' || part || ':' || coalesce(partid::text, '') || '=' $$;
CREATE FUNCTION history_remember(written text) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('ft.history_seen',
                    regexp_replace(left(written || coalesce(current_setting('ft.history_seen', true), ''), 1024), '[^|]*$', ''),
                    true)
$$;

-- Creates, one statement at a time (a bulk import's thousands of rows in one INSERT … SELECT).
-- Arguments: entity, part, the column holding the entity's id, the column holding the part's id (or ''), the
-- record's secret columns (or '').
CREATE FUNCTION history_capture_insert() RETURNS trigger LANGUAGE plpgsql AS $$
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
           CASE WHEN TG_ARGV[3] <> '' THEN (r ->> TG_ARGV[3])::integer END, NULL, history_kept(r, TG_ARGV[4]),
           (ctx ->> 'userid')::integer, ctx ->> 'via', ctx ->> 'requestid', ctx ->> 'reason'
      FROM (SELECT to_jsonb(n) - history_bookkeeping() AS r FROM new_rows n) x
    RETURNING entityid, partid, historyid)
  SELECT string_agg(history_seen_key(TG_ARGV[0], entityid, TG_ARGV[1], partid) || historyid || '|', '')
    INTO written
    FROM (SELECT * FROM ins ORDER BY historyid DESC LIMIT 30) w;
  IF written IS NOT NULL THEN PERFORM history_remember(written); END IF;
  RETURN NULL;
END $$;

-- Row by row: updates and deletes everywhere, creates of the tables written one row at a time (an answer's
-- upsert, for one, would otherwise pay for a statement trigger on every update). Same arguments. A create keeps
-- the new record, an update only the fields that changed, before and after, a delete the whole record. Written for speed: it runs inside every tracked write (docs/performance.md).
CREATE FUNCTION history_capture() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

CREATE TRIGGER history AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION history_capture('user', 'user', 'userid', '', 'password_hash');
CREATE TRIGGER history_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('user', 'user', 'userid', '', 'password_hash');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'company', 'companyid', '', '');
CREATE TRIGGER history_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('supplier', 'company', 'companyid', '', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'site', 'companyid', 'siteid', '');
CREATE TRIGGER history_insert AFTER INSERT ON sites REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('supplier', 'site', 'companyid', 'siteid', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON saqs
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'saq', 'companyid', '', '');
CREATE TRIGGER history_insert AFTER INSERT ON saqs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('supplier', 'saq', 'companyid', '', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON accreditations
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'accreditation', 'companyid', 'accreditationid', '');
CREATE TRIGGER history_insert AFTER INSERT ON accreditations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('supplier', 'accreditation', 'companyid', 'accreditationid', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON newlines
  FOR EACH ROW EXECUTE FUNCTION history_capture('newline', 'newline', 'newlineid', '', '');
CREATE TRIGGER history_insert AFTER INSERT ON newlines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('newline', 'newline', 'newlineid', '', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON product_specs
  FOR EACH ROW EXECUTE FUNCTION history_capture('product', 'spec', 'psid', '', '');
CREATE TRIGGER history_insert AFTER INSERT ON product_specs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('product', 'spec', 'psid', '', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON allergens
  FOR EACH ROW EXECUTE FUNCTION history_capture('product', 'allergens', 'psid', '', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON nutrition
  FOR EACH ROW EXECUTE FUNCTION history_capture('product', 'nutrition', 'psid', '', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON audits
  FOR EACH ROW EXECUTE FUNCTION history_capture('audit', 'audit', 'auditid', '', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON audit_answers
  FOR EACH ROW EXECUTE FUNCTION history_capture('audit', 'answer', 'auditid', 'itemid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON audit_photos
  FOR EACH ROW EXECUTE FUNCTION history_capture('audit', 'photo', 'auditid', 'docid', 'token');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION history_capture('apikey', 'apikey', 'id', '', 'key_hash');
