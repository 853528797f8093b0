import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-context.js';
import { installErrorHandler } from './error-handler.js';
import { BULK_MAX_BYTES, readBulkRows, registerBulkParsers, runBulk, type BulkRow } from './bulk.js';
import { csvLine, parseCsv } from '../lib/csv.js';

let app: App;
beforeAll(async () => {
  app = Fastify() as unknown as App;
  installErrorHandler(app, 1024 * 1024);
  await app.register(async (scope) => {
    await registerBulkParsers(scope as App);
    // Answers the rows as runBulk hands them out in batches of 2, as an import would see them.
    scope.post('/bulk', { bodyLimit: BULK_MAX_BYTES }, async (request) => {
      const read = await readBulkRows(request, 'supplier');
      const rows: BulkRow[] = [];
      const offsets: number[] = [];
      const outcome = await runBulk(
        read,
        async (batch, offset) => {
          expect(batch.length).toBeLessThanOrEqual(2);
          offsets.push(offset);
          rows.push(...batch);
          return batch.map(() => ({ status: 'success' as const }));
        },
        2,
      );
      expect(rows).toEqual(read);
      expect(outcome).toMatchObject({ total: read.length, created: read.length, failed: 0 });
      expect(offsets).toEqual(rows.map((_, i) => i).filter((i) => i % 2 === 0));
      return { rows };
    });
  });
  await app.ready();
});
afterAll(() => app.close());

function multipart(content: string | Buffer, field = 'file') {
  const boundary = '----bulktest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="rows.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('readBulkRows', () => {
  it('reads a JSON array, and a single object as one row', async () => {
    const arr = await app.inject({ method: 'POST', url: '/bulk', payload: [{ a: 1 }, { a: 2 }] });
    expect(arr.json()).toEqual({ rows: [{ a: 1 }, { a: 2 }] });
    const one = await app.inject({ method: 'POST', url: '/bulk', payload: { a: 1 } });
    expect(one.json()).toEqual({ rows: [{ a: 1 }] });
  });

  it('refuses an empty array, a scalar and an array of non-objects', async () => {
    for (const payload of ['[]', '3', '"x"', '[1, 2]', 'null']) {
      const res = await app.inject({
        method: 'POST',
        url: '/bulk',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Request body must be a non-empty JSON array of supplier objects',
      });
    }
  });

  it('refuses other content types with the spec message', async () => {
    for (const type of ['text/plain', 'text/csv', 'application/xml']) {
      const res = await app.inject({
        method: 'POST',
        url: '/bulk',
        payload: 'a,b',
        headers: { 'content-type': type },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'Unsupported content type. Use application/json or multipart/form-data with a CSV file.',
      );
    }
  });

  it('reads a CSV upload: BOM, quoted fields, header case, empty cells, extra columns', async () => {
    const csv = '\uFEFFCompanyName,CITY,Comments\r\n"Acme, Ltd","Leeds",""\r\n"Say ""hi""",York,x\r\n';
    const res = await app.inject({ method: 'POST', url: '/bulk', ...multipart(csv) });
    expect(res.json()).toEqual({
      rows: [
        { companyname: 'Acme, Ltd', city: 'Leeds' },
        { companyname: 'Say "hi"', city: 'York', comments: 'x' },
      ],
    });
  });

  it('reads a CSV of several batches in order, and leaves no spooled file behind', async () => {
    const tmp = (await import('node:os')).tmpdir();
    const fs = await import('node:fs');
    const before = fs.readdirSync(tmp).filter((f) => f.startsWith(`ft-bulk-${process.pid}-`)).length;
    const csv = 'n\n' + Array.from({ length: 5 }, (_, i) => `${i + 1}\n`).join('');
    const res = await app.inject({ method: 'POST', url: '/bulk', ...multipart(csv) });
    expect(res.json().rows).toEqual([{ n: '1' }, { n: '2' }, { n: '3' }, { n: '4' }, { n: '5' }]);
    expect(fs.readdirSync(tmp).filter((f) => f.startsWith(`ft-bulk-${process.pid}-`)).length).toBe(before);
  });

  it('refuses a form without the file field, and a CSV with no data row', async () => {
    const wrongField = await app.inject({ method: 'POST', url: '/bulk', ...multipart('a\n1\n', 'upload') });
    expect(wrongField.statusCode).toBe(400);
    const headerOnly = await app.inject({ method: 'POST', url: '/bulk', ...multipart('a,b\n') });
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().success).toBe(false);
  });

  it('answers 413 naming the limit over 10,000 rows', async () => {
    const csv = 'a\n' + '1\n'.repeat(10_001);
    const res = await app.inject({ method: 'POST', url: '/bulk', ...multipart(csv) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/10000 rows/);
    const json = await app.inject({
      method: 'POST',
      url: '/bulk',
      payload: Array.from({ length: 10_001 }, () => ({ a: 1 })),
    });
    expect(json.statusCode).toBe(413);
  });

  it('answers 413 naming the limit over 20 MB, JSON or CSV', async () => {
    const big = 'x'.repeat(BULK_MAX_BYTES + 10);
    const csv = await app.inject({ method: 'POST', url: '/bulk', ...multipart(`a\n${big}\n`) });
    expect(csv.statusCode).toBe(413);
    expect(csv.json().error).toMatch(/20 MB/);
    const json = await app.inject({
      method: 'POST',
      url: '/bulk',
      payload: JSON.stringify([{ a: big }]),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(413);
    expect(json.json().error).toMatch(/20 MB/);
  });
});

describe('csv cells', () => {
  it('neutralises formulas and round-trips through the parser', () => {
    const line = csvLine(['=SUM(A1)', '+44 20', 'plain', 'a,"b"', '@x']);
    expect(line).toBe(`'=SUM(A1),'+44 20,plain,"a,""b""",'@x\r\n`);
    expect(parseCsv('h1,h2,h3,h4,h5\r\n' + line)).toEqual([
      { h1: '=SUM(A1)', h2: '+44 20', h3: 'plain', h4: 'a,"b"', h5: '@x' },
    ]);
  });
});
