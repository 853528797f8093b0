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
-- Finds this transaction's entry for a record, so that one request's changes to it make one entry.
CREATE INDEX history_txid ON history (txid, entity, entityid);

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
-- (or ''). Columns that are bookkeeping never make an entry; secrets are listed as "[redacted]".
CREATE FUNCTION history_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entity text := TG_ARGV[0];
  v_part text := TG_ARGV[1];
  old_row json := CASE WHEN TG_OP <> 'INSERT' THEN row_to_json(OLD) END;
  new_row json := CASE WHEN TG_OP <> 'DELETE' THEN row_to_json(NEW) END;
  any_row json := coalesce(new_row, old_row);
  v_entityid integer := (any_row ->> TG_ARGV[2])::integer;
  v_partid integer := CASE WHEN TG_ARGV[3] <> '' THEN (any_row ->> TG_ARGV[3])::integer END;
  v_changes jsonb;
  v_action text;
  ctx jsonb := nullif(current_setting('ft.change', true), '')::jsonb;
  earlier record;
BEGIN
  SELECT coalesce(jsonb_agg(jsonb_build_object('field', f.key, 'old', f.old, 'new', f.new) ORDER BY f.n), '[]')
    INTO v_changes
    FROM (
      SELECT k.key, k.n,
             CASE WHEN k.key = ANY (ARRAY['password_hash', 'key_hash', 'token'])
                  THEN CASE WHEN old_row ->> k.key IS NOT NULL THEN '"[redacted]"'::jsonb END
                  ELSE nullif((old_row -> k.key)::jsonb, 'null') END AS old,
             CASE WHEN k.key = ANY (ARRAY['password_hash', 'key_hash', 'token'])
                  THEN CASE WHEN new_row ->> k.key IS NOT NULL THEN '"[redacted]"'::jsonb END
                  ELSE nullif((new_row -> k.key)::jsonb, 'null') END AS new
        FROM json_object_keys(any_row) WITH ORDINALITY AS k(key, n)
       WHERE k.key <> ALL (ARRAY['created', 'lastupdated', 'logincount', 'lastloggedin', 'storage_key'])
    ) f
   WHERE f.old IS DISTINCT FROM f.new
      OR (f.key = ANY (ARRAY['password_hash', 'key_hash', 'token'])
          AND (old_row ->> f.key) IS DISTINCT FROM (new_row ->> f.key));
  IF v_changes = '[]'::jsonb THEN
    RETURN NULL;
  END IF;

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
  SELECT historyid, action, changes INTO earlier
    FROM history
   WHERE txid = txid_current() AND entity = v_entity AND entityid = v_entityid
     AND part = v_part AND partid IS NOT DISTINCT FROM v_partid
   ORDER BY historyid DESC LIMIT 1;
  IF FOUND THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('field', m.field, 'old', m.old, 'new', m.new) ORDER BY m.n), '[]')
      INTO v_changes
      FROM (
        SELECT coalesce(e.field, c.field) AS field,
               CASE WHEN e.field IS NOT NULL THEN e.old ELSE c.old END AS old,
               CASE WHEN c.field IS NOT NULL THEN c.new ELSE e.new END AS new,
               coalesce(e.n, 1000 + c.n) AS n
          FROM (SELECT x ->> 'field' AS field, x -> 'old' AS old, x -> 'new' AS new, n
                  FROM jsonb_array_elements(earlier.changes) WITH ORDINALITY AS t(x, n)) e
          FULL JOIN (SELECT x ->> 'field' AS field, x -> 'old' AS old, x -> 'new' AS new, n
                       FROM jsonb_array_elements(v_changes) WITH ORDINALITY AS t(x, n)) c
            ON c.field = e.field
      ) m
     WHERE m.old IS DISTINCT FROM m.new;
    PERFORM set_config('ft.capturing', 'on', true);
    IF v_changes = '[]'::jsonb AND earlier.action <> 'create' THEN
      DELETE FROM history WHERE historyid = earlier.historyid;
    ELSE
      UPDATE history
         SET changes = v_changes,
             action = CASE WHEN earlier.action IN ('create', 'delete', 'restore') THEN earlier.action ELSE v_action END
       WHERE historyid = earlier.historyid;
    END IF;
    PERFORM set_config('ft.capturing', 'off', true);
    RETURN NULL;
  END IF;

  INSERT INTO history (entity, entityid, action, part, partid, changes, userid, via, requestid, reason)
  VALUES (v_entity, v_entityid, v_action, v_part, v_partid, v_changes,
          (ctx ->> 'userid')::integer, ctx ->> 'via', ctx ->> 'requestid', ctx ->> 'reason');
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
