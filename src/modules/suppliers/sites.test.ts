import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const SUPPLIER_GONE = { success: false, error: 'Supplier not found or already inactive' };
const SITE_GONE = { success: false, error: 'Site not found or already inactive' };

const depot = {
  sitename: 'Hull depot',
  address1: '4 Dock Road',
  address2: null,
  city: 'Hull',
  postcode: 'HU1 1AA',
  countryid: 826,
};

const addSite = (
  supplierid: number,
  payload: object,
  extra: { key?: string; headers?: Record<string, string> } = {},
) =>
  t.api({ method: 'POST', url: `/api/v1/suppliers/${supplierid}/sites`, payload, key: t.key[2], ...extra });
const editSite = (
  supplierid: number,
  siteid: number,
  payload: object,
  extra: { key?: string; headers?: Record<string, string> } = {},
) =>
  t.api({
    method: 'PUT',
    url: `/api/v1/suppliers/${supplierid}/sites/${siteid}`,
    payload,
    key: t.key[2],
    ...extra,
  });
const sitesOf = async (supplierid: number) =>
  (await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` })).json().data.supplier.sites as {
    siteid: number;
    sitename: string;
    city: string;
    active: number;
    is_default: boolean;
    address2: string | null;
  }[];

describe('POST /suppliers/{supplierid}/sites', () => {
  it('adds a non-default site, read back with the same field names, recorded in the history', async () => {
    const { supplierid } = await createSupplier(t);
    const res = await addSite(supplierid, depot);
    expect(res.statusCode, res.body).toBe(201);
    const { siteid } = res.json();
    expect(res.json()).toEqual({ success: true, message: 'Site added successfully', supplierid, siteid });
    const sites = await sitesOf(supplierid);
    expect(sites).toHaveLength(2);
    expect(sites[1]).toMatchObject({ ...depot, siteid, is_default: false, active: 1 });
    const history = await t.api({ method: 'GET', url: `/api/v1/history/supplier/${supplierid}` });
    expect(JSON.stringify(history.json())).toContain('Hull depot');
  });

  it('refuses bad bodies with 400 naming the field, and writes nothing', async () => {
    const { supplierid } = await createSupplier(t);
    const bad: [object, RegExp][] = [
      [{ ...depot, sitename: undefined }, /Missing required field: sitename/],
      [{ ...depot, sitename: '' }, /sitename/],
      [{ ...depot, postcode: 'x'.repeat(21) }, /postcode/],
      [{ ...depot, countryid: 99999 }, /Invalid countryid: 99999 does not exist/],
      [{ ...depot, countryid: 'UK' }, /countryid/],
      [{ ...depot, address1: { $ne: 1 } }, /address1/],
    ];
    for (const [payload, message] of bad) {
      const res = await addSite(supplierid, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    const huge = await addSite(supplierid, { ...depot, address3: 'x'.repeat(3_000_000) });
    expect([400, 413]).toContain(huge.statusCode);
    expect(await sitesOf(supplierid)).toHaveLength(1);
  });

  it('answers 404 for an unknown, deleted or organisation supplier; level 1 is 403', async () => {
    const { supplierid } = await createSupplier(t);
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${supplierid}` });
    for (const id of [supplierid, 1, 987654]) {
      const res = await addSite(id, depot);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(SUPPLIER_GONE);
    }
    expect((await addSite(supplierid, depot, { key: t.key[1] })).statusCode).toBe(403);
  });

  it('makes one site however often the same Idempotency-Key is replayed, at once or later', async () => {
    const { supplierid } = await createSupplier(t);
    const headers = { 'idempotency-key': `site-${supplierid}` };
    const answers = await Promise.all([1, 2, 3].map(() => addSite(supplierid, depot, { headers })));
    const later = await addSite(supplierid, depot, { headers });
    const ok = [...answers, later].filter((r) => r.statusCode === 201);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of [...answers, later]) expect([201, 409]).toContain(r.statusCode);
    expect(new Set(ok.map((r) => r.json().siteid)).size).toBe(1);
    expect(await sitesOf(supplierid)).toHaveLength(2);
  });
});

