import type { FastifyReply, FastifyRequest } from 'fastify';
import { BULK_BATCH_ROWS, readBulkRows, runBulk, type BulkRow } from './bulk.js';
import type { RowCheck, RowProblem } from './row-check.js';

/**
 * One row's answer: its position (from 1) and name as sent, then its ids, or the message of its first problem
 * and (additive to the contract) every problem of the row, that one first.
 */
export type BulkRowResult = {
  row: number;
  status: 'success' | 'error';
  message?: string;
  problems?: RowProblem[];
} & Record<string, unknown>;

/**
 * What a module gives the bulk pipeline (`bulkImport`): how one row is checked, how a batch is checked
 * against the database, how a batch is written. The pipeline does the rest, the same for every bulk route.
 */
export interface BulkImport<Value, Ready, Ids extends object> {
  /** The noun of the request's messages and of the logs: `supplier`, `newline`. */
  what: 'supplier' | 'newline' | 'shipment';
  /** The field a result names its row by, as sent (`companyname`, `productname`). */
  nameField: string;
  /** The columns in the template's order (= the JSON fields): a row's problems after its first are listed so. */
  columns: readonly string[];
  /** Reads what the row checks need (reference lists), once the request's rows are read whole. */
  prepare?: () => Promise<void>;
  /** A row on its own (no database): the value to write, or its problems (`message` the first). */
  checkRow: (request: FastifyRequest, row: BulkRow) => RowCheck<Value>;
  /**
   * The values of a batch that passed `checkRow`, checked against the database at once (lookups,
   * duplicates) and made ready to write; one answer per value, in order. Batches are checked in order,
   * one at a time: a batch's check sees what the batches before it took.
   */
  checkBatch: (values: Value[]) => Promise<RowCheck<Ready>[]>;
  /**
   * What the database alone can tell (an email already taken) of the batch's rows that `checkRow` refused,
   * run after `checkBatch`: a row is told every problem in one pass. It never makes a row pass, and the row's
   * `message` stays its first problem.
   */
  checkRefused?: (rows: { row: BulkRow; problems: RowProblem[] }[]) => Promise<RowProblem[][]>;
  /** Writes a batch's ready values set-based, in one transaction; their ids, in order. */
  insertBatch: (values: Ready[]) => Promise<Ids[]>;
  /** Writes one value in a transaction of its own: should a batch's write fail, each of its rows is redone so. */
  insertOne: (value: Ready) => Promise<Ids>;
  /** The problem of a row whose own write failed. */
  failedProblem: (err: unknown, value: Ready) => RowProblem;
  /** Batches whose writes may run at once (on connections of their own), the next one checked meanwhile. */
  overlap?: number;
  /** Called once after an import that wrote at least one row. */
  created?: () => void;
  /** Rows per batch (default BULK_BATCH_ROWS): a capture takes a request's rows in one batch, one capture. */
  batchRows?: number;
  /** Fields added to the answer once every batch has ended (the module may also set headers on `reply`). */
  finish?: (reply: FastifyReply, created: number) => Record<string, unknown>;
}

interface CheckedBatch<Ready> {
  /** One per row; the rows refused so far carry their message. */
  results: BulkRowResult[];
  ready: { i: number; value: Ready }[];
}

