import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { uniqueGln, wrongCheckDigit } from '../../../test/fixtures/gs1.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const DUPLICATE = { success: false, error: 'Invalid gln: another active site already has this GLN' };
const INVALID = { success: false, error: 'Invalid GLN' };

const dc = (extra: object = {}) => ({
  sitename: 'Daventry DC',
  address1: '1 Logistics Way',
  city: 'Daventry',
  postcode: 'NN11 8AA',
  countryid: 826,
  sitetype: 'dc',
  ...extra,
});
const create = (payload: object, extra: { key?: string | null; headers?: Record<string, string> } = {}) =>
  t.api({ method: 'POST', url: '/api/v1/sites', payload, key: t.key[2], ...extra });
const edit = (
  siteid: number,
  payload: object,
  extra: { key?: string | null; headers?: Record<string, string> } = {},
) => t.api({ method: 'PUT', url: `/api/v1/sites/${siteid}`, payload, key: t.key[2], ...extra });

describe('POST /sites', () => {
  it('adds an organisation site with its GLN, type and contact; read back, listed, filtered', async () => {
    const gln = uniqueGln();
    const res = await create(dc({ gln, contactemail: 'dc-manager@example.com' }));
    expect(res.statusCode, res.body).toBe(201);
    const site = res.json().data;
    expect(site).toMatchObject({
      companyid: 1,
      sitename: 'Daventry DC',
      gln,
      sitetype: 'dc',
      contactemail: 'dc-manager@example.com',
      is_default: false,
      active: 1,
    });
    const got = await t.api({ method: 'GET', url: `/api/v1/sites/${site.siteid}`, key: t.key[1] });
    expect(got.json().data).toEqual(site);
    const byGln = await t.api({ method: 'GET', url: `/api/v1/sites?gln=${gln}`, key: t.key[1] });
    expect(byGln.json().data.map((s: { siteid: number }) => s.siteid)).toEqual([site.siteid]);
    const ours = await t.api({ method: 'GET', url: '/api/v1/sites?companyid=1&sitetype=dc' });
    expect(ours.json().data.every((s: { companyid: number }) => s.companyid === 1)).toBe(true);
    expect(ours.json().pagination).toMatchObject({ page: 1, limit: 50 });
    // Without a type the organisation's site is an office; a supplier's is always a 'site'.
    const office = await create(dc({ sitetype: undefined, sitename: 'Head office' }));
    expect(office.json().data.sitetype).toBe('office');
    const { supplierid } = await createSupplier(t);
    const plant = await create(dc({ sitetype: undefined, companyid: supplierid, gln: uniqueGln() }));
    expect(plant.statusCode, plant.body).toBe(201);
    expect(plant.json().data).toMatchObject({ companyid: supplierid, sitetype: 'site' });
  });

  it('refuses a GLN that is not 13 digits with its check digit (400 Invalid GLN) and wrong types', async () => {
    const gln = uniqueGln();
    for (const bad of [
      wrongCheckDigit(gln),
      gln.slice(1),
      `0${gln}`,
      ` ${gln}`,
      '40123450000x9',
      '',
      '٤'.repeat(13),
    ]) {
      const res = await create(dc({ gln: bad }));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    const { supplierid } = await createSupplier(t);
    const wrong: [object, string][] = [
      [dc({ sitetype: 'site' }), "Invalid sitetype: the organisation's sites are 'dc', 'store' or 'office'"],
      [dc({ companyid: supplierid }), "Invalid sitetype: a supplier's sites are of type 'site'"],
    ];
    for (const [payload, error] of wrong)
      expect((await create(payload)).json()).toEqual({ success: false, error });
    expect((await create(dc({ sitetype: 'farm' }))).statusCode).toBe(400);
    expect((await create(dc({ contactemail: 'not an email' }))).statusCode).toBe(400);
    expect((await create(dc({ companyid: 987654, sitetype: undefined }))).statusCode).toBe(404);
    const huge = await create(dc({ address3: 'x'.repeat(3_000_000) }));
    expect([400, 413]).toContain(huge.statusCode);
    for (const hostile of [{ $ne: 1 }, ['1', '2'], true, 4012345000008]) {
      expect((await create(dc({ gln: hostile }))).statusCode).toBe(400);
    }
  });

  it('a GLN is one active site’s: 409 on a duplicate, reusable once that site is deactivated', async () => {
    const gln = uniqueGln();
    const first = await create(dc({ gln }));
    expect(first.statusCode).toBe(201);
    const again = await create(dc({ gln, sitename: 'Copy' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(DUPLICATE);
    // Through the supplier routes too, creating and editing.
    const { supplierid, siteid } = await createSupplier(t);
    const viaSupplier = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${supplierid}/sites`,
      payload: { ...dc({ gln }), sitetype: undefined },
    });
    expect(viaSupplier.json()).toEqual(DUPLICATE);
    const editSupplier = await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${supplierid}/sites/${siteid}`,
      payload: { gln },
    });
    expect(editSupplier.statusCode).toBe(409);
    const del = await t.api({
      method: 'DELETE',
      url: `/api/v1/sites/${first.json().data.siteid}`,
      key: t.key[3],
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data.active).toBe(0);
    const reused = await edit(siteid, { gln });
    expect(reused.statusCode, reused.body).toBe(200);
    expect(reused.json().data).toMatchObject({ siteid, gln, sitetype: 'site' });
  });

  it('two creates with one GLN at once: one 201, one 409, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const gln = uniqueGln();
      const answers = await Promise.all([1, 2, 3].map((i) => create(dc({ gln, sitename: `Race ${i}` }))));
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409, 409]);
    }
  });
});