describe('PUT /suppliers/{supplierid}/sites/{siteid}', () => {
  it('changes only the given fields, the default site included; POST + override works too', async () => {
    const { supplierid, siteid } = await createSupplier(t);
    const res = await editSite(supplierid, siteid, {
      sitename: 'Leeds mill',
      address2: null,
      is_default: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Site updated successfully', supplierid, siteid });
    const override = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${supplierid}/sites/${siteid}`,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
      payload: { city: 'Bradford' },
      key: t.key[2],
    });
    expect(override.statusCode, override.body).toBe(200);
    expect((await sitesOf(supplierid))[0]).toMatchObject({
      siteid,
      sitename: 'Leeds mill',
      address2: null,
      city: 'Bradford',
      is_default: true,
    });
  });

  it('refuses an empty body, a site of another supplier, an inactive site', async () => {
    const a = await createSupplier(t);
    const b = await createSupplier(t);
    const empty = await editSite(a.supplierid, a.siteid, { is_default: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, error: 'No valid fields provided to update' });
    // B's site under A's id: not A's site.
    const crossed = await editSite(a.supplierid, b.siteid, { sitename: 'Stolen' });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual(SITE_GONE);
    const extra = (await addSite(a.supplierid, depot)).json().siteid as number;
    expect(
      (await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${a.supplierid}/sites/${extra}` })).statusCode,
    ).toBe(200);
    expect((await editSite(a.supplierid, extra, { sitename: 'Back' })).json()).toEqual(SITE_GONE);
    expect((await sitesOf(b.supplierid))[0]!.sitename).not.toBe('Stolen');
    expect((await editSite(a.supplierid, a.siteid, { countryid: 4242 })).json().error).toBe(
      'Invalid countryid: 4242 does not exist',
    );
  });
});

describe('DELETE /suppliers/{supplierid}/sites/{siteid}', () => {
  it('deactivates a further site at level 3, never the default one', async () => {
    const { supplierid, siteid } = await createSupplier(t);
    const extra = (await addSite(supplierid, depot)).json().siteid as number;
    const url = (id: number) => `/api/v1/suppliers/${supplierid}/sites/${id}`;
    expect((await t.api({ method: 'DELETE', url: url(extra), key: t.key[2] })).statusCode).toBe(403);
    const res = await t.api({ method: 'DELETE', url: url(extra), key: t.key[3] });
    expect(res.json()).toEqual({
      success: true,
      message: 'Site deactivated successfully',
      supplierid,
      siteid: extra,
    });
    const again = await t.api({ method: 'DELETE', url: url(extra), key: t.key[3] });
    expect(again.statusCode).toBe(404);
    const dflt = await t.api({ method: 'DELETE', url: url(siteid), key: t.key[3] });
    expect(dflt.statusCode).toBe(409);
    expect(dflt.json()).toEqual({ success: false, error: 'The default site cannot be deactivated' });
    expect((await sitesOf(supplierid)).map((s) => s.active)).toEqual([1, 0]);
  });
});

describe('sites in the supplier scope', () => {
  it('a portal user adds and edits its own sites; another company’s ids answer as missing ones; no delete', async () => {
    const a = await supplierAccount(t);
    const b = await supplierAccount(t);
    const as = bearer(a.token);
    const own = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${a.supplierid}/sites`,
      headers: as,
      payload: depot,
      key: null,
    });
    expect(own.statusCode, own.body).toBe(201);
    const edit = await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${a.supplierid}/sites/${a.siteid}`,
      headers: as,
      payload: { postcode: 'LS2 7AA' },
      key: null,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // B's supplier, B's site under B's id, B's site under A's id.
    const other = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${b.supplierid}/sites`,
      headers: as,
      payload: depot,
      key: null,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(SUPPLIER_GONE);
    const bs = await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${b.supplierid}/sites/${b.siteid}`,
      headers: as,
      payload: { sitename: 'Taken over' },
      key: null,
    });
    expect(bs.json()).toEqual(SUPPLIER_GONE);
    const crossed = await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${a.supplierid}/sites/${b.siteid}`,
      headers: as,
      payload: { sitename: 'Taken over' },
      key: null,
    });
    expect(crossed.json()).toEqual(SITE_GONE);
    expect((await sitesOf(b.supplierid)).map((s) => s.sitename)).not.toContain('Taken over');
    const del = await t.api({
      method: 'DELETE',
      url: `/api/v1/suppliers/${a.supplierid}/sites/${own.json().siteid}`,
      headers: as,
      key: null,
    });
    expect(del.statusCode).toBe(403);
  });
});
