-- The specification status report (docs/reports.md) measures stays in each status. A stay starts at a move (or at
-- the spec's creation) and ends at the next move: each move records when the stay it ends began (`since`), and
-- each spec when its current stay began (`status_since`, null while it has never moved: since `created`). Both
-- are written as the moves happen, so the report reads them instead of pairing every move with the one before
-- it over the whole record (docs/performance.md).

ALTER TABLE spec_status_changes ADD COLUMN since timestamptz;
ALTER TABLE product_specs ADD COLUMN status_since timestamptz;

-- The moves already recorded: each stay began at the move before it or, for the first, at the spec's creation.
UPDATE spec_status_changes c
   SET since = w.since
  FROM (SELECT c.id, coalesce(lag(c.changed_at) OVER (PARTITION BY c.psid ORDER BY c.id), s.created) AS since
          FROM spec_status_changes c JOIN product_specs s ON s.psid = c.psid) w
 WHERE w.id = c.id;
ALTER TABLE spec_status_changes ALTER COLUMN since SET NOT NULL;

-- The specs that moved: their current stay began at their last move. This is bookkeeping, not a change anyone
-- made: no history entry.
ALTER TABLE product_specs DISABLE TRIGGER history;
UPDATE product_specs s
   SET status_since = m.last
  FROM (SELECT DISTINCT ON (psid) psid, changed_at AS last FROM spec_status_changes ORDER BY psid, id DESC) m
 WHERE m.psid = s.psid;
ALTER TABLE product_specs ENABLE TRIGGER history;

-- A move's stay began at the spec's move before it or, for its first, at its creation; a writer that knows
-- (the seed) says so itself. Moves of one spec are serialised by its row lock (every path holds it).
CREATE FUNCTION spec_status_change_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.since IS NULL THEN
    NEW.since := coalesce(
      (SELECT c.changed_at FROM spec_status_changes c WHERE c.psid = NEW.psid ORDER BY c.id DESC LIMIT 1),
      (SELECT s.created FROM product_specs s WHERE s.psid = NEW.psid));
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER spec_status_change_since BEFORE INSERT ON spec_status_changes
  FOR EACH ROW EXECUTE FUNCTION spec_status_change_since();

-- A new status starts a stay now, as the move recording it does (its `changed_at` is now() too), unless the
-- statement says when (the seed). Named to fire after spec_content_changed, which may set the status itself.
CREATE FUNCTION spec_status_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.statusid IS DISTINCT FROM OLD.statusid AND NEW.status_since IS NOT DISTINCT FROM OLD.status_since THEN
    NEW.status_since := now();
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER spec_status_since BEFORE UPDATE ON product_specs
  FOR EACH ROW EXECUTE FUNCTION spec_status_since();

-- How long the stay a move ended lasted, in days (never less than 0).
ALTER TABLE spec_status_changes
  ADD COLUMN stay_days float8 GENERATED ALWAYS AS (greatest(date_part('epoch', changed_at - since) / 86400, 0)) STORED;

-- The report's passes read indexes alone, each already in the order its medians need: the ended stays by status and
-- length; the active specs by status and the start of their current stay (with what the counts need of them); the
-- inactive specs, few, to leave their moves out.
CREATE INDEX spec_status_changes_stay_days ON spec_status_changes (fromstatus, stay_days) INCLUDE (psid);
CREATE INDEX product_specs_current_stay ON product_specs (statusid, (coalesce(status_since, created)))
  INCLUDE (psid, status_since, created, newlineid) WHERE isactive = 1;
CREATE INDEX product_specs_inactive ON product_specs (psid) WHERE isactive <> 1;

-- When a status began is bookkeeping: the history records the status change itself.
CREATE OR REPLACE FUNCTION history_bookkeeping() RETURNS text[] LANGUAGE sql IMMUTABLE
  AS $$ SELECT '{created,lastupdated,logincount,lastloggedin,answered_at,storage_key,payload,status_since}'::text[] $$;
