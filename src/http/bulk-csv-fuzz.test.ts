import { expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { createSupplierRows } from '../../test/factories.js';
import { multipart, newSupplier } from '../../test/fixtures/suppliers.js';

/**
 * Random files sent to both bulk CSV routes: whatever the bytes, the answer is never a 5xx, and a refusal is the
 * envelope. The seed is fixed, so a failure is found again by running this file again.
 */
const t = useTestApp();
const SEED = 0x5eed_c5f;
const FILES = 300;

/** mulberry32: small, seedable, good enough to spread inputs. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** What CSV is made of, and what breaks it: quotes, separators, line ends, formulas, BOMs, stray bytes. */
const PIECES: (string | Buffer)[] = [
  ...['"', '""', ',', ',', '\r\n', '\n', '\r', ' ', '\t', '=', '=HYPERLINK("http://x")', 'Acme', '42', '-1'],
  ...['é', '€', '🍕', '\uFEFF', '\u0000', '{"a":1}', '[', 'true', '2026-03-14', "'=1"],
  Buffer.from([0xff]),
  Buffer.from([0xc3]),
  Buffer.from([0xfe, 0xff]),
];

it(`answers ${FILES} random files with an envelope, never a 5xx`, { timeout: 120_000 }, async () => {
  const s = await createSupplierRows(t.db);
  const supplier = newSupplier();
  const routes = [
    { url: '/api/v1/suppliers/createSupplierBulk', header: Object.keys(supplier).join(','), valid: supplier },
    {
      url: '/api/v1/newlines/createNewlineBulk',
      header: 'companyid,siteid,productname,productcode',
      valid: { companyid: s.companyid, siteid: s.siteid, productname: 'Fuzz', productcode: 'FZ' },
    },
  ];
  const next = random(SEED);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const statuses = new Map<number, number>();
  for (let i = 0; i < FILES; i++) {
    const route = routes[i % 2]!;
    const parts: Buffer[] = [];
    const kind = next();
    if (kind < 0.25) {
      // Bytes of any value.
      parts.push(
        Buffer.from(Array.from({ length: 1 + Math.floor(next() * 300) }, () => Math.floor(next() * 256))),
      );
    } else {
      // A real header, then rows: valid ones, and valid ones with pieces that break them spliced in.
      parts.push(Buffer.from(`${route.header}\r\n`));
      const cells = Object.values(route.valid).map(String);
      for (let k = 1 + Math.floor(next() * 6); k > 0; k--) {
        const row: (string | Buffer)[] = cells.flatMap((cell, c) => (c === 0 ? [cell] : [',', cell]));
        for (let m = next() < 0.3 ? 0 : 1 + Math.floor(next() * 4); m > 0; m--) {
          row.splice(Math.floor(next() * (row.length + 1)), next() < 0.5 ? 1 : 0, pick(PIECES));
        }
        parts.push(...row.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))), Buffer.from('\r\n'));
      }
    }
    const file = Buffer.concat(parts);
    const res = await t.api({ method: 'POST', url: route.url, ...multipart(file) });
    const label = `file ${i} to ${route.url}: ${file.toString('base64')}`;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    expect(res.statusCode, `${label} → ${res.body}`).toBeLessThan(500);
    const body = res.json();
    expect(typeof body.success, label).toBe('boolean');
    if (!body.success) expect(body.error, label).toMatch(/\S/);
  }
  // The files reached every outcome: refused, read with every row failing, read with some rows written.
  expect([...statuses.keys()].sort()).toEqual([200, 201, 400]);
});
