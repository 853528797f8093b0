import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import {
  bearer,
  changePassword,
  keyFor,
  orgUser,
  supplierAccount,
  tokenFor,
} from '../../../test/fixtures/accounts.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();

const get = (url: string, opts: { key?: string; headers?: Record<string, string> } = {}) =>
  t.api({ method: 'GET', url: `/api/v1/history/${url}`, ...opts });

async function newlineFor(supplierid: number, siteid: number) {
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/newlines',
    payload: {
      companyid: supplierid,
      siteid,
      productname: 'Rye bread',
      productcode: `RB${Date.now() % 1e6}`,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { newlineid: number; psid: number };
}

describe('GET /history/{entity}/{id}', () => {
  it('pages oldest first with limit and cursor', async () => {
    const s = await createSupplier(t);
    const { psid } = await newlineFor(s.supplierid, s.siteid);
    for (let i = 1; i <= 6; i++) {
      const res = await t.api({
        method: 'POST',
        url: `/api/v1/products/updateProduct/${psid}`,
        payload: { weight: `${i} kg` },
      });
      expect(res.statusCode).toBe(200);
    }
    const all = (await get(`product/${psid}`)).json().data as { historyid: number }[];
    expect(all).toHaveLength(7);
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await get(`product/${psid}?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.pagination.limit).toBe(3);
      seen.push(...body.data.map((e: { historyid: number }) => e.historyid));
      cursor = body.pagination.next_cursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((e) => e.historyid));
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    for (const q of ['limit=0', 'limit=1001', 'cursor=bm9wZQ', 'limit=x']) {
      const res = await get(`product/${psid}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 404 with the resource’s message for an id that never existed, and for an unknown entity', async () => {
    const messages: Record<string, string> = {
      user: 'User not found',
      supplier: 'Supplier not found',
      newline: 'Newline not found',
      product: 'Product not found',
      audit: 'Audit not found',
      apikey: 'API key not found',
    };
    for (const [entity, error] of Object.entries(messages)) {
      const res = await get(`${entity}/987654`);
      expect(res.statusCode, entity).toBe(404);
      expect(res.json(), entity).toEqual({ success: false, error });
    }
    const unknown = await get('invoices/1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/^Unknown history entity: invoices/);
  });

  it('keys’ history is for Admins; the supplier scope sees its own company’s records only', async () => {
    expect((await get('apikey/1', { key: t.key[3] })).statusCode).toBe(403);
    expect((await get('apikey/1', { key: t.key[4] })).statusCode).toBe(200);
    const a = await supplierAccount(t);
    const b = await supplierAccount(t);
    const own = await newlineFor(a.supplierid, a.siteid);
    const theirs = await newlineFor(b.supplierid, b.siteid);
    const as = { key: null as unknown as string, headers: bearer(a.token) };
    for (const url of [
      `product/${own.psid}`,
      `newline/${own.newlineid}`,
      `supplier/${a.supplierid}`,
      `user/${a.userid}`,
    ]) {
      expect((await get(url, as)).statusCode, url).toBe(200);
    }
    for (const [url, missing] of [
      [`product/${theirs.psid}`, 'product/987654'],
      [`newline/${theirs.newlineid}`, 'newline/987654'],
      [`supplier/${b.supplierid}`, 'supplier/987654'],
      [`user/${b.userid}`, 'user/987654'],
    ] as const) {
      const res = await get(url, as);
      const absent = await get(missing, as);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(absent.json());
    }
    expect((await get('apikey/1', as)).statusCode).toBe(403);
  });

  it('has no way to change the history, and the database refuses to', async () => {
    const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null })).json();
    const paths = Object.entries(doc.paths as Record<string, object>).filter(([p]) => p.includes('/history'));
    expect(paths.map(([p, ops]) => [p, Object.keys(ops)])).toEqual([
      ['/api/v1/history/{entity}/{id}', ['get']],
    ]);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.api({ method, url: '/api/v1/history/user/1' });
      expect([res.statusCode, res.headers.allow], method).toEqual([405, 'GET, HEAD']);
    }
    await orgUser(t, 3); // at least one entry
    for (const sql of [
      "UPDATE history SET reason = 'rewritten'",
      'DELETE FROM history',
      'TRUNCATE history',
    ]) {
      await expect(t.db.query(sql), sql).rejects.toThrow(/append-only/);
    }
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM history WHERE reason = 'rewritten'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('never shows passwords, hashes, key secrets or tokens', async () => {
    const u = await orgUser(t, 3);
    const token = await tokenFor(t, u.email, u.password);
    const made = await keyFor(t, u.userid, 2);
    const changed = await changePassword(t, token, u.password, 'another long password');
    expect(changed.statusCode).toBe(200);
    const userHistory = (await get(`user/${u.userid}`)).json().data;
    expect(userHistory[0].changes).toContainEqual({ field: 'password_hash', old: null, new: '[redacted]' });
    const change = userHistory.at(-1);
    expect(change).toMatchObject({ action: 'update', via: 'token', userid: u.userid });
    expect(change.changes).toEqual([{ field: 'password_hash', old: '[redacted]', new: '[redacted]' }]);
    const keyHistory = (await get(`apikey/${made.id}`)).json().data;
    expect(keyHistory[0].changes).toContainEqual({ field: 'key_hash', old: null, new: '[redacted]' });
    expect(keyHistory.at(-1).action).toBe('delete'); // revoked by the password change
    const everything = JSON.stringify((await t.db.query('SELECT old, new FROM history')).rows);
    for (const secret of [u.password, 'another long password', made.key, token, changed.json().data.token]) {
      expect(everything.includes(secret)).toBe(false);
    }
    expect(everything).not.toMatch(/\$argon2id\$|sha256\$/);
  });

  it('a supplier’s creation records the company, site, SAQ and portal user; a bulk import one entry per row', async () => {
    const email = uniqueEmail('portal');
    const s = await createSupplier(t, { portaluseremail: email });
    const parts = (await get(`supplier/${s.supplierid}`))
      .json()
      .data.map((e: { part: string; action: string }) => `${e.part}:${e.action}`);
    expect(parts.sort()).toEqual(['company:create', 'saq:create', 'site:create']);
    const { rows } = await t.db.query<{ userid: number }>(
      'SELECT userid FROM users WHERE emailaddress = $1',
      [email],
    );
    expect((await get(`user/${rows[0]!.userid}`)).json().data[0].action).toBe('create');

    const payload = Array.from({ length: 1000 }, (_, i) => ({
      companyid: s.supplierid,
      siteid: s.siteid,
      productname: `Bulk item ${i}`,
      productcode: `BK${i}`,
    }));
    const res = await t.api({ method: 'POST', url: '/api/v1/newlines/createNewlineBulk', payload });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().created).toBe(1000);
    const ids = res.json().results.map((r: { newlineid: number }) => r.newlineid);
    const counted = await t.db.query<{ newlines: number; specs: number }>(
      `SELECT (SELECT count(*)::int FROM history WHERE entity = 'newline' AND action = 'create' AND entityid = ANY ($1)) AS newlines,
              (SELECT count(*)::int FROM history h JOIN product_specs s ON s.psid = h.entityid
                WHERE h.entity = 'product' AND h.part = 'spec' AND h.action = 'create' AND s.newlineid = ANY ($1)) AS specs`,
      [ids],
    );
    expect(counted.rows[0]).toEqual({ newlines: 1000, specs: 1000 });
  });
});
