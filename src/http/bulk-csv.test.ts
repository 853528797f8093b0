import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/helpers.js';
import { createSupplierRows } from '../../test/factories.js';
import { multipart, newSupplier } from '../../test/fixtures/suppliers.js';
import { CSV_OPTIONS } from '../lib/csv.js';
import { TextCheck } from './bulk-csv.js';

const t = useTestApp();
let n = 0;

/** A bulk CSV route, and valid rows for it: what the broken row follows, and what must not be written. */
interface Route {
  url: string;
  header: string;
  row(name: string): Promise<string>;
  written(names: string[]): Promise<number>;
}
const count = async (sql: string, names: string[]) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql} = ANY($1)`, [names])).rows[0]!.n;
const SUPPLIER = newSupplier();
const ROUTES: Record<string, Route> = {
  suppliers: {
    url: '/api/v1/suppliers/createSupplierBulk',
    header: Object.keys(SUPPLIER).join(','),
    row: async (name) => Object.values(newSupplier({ companyname: name })).join(','),
    written: (names) => count('companies WHERE companyname', names),
  },
  newlines: {
    url: '/api/v1/newlines/createNewlineBulk',
    header: 'companyid,siteid,productname,productcode',
    row: async (name) => {
      const s = await createSupplierRows(t.db);
      return `${s.companyid},${s.siteid},${name},NC-${++n}`;
    },
    written: (names) => count('newlines WHERE productname', names),
  },
};

function upload(app: TestApp, route: Route, csv: string | Buffer) {
  return app.api({ method: 'POST', url: route.url, ...multipart(csv) });
}

/** Two good rows, then `bad` as the third data row (line 4), then a good one: a 400, and none of them written. */
async function expectRefused(route: Route, bad: (good: string) => string, message: string) {
  const names = Array.from({ length: 3 }, () => `Refused ${process.pid} ${++n}`);
  const [a, b, c] = await Promise.all(names.map((name) => route.row(name)));
  const csv = `${route.header}\r\n${a}\r\n${b}\r\n${bad(c!)}\r\n${c}\r\n`;
  const res = await upload(t, route, csv);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ success: false, error: message });
  expect(await route.written(names)).toBe(0);
}

/**
 * Every code csv-parse can throw (read from its source), each either raised by an input below or out of reach
 * of our options for the reason given. A csv-parse upgrade that adds a code fails here until it is placed.
 */
const RAISED: Record<string, string> = {
  INVALID_OPENING_QUOTE: 'A3,=HYPERLINK("http://x")',
  CSV_INVALID_CLOSING_QUOTE: 'A3,"Acme" Ltd',
  CSV_QUOTE_NOT_CLOSED: 'A3,"Acme, Ltd\r\nA4,York',
};
const UNREACHABLE: Record<string, string> = {
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'relax_column_count: ragged rows are read',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'relax_column_count: ragged rows are read',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'needs rtrim or trim: "a" b is CSV_INVALID_CLOSING_QUOTE instead',
  CSV_MAX_RECORD_SIZE: 'needs max_record_size: the 20 MB upload limit bounds a record',
  CSV_INVALID_COLUMN_MAPPING: 'our columns function always returns an array',
  CSV_INVALID_COLUMN_DEFINITION: 'our columns function returns strings',
  CSV_OPTION_COLUMNS_MISSING_NAME: 'our columns function returns strings',
  CSV_IGNORE_LAST_DELIMITERS_REQUIRES_COLUMNS: 'an option error: our options are fixed',
};
const isOptionError = (code: string) => code.startsWith('CSV_INVALID_OPTION_');

describe('csv-parse errors', () => {
  it('places every code of csv-parse: raised by an input here, or out of reach of our options', () => {
    const dir = fileURLToPath(new URL('../../node_modules/csv-parse/lib/api/', import.meta.url));
    const source = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    const codes = new Set(
      source.flatMap((s) => [...s.matchAll(/["']((?:CSV_|INVALID_)[A-Z_]+)["']/g)].map((m) => m[1]!)),
    );
    expect(codes.size).toBeGreaterThan(10);
    const unplaced = [...codes].filter((c) => !(c in RAISED) && !(c in UNREACHABLE) && !isOptionError(c));
    expect(unplaced).toEqual([]);
    // The reasons hold while these options do.
    expect(CSV_OPTIONS).toMatchObject({ relax_column_count: true });
    for (const option of ['rtrim', 'ltrim', 'trim', 'max_record_size', 'relax_quotes', 'info']) {
      expect(CSV_OPTIONS, option).not.toHaveProperty(option);
    }
    expect(parse('a,b\r\n1\r\n1,2,3\r\n', CSV_OPTIONS)).toEqual([{ a: '1' }, { a: '1', b: '2' }]);
    for (const [code, line] of Object.entries(RAISED)) {
      expect(() => parse(`h1,h2\r\nA1,x\r\n${line}\r\n`, CSV_OPTIONS), code).toThrow(
        expect.objectContaining({ code }),
      );
    }
  });

  for (const [name, route] of Object.entries(ROUTES)) {
    it(`${name}: a stray quote is a 400 naming the row, the line and the cell, and nothing is written`, async () => {
      const last = (row: string) => row.slice(row.lastIndexOf(',') + 1);
      const column = route.header.slice(route.header.lastIndexOf(',') + 1);
      const cell = (row: string, value: string) => `${row.slice(0, row.lastIndexOf(',') + 1)}${value}`;
      await expectRefused(
        route,
        (row) => cell(row, '=HYPERLINK("http://x")'),
        `Row 3 (line 4), column "${column}": a quote opens inside an unquoted field: =HYPERLINK("http://x") ` +
          'must be quoted, as "=HYPERLINK(""http://x"")"',
      );
      await expectRefused(
        route,
        (row) => cell(row, `"${last(row)}" x`),
        `Row 3 (line 4), column "${column}": a quoted field goes on after its closing quote ` +
          '(a quote inside a quoted field is written twice: "")',
      );
      await expectRefused(
        route,
        (row) => cell(row, `"${last(row)}`),
        `Row 3 (line 4), column "${column}": a quoted field is never closed: its opening quote has no ` +
          'closing quote before the end of the file',
      );
      await expectRefused(
        route,
        (row) => cell(row, ` "${last(row)}"`),
        `Row 3 (line 4), column "${column}": a space comes before the opening quote of a quoted field: remove it`,
      );
    });

    it(`${name}: a file that is not UTF-8 text is a 400 naming the row, and nothing is written`, async () => {
      await expectRefused(
        route,
        (row) => `${row}\u0000`,
        'Row 3 (line 4): the file is not UTF-8 text (a NUL byte): save it as "CSV UTF-8"',
      );
      // Saved as Latin-1 (Windows-1252): é is the one byte 0xE9.
      const names = [`Latin ${process.pid} ${++n}`, `Caf\u00e9 ${process.pid} ${++n}`];
      const rows = await Promise.all(names.map((name) => route.row(name)));
      const res = await upload(
        t,
        route,
        Buffer.from(`${route.header}\r\n${rows.join('\r\n')}\r\n`, 'latin1'),
      );
      expect(res.json()).toEqual({
        success: false,
        error:
          'Row 2 (line 3): the file is not UTF-8 text (byte 0xE9, which is not UTF-8): save it as "CSV UTF-8"',
      });
      expect(await route.written(names)).toBe(0);
      // UTF-16 without its BOM: a NUL in every other byte, from the header on.
      const utf16 = Buffer.from(`${route.header}\r\n${rows[0]}\r\n`, 'utf16le');
      expect((await upload(t, route, utf16)).json().error).toBe(
        'Header row (line 1): the file is not UTF-8 text (a NUL byte): save it as "CSV UTF-8"',
      );
    });

    it(`${name}: UTF-16 with its BOM is read, as the parser's bom option does`, async () => {
      const names = [`Utf16 ${process.pid} ${++n}`];
      const csv = `\ufeff${route.header}\r\n${await route.row(names[0]!)}\r\n`;
      const res = await upload(t, route, Buffer.from(csv, 'utf16le'));
      expect(res.statusCode, res.body).toBe(201);
      expect(await route.written(names)).toBe(1);
    });

    it(`${name}: a JSON document sent as the CSV file is a 400 that says so`, async () => {
      const one = await upload(t, route, '[{"companyname": "Acme"}]');
      expect(one.statusCode).toBe(400);
      expect(one.json().error).toMatch(
        /^Header row \(line 1\): a quote opens inside an unquoted field: .* \(this looks like JSON: send it as application\/json instead\)$/,
      );
      const pretty = await upload(t, route, JSON.stringify([{ companyname: 'Acme' }], null, 2));
      expect(pretty.statusCode).toBe(400);
      expect(pretty.json().error).toMatch(/^Row 2 \(line 3\), column "\[": .*looks like JSON/);
    });
  }
});

