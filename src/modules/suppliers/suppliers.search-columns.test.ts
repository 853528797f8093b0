import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { acrossMigration } from '../../../test/migration.js';

// The search reads the lowered name and vendor code kept with each company (migrations/0096_search_columns.sql):
// they follow every write, never show in an answer or in the history, and were filled in for the companies that
// existed before them.

const t = useTestApp();

const ids = async (search: string) => {
  const res = await t.api({ method: 'GET', url: `/api/v1/suppliers?search=${encodeURIComponent(search)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { supplierid: number }[] }).data.map((s) => s.supplierid);
};

describe('the supplier search columns', () => {
  it('follow a rename and a new vendor code, whatever their case', async () => {
    const token = `Srchcol${process.pid}`;
    const { supplierid } = await createSupplier(t, { companyname: `${token} Old Mill` });
    expect(await ids(`${token} old`)).toEqual([supplierid]);

    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${supplierid}`,
      payload: { companyname: `${token} NEW Dairy` },
      key: t.key[2],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ids(`${token} old`)).toEqual([]);
    expect(await ids(`${token.toUpperCase()} new dairy`)).toEqual([supplierid]);

    // A vendor code set outside the API (an operator's fix): the search follows it too.
    const code = `VC${token}X`;
    await t.db.query('UPDATE companies SET vendorcode = $1 WHERE companyid = $2', [code, supplierid]);
    expect(await ids(code.toLowerCase())).toEqual([supplierid]);
  });

  it('never show in an answer or in the history', async () => {
    const token = `Srchhid${process.pid}`;
    const { supplierid } = await createSupplier(t, { companyname: `${token} Foods` });
    await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${supplierid}`,
      payload: { companyname: `${token} Foods Ltd` },
      key: t.key[2],
    });
    const bodies = [
      (await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` })).body,
      (await t.api({ method: 'GET', url: `/api/v1/suppliers?search=${token}` })).body,
      (await t.api({ method: 'GET', url: `/api/v1/history/supplier/${supplierid}` })).body,
    ];
    for (const body of bodies) expect(body).not.toMatch(/search_(name|code)/);
    const history = JSON.parse(bodies[2]!) as { data: { action: string; changes: { field: string }[] }[] };
    const rename = history.data.find((e) => e.action === 'update');
    expect(rename?.changes.map((c) => c.field)).toEqual(['companyname']);
    // Nothing in the stored entries either (the feed and the webhooks read them as they are).
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM history
        WHERE entity = 'supplier' AND entityid = $1 AND (old ? 'search_name' OR new ? 'search_name')`,
      [supplierid],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

it('fills the columns in for the companies that existed before them', async () => {
  await acrossMigration('0096', async (db, upgrade) => {
    const { rows } = await db.query<{ companyid: number }>(
      "INSERT INTO companies (companyname, vendorcode) VALUES ('Earlier BAKERY Co', 'EB-0042') RETURNING companyid",
    );
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM history');

    await upgrade();

    const { rows: kept } = await db.query(
      'SELECT search_name, search_code FROM companies WHERE companyid = $1',
      [rows[0]!.companyid],
    );
    expect(kept).toEqual([{ search_name: 'earlier bakery co', search_code: 'eb-0042' }]);
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM history');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
