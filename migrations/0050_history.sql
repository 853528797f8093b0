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

-- The capture. Arguments: entity, part, the column holding the entity's id, the column holding the part's id
-- (or ''), and the record's secret columns (or ''), which are kept only as "[redacted]". It stores the
-- fields that changed, before and after (a create: the new record; a delete: the old one), leaving out
-- bookkeeping columns; they are rendered as the API shows them when the history is read. Written for speed: it runs inside every tracked write (docs/performance.md).
CREATE FUNCTION history_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping CONSTANT text[] := '{created,lastupdated,logincount,lastloggedin,answered_at,storage_key}';
  old_row jsonb;
  new_row jsonb;
  v_entityid integer;
  v_partid integer;
  v_action text;
  v_key text;
  secret text;
  seen text;
  earlier_id bigint;
  earlier_old jsonb;
  earlier_new jsonb;
  earlier_action text;
  ctx jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - bookkeeping; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - bookkeeping; END IF;
  IF TG_OP = 'UPDATE' THEN
    IF old_row = new_row THEN
      RETURN NULL; -- nothing but bookkeeping changed
    END IF;
    v_entityid := (new_row ->> TG_ARGV[2])::integer;
    v_partid := CASE WHEN TG_ARGV[3] <> '' THEN (new_row ->> TG_ARGV[3])::integer END;
    -- An update keeps only the fields that changed, before and after.
    SELECT jsonb_object_agg(n.key, old_row -> n.key), jsonb_object_agg(n.key, n.value)
      INTO old_row, new_row
      FROM jsonb_each(new_row) n WHERE n.value IS DISTINCT FROM old_row -> n.key;
  ELSE
    v_entityid := (coalesce(new_row, old_row) ->> TG_ARGV[2])::integer;
    v_partid := CASE WHEN TG_ARGV[3] <> '' THEN (coalesce(new_row, old_row) ->> TG_ARGV[3])::integer END;
  END IF;
  IF TG_ARGV[4] <> '' THEN
    FOREACH secret IN ARRAY string_to_array(TG_ARGV[4], ',') LOOP
      IF old_row ->> secret IS NOT NULL THEN old_row := old_row || jsonb_build_object(secret, '[redacted]'); END IF;
      IF new_row ->> secret IS NOT NULL THEN new_row := new_row || jsonb_build_object(secret, '[redacted]'); END IF;
    END LOOP;
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
  -- The records this transaction has written entries for are kept in a transaction-local setting.
  v_key := '|' || TG_ARGV[0] || ':' || v_entityid || ':' || TG_ARGV[1] || ':' || coalesce(v_partid::text, '') || '=';
  seen := coalesce(current_setting('ft.history_seen', true), '');
  IF seen <> '' AND position(v_key IN seen) > 0 THEN
    earlier_id := split_part(split_part(seen, v_key, 2), '|', 1)::bigint;
    SELECT h.old, h.new, h.action INTO earlier_old, earlier_new, earlier_action
      FROM history h WHERE entity = TG_ARGV[0] AND entityid = v_entityid AND historyid = earlier_id;
    -- Before: the earlier entry's, then this change's for fields only it touched; after: the latest.
    old_row := CASE WHEN earlier_action = 'create' THEN NULL ELSE coalesce(old_row, '{}') || coalesce(earlier_old, '{}') END;
    new_row := CASE WHEN new_row IS NULL THEN NULL ELSE coalesce(earlier_new, '{}') || new_row END;
    PERFORM set_config('ft.capturing', 'on', true);
    IF old_row IS NOT DISTINCT FROM new_row AND earlier_action <> 'create' THEN
      DELETE FROM history WHERE entity = TG_ARGV[0] AND entityid = v_entityid AND historyid = earlier_id;
      PERFORM set_config('ft.history_seen', replace(seen, v_key || earlier_id || '|', ''), true);
    ELSE
      UPDATE history
         SET old = old_row,
             new = new_row,
             action = CASE WHEN earlier_action IN ('create', 'delete', 'restore') THEN earlier_action ELSE v_action END
       WHERE entity = TG_ARGV[0] AND entityid = v_entityid AND historyid = earlier_id;
    END IF;
    PERFORM set_config('ft.capturing', 'off', true);
    RETURN NULL;
  END IF;

  -- Who: the transaction's declaration, or else the leading comment of a single statement (change-context.ts).
  ctx := nullif(current_setting('ft.change', true), '')::jsonb;
  IF ctx IS NULL AND left(current_query(), 5) = '/*ft:' THEN
    ctx := convert_from(decode(substring(current_query() FROM '^/\*ft:([A-Za-z0-9+/=]*)\*/'), 'base64'), 'UTF8')::jsonb;
  END IF;
  INSERT INTO history (entity, entityid, action, part, partid, old, new, userid, via, requestid, reason)
  VALUES (TG_ARGV[0], v_entityid, v_action, TG_ARGV[1], v_partid, old_row, new_row,
          (ctx ->> 'userid')::integer, ctx ->> 'via', ctx ->> 'requestid', ctx ->> 'reason')
  RETURNING historyid INTO earlier_id;
  PERFORM set_config('ft.history_seen', seen || v_key || earlier_id || '|', true);
  RETURN NULL;
END $$;

CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION history_capture('user', 'user', 'userid', '', 'password_hash');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'company', 'companyid', '', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'site', 'companyid', 'siteid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON saqs
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'saq', 'companyid', '', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON accreditations
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'accreditation', 'companyid', 'accreditationid', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON newlines
  FOR EACH ROW EXECUTE FUNCTION history_capture('newline', 'newline', 'newlineid', '', '');
CREATE TRIGGER history AFTER INSERT OR UPDATE OR DELETE ON product_specs
  FOR EACH ROW EXECUTE FUNCTION history_capture('product', 'spec', 'psid', '', '');
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
