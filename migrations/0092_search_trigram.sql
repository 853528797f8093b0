-- The supplier search (`GET /suppliers?search=`) matches a substring of the name or the vendor code, which a B-tree
-- cannot serve: it scanned every company (347 req/s at 10,000 suppliers). Trigram indexes on the very expressions the
-- search uses let it read only the candidates (docs/performance.md). pg_trgm ships with PostgreSQL's contrib and
-- with PGlite (loaded by src/db/pglite.ts); on PostgreSQL 13+ it is a trusted extension, so a database owner
-- without superuser rights may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX companies_name_trgm ON companies USING gin (lower(companyname) gin_trgm_ops);
CREATE INDEX companies_vendorcode_trgm ON companies USING gin (lower(vendorcode) gin_trgm_ops);
-- Statistics of the new expressions now, not at the next automatic analyze: without them the planner takes a common
-- word to match a few rows and sorts every match (23 ms for `foods` over 100,000 suppliers) instead of walking the
-- primary key until a page is full (1 ms).
ANALYZE companies;