describe('POST /sites replayed', () => {
  it('makes one site however often the same Idempotency-Key is replayed, at once or later', async () => {
    const headers = { 'idempotency-key': `org-site-${uniqueGln()}` };
    const gln = uniqueGln();
    const payload = dc({ gln, sitename: 'Replayed DC' });
    const answers = await Promise.all([1, 2, 3].map(() => create(payload, { headers })));
    const later = await create(payload, { headers });
    const ok = [...answers, later].filter((r) => r.statusCode === 201);
    expect(ok.length).toBeGreaterThan(0);
    // A replay still running answers 409 (the idempotency's); none is a 500, none a second site.
    for (const r of [...answers, later]) expect([201, 409]).toContain(r.statusCode);
    expect(new Set(ok.map((r) => r.json().data.siteid)).size).toBe(1);
    const listed = await t.api({ method: 'GET', url: `/api/v1/sites?gln=${gln}` });
    expect(listed.json().pagination.total).toBe(1);
  });
});

describe('PUT and DELETE /sites/{siteid}', () => {
  it('changes the given fields, clears the GLN with null, keeps the type rules; level 2 writes, 3 deletes', async () => {
    const created = (await create(dc({ gln: uniqueGln() }))).json().data;
    const res = await edit(created.siteid, {
      sitename: 'Daventry DC 2',
      gln: null,
      sitetype: 'store',
      companyid: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      sitename: 'Daventry DC 2',
      gln: null,
      sitetype: 'store',
      companyid: 1,
    });
    expect((await edit(created.siteid, { sitetype: 'site' })).statusCode).toBe(400);
    expect((await edit(created.siteid, { gln: wrongCheckDigit(uniqueGln()) })).json()).toEqual(INVALID);
    expect((await edit(created.siteid, { is_default: true })).json()).toEqual({
      success: false,
      error: 'No valid fields provided to update',
    });
    expect((await edit(created.siteid, { city: 'X' }, { key: t.key[1] })).statusCode).toBe(403);
    expect((await create(dc(), { key: t.key[1] })).statusCode).toBe(403);
    const url = `/api/v1/sites/${created.siteid}`;
    expect((await t.api({ method: 'DELETE', url, key: t.key[2] })).statusCode).toBe(403);
    expect((await t.api({ method: 'DELETE', url, key: t.key[3] })).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url, key: t.key[3] })).statusCode).toBe(404);
    expect((await edit(created.siteid, { city: 'Y' })).json()).toEqual({
      success: false,
      error: 'Site not found or already inactive',
    });
    // A deactivated site is still read (events may name it), and listed with active=0 only.
    expect((await t.api({ method: 'GET', url })).json().data.active).toBe(0);
    const inactive = await t.api({ method: 'GET', url: '/api/v1/sites?active=0&companyid=1' });
    expect(inactive.json().data.map((s: { siteid: number }) => s.siteid)).toContain(created.siteid);
    const { siteid } = await createSupplier(t);
    const dflt = await t.api({ method: 'DELETE', url: `/api/v1/sites/${siteid}`, key: t.key[3] });
    expect(dflt.statusCode).toBe(409);
    expect(dflt.json()).toEqual({ success: false, error: 'The default site cannot be deactivated' });
    expect((await t.api({ method: 'GET', url: '/api/v1/sites/987654' })).statusCode).toBe(404);
  });
});

describe('sites in the supplier scope', () => {
  it('reads and edits only its own sites, creates only its own, never the organisation’s', async () => {
    const a = await supplierAccount(t);
    const b = await supplierAccount(t);
    const as = { key: null, headers: bearer(a.token) };
    const orgSite = (await create(dc({ gln: uniqueGln() }))).json().data;
    const list = await t.api({ method: 'GET', url: '/api/v1/sites', ...as });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { companyid: number }) => s.companyid)).toEqual([a.supplierid]);
    for (const q of ['companyid=1', `companyid=${b.supplierid}`]) {
      const other = await t.api({ method: 'GET', url: `/api/v1/sites?${q}`, ...as });
      expect(other.json().data.map((s: { companyid: number }) => s.companyid)).toEqual([a.supplierid]);
    }
    for (const id of [orgSite.siteid, b.siteid]) {
      const get = await t.api({ method: 'GET', url: `/api/v1/sites/${id}`, ...as });
      expect(get.statusCode).toBe(404);
      const put = await edit(id, { sitename: 'Taken over' }, as);
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ success: false, error: 'Site not found or already inactive' });
    }
    expect((await t.api({ method: 'GET', url: `/api/v1/sites/${b.siteid}` })).json().data.sitename).not.toBe(
      'Taken over',
    );
    // No companyid of any company, its own included: its sites are its company's.
    for (const companyid of [1, b.supplierid, a.supplierid]) {
      const res = await create(dc({ sitetype: undefined, companyid }), as);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: 'Insufficient permissions for companyid' });
    }
    expect((await create(dc(), as)).json()).toEqual({
      success: false,
      error: "Invalid sitetype: a supplier's sites are of type 'site'",
    });
    const plant = await create(dc({ sitetype: undefined, sitename: 'Second plant', gln: uniqueGln() }), as);
    expect(plant.statusCode, plant.body).toBe(201);
    expect(plant.json().data).toMatchObject({ companyid: a.supplierid, sitetype: 'site' });
    const own = await edit(a.siteid, { gln: uniqueGln(), contactemail: 'plant@example.com' }, as);
    expect(own.statusCode, own.body).toBe(200);
    const del = await t.api({ method: 'DELETE', url: `/api/v1/sites/${plant.json().data.siteid}`, ...as });
    expect(del.statusCode).toBe(403);
  });
});
