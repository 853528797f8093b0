-- Sites as GS1 locations (issue 37, "Master data"): a GLN (13 digits, its check digit verified by the API), a
-- type, and who is told when an incident reaches the site. The organisation's own places (distribution
-- centres, stores, offices) are sites of company 1; a supplier's sites (plants, depots, farms) are 'site'.
ALTER TABLE sites
  ADD COLUMN gln text CHECK (gln ~ '^[0-9]{13}$'),
  ADD COLUMN sitetype text NOT NULL DEFAULT 'site' CHECK (sitetype IN ('dc', 'store', 'office', 'site')),
  ADD COLUMN contactemail text;

-- The organisation's sites so far were its offices (the sites the supplier routes never made); suppliers' keep
-- the default 'site'.
UPDATE sites SET sitetype = 'office' WHERE companyid = 1;

-- A GLN names one place: one active site each (a deactivated site's GLN may be given to another).
CREATE UNIQUE INDEX sites_gln_active ON sites (gln) WHERE active = 1 AND gln IS NOT NULL;
CREATE INDEX sites_sitetype ON sites (sitetype, companyid) WHERE active = 1;