describe('TextCheck', () => {
  const check = async (chunks: Buffer[]) => {
    const text = new TextCheck();
    for await (const _ of Readable.from(chunks).pipe(text)); // drain
    return text.found;
  };
  const bytes = Buffer.from('a,b\r\ncaf\u00e9,\u20ac\u{1f355}\r\n\u00e9\u00e9\n');

  it('accepts UTF-8 cut anywhere between chunks, byte by byte included', async () => {
    expect(await check([bytes])).toBeUndefined();
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await check([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBeUndefined();
    }
    expect(await check([...bytes].map((b) => Buffer.from([b])))).toBeUndefined();
    // UTF-16 with its BOM, NULs and all: the parser reads it as UTF-16.
    const utf16 = Buffer.from('\ufeffa,b\r\n\u00e9,\u0000\r\n', 'utf16le');
    expect(await check([utf16])).toBeUndefined();
    expect(await check([...utf16].map((b) => Buffer.from([b])))).toBeUndefined();
  });

  it('finds the first byte that is not UTF-8 text, however chunked', async () => {
    const cases: [Buffer, { offset: number; byte: number }][] = [
      [Buffer.concat([bytes, Buffer.from([0xff])]), { offset: bytes.length, byte: 0xff }],
      [Buffer.from('a\nb\n\u00e9\0'), { offset: 6, byte: 0 }],
      [Buffer.from([0x61, 0x0a, 0xc3, 0x28]), { offset: 2, byte: 0xc3 }], // a cut sequence
      [Buffer.from([0x0a, 0xed, 0xa0, 0x80]), { offset: 1, byte: 0xed }], // a surrogate
      [Buffer.from([0x61, 0xe2, 0x82]), { offset: 1, byte: 0xe2 }], // cut by the end of the file
      [Buffer.from([0xff, 0x61]), { offset: 0, byte: 0xff }], // 0xFF, but not the UTF-16 BOM
    ];
    for (const [input, found] of cases) {
      expect(await check([input]), input.toString('hex')).toEqual(found);
      const single = [...input].map((b) => Buffer.from([b]));
      expect(await check(single), `${input.toString('hex')} byte by byte`).toEqual(found);
    }
  });
});