function nameOf(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Marks a result failed: its message is the first problem; the others follow in the columns' order. */
function refuse(result: BulkRowResult, message: string, problems: RowProblem[], columns: readonly string[]) {
  const rank = (p: RowProblem) => {
    const i = p.fields.length > 0 ? columns.indexOf(p.fields[0]!) : -1;
    return i < 0 ? columns.length : i;
  };
  const first = problems.find((p) => p.message === message) ?? { fields: [], message };
  const seen = new Set([message]);
  const rest = problems
    .filter((p) => !seen.has(p.message) && seen.add(p.message))
    .sort((a, b) => rank(a) - rank(b));
  result.message = message;
  result.problems = [first, ...rest];
}

async function checkBatch<V, R, I extends object>(
  request: FastifyRequest,
  spec: BulkImport<V, R, I>,
  rows: BulkRow[],
  offset: number,
): Promise<CheckedBatch<R>> {
  const results: BulkRowResult[] = rows.map((row, i) => ({
    row: offset + i + 1,
    [spec.nameField]: nameOf(row[spec.nameField]),
    status: 'error',
  }));
  const valid: { i: number; value: V }[] = [];
  const refused: { i: number; message: string; problems: RowProblem[] }[] = [];
  rows.forEach((row, i) => {
    const checked = spec.checkRow(request, row);
    if (checked.ok) valid.push({ i, value: checked.value });
    else refused.push({ i, message: checked.message, problems: checked.problems ?? [] });
  });
  const ready: { i: number; value: R }[] = [];
  if (valid.length > 0) {
    const checked = await spec.checkBatch(valid.map((v) => v.value));
    checked.forEach((c, k) => {
      const { i } = valid[k]!;
      if (c.ok) ready.push({ i, value: c.value });
      else refuse(results[i]!, c.message, c.problems ?? [], spec.columns);
    });
  }
  if (refused.length > 0 && spec.checkRefused) {
    const more = await spec.checkRefused(refused.map((r) => ({ row: rows[r.i]!, problems: r.problems })));
    more.forEach((extra, k) => refused[k]!.problems.push(...extra));
  }
  for (const r of refused) refuse(results[r.i]!, r.message, r.problems, spec.columns);
  return { results, ready };
}

/**
 * Writes a checked batch in one transaction; should that fail (a row taken meanwhile by another request),
 * one transaction per row, so that a failing row fails alone and leaves nothing behind.
 */
async function writeBatch<V, R, I extends object>(
  request: FastifyRequest,
  spec: BulkImport<V, R, I>,
  { results, ready }: CheckedBatch<R>,
  offset: number,
): Promise<BulkRowResult[]> {
  const succeed = (i: number, ids: I) => Object.assign(results[i]!, { status: 'success' as const, ...ids });
  if (ready.length === 0) return results;
  try {
    const ids = await spec.insertBatch(ready.map((r) => r.value));
    ready.forEach((r, k) => succeed(r.i, ids[k]!));
  } catch (err) {
    request.log.warn({ err }, `bulk ${spec.what} insert failed; retrying row by row`);
    for (const r of ready) {
      try {
        succeed(r.i, await spec.insertOne(r.value));
      } catch (rowErr) {
        request.log.warn({ err: rowErr, row: offset + r.i + 1 }, `bulk ${spec.what} row failed`);
        const problem = spec.failedProblem(rowErr, r.value);
        refuse(results[r.i]!, problem.message, [problem], spec.columns);
      }
    }
  }
  return results;
}

/**
 * The one bulk pipeline: the request's rows read whole (a JSON array or a CSV upload, `readBulkRows`), then
 * batch by batch (`runBulk`) each row checked on its own, the batch checked against the database, its good
 * rows written; the answer is the spec's `{ success, total, created, failed, results, retry_payload }`, 201
 * when a row was created, else 200.
 */
export async function bulkImport<V, R, I extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: BulkImport<V, R, I>,
): Promise<FastifyReply> {
  const rows = await readBulkRows(request, spec.what);
  await spec.prepare?.();
  // Checks run one batch after the other; with `overlap`, a batch's write may run during the next one's check.
  let checking: Promise<unknown> = Promise.resolve();
  const outcome = await runBulk(
    rows,
    async (batch, offset) => {
      const checked = checking.then(() => checkBatch(request, spec, batch, offset));
      checking = checked.catch(() => {});
      return writeBatch(request, spec, await checked, offset);
    },
    spec.batchRows ?? BULK_BATCH_ROWS,
    spec.overlap ?? 1,
  );
  if (outcome.created > 0) spec.created?.();
  const extra = spec.finish?.(reply, outcome.created) ?? {};
  return reply.code(outcome.created > 0 ? 201 : 200).send({ success: true as const, ...extra, ...outcome });
}
