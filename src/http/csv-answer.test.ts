import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvAlternative, csvText, sendCsv, sendCsvStream } from './csv-answer.js';

describe('csvText', () => {
  it('writes a header row then one CRLF line per row, missing values empty, formulas neutralised', () => {
    const text = csvText({ columns: ['a', 'b'], rows: [{ a: 1, b: 'x, "y"' }, { b: '=SUM(A1)' }] });
    expect(text).toBe('a,b\r\n1,"x, ""y"""\r\n,\'=SUM(A1)\r\n');
  });

  it('starts with a BOM when asked', () => {
    expect(csvText({ columns: ['a'], rows: [], bom: true })).toBe('\ufeffa\r\n');
  });
});

describe('sendCsv', () => {
  it('answers text/csv in UTF-8 as a named attachment, after the headers already set', async () => {
    const app = Fastify();
    app.get('/plain', (_request, reply) => sendCsv(reply, 'x.csv', { columns: ['a'], rows: [{ a: 1 }] }));
    app.get('/cached', (_request, reply) => {
      reply.header('x-first', '1');
      return sendCsv(reply, 'y.csv', { columns: ['a'], rows: [] }, { cacheControl: 'no-cache' });
    });
    const plain = await app.inject({ url: '/plain' });
    expect(plain.rawPayload.toString('latin1')).toBe('a\r\n1\r\n');
    expect(Object.entries(plain.headers).slice(0, 3)).toEqual([
      ['content-type', 'text/csv; charset=utf-8'],
      ['content-disposition', 'attachment; filename="x.csv"'],
      ['content-length', '6'],
    ]);
    const cached = await app.inject({ url: '/cached' });
    expect(Object.entries(cached.headers).slice(0, 4)).toEqual([
      ['x-first', '1'],
      ['content-type', 'text/csv; charset=utf-8'],
      ['content-disposition', 'attachment; filename="y.csv"'],
      ['cache-control', 'no-cache'],
    ]);
    await app.close();
  });
});

describe('csvAlternative', () => {
  it('documents the header row as the example of a JSON answer’s CSV alternative', () => {
    expect(csvAlternative('rows', ['a', 'b'])).toEqual({
      responses: {
        200: {
          alsoJson: true,
          content: { 'text/csv': { schema: { type: 'string', description: 'rows' }, example: 'a,b\r\n' } },
        },
      },
    });
  });
});

describe('sendCsvStream', () => {
  it('writes the batches as they come: the same text as csvText of all their rows, as the same attachment', async () => {
    const rows = [{ a: 1, b: 'x' }, { b: '=SUM(A1)' }, { a: -2 }];
    let read = 0;
    async function* batches() {
      for (const batch of [rows.slice(0, 2), [], rows.slice(2)]) {
        read++;
        yield batch;
      }
    }
    const app = Fastify();
    app.get('/s', (_request, reply) =>
      sendCsvStream(reply, 's.csv', { columns: ['a', 'b'], batches: batches(), bom: true }),
    );
    const res = await app.inject({ url: '/s' });
    expect(res.body).toBe(csvText({ columns: ['a', 'b'], rows, bom: true }));
    expect(read).toBe(3);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="s.csv"');
    await app.close();
  });
});
