-- The supplier search (`GET /suppliers?search=`) walks the companies in id order until a page is full, and compared
-- `lower(companyname)` and `lower(vendorcode)` for every company it walked: two lower() calls per row, about half of
-- the query's time on `large` (docs/performance.md). The lowered name and vendor code are now kept with the row, so the
-- walk only compares. The trigram indexes move to the new columns.
--
-- Stored generated columns: PostgreSQL keeps them right on every insert and update, whichever path writes. Adding
-- them rewrites `companies` under an exclusive lock (about 2.5 s for 100,000 suppliers).
ALTER TABLE companies
  ADD COLUMN search_name text GENERATED ALWAYS AS (lower(companyname)) STORED,
  ADD COLUMN search_code text GENERATED ALWAYS AS (lower(vendorcode)) STORED;
DROP INDEX companies_name_trgm;
DROP INDEX companies_vendorcode_trgm;
CREATE INDEX companies_search_name_trgm ON companies USING gin (search_name gin_trgm_ops);
CREATE INDEX companies_search_code_trgm ON companies USING gin (search_code gin_trgm_ops);

-- Derived columns, like the bookkeeping ones: never part of a change in the history.
CREATE OR REPLACE FUNCTION history_bookkeeping() RETURNS text[] LANGUAGE sql IMMUTABLE
  AS $$ SELECT '{created,lastupdated,logincount,lastloggedin,answered_at,storage_key,payload,status_since,search_name,search_code}'::text[] $$;

-- Statistics of the new columns now: without them the planner cannot tell a common word from a rare one (see 0092).
ANALYZE companies;
