import type { App } from '../../app-context.js';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { principalOf } from '../../http/auth.js';
import { responses } from '../../http/schemas.js';
import {
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  readBulkRows,
  registerBulkParsers,
  runBulk,
  type BulkRow,
} from '../../http/bulk.js';
import { readNewlineRow } from './newline-row.js';
import { insertAll, lookupProblems } from './bulk.repository.js';
import { companySiteProblems, insertNewline } from './newlines.repository.js';
import {
  BulkResponse,
  NEWLINE_FIELD_MESSAGES,
  type BulkResult,
  CreateNewlineBody,
} from './newlines.schemas.js';
import { media } from '../../http/openapi.js';

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
): Promise<BulkResult[]> {
  const log = request.log;
  const results: BulkResult[] = rows.map((row, i) => ({
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

export async function newlinesBulkRoutes(app: App) {
  await app.register(async (scope) => {
    await registerBulkParsers(scope);
    scope.post(
      '/newlines/createNewlineBulk',
      {
        bodyLimit: BULK_MAX_BYTES,
        // The single create's field messages, so that a bad row reads as POST /newlines would answer it.
        config: {
          idempotent: true,
          level: 2,
          messages: { fields: NEWLINE_FIELD_MESSAGES },
          // Read by readBulkRows, not validated as a body: documented here.
          openapi: { body: { content: media.bulk(CreateNewlineBody, BULK_MAX_ROWS, BULK_MAX_BYTES) } },
        },
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
        const outcome = await runBulk(await readBulkRows(request, 'newline'), (rows, offset) =>
          createBatch(request.db, request, rows, offset, userid),
        );
        return reply.code(outcome.created > 0 ? 201 : 200).send({ success: true as const, ...outcome });
      },
    );
  });
}
