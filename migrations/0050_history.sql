-- Change history (docs/traceability.md): every create, update, delete, restore and status change of the
-- tracked tables is captured by a row trigger, in the same transaction as the change, with who made it.
-- Who: the request sets the transaction-local setting `ft.change` (JSON: userid, via, requestid, reason)
-- before its first write (src/db/change-context.ts); writes without one (start-up, background work) are
-- recorded as the system's.

CREATE TABLE history (
  historyid bigserial PRIMARY KEY,
  entity text NOT NULL,              -- user, supplier, newline, product, audit, apikey
  entityid integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore', 'status_change')),
  part text NOT NULL,                -- what inside the entity: spec, allergens, nutrition, site, saq, answer...
  partid integer,                    -- which one of several (siteid, itemid of an answer, docid of a photo)
  changes jsonb NOT NULL,            -- [{ field, old, new }], raw values; rendered as the API shows them on read
  userid integer,
  via text,                          -- key:<id>, token, or null for the system
  requestid text,
  reason text,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  txid bigint NOT NULL DEFAULT txid_current()
);
CREATE INDEX history_entity ON history (entity, entityid, historyid);

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

-- The capture. Arguments: entity, part, the column holding the entity's id, the column holding the part's id
-- (or ''). Columns that are bookkeeping never make an entry; secrets are listed as "[redacted]". Fields are
-- listed in name order. Written for speed: it runs inside every tracked write (docs/performance.md).
CREATE FUNCTION history_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping CONSTANT text[] := '{created,lastupdated,logincount,lastloggedin,answered_at,storage_key}';
  secrets CONSTANT text[] := '{password_hash,key_hash,token}';
  old_row jsonb;
  new_row jsonb;
  any_row jsonb;
  v_entityid integer;
  v_partid integer;
  v_changes jsonb;
  v_action text;
  v_key text;
  seen text;
  earlier_id bigint;
  earlier record;
  ctx jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - bookkeeping; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - bookkeeping; END IF;
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN
    RETURN NULL; -- nothing but bookkeeping changed
  END IF;
  any_row := coalesce(new_row, old_row);

  SELECT jsonb_agg(jsonb_build_object(
           'field', k,
           'old', CASE WHEN k = ANY (secrets) THEN CASE WHEN o IS NOT NULL THEN '"[redacted]"'::jsonb END ELSE o END,
           'new', CASE WHEN k = ANY (secrets) THEN CASE WHEN n IS NOT NULL THEN '"[redacted]"'::jsonb END ELSE n END)
         ORDER BY k)
    INTO v_changes
    FROM (SELECT k, nullif(old_row -> k, 'null') AS o, nullif(new_row -> k, 'null') AS n
            FROM jsonb_object_keys(any_row) AS k) f
   WHERE o IS DISTINCT FROM n;
  IF v_changes IS NULL THEN
    RETURN NULL;
  END IF;

  v_entityid := (any_row ->> TG_ARGV[2])::integer;
  v_partid := CASE WHEN TG_ARGV[3] <> '' THEN (any_row ->> TG_ARGV[3])::integer END;
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

  -- A second change of the same record in this transaction joins the first entry: one request, one entry.
  -- The records this transaction has written entries for are kept in a transaction-local setting.
  v_key := '|' || TG_ARGV[0] || ':' || v_entityid || ':' || TG_ARGV[1] || ':' || coalesce(v_partid::text, '') || '=';
  seen := coalesce(current_setting('ft.history_seen', true), '');
  IF position(v_key IN seen) > 0 THEN
    earlier_id := split_part(split_part(seen, v_key, 2), '|', 1)::bigint;
    SELECT action, changes INTO earlier FROM history WHERE historyid = earlier_id;
    SELECT jsonb_agg(jsonb_build_object('field', field, 'old', old, 'new', new) ORDER BY field)
      INTO v_changes
      FROM (
        SELECT coalesce(e.field, c.field) AS field,
               CASE WHEN e.field IS NOT NULL THEN e.old ELSE c.old END AS old,
               CASE WHEN c.field IS NOT NULL THEN c.new ELSE e.new END AS new
          FROM (SELECT x ->> 'field' AS field, x -> 'old' AS old, x -> 'new' AS new
                  FROM jsonb_array_elements(earlier.changes) x) e
          FULL JOIN (SELECT x ->> 'field' AS field, x -> 'old' AS old, x -> 'new' AS new
                       FROM jsonb_array_elements(v_changes) x) c ON c.field = e.field
      ) m
     WHERE old IS DISTINCT FROM new;
    PERFORM set_config('ft.capturing', 'on', true);
    IF v_changes IS NULL AND earlier.action <> 'create' THEN
      DELETE FROM history WHERE historyid = earlier_id;
      PERFORM set_config('ft.history_seen', replace(seen, v_key || earlier_id || '|', ''), true);
    ELSE
      UPDATE history
         SET changes = coalesce(v_changes, '[]'),
             action = CASE WHEN earlier.action IN ('create', 'delete', 'restore') THEN earlier.action ELSE v_action END
       WHERE historyid = earlier_id;
    END IF;
    PERFORM set_config('ft.capturing', 'off', true);
    RETURN NULL;
  END IF;

  ctx := nullif(current_setting('ft.change', true), '')::jsonb;
  INSERT INTO history (entity, entityid, action, part, partid, changes, userid, via, requestid, reason)
  VALUES (TG_ARGV[0], v_entityid, v_action, TG_ARGV[1], v_partid, v_changes,
          (ctx ->> 'userid')::integer, ctx ->> 'via', ctx ->> 'requestid', ctx ->> 'reason')
  RETURNING historyid INTO earlier_id;
  PERFORM set_config('ft.history_seen', seen || v_key || earlier_id || '|', true);
  RETURN NULL;
END $$;

CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION history_capture('user', 'user', 'userid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'company', 'companyid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'site', 'companyid', 'siteid');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON saqs
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'saq', 'companyid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON accreditations
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'accreditation', 'companyid', 'accreditationid');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON newlines
  FOR EACH ROW EXECUTE FUNCTION history_capture('newline', 'newline', 'newlineid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON product_specs
  FOR EACH ROW EXECUTE FUNCTION history_capture('product', 'spec', 'psid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON allergens
  FOR EACH ROW EXECUTE FUNCTION history_capture('product', 'allergens', 'psid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON nutrition
  FOR EACH ROW EXECUTE FUNCTION history_capture('product', 'nutrition', 'psid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON audits
  FOR EACH ROW EXECUTE FUNCTION history_capture('audit', 'audit', 'auditid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON audit_answers
  FOR EACH ROW EXECUTE FUNCTION history_capture('audit', 'answer', 'auditid', 'itemid');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON audit_photos
  FOR EACH ROW EXECUTE FUNCTION history_capture('audit', 'photo', 'auditid', 'docid');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION history_capture('apikey', 'apikey', 'id', '');
