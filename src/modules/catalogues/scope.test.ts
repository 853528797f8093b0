import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { keyFor } from '../../../test/fixtures/accounts.js';
import { approvedSpec, createWholesaler, link } from '../../../test/fixtures/catalogues.js';
import { supplierWithSpec } from '../../../test/fixtures/scope-world.js';
import { completeSpec, moveThrough } from '../../../test/fixtures/specs/workflow.js';

const t = useTestApp();

describe('the supplier scope on catalogues', () => {
  it('sees its own specs’ listings and exports, and another company’s exactly as missing ones', async () => {
    const a = await supplierWithSpec(t, 'Alpha');
    const b = await supplierWithSpec(t, 'Beta');
    for (const s of [a, b]) {
      await completeSpec(t, s.psid);
      await moveThrough(t, s.psid, 'Submitted', 'In review', 'Approved');
    }
    const w = await createWholesaler(t);
    const itemA = await link(t, w.wholesalerid, a.psid);
    const itemB = await link(t, w.wholesalerid, b.psid);
    const pubB = (await t.api({ method: 'POST', url: `/api/v1/catalogue/${itemB.itemid}/publish` })).json()
      .data;
    const { key } = await keyFor(t, a.userid);
    const asA = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.api({ method, url: `/api/v1${url}`, key, payload });

    const own = await asA('GET', `/products/${a.psid}/catalogue`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.map((i: { itemid: number }) => i.itemid)).toEqual([itemA.itemid]);
    expect((await asA('GET', `/products/${a.psid}/export?format=off`)).statusCode).toBe(200);

    for (const suffix of ['catalogue', 'export', 'export?format=off&version=1']) {
      const other = await asA('GET', `/products/${b.psid}/${suffix}`);
      const missing = await asA('GET', `/products/987654/${suffix}`);
      expect(other.statusCode, suffix).toBe(404);
      expect(other.json(), suffix).toEqual(missing.json());
    }

    // Wholesalers, items and publications are the organisation's: refused, whoever's they are.
    for (const [method, url, payload] of [
      ['GET', '/wholesalers', undefined],
      ['GET', `/wholesalers/${w.wholesalerid}`, undefined],
      ['GET', `/wholesalers/${w.wholesalerid}/catalogue`, undefined],
      [
        'POST',
        `/wholesalers/${w.wholesalerid}/catalogue`,
        { psid: a.psid, gtin: '96385074', targetmarket: 826 },
      ],
      ['GET', `/catalogue/${itemA.itemid}`, undefined],
      ['POST', `/catalogue/${itemA.itemid}/publish`, undefined],
      ['DELETE', `/catalogue/${itemA.itemid}`, undefined],
      ['GET', `/catalogue/${itemB.itemid}/publications`, undefined],
      ['POST', `/publications/${pubB.publicationid}/confirm`, { state: 'REJECTED' }],
    ] as const) {
      const res = await asA(method, url, payload);
      expect(res.json(), `${method} ${url}`).toEqual({ success: false, error: 'Insufficient permissions' });
    }
    expect(
      (await t.api({ method: 'GET', url: `/api/v1/catalogue/${itemA.itemid}` })).json().data.active,
    ).toBe(1);
    expect(
      (await t.api({ method: 'GET', url: `/api/v1/publications/${pubB.publicationid}` })).json().data.status,
    ).toBe('pending');
  });

  it('an organisation key reads any company’s listings', async () => {
    const spec = await approvedSpec(t);
    const w = await createWholesaler(t);
    await link(t, w.wholesalerid, spec.psid);
    const res = await t.api({ method: 'GET', url: `/api/v1/products/${spec.psid}/catalogue`, key: t.key[1] });
    expect(res.json().data).toHaveLength(1);
  });
});
