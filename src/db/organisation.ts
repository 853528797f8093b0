/**
 * The organisation's own company (decisions §4): the `companies` row that migrations/0001_foundation.sql makes
 * first, whose users are the organisation's staff. Never a supplier: supplier reads and writes exclude it.
 */
export const ORGANISATION_ID = 1;
