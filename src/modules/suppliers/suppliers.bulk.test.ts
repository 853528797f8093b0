import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { createSupplier, newSupplier, rowsFor } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const url = '/api/v1/suppliers/createSupplierBulk';

describe('POST /suppliers/createSupplierBulk (JSON)', () => {
  it('gives a bad row the message a single create gives the same body', async () => {
    const bad = [
      newSupplier({ country: 12.5 }),
      newSupplier({ companyname: 'x'.repeat(201) }),
      newSupplier({ risk: 0 }),
      newSupplier({ comments: 'a\u0000b' }),
    ];
    const res = await t.api({ method: 'POST', url, payload: bad, key: t.key[2] });
    const messages = res.json().results.map((r: { message: string }) => r.message);
    for (const [i, row] of bad.entries()) {
      const single = await t.api({
        method: 'POST',
        url: '/api/v1/suppliers/createSupplier',
        payload: row,
        key: t.key[2],
      });
      expect(single.statusCode).toBe(400);
      expect(messages[i], JSON.stringify(single.json())).toBe(single.json().error);
    }
    expect(messages).toEqual([
      'Invalid value for country: must be an integer',
      'companyname must be at most 200 characters',
      'Invalid value for risk: must be at least 1',
      'Invalid value for comments: must not contain NUL characters',
    ]);
  });

  it('creates the good rows and reports the bad and duplicate ones, leaving nothing behind', async () => {
    const taken = uniqueEmail('taken');
    await createSupplier(t, { portaluseremail: taken });
    const twice = uniqueEmail('twice');
    const rows = [
      newSupplier({ companyname: 'Bulk Good One' }),
      newSupplier({ companyname: 'Bulk Missing City', city: undefined }),
      newSupplier({ companyname: 'Bulk First Of Two', portaluseremail: twice }),
      newSupplier({ companyname: 'Bulk Second Of Two', portaluseremail: twice.toUpperCase() }),
      newSupplier({ companyname: 'Bulk Taken', portaluseremail: taken }),
      newSupplier({ companyname: 'Bulk Bad Risk', risk: 77 }),
      newSupplier({ companyname: 'Bulk Bad Email', techcontactemail: 'nope' }),
      newSupplier({ companyname: 'Bulk Good Two', country: '826' }),
    ];
    const res = await t.api({ method: 'POST', url, payload: rows, key: t.key[2] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      total: 8,
      created: 3,
      failed: 5,
      results: [
        { row: 1, companyname: 'Bulk Good One', status: 'success', ...ids() },
        {
          row: 2,
          companyname: 'Bulk Missing City',
          status: 'error',
          ...problem('Missing required field: city', 'city'),
        },
        { row: 3, companyname: 'Bulk First Of Two', status: 'success', ...ids() },
        {
          row: 4,
          companyname: 'Bulk Second Of Two',
          status: 'error',
          ...problem(`Email already exists: ${twice.toUpperCase()}`, 'portaluseremail'),
        },
        {
          row: 5,
          companyname: 'Bulk Taken',
          status: 'error',
          ...problem(`Email already exists: ${taken}`, 'portaluseremail'),
        },
        {
          row: 6,
          companyname: 'Bulk Bad Risk',
          status: 'error',
          ...problem('Invalid risk: 77 does not exist', 'risk'),
        },
        {
          row: 7,
          companyname: 'Bulk Bad Email',
          status: 'error',
          ...problem('techcontactemail must be a valid email address', 'techcontactemail'),
        },
        { row: 8, companyname: 'Bulk Good Two', status: 'success', ...ids() },
      ],
      retry_payload: [rows[1], rows[3], rows[4], rows[5], rows[6]],
    });
    const codes = body.results
      .filter((r: { vendorcode?: string }) => r.vendorcode)
      .map((r: { vendorcode: string }) => r.vendorcode);
    expect(new Set(codes).size).toBe(3);
    for (const name of [
      'Bulk Missing City',
      'Bulk Second Of Two',
      'Bulk Taken',
      'Bulk Bad Risk',
      'Bulk Bad Email',
    ]) {
      expect(await rowsFor(t, name)).toEqual({ companies: 0, sites: 0, saqs: 0, users: 0, outbox: 0 });
    }
    expect(await rowsFor(t, 'Bulk Good Two')).toEqual({
      companies: 1,
      sites: 1,
      saqs: 1,
      users: 1,
      outbox: 1,
    });
  });

  it('accepts a single object, and answers 200 when no row was created', async () => {
    const one = await t.api({ method: 'POST', url, payload: newSupplier({ companyname: 'Bulk Single' }) });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({ total: 1, created: 1, failed: 0, retry_payload: [] });
    const none = await t.api({ method: 'POST', url, payload: [{ companyname: 'Nothing else' }] });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ success: true, total: 1, created: 0, failed: 1 });
  });

  it('isolates a row that fails inside the database: the others are created', async () => {
    await t.db.exec(`
      CREATE FUNCTION test_fail_bulk() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.recipient LIKE 'explodes.%' THEN RAISE EXCEPTION 'forced failure'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_bulk BEFORE INSERT ON supplier_outbox
        FOR EACH ROW EXECUTE FUNCTION test_fail_bulk();`);
    try {
      const rows = [
        newSupplier({ companyname: 'Iso Before' }),
        newSupplier({ companyname: 'Iso Explodes', portaluseremail: uniqueEmail('explodes') }),
        newSupplier({ companyname: 'Iso After' }),
      ];
      const res = await t.api({ method: 'POST', url, payload: rows });
      expect(res.json()).toMatchObject({ total: 3, created: 2, failed: 1 });
      expect(res.json().results[1]).toEqual({
        row: 2,
        companyname: 'Iso Explodes',
        status: 'error',
        ...problem('Database error during supplier creation'),
      });
      expect(await rowsFor(t, 'Iso Explodes')).toEqual({
        companies: 0,
        sites: 0,
        saqs: 0,
        users: 0,
        outbox: 0,
      });
      expect((await rowsFor(t, 'Iso After')).outbox).toBe(1);
    } finally {
      await t.db.exec('DROP TRIGGER test_fail_bulk ON supplier_outbox; DROP FUNCTION test_fail_bulk();');
    }
  });

  it('creates a large batch set-based, each row with its own code, site, SAQ, user and email', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => newSupplier({ companyname: `Large Batch ${i}` }));
    const res = await t.api({ method: 'POST', url, payload: rows });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ total: 600, created: 600, failed: 0, retry_payload: [] });
    expect(new Set(body.results.map((r: { vendorcode: string }) => r.vendorcode)).size).toBe(600);
    const { rows: counts } = await t.db.query<Record<string, number>>(
      `SELECT count(DISTINCT c.companyid)::int AS companies, count(DISTINCT s.siteid)::int AS sites,
              count(DISTINCT q.saqid)::int AS saqs, count(DISTINCT u.userid)::int AS users,
              count(DISTINCT o.id)::int AS outbox
         FROM companies c JOIN sites s USING (companyid) JOIN saqs q USING (companyid)
         JOIN users u USING (companyid) JOIN supplier_outbox o ON o.companyid = c.companyid AND o.userid = u.userid
        WHERE c.companyname LIKE 'Large Batch %'`,
    );
    expect(counts[0]).toEqual({ companies: 600, sites: 600, saqs: 600, users: 600, outbox: 600 });
  });

  it('refuses an empty or malformed body and other content types', async () => {
    const jsonError = {
      success: false,
      error: 'Request body must be a non-empty JSON array of supplier objects',
    };
    for (const payload of [[], [1, 2], ['x'], 'null']) {
      const res = await t.api({
        method: 'POST',
        url,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(jsonError);
    }
    for (const type of ['text/plain', 'application/xml', 'text/csv']) {
      const res = await t.api({ method: 'POST', url, payload: 'a,b', headers: { 'content-type': type } });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Unsupported content type. Use application/json or multipart/form-data with a CSV file.',
      });
    }
    expect((await t.api({ method: 'POST', url, payload: [newSupplier()], key: t.key[1] })).statusCode).toBe(
      403,
    );
  });

  it('refuses more than 10,000 rows with 413 naming the limit', async () => {
    const rows = Array.from({ length: 10_001 }, () => ({ companyname: 'x' }));
    const res = await t.api({ method: 'POST', url, payload: rows });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
    expect(res.json().error).toMatch(/10,?000/);
  });

  it('refuses a body over 20 MB with 413 naming the limit', async () => {
    const big = JSON.stringify([{ companyname: 'x'.repeat(21 * 1024 * 1024) }]);
    const res = await t.api({
      method: 'POST',
      url,
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/20 MB/);
  });
});

/** A failed row's message, and its one problem, about `field` (or the row as a whole). */
function problem(message: string, field?: string) {
  return { message, problems: [{ fields: field ? [field] : [], message }] };
}

function ids() {
  return { supplierid: expect.any(Number), siteid: expect.any(Number), vendorcode: expect.any(String) };
}
