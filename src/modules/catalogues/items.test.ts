import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { approvedSpec, createWholesaler, link, uniqueGtin } from '../../../test/fixtures/catalogues.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

const t = useTestApp();
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key?: string) =>
  t.api({ method, url: `/api/v1${url}`, payload, key });

describe('catalogue items', () => {
  it('links a spec under a GTIN-8, -12, -13 or -14, stored as 14 digits', async () => {
    const w = await createWholesaler(t);
    const spec = await createNewline(t, { productname: 'Rye bread' });
    const cases = [
      ['96385074', '00000096385074'],
      ['036000291452', '00036000291452'],
      ['4006381333931', '04006381333931'],
      ['10614141000415', '10614141000415'],
    ];
    for (const [gtin, stored] of cases) {
      const res = await api(
        'POST',
        `/wholesalers/${w.wholesalerid}/catalogue`,
        { psid: spec.psid, gtin, targetmarket: 372 },
        t.key[2],
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        gtin: stored,
        psid: spec.psid,
        productname: 'Rye bread',
        targetmarket: 372,
        wholesalerid: w.wholesalerid,
        gln: w.gln,
        autopublish: false,
        active: 1,
        publishedversion: null,
        latestversion: null,
        stale: false,
        status: null,
        lastconfirmedat: null,
      });
    }
    // The same GTIN in another market is another item; in the same market (any length) a duplicate.
    expect(
      (
        await api('POST', `/wholesalers/${w.wholesalerid}/catalogue`, {
          psid: spec.psid,
          gtin: '4006381333931',
          targetmarket: 826,
        })
      ).statusCode,
    ).toBe(201);
    const dup = await api('POST', `/wholesalers/${w.wholesalerid}/catalogue`, {
      psid: spec.psid,
      gtin: '04006381333931',
      targetmarket: 372,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(
      'This GTIN is already listed for this target market in the wholesaler’s catalogue',
    );
    const listed = (await api('GET', `/wholesalers/${w.wholesalerid}/catalogue?limit=2&page=2`)).json();
    expect(listed.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect((await api('GET', `/products/${spec.psid}/catalogue`)).json().data).toHaveLength(5);
  });

  it('refuses bad GTINs, unknown specs, markets and wholesalers, and hostile values', async () => {
    const w = await createWholesaler(t);
    const spec = await createNewline(t);
    const post = (payload: object, wholesalerid = w.wholesalerid) =>
      api('POST', `/wholesalers/${wholesalerid}/catalogue`, {
        psid: spec.psid,
        gtin: uniqueGtin(),
        targetmarket: 826,
        ...payload,
      });
    for (const gtin of [
      '4006381333932',
      '400638133393',
      '123456789',
      '',
      '4006381333931x',
      '4006381333931 '.repeat(3),
    ])
      expect((await post({ gtin })).json(), gtin).toEqual({ success: false, error: 'Invalid GTIN' });
    expect((await post({ targetmarket: 999 })).json()).toEqual({
      success: false,
      error: 'Invalid targetmarket: 999 does not exist',
    });
    expect((await post({ psid: 987654 })).json()).toEqual({
      success: false,
      error: 'Product spec not found or inactive',
    });
    expect((await post({}, 987654)).json()).toEqual({ success: false, error: 'Wholesaler not found' });
    for (const bad of [
      { psid: 0 },
      { psid: -1 },
      { targetmarket: 'GB' },
      { itemcode: 'x'.repeat(51) },
      { autopublish: 'maybe' },
      { gtin: { $ne: 1 } },
    ])
      expect((await post(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(
      (await api('POST', `/wholesalers/${w.wholesalerid}/catalogue`, { gtin: uniqueGtin() })).json().error,
    ).toBe('Missing required field: psid');
    expect((await post({}, undefined)).statusCode).toBe(201);
    expect(
      (
        await api(
          'POST',
          `/wholesalers/${w.wholesalerid}/catalogue`,
          { psid: spec.psid, gtin: uniqueGtin(), targetmarket: 826 },
          t.key[1],
        )
      ).statusCode,
    ).toBe(403);
  });

  it('creates exactly one of concurrent duplicate links', async () => {
    const w = await createWholesaler(t);
    const spec = await createNewline(t);
    const payload = { psid: spec.psid, gtin: uniqueGtin(), targetmarket: 826 };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', `/wholesalers/${w.wholesalerid}/catalogue`, payload)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('updates itemcode and autopublish only, and withdraws; a withdrawn item reads but no longer changes', async () => {
    const spec = await approvedSpec(t);
    const w = await createWholesaler(t);
    const item = await link(t, w.wholesalerid, spec.psid, { itemcode: 'A1' });
    const upd = await api('PUT', `/catalogue/${item.itemid}`, {
      autopublish: true,
      itemcode: null,
      gtin: '96385074',
    });
    expect(upd.json().data).toMatchObject({ autopublish: true, itemcode: null, gtin: item.gtin });
    expect((await api('PUT', `/catalogue/${item.itemid}`, { gtin: '96385074' })).json().error).toBe(
      'No valid fields provided for update',
    );
    const gone = await api('DELETE', `/catalogue/${item.itemid}`, undefined, t.key[2]);
    expect(gone.json()).toEqual({
      success: true,
      data: { itemid: item.itemid, withdrawn: true, publication: null },
    });
    expect((await api('GET', `/catalogue/${item.itemid}`)).json().data).toMatchObject({
      active: 0,
      stale: false,
    });
    for (const [method, url, payload] of [
      ['PUT', `/catalogue/${item.itemid}`, { autopublish: false }],
      ['DELETE', `/catalogue/${item.itemid}`, undefined],
      ['GET', '/catalogue/987654', undefined],
      ['GET', '/catalogue/987654/publications', undefined],
    ] as const)
      expect((await api(method, url, payload)).json(), url).toEqual({
        success: false,
        error: 'Catalogue item not found',
      });
    // Withdrawn, its GTIN may be listed again.
    expect(
      (
        await api('POST', `/wholesalers/${w.wholesalerid}/catalogue`, {
          psid: spec.psid,
          gtin: item.gtin,
          targetmarket: 826,
        })
      ).statusCode,
    ).toBe(201);
    expect((await api('GET', `/wholesalers/${w.wholesalerid}/catalogue?status=SHIPPED`)).statusCode).toBe(
      400,
    );
    expect((await api('GET', '/products/987654/catalogue')).json()).toEqual({
      success: false,
      error: 'Product not found',
    });
  });
});
