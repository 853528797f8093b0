import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplierRows } from '../../../test/factories.js';

const t = useTestApp();
let base: Record<string, unknown>;
beforeAll(async () => {
  const s = await createSupplierRows(t.db);
  base = { companyid: s.companyid, siteid: s.siteid, productname: 'Oat biscuits', productcode: 'OB-1' };
});

async function bulk(rows: Record<string, unknown>[]) {
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/newlines/createNewlineBulk',
    payload: rows,
    key: t.key[2],
  });
  return res.json().results as { status: string; message?: string; newlineid?: number }[];
}

describe('bulk newline rows', () => {
  it('read CSV-style text into typed values, true/false flags included, ignoring unknown columns', async () => {
    const [r] = await bulk([
      {
        ...base,
        companyid: String(base.companyid),
        honey: '1',
        jam: 'false',
        cheese: 'TRUE',
        mcs: '-3',
        extra: 'x',
      },
    ]);
    expect(r!.status).toBe('success');
    const read = (await t.api({ method: 'GET', url: `/api/v1/newlines/${r!.newlineid}` })).json().data;
    expect(read).toMatchObject({ companyid: base.companyid, honey: 1, jam: 0, cheese: 1, mcs: -3 });
  });

  it('list every missing required field, blank text and null included', async () => {
    const [r] = await bulk([{ productname: '  ', siteid: null }]);
    expect(r!.message).toBe('Missing required fields: companyid, siteid, productname, productcode');
  });

  it('get the message POST /newlines gives the same body', async () => {
    const bad = [
      { honey: 2 },
      { siteid: '0' },
      { mcs: '1.5' },
      { productcode: 'ABCDEFGHIJKLM' },
      { productname: 'n'.repeat(76) },
      { productname: 'a\u0000' },
      { description: { a: 1 } },
    ].map((o) => ({ ...base, ...o }));
    const results = await bulk(bad);
    for (const [i, row] of bad.entries()) {
      const single = await t.api({ method: 'POST', url: '/api/v1/newlines', payload: row, key: t.key[2] });
      expect(single.statusCode, JSON.stringify(row).slice(0, 80)).toBe(400);
      expect(results[i]!.message).toBe(single.json().error);
    }
    expect(results.map((r) => r.message)).toEqual([
      'Invalid value for honey: must be 0 or 1',
      'Invalid value for siteid: must be at least 1',
      'Invalid value for mcs: must be an integer or null',
      'productcode must be at most 12 characters',
      'productname must be at most 75 characters',
      'Invalid value for productname: must not contain NUL characters',
      'Invalid value for description: must be a string or null',
    ]);
  });
});
