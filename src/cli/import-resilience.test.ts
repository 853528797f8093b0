import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runCli } from '../../test/cli.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-cli-resilience-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in server whose answers are scripted, one per request: what a real one does when it fails part way
 * (a 500, a 503 while it restarts, then gone). Records each request's Idempotency-Key.
 */
function scriptedServer(answers: ((res: http.ServerResponse) => void)[]) {
  const keys: string[] = [];
  const server = http.createServer((req, res) => {
    keys.push(String(req.headers['idempotency-key']));
    req.resume();
    req.on('end', () => {
      const answer = answers.shift();
      if (answer) answer(res);
      if (answers.length === 0) {
        server.close();
        server.closeAllConnections();
      }
    });
  });
  return new Promise<{ url: string; keys: string[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, keys }),
    ),
  );
}

const created = (name: string, id: number) => (res: http.ServerResponse) =>
  res.writeHead(201, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      success: true,
      total: 1,
      created: 1,
      failed: 0,
      results: [
        {
          row: 1,
          companyname: name,
          status: 'success',
          supplierid: id,
          siteid: id,
          vendorcode: `ROWS000${id}`,
        },
      ],
      retry_payload: [],
    }),
  );
const failure =
  (status: number, error: string, headers: Record<string, string> = {}) =>
  (res: http.ServerResponse) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify({ success: false, error }));

it('goes on past a server error, retries a 503 under the same Idempotency-Key, and stops when the server is gone', async () => {
  const { url, keys } = await scriptedServer([
    created('Row 1', 1),
    failure(500, 'Internal server error'),
    failure(503, 'The server is shutting down', { 'retry-after': '1' }),
    created('Row 3', 3),
  ]);
  const file = path.join(dir, 'rows.csv');
  fs.writeFileSync(file, 'companyname,city\nRow 1,Leeds\nRow 2,York\nRow 3,Hull\nRow 4,Ely\nRow 5,Bath\n');
  const failed = path.join(dir, 'rows-failed.csv');
  const run = await runCli([
    'import',
    'suppliers',
    file,
    '--url',
    url,
    '--key',
    'k',
    '--batch',
    '1',
    '--failed',
    failed,
  ]);

  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(
    /^foodtrace: the import stopped part way: cannot reach the server at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
  );
  expect(run.stdout).toMatch(/^\s*1\s+created\s+Row 1\s+supplierid 1, siteid 1, vendorcode ROWS0001$/m);
  expect(run.stdout).toMatch(
    /^\s*2\s+failed\s+Row 2\s+the server refused the upload: 500 Internal server error$/m,
  );
  expect(run.stdout).toMatch(/^\s*3\s+created\s+Row 3\s/m);
  expect(run.stdout).toMatch(
    /^\s*4\s+not sent\s+Row 4\s+not sent: the import stopped \(cannot reach the server/m,
  );
  expect(run.stdout).toMatch(/^\s*5\s+not sent\s+Row 5\s+not sent: the import stopped/m);
  expect(run.stdout).toContain('Imported 2 of 5 suppliers');
  // The 503 and its retry carried one key: a batch the server did take is never taken twice.
  expect(keys).toHaveLength(4);
  expect(keys[3]).toBe(keys[2]);
  expect(new Set(keys).size).toBe(3);

  const lines = fs
    .readFileSync(failed, 'utf8')
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('companyname,city,error');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
    'Row 2,York',
    'Row 4,Ely',
    'Row 5,Bath',
  ]);
}, 60_000);
