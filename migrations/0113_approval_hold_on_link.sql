-- A suspended supplier's catalogue items are held (docs/approval.md, "Effects"): the items live when the
-- suspension starts are held by approval_effects (migrations/0110_supplier_approval.sql); these triggers hold an
-- item linked, or made live again, while its supplier is already suspended, in the linking statement.
CREATE OR REPLACE FUNCTION approval_hold_items() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

CREATE TRIGGER approval_hold_insert AFTER INSERT ON catalogue_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_hold_items();
-- An update's transition table cannot come with a column list: every update statement looks, and finds nothing to
-- do unless an item of a suspended supplier is live (the join is by the items the statement touched).
CREATE TRIGGER approval_hold_update AFTER UPDATE ON catalogue_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_hold_items();
