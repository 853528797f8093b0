import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { createSupplierRows } from '../../test/factories.js';
import { newSupplier } from '../../test/fixtures/suppliers.js';
import { answer, auditItems, createAudit } from '../../test/fixtures/audits/helpers.js';
import { fileForm, PNG_1x1 } from '../../test/fixtures/audits/images.js';

const t = useTestApp();
let n = 0;
const freshKey = () => `retry-${process.pid}-${Date.now()}-${++n}`;

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry, with no second effect', async () => {
    const key = freshKey();
    const body = newSupplier({ companyname: `Replay Foods ${key}` });
    const send = () =>
      t.api({
        method: 'POST',
        url: '/api/v1/suppliers/createSupplier',
        headers: { 'idempotency-key': key },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const historyBefore = await count('history');
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.body).toBe(first.body);
    expect(await count('companies WHERE companyname = $1', [body.companyname])).toBe(1);
    expect(
      await count('supplier_outbox o JOIN companies c USING (companyid) WHERE c.companyname = $1', [
        body.companyname,
      ]),
    ).toBe(1);
    expect(await count('history')).toBe(historyBefore);
  });

  it('20 parallel identical creates make one row and 19 replays', async () => {
    const s = await createSupplierRows(t.db);
    const key = freshKey();
    const payload = {
      companyid: s.companyid,
      siteid: s.siteid,
      productname: 'Parallel pies',
      productcode: 'PP-1',
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api({ method: 'POST', url: '/api/v1/newlines', headers: { 'idempotency-key': key }, payload }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(
      await count("newlines WHERE companyid = $1 AND productname = 'Parallel pies'", [s.companyid]),
    ).toBe(1);
  });

  it('refuses the same key with another request (422) and while the first still runs (409)', async () => {
    const s = await createSupplierRows(t.db);
    const key = freshKey();
    const post = (payload: object, url = '/api/v1/newlines') =>
      t.api({ method: 'POST', url, headers: { 'idempotency-key': key }, payload });
    const base = { companyid: s.companyid, siteid: s.siteid, productname: 'Oat cakes', productcode: 'OC-1' };
    expect((await post(base)).statusCode).toBe(201);
    for (const res of [
      await post({ ...base, productname: 'Rye cakes' }),
      await post({ psid: 1 }, '/api/v1/products/addAllergens'),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        error: 'Idempotency-Key reused with a different request',
      });
    }
    const running = freshKey();
    await t.db.query(
      `INSERT INTO idempotency_keys (owner, key, method, path, body_hash, locked_until)
       SELECT 'key:' || id, $1, 'POST', '/api/v1/newlines', $3, now() + interval '5 minutes'
         FROM api_keys WHERE key_prefix = $2`,
      [running, t.key[4].slice(0, 10), createHash('sha256').update(JSON.stringify(base)).digest()],
    );
    // The same request as one still running (its row has no answer yet): it waits, then gives up.
    const busy = await t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      headers: { 'idempotency-key': running },
      payload: base,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({
      success: false,
      error: 'A request with this Idempotency-Key is in progress',
    });
  });

  it('keeps keys apart per caller, keeps no refusal of validation, and forgets after 24 hours', async () => {
    const s = await createSupplierRows(t.db);
    const key = freshKey();
    const payload = { companyid: s.companyid, siteid: s.siteid, productname: 'Scones', productcode: 'SC-1' };
    const post = (body: object, k = t.key[4]) =>
      t.api({
        method: 'POST',
        url: '/api/v1/newlines',
        key: k,
        headers: { 'idempotency-key': key },
        payload: body,
      });
    expect((await post({ ...payload, productname: '' })).statusCode).toBe(400);
    expect((await post(payload)).statusCode).toBe(201);
    const other = await post(payload, t.key[2]);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    await t.db.query("UPDATE idempotency_keys SET created = now() - interval '25 hours' WHERE key = $1", [
      key,
    ]);
    const later = await post(payload);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await count("newlines WHERE companyid = $1 AND productname = 'Scones'", [s.companyid])).toBe(3);
    for (const bad of ['x'.repeat(256), 'tab\there', '']) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/newlines',
        headers: { 'idempotency-key': bad },
        payload,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('replays an answer PUT', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    const key = freshKey();
    const put = () =>
      t.api({
        method: 'PUT',
        url: `/api/v1/audits/${auditid}/items/${item!.itemid}/response`,
        headers: { 'idempotency-key': key },
        payload: { result: 'fail', notes: 'cold store door seal' },
      });
    const first = await put();
    expect(first.statusCode).toBe(200);
    await answer(t, auditid, item!.itemid, { result: 'pass' });
    const again = await put();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const { rows } = await t.db.query<{ result: string }>(
      'SELECT result FROM audit_answers WHERE auditid = $1',
      [auditid],
    );
    expect(rows[0]!.result).toBe('pass'); // the replay changed nothing
  });

  it('replays a photo upload: one photo, whatever the retries', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    const key = freshKey();
    const upload = () => {
      const form = fileForm(PNG_1x1);
      return t.api({
        method: 'POST',
        url: `/api/v1/audits/${auditid}/items/${item!.itemid}/photos`,
        payload: form.payload,
        headers: { ...form.headers, 'idempotency-key': key },
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await count('audit_photos WHERE auditid = $1', [auditid])).toBe(1);
  });
});
