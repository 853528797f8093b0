import type { Db, Queryable, Tx } from '../../db/index.js';
import { ownerQuery } from '../../http/scope.js';
import { NotFound } from '../../http/errors.js';
import { phpDate } from '../../lib/php-date.js';
import { FLAGS } from '../newlines/newlines.schemas.js';
import { updateColumns } from './columns.js';
import type { StatusId } from './workflow.js';
import {
  COMPANY_COLUMNS,
  DATE_FIELDS,
  LABEL_FIELD_NAMES,
  PRODUCT_FIELDS,
  SPEC_FIELDS,
  type Product,
  type SpecRow,
} from './spec.schemas.js';

const SPEC_COLUMNS = Object.keys(SPEC_FIELDS);
const PRODUCT_COLUMNS = Object.keys(PRODUCT_FIELDS);

/** Microsecond UTC text of a timestamp, which phpDate() wraps. */
const us = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

const specColumns = SPEC_COLUMNS.map((c) => {
  if ((DATE_FIELDS as readonly string[]).includes(c)) return `${us(`s.${c}`)} AS ${c}`;
  if (c === 'price' || c === 'fruitvegpulsespct') return `s.${c}::float8 AS ${c}`;
  return `s.${c}`;
});

const SPEC_ROW_COLUMNS = [
  's.psid',
  's.newlineid',
  'n.companyid',
  'n.siteid',
  's.userid',
  's.isactive::int AS isactive',
  ...specColumns,
  ...PRODUCT_COLUMNS.map((c) => `n.${c}`),
  ...Object.entries(COMPANY_COLUMNS).map(
    ([name, col]) => `c.${col}${['enabled', 'active'].includes(col) ? '::int' : ''} AS ${name}`,
  ),
  ...FLAGS.map((f) => `n.${f}::int AS ${f}`),
  'n.mcs',
  `${us('s.lastupdated')} AS lastupdated`,
  `${us('s.created')} AS created`,
  `${us('s.supplierdeclarationdate')} AS copysupplierdeclarationdate`,
  `${us('s.technicalsignoffdate')} AS copytechnicalsignoffdate`,
  'st.name AS statuslevel',
].join(', ');

const PHP_DATES = [
  ...DATE_FIELDS,
  'lastupdated',
  'created',
  'copysupplierdeclarationdate',
  'copytechnicalsignoffdate',
];

const SPEC_JOINS = `FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid
  JOIN companies c ON c.companyid = n.companyid JOIN spec_statuses st ON st.id = s.statusid`;

function toSpecRow(row: Record<string, unknown>): SpecRow {
  for (const f of PHP_DATES) row[f] = phpDate(row[f] as string | null);
  // An extension a contract client never sets: absent rather than null, so its answers keep the contract's fields.
  for (const f of ['gtin', ...LABEL_FIELD_NAMES]) if (row[f] === null) delete row[f];
  return row as SpecRow;
}

/** The whole spec row of the updateProduct response, dates as PHP date objects. */
export async function findSpecRow(q: Queryable, psid: number): Promise<SpecRow | undefined> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT ${SPEC_ROW_COLUMNS} ${SPEC_JOINS} WHERE s.psid = $1`,
    [psid],
  );
  return rows[0] && toSpecRow(rows[0]);
}

/** findSpecRow of many specs in one statement (the seed's approvals), by psid. */
export async function findSpecRows(q: Queryable, psids: number[]): Promise<Map<number, SpecRow>> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT ${SPEC_ROW_COLUMNS} ${SPEC_JOINS} WHERE s.psid = ANY($1::int[])`,
    [psids],
  );
  return new Map(rows.map((r) => [r.psid as number, toSpecRow(r)]));
}

export interface LockedSpec {
  newlineid: number;
  companyid: number;
  isactive: number;
  statusid: StatusId;
}

/** The spec, its newline and company ids and its status, locked for the rest of the transaction. */
export async function lockSpec(q: Queryable, psid: number): Promise<LockedSpec | undefined> {
  const { rows } = await q.query<LockedSpec>(
    `SELECT s.newlineid, n.companyid, s.isactive::int AS isactive, s.statusid
       FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid WHERE s.psid = $1 FOR UPDATE OF s, n`,
    [psid],
  );
  return rows[0];
}

/**
 * Writes the fields of an updateProduct (API names) to the records they belong to: spec, newline and company.
 * Call on a spec locked with lockSpec; a record none of whose fields is given is left alone.
 */
export async function writeSpecFields(
  q: Queryable,
  ids: { psid: number; newlineid: number; companyid: number },
  fields: Record<string, unknown>,
): Promise<void> {
  await updateColumns(q, 'product_specs', { column: 'psid', value: ids.psid }, SPEC_COLUMNS, fields);
  await updateColumns(q, 'newlines', { column: 'newlineid', value: ids.newlineid }, PRODUCT_COLUMNS, fields);
  const company = Object.fromEntries(
    Object.entries(COMPANY_COLUMNS).map(([name, col]) => [col, fields[name]]),
  );
  const key = { column: 'companyid', value: ids.companyid };
  await updateColumns(q, 'companies', key, Object.values(COMPANY_COLUMNS), company);
}

export async function findProduct(q: Queryable, psid: number): Promise<Product | undefined> {
  const { rows } = await q.query<Product>(
    `SELECT s.psid, n.productname, n.category, s.brand, s.model, s.sku, n.description, s.price::float8 AS price,
            s.currency, s.instock, s.stocklevel,
            CASE WHEN s.weight ~ '^\\s*[0-9]{1,12}(\\.[0-9]{1,6})?\\s*$' THEN s.weight::float8 END AS weight,
            s.dimensions, api_ts(s.created) AS created, api_ts(s.lastupdated) AS lastupdated, s.isactive::int AS active
       FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid WHERE s.psid = $1`,
    [psid],
  );
  return rows[0];
}

/** The names a product's sub-records are read with: product, company and status. */
export const PRODUCT_HEADER_COLUMNS = `n.productname, n.productcode, st.name AS statuslevel, c.companyname`;
export const PRODUCT_HEADER_JOINS = SPEC_JOINS;

/** Whether the spec exists and is active: allergen and nutrition writes need both. */
export async function specIsActive(q: Queryable, psid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM product_specs WHERE psid = $1 AND isactive = 1', [psid]);
  return rows.length > 0;
}

/** Runs a write of one of the spec's records in a transaction, once the spec is known to exist and be active. */
export function withActiveSpec<T>(db: Db, psid: number, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await specIsActive(tx, psid))) throw new NotFound('Product spec not found or inactive');
    return write(tx);
  });
}

/** The company of a product spec, for the supplier scope (http/scope.ts). */
export const specOwner = ownerQuery(
  'SELECT n.companyid FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid WHERE s.psid = $1',
);
