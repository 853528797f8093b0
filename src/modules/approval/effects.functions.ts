/**
 * The approval's effects in the database, as in force (the approval module's `.functions.ts` lists them with the
 * rest; src/db/functions.test.ts checks them): each change of a supplier's effective status written to its history
 * (the feed's supplier.approval_changed) and its catalogue items held or released (docs/approval.md, "Effects").
 */
export const effectsFunctions = [
  // approval_effects: last set by migrations/0110_supplier_approval.sql
  String.raw`CREATE OR REPLACE FUNCTION approval_effects() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  froms text[];
  olds jsonb;
  ctx jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.companyid ORDER BY n.companyid), array_agg('pending'::text ORDER BY n.companyid)
      INTO ids, froms FROM new_rows n WHERE n.status <> 'pending';
  ELSE
    -- The statuses before, by supplier, looked up rather than joined: a plan cached for one row (the usual
    -- statement) would otherwise join a rule change's tens of thousands in a nested loop.
    olds := (SELECT jsonb_object_agg(o.companyid::text, o.status) FROM old_rows o);
    SELECT array_agg(n.companyid ORDER BY n.companyid), array_agg(olds ->> n.companyid::text ORDER BY n.companyid)
      INTO ids, froms FROM new_rows n WHERE n.status <> (olds ->> n.companyid::text);
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  ctx := history_actor();
  -- Each change of the effective status: the supplier's history (and so the supplier.approval_changed event).
  INSERT INTO history (entity, entityid, action, part, partid, old, new, userid, via, requestid, reason)
  SELECT 'supplier', a.companyid, 'status_change', 'approval', NULL, jsonb_build_object('status', m.from_status),
         jsonb_build_object('status', a.status, 'computed', a.computed, 'override', a.override,
                            'override_reason', a.override_reason, 'reasons', a.reasons),
         (ctx ->> 'userid')::integer, ctx ->> 'via', ctx ->> 'requestid', ctx ->> 'reason'
    FROM unnest(ids, froms) m(companyid, from_status)
    JOIN supplier_approvals a ON a.companyid = m.companyid
   ORDER BY a.companyid;
  -- A suspended supplier's live catalogue items are held; released when it is no longer suspended.
  -- (Joined to unnest(ids), never "= ANY (ids)": a rule change moves tens of thousands at once.)
  INSERT INTO catalogue_holds (itemid, companyid)
  SELECT i.itemid, a.companyid
    FROM unnest(ids) m(companyid)
    JOIN supplier_approvals a ON a.companyid = m.companyid AND a.status = 'suspended'
    JOIN newlines n ON n.companyid = a.companyid
    JOIN product_specs s ON s.newlineid = n.newlineid
    JOIN catalogue_items i ON i.psid = s.psid AND i.active = 1
   ORDER BY i.itemid
  ON CONFLICT DO NOTHING;
  UPDATE catalogue_holds h SET released_at = now()
    FROM unnest(ids) m(companyid)
    JOIN supplier_approvals a ON a.companyid = m.companyid AND a.status <> 'suspended'
   WHERE h.companyid = a.companyid AND h.released_at IS NULL;
  RETURN NULL;
END $$;`,

  // approval_hold_items: last set by migrations/0113_approval_hold_on_link.sql
  // An item linked, or made live again, while its supplier is suspended is held in the linking statement.
  String.raw`CREATE OR REPLACE FUNCTION approval_hold_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_holds (itemid, companyid)
  SELECT i.itemid, a.companyid
    FROM new_rows i
    JOIN product_specs s ON s.psid = i.psid
    JOIN newlines n ON n.newlineid = s.newlineid
    JOIN supplier_approvals a ON a.companyid = n.companyid AND a.status = 'suspended'
   WHERE i.active = 1
   ORDER BY i.itemid
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;`,
];

export const effectsTriggers = [
  // migrations/0110_supplier_approval.sql
  String.raw`CREATE TRIGGER approval_effects_insert AFTER INSERT ON supplier_approvals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_effects();`,
  String.raw`CREATE TRIGGER approval_effects_update AFTER UPDATE ON supplier_approvals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_effects();`,
  // migrations/0113_approval_hold_on_link.sql
  String.raw`CREATE TRIGGER approval_hold_insert AFTER INSERT ON catalogue_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_hold_items();`,
  String.raw`CREATE TRIGGER approval_hold_update AFTER UPDATE ON catalogue_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_hold_items();`,
];
