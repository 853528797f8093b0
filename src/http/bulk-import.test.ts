import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-context.js';
import { installErrorHandler } from './error-handler.js';
import { registerBulkParsers } from './bulk.js';
import { bulkImport, type BulkImport } from './bulk-import.js';

type Row = { name: string; n: number };

/** An import whose rows need a number `n`, where n = 13 is refused by the database check and n = 7 by its write. */
function numbers(written: number[][], created: () => void): BulkImport<Row, Row, { id: number }> {
  return {
    what: 'newline',
    nameField: 'name',
    columns: ['name', 'n'],
    checkRow: (_request, row) =>
      typeof row.n === 'number' ? { ok: true, value: row as Row } : { ok: false, message: 'n is missing' },
    checkBatch: async (rows) =>
      rows.map((r) => (r.n === 13 ? { ok: false, message: 'unlucky' } : { ok: true, value: r })),
    insertBatch: async (rows) => {
      if (rows.some((r) => r.n === 7)) throw new Error('the batch breaks');
      written.push(rows.map((r) => r.n));
      return rows.map((r) => ({ id: r.n * 10 }));
    },
    insertOne: async (r) => {
      if (r.n === 7) throw new Error('the row breaks');
      written.push([r.n]);
      return { id: r.n * 10 };
    },
    failedProblem: () => ({ fields: [], message: 'could not write' }),
    created,
  };
}

/** A failed row's message, and its one problem (about no column in particular). */
const problem = (message: string) => ({ message, problems: [{ fields: [], message }] });

let app: App;
const written: number[][] = [];
let createdCalls = 0;
beforeAll(async () => {
  app = Fastify() as unknown as App;
  installErrorHandler(app, 1024 * 1024);
  await app.register(async (scope) => {
    await registerBulkParsers(scope as App);
    scope.post('/import', async (request, reply) =>
      bulkImport(
        request,
        reply,
        numbers(written, () => createdCalls++),
      ),
    );
  });
  await app.ready();
});
afterAll(() => app.close());

describe('bulkImport', () => {
  it('checks each row, then the batch, writes the good rows, and redoes a failed batch row by row', async () => {
    written.length = 0;
    createdCalls = 0;
    const rows = [
      { name: 'a', n: 1 },
      { name: 'b' },
      { name: 'c', n: 13 },
      { name: 'd', n: 7 },
      { name: 5, n: 2 },
    ];
    const res = await app.inject({ method: 'POST', url: '/import', payload: rows });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      total: 5,
      created: 2,
      failed: 3,
      results: [
        { row: 1, name: 'a', status: 'success', id: 10 },
        { row: 2, name: 'b', status: 'error', ...problem('n is missing') },
        { row: 3, name: 'c', status: 'error', ...problem('unlucky') },
        { row: 4, name: 'd', status: 'error', ...problem('could not write') },
        { row: 5, name: '5', status: 'success', id: 20 },
      ],
      retry_payload: [rows[1], rows[2], rows[3]],
    });
    expect(written).toEqual([[1], [2]]);
    expect(createdCalls).toBe(1);
  });

  it('answers 200 and calls nothing back when no row was written', async () => {
    createdCalls = 0;
    const res = await app.inject({ method: 'POST', url: '/import', payload: [{ name: null, n: 13 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([{ row: 1, name: null, status: 'error', ...problem('unlucky') }]);
    expect(createdCalls).toBe(0);
  });
});
