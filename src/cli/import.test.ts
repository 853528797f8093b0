import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../test/cli.js';
import { createSupplier, newSupplier } from '../../test/fixtures/suppliers.js';
import { useTestApp } from '../../test/helpers.js';
import { csvLine } from '../lib/csv.js';

const t = useTestApp();
let url = '';
let dir = '';

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-cli-import-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** Rows as a CSV file, the first row's keys as the header. */
function csvFile(rows: Record<string, unknown>[], name = `upload-${++files}.csv`): string {
  const header = Object.keys(rows[0]!);
  const file = path.join(dir, name);
  fs.writeFileSync(file, csvLine(header) + rows.map((r) => csvLine(header.map((h) => r[h] ?? ''))).join(''));
  return file;
}

const importing = (kind: string, file: string, ...args: string[]) =>
  runCli(['import', kind, file, '--url', url, '--key', t.key[2], ...args]);

describe('foodtrace import', { timeout: 120_000 }, () => {
  it('finds the server from PORT, or PUBLIC_URL, when no --url or FOODTRACE_URL is given', async () => {
    const port = new URL(url).port;
    const envs: Record<string, string>[] = [{ PORT: port }, { PUBLIC_URL: `${url}/`, PORT: '1' }];
    for (const [i, env] of envs.entries()) {
      const file = csvFile([newSupplier({ companyname: `Cli Env ${i} Ltd` })]);
      const run = await runCli(['import', 'suppliers', file, '--key', t.key[2]], env);
      expect([run.code, run.stderr]).toEqual([0, '']);
      expect(run.stdout).toMatch(/Imported 1 of 1 suppliers/);
    }
  });

  it('imports every row through the bulk route and lists each with its ids: exit code 0', async () => {
    const rows = [1, 2, 3].map((i) => newSupplier({ companyname: `Cli Import ${i} Ltd` }));
    const run = await importing('suppliers', csvFile(rows));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^row\s+status\s+name\s+id or error$/);
    for (const i of [1, 2, 3]) {
      expect(lines[i + 1]).toMatch(
        new RegExp(
          `^\\s*${i}\\s+created\\s+Cli Import ${i} Ltd\\s+supplierid \\d+, siteid \\d+, vendorcode CLII\\d{4}$`,
        ),
      );
    }
    expect(run.stdout).toMatch(/Imported 3 of 3 suppliers in \d+\.\d s\.\n$/);
    const { rows: made } = await t.db.query(
      "SELECT 1 FROM companies WHERE companyname LIKE 'Cli Import % Ltd'",
    );
    expect(made).toHaveLength(3);
  });

  it('writes the failed rows to a file to fix and import again, across batches: exit code 3, then 0', async () => {
    const first = newSupplier({ companyname: 'Cli Retry A' });
    const rows = [
      first,
      newSupplier({ companyname: 'Cli Retry B', portaluseremail: 'not-an-email' }),
      newSupplier({ companyname: 'Cli Retry C' }),
      newSupplier({ companyname: 'Cli Retry D', portaluseremail: first.portaluseremail }),
      newSupplier({ companyname: '=Cli Retry E', country: 999 }),
    ];
    const failed = path.join(dir, 'retry-failed.csv');
    const run = await importing('suppliers', csvFile(rows), '--batch', '2', '--failed', failed);
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(
      /^\s*2\s+failed\s+Cli Retry B\s+portaluseremail must be a valid email address$/m,
    );
    expect(run.stdout).toMatch(
      new RegExp(`^\\s*4\\s+failed\\s+Cli Retry D\\s+Email already exists: ${first.portaluseremail}$`, 'm'),
    );
    expect(run.stdout).toMatch(/^\s*5\s+failed\s+=Cli Retry E\s+Invalid country: 999 does not exist$/m);
    expect(run.stdout).toContain(`Imported 2 of 5 suppliers`);
    expect(run.stdout).toContain(
      `Rows not imported are in ${failed}: fix them, then run\n  foodtrace import suppliers ${failed}\n`,
    );

    const text = fs.readFileSync(failed, 'utf8');
    const [header, ...lines] = text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe([...Object.keys(first), 'error'].join(','));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^Cli Retry B,.*,not-an-email,.*,row 2: portaluseremail must be a valid email address$/,
    );
    expect(lines[2]).toMatch(/^'=Cli Retry E,/); // kept from running as a formula; the import removes the '

    // Fixed as a person would, in the file itself, and imported again: the error column is ignored.
    const fixed = text
      .replace('not-an-email', 'fixed.b@example.com')
      .replace(`,${first.portaluseremail as string},`, ',fixed.d@example.com,')
      .replace(',999,', ',826,');
    fs.writeFileSync(failed, fixed);
    const again = await importing('suppliers', failed, '--json');
    expect(again.code).toBe(0);
    const out = JSON.parse(again.stdout) as { created: number; failed: number; results: { name: string }[] };
    expect(out).toMatchObject({ created: 3, failed: 0 });
    expect(out.results.map((r) => r.name)).toEqual(['Cli Retry B', 'Cli Retry D', '=Cli Retry E']);
  });

  it('lists only the failed rows of a large import sent in batches, numbered across them', async () => {
    const rows = Array.from({ length: 35 }, (_, i) =>
      newSupplier({ companyname: `Cli Many ${i + 1}`, risk: i === 33 ? 7 : 1 }),
    );
    const file = csvFile(rows);
    const run = await importing('suppliers', file, '--batch', '10');
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/^35 rows: only the failed ones are listed \(--json gives every row\)\n/);
    expect(run.stdout).toMatch(/^\s*34\s+failed\s+Cli Many 34\s+Invalid risk: 7 does not exist$/m);
    expect(run.stdout).not.toMatch(/created/);
    expect(fs.existsSync(file.replace(/\.csv$/, '.failed.csv'))).toBe(true); // the default: beside the file
  });

  it('imports newlines, naming each failed row’s problem', async () => {
    const { supplierid, siteid } = await createSupplier(t);
    const rows = [
      {
        companyid: supplierid,
        siteid,
        productname: 'Cli Oat Biscuits 300g',
        productcode: 'CLI001',
        category: 2,
      },
      { companyid: supplierid, siteid, productname: 'Cli No Code', productcode: '' },
    ];
    const run = await importing('newlines', csvFile(rows));
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/^\s*1\s+created\s+Cli Oat Biscuits 300g\s+newlineid \d+, psid \d+$/m);
    expect(run.stdout).toMatch(/^\s*2\s+failed\s+Cli No Code\s+Missing required fields: productcode$/m);
  });

  it('stops with one line and exit code 1 when nothing can be imported', async () => {
    const file = csvFile([newSupplier()]);
    // Port 2 on the loopback: a privileged port nothing listens on (and not one that fetch refuses to use), so the
    // connection is refused. A port freed by a server of our own could be taken meanwhile by another test file.
    const closed = 2;
    const cases: [string[], RegExp][] = [
      [
        ['--url', `http://127.0.0.1:${closed}`],
        /^foodtrace: cannot reach the server at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\): is it running\? \(--url\)\n$/,
      ],
      [
        ['--key', 'ftk_not_a_key'],
        /^foodtrace: the server refused the key \(401 Invalid API key\): bulk imports need a key of level 2 or more \(--key\)\n$/,
      ],
      [['--key', t.key[1]], /^foodtrace: the server refused the key \(403 Insufficient permissions\)/],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(['import', 'suppliers', file, '--url', url, '--key', t.key[2], ...args]);
      expect(run.stderr).toMatch(message);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
    }
    const bad = path.join(dir, 'broken.csv');
    fs.writeFileSync(bad, 'companyname,city\n"Unclosed,Leeds\n');
    const headerOnly = path.join(dir, 'header-only.csv');
    fs.writeFileSync(headerOnly, 'companyname,city\n');
    for (const [f, message] of [
      [path.join(dir, 'missing.csv'), /^foodtrace: cannot read .*missing\.csv: no such file\n$/],
      [bad, /^foodtrace: .*broken\.csv is not a readable CSV file: Quote Not Closed/],
      [
        headerOnly,
        /^foodtrace: .*header-only\.csv has no data rows: it needs a header row and at least one row under it\n$/,
      ],
    ] as const) {
      const run = await importing('suppliers', f);
      expect(run.stderr).toMatch(message);
      expect(run.code).toBe(1);
    }
  });

  it('refuses a wrong command line with exit code 2', async () => {
    const file = csvFile([newSupplier()]);
    for (const [args, message] of [
      [['import'], 'import needs what to import: suppliers or newlines'],
      [['import', 'audits', file], 'cannot import "audits": suppliers or newlines'],
      [['import', 'suppliers'], 'import suppliers needs a CSV file'],
      [['import', 'suppliers', file], 'import needs an API key: --key or FOODTRACE_KEY'],
      [
        ['import', 'suppliers', file, '--key', 'k', '--url', 'ftp://x'],
        '--url must be an http(s) address such as http://127.0.0.1:3000, got "ftp://x"',
      ],
      [
        ['import', 'suppliers', file, '--key', 'k', '--batch', '0'],
        '--batch must be a whole number from 1 to 10000, got "0"',
      ],
      [['import', 'suppliers', file, '--key', 'k', '--retry'], "Unknown option '--retry'"],
    ] as const) {
      const run = await runCli([...args]);
      expect(run.stderr).toBe(`foodtrace: ${message} (see foodtrace import --help)\n`);
      expect(run.code).toBe(2);
    }
  });
});
