import { Type, type Static } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable, Tx } from '../../db/index.js';
import { principalOf } from '../../http/auth.js';
import { NullStr, responses } from '../../http/schemas.js';
import { BULK_MAX_BYTES, openBulkRows, registerBulkParsers, runBulk, type BulkRow } from '../../http/bulk.js';
import { readNewlineRow } from './newline-row.js';
import { companySiteProblems, INSERT_COLUMNS, insertNewline } from './newlines.repository.js';
import { NEWLINE_FIELD_MESSAGES, type CreateNewlineBody } from './newlines.schemas.js';

const Result = Type.Object({
  row: Type.Integer({ description: 'Position in the request, from 1' }),
  productname: NullStr(),
  status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  newlineid: Type.Optional(Type.Integer()),
  psid: Type.Optional(Type.Integer()),
  message: Type.Optional(Type.String()),
});
type Result = Static<typeof Result>;
const BulkResponse = Type.Object({
  success: Type.Literal(true),
  total: Type.Integer(),
  created: Type.Integer(),
  failed: Type.Integer(),
  results: Type.Array(Result),
  retry_payload: Type.Array(Type.Object({}, { additionalProperties: true }), {
    description: 'The failed rows as sent, to correct and resubmit',
  }),
});

/** Lookup columns checked for a whole batch at once: field → table. */
const LOOKUPS = [
  ['producttype', 'product_types', 'id'],
  ['category', 'categories', 'id'],
  ['buyer', 'users', 'userid'],
] as const;

async function lookupProblems(q: Queryable, bodies: CreateNewlineBody[]): Promise<(string | null)[]> {
  const out: (string | null)[] = bodies.map(() => null);
  for (const [field, table, column] of LOOKUPS) {
    const wanted = [
      ...new Set(bodies.map((b) => b[field]).filter((v): v is number => typeof v === 'number')),
    ];
    if (wanted.length === 0) continue;
    const { rows } = await q.query<{ id: number }>(
      `SELECT ${column} AS id FROM ${table} WHERE ${column} = ANY($1::int[])`,
      [wanted],
    );
    const found = new Set(rows.map((r) => r.id));
    bodies.forEach((b, i) => {
      const v = b[field];
      if (out[i] === null && typeof v === 'number' && !found.has(v))
        out[i] = `Invalid ${field}: ${v} does not exist`;
    });
  }
  return out;
}

/**
 * Every valid row in three statements, whatever their number: ids are taken from the sequences first so
 * that each row's newlineid and psid are known without relying on the order of RETURNING.
 */
async function insertAll(
  tx: Tx,
  bodies: CreateNewlineBody[],
  userid: number,
): Promise<{ newlineid: number; psid: number }[]> {
  const { rows: ids } = await tx.query<{ newlineid: number; psid: number }>(
    `SELECT nextval('newlines_newlineid_seq')::int AS newlineid, nextval('product_specs_psid_seq')::int AS psid
       FROM generate_series(1, $1::int)`,
    [bodies.length],
  );
  const records = bodies.map((b, i) => ({ ...b, newlineid: ids[i]!.newlineid, psid: ids[i]!.psid }));
  const types: Record<string, string> = {
    productname: 'text',
    productcode: 'text',
    description: 'text',
    buyercomments: 'text',
  };
  const defs = ['newlineid', 'psid', ...INSERT_COLUMNS].map((c) => `${c} ${types[c] ?? 'int'}`).join(', ');
  const cols = INSERT_COLUMNS.map((c) =>
    c in types || ['producttype', 'category', 'mcs', 'buyer'].includes(c) ? c : `coalesce(${c}, 0)`,
  );
  await tx.query(
    `WITH r AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${defs})),
          n AS (INSERT INTO newlines (newlineid, ${INSERT_COLUMNS.join(', ')})
                SELECT newlineid, ${cols.join(', ')} FROM r RETURNING newlineid)
     INSERT INTO product_specs (psid, newlineid, userid) SELECT r.psid, r.newlineid, $2 FROM r JOIN n USING (newlineid)`,
    [JSON.stringify(records), userid],
  );
  return ids;
}

/**
 * One batch of an upload: rows checked one by one, then every valid row inserted in one transaction; should
 * that fail, one transaction per row, so that a bad row fails alone and leaves nothing behind.
 */
async function createBatch(
  db: Db,
  request: FastifyRequest,
  rows: BulkRow[],
  offset: number,
  userid: number,
): Promise<Result[]> {
  const log = request.log;
  const results: Result[] = rows.map((row, i) => ({
    row: offset + i + 1,
    productname:
      typeof row.productname === 'string' || typeof row.productname === 'number'
        ? String(row.productname)
        : null,
    status: 'error',
  }));
  const valid: { i: number; body: CreateNewlineBody }[] = [];
  rows.forEach((row, i) => {
    const read = readNewlineRow(request, row);
    if ('message' in read) results[i]!.message = read.message;
    else valid.push({ i, body: read.body });
  });
  const sites = await companySiteProblems(
    db,
    valid.map((v) => v.body),
  );
  const lookups = await lookupProblems(
    db,
    valid.map((v) => v.body),
  );
  const ready = valid.filter((v, k) => {
    const problem = sites[k] ?? lookups[k];
    if (problem) results[v.i]!.message = problem;
    return !problem;
  });

  const record = (i: number, ids: { newlineid: number; psid: number }) =>
    Object.assign(results[i]!, { status: 'success' as const, ...ids });
  if (ready.length > 0) {
    try {
      const ids = await db.transaction((tx) =>
        insertAll(
          tx,
          ready.map((v) => v.body),
          userid,
        ),
      );
      ready.forEach((v, k) => record(v.i, ids[k]!));
    } catch (err) {
      // A row broke the batch (a site deactivated meanwhile...): fall back to one transaction per row.
      log.warn({ err }, 'bulk newline insert failed; retrying row by row');
      for (const v of ready) {
        try {
          record(v.i, await db.transaction((tx) => insertNewline(tx, v.body, userid)));
        } catch (rowErr) {
          log.warn({ err: rowErr, row: offset + v.i + 1 }, 'bulk newline row failed');
          results[v.i]!.message = 'Database error during newline creation';
        }
      }
    }
  }
  return results;
}

export async function newlinesBulkRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  await app.register(async (scope) => {
    await registerBulkParsers(scope);
    scope.post(
      '/newlines/createNewlineBulk',
      {
        bodyLimit: BULK_MAX_BYTES,
        // The single create's field messages, so that a bad row reads as POST /newlines would answer it.
        config: { level: 2, messages: { fields: NEWLINE_FIELD_MESSAGES } },
        schema: {
          operationId: 'createNewlineBulk',
          tags: ['Newlines'],
          summary:
            'Create newlines from a JSON array or a CSV file (multipart field `file`), each with its spec',
          description:
            'Rows are independent: a failed row leaves nothing behind and does not stop the others. ' +
            'At most 10,000 rows and 20 MB per request. 201 when at least one row was created, else 200.',
          response: responses({ 200: BulkResponse, 201: BulkResponse }, [413]),
        },
      },
      async (request, reply) => {
        const userid = principalOf(request).userid;
        const outcome = await runBulk(await openBulkRows(request, 'newline'), (rows, offset) =>
          createBatch(db, request, rows, offset, userid),
        );
        return reply.code(outcome.created > 0 ? 201 : 200).send({ success: true as const, ...outcome });
      },
    );
  });
}
