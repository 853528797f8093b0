import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer } from '../../../test/fixtures/accounts.js';
import { auditItems } from '../../../test/fixtures/audits/helpers.js';
import { answer, supplierWithSpec } from '../../../test/fixtures/scope-world.js';
import { newSupplier } from '../../../test/fixtures/suppliers.js';

/** A supplier's portal user on its specs (docs/auth.md, supplier-access.ts); every route: the scope matrix. */
const t = useTestApp();

const CONTENT = {
  productdescription: 'Crisp oatcakes with sea salt',
  shelflife: '120 days',
  supplierdeclarationname: 'Pat Portal',
  weight: '250',
};
/** Fields the organisation keeps: status, sign-off, catalogue, product and company. */
const ORG_FIELDS = {
  buyingsignoffname: 'Bea Buyer',
  technicalsignoffname: 'Ted Tech',
  statusid: 2,
  buyingsignoffcomments: 'Approved for launch',
  productname: 'Renamed oatcakes',
  companyname: 'Renamed Foods',
  price: '9.99',
};
const NOWHERE = 987654;

type Headers = Record<string, string>;
/** `headers` undefined: the organisation's Admin key. */
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  t.api({ method, url: `/api/v1${url}`, payload, ...(headers ? { key: null, headers } : {}) });

/** The spec as stored: getProduct shows the catalogue fields, not the spec's content or sign-off. */
async function stored(psid: number) {
  const { rows } = await t.db.query(
    `SELECT s.productdescription, s.shelflife, s.supplierdeclarationname, s.weight, s.buyingsignoffname,
            s.technicalsignoffname, s.statusid, s.buyingsignoffcomments, s.price::float8 AS price,
            n.productname, c.companyname
       FROM product_specs s JOIN newlines n USING (newlineid) JOIN companies c ON c.companyid = n.companyid
      WHERE s.psid = $1`,
    [psid],
  );
  const product = await api('GET', `/products/getProduct/${psid}`);
  return { row: rows[0], product: product.json() };
}

it('writes spec content and its own declaration on its own spec', async () => {
  const a = await supplierWithSpec(t, 'Alpha');
  const res = await api('POST', `/products/updateProduct/${a.psid}`, bearer(a.token), CONTENT);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject(CONTENT);
  const read = await api('GET', `/products/getProduct/${a.psid}`, bearer(a.token));
  expect(read.statusCode).toBe(200);
  expect(read.json().data).toMatchObject({ psid: a.psid, weight: 250 });
  expect((await stored(a.psid)).row).toMatchObject(CONTENT);
});

it('refuses each organisation field with 403 naming it, writing nothing; the Admin key may send them', async () => {
  const a = await supplierWithSpec(t, 'Alpha');
  const before = await stored(a.psid);
  for (const [field, value] of Object.entries(ORG_FIELDS)) {
    for (const method of ['POST', 'PUT'] as const) {
      const body = { ...CONTENT, [field]: value };
      const res = await api(method, `/products/updateProduct/${a.psid}`, bearer(a.token), body);
      expect(answer(res), `${method} ${field}`).toEqual({
        status: 403,
        body: { success: false, error: `Insufficient permissions for ${field}` },
      });
    }
  }
  expect(await stored(a.psid)).toEqual(before);

  const res = await api('POST', `/products/updateProduct/${a.psid}`, undefined, {
    ...CONTENT,
    ...ORG_FIELDS,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await stored(a.psid)).row).toEqual({ ...CONTENT, ...ORG_FIELDS, price: 9.99 });
});

it('adds and updates allergens and nutrition on its own spec', async () => {
  const a = await supplierWithSpec(t, 'Alpha');
  const as = bearer(a.token);
  const steps = [
    [await api('POST', '/products/addAllergens', as, { psid: a.psid, eggs: 1 }), 201],
    [await api('POST', `/products/updateAllergens/${a.psid}`, as, { sesame: 2 }), 200],
    [await api('POST', '/products/addNutritionalInfo', as, { psid: a.psid, kcal100gcontains: '450' }), 201],
    [await api('PUT', `/products/updateNutritionalInfo/${a.psid}`, as, { fibre100gcontains: '3.5' }), 200],
  ] as const;
  for (const [res, status] of steps) expect(res.statusCode, res.body).toBe(status);
  const allergens = await api('GET', `/products/getAllergens/${a.psid}`, as);
  expect(allergens.json().data).toMatchObject({ eggs: 'Yes', sesame: 'May', nuts: 'No' });
  const nutrition = await api('GET', `/products/getNutritionalInfo/${a.psid}`, as);
  expect(nutrition.json().data).toMatchObject({ kcal100gcontains: '450.0000', fibre100gcontains: '3.5000' });
});

it('answers B’s spec as a missing psid for allergens and nutrition, and leaves B’s records as they were', async () => {
  const a = await supplierWithSpec(t, 'Alpha');
  const b = await supplierWithSpec(t, 'Beta');
  expect((await api('POST', '/products/addAllergens', undefined, { psid: b.psid, eggs: 1 })).statusCode).toBe(
    201,
  );
  const nutrition = { psid: b.psid, kcal100gcontains: '300' };
  expect((await api('POST', '/products/addNutritionalInfo', undefined, nutrition)).statusCode).toBe(201);
  const recordsOfB = async () =>
    Promise.all(
      [`/products/getAllergens/${b.psid}`, `/products/getNutritionalInfo/${b.psid}`].map(async (url) =>
        answer(await api('GET', url)),
      ),
    );
  const before = await recordsOfB();

  const requests: [
    string,
    'GET' | 'POST' | 'PUT',
    (psid: number) => string,
    (psid: number) => object | undefined,
  ][] = [
    ['getAllergens', 'GET', (p) => `/products/getAllergens/${p}`, () => undefined],
    ['addAllergens', 'POST', () => '/products/addAllergens', (p) => ({ psid: p, eggs: 0 })],
    ['updateAllergens', 'POST', (p) => `/products/updateAllergens/${p}`, () => ({ eggs: 2 })],
    ['updateAllergensPut', 'PUT', (p) => `/products/updateAllergens/${p}`, () => ({ eggs: 2 })],
    ['getNutritionalInfo', 'GET', (p) => `/products/getNutritionalInfo/${p}`, () => undefined],
    [
      'addNutritionalInfo',
      'POST',
      () => '/products/addNutritionalInfo',
      (p) => ({ psid: p, kcal100gcontains: '1' }),
    ],
    [
      'updateNutritionalInfo',
      'POST',
      (p) => `/products/updateNutritionalInfo/${p}`,
      () => ({ kj100gcontains: '1' }),
    ],
    [
      'updateNutritionalInfoPut',
      'PUT',
      (p) => `/products/updateNutritionalInfo/${p}`,
      () => ({ kj100gcontains: '1' }),
    ],
  ];
  for (const [name, method, url, body] of requests) {
    const send = (psid: number) => api(method, url(psid), bearer(a.token), body(psid));
    const other = answer(await send(b.psid));
    expect(other, `${name} on B's spec`).toEqual(answer(await send(NOWHERE)));
    expect(other.status, `${name} on B's spec`).toBe(404);
  }
  expect(await recordsOfB()).toEqual(before);
});

it('refuses newline, supplier and audit writes (403), writing nothing', async () => {
  const a = await supplierWithSpec(t, 'Alpha');
  const audit = await api('POST', '/audits', undefined, {
    companyid: a.supplierid,
    userid: 1,
    audit_date: '2026-03-14',
  });
  const auditid = audit.json().data.auditid as number;
  const { itemid, sectionid } = (await auditItems(t, auditid))[0]!;
  const reads = [
    `/newlines/${a.newlineid}`,
    `/audits/${auditid}/sections/${sectionid}/items`,
    '/audits',
    '/newlines',
  ];
  const snapshot = () => Promise.all(reads.map(async (url) => answer(await api('GET', url))));
  const before = await snapshot();

  const as = bearer(a.token);
  const own = { companyid: a.supplierid, siteid: a.siteid };
  const refused = {
    updateNewline: () =>
      api('POST', `/products/updateNewline/${a.newlineid}`, as, { description: 'Changed' }),
    deleteNewline: () => api('DELETE', `/newlines/${a.newlineid}`, as),
    createNewline: () => api('POST', '/newlines', as, { ...own, productname: 'Sneaky', productcode: 'SN-1' }),
    createSupplier: () => api('POST', '/suppliers/createSupplier', as, newSupplier()),
    createAudit: () =>
      api('POST', '/audits', as, { companyid: a.supplierid, userid: 1, audit_date: '2026-03-15' }),
    saveAuditItemResponse: () =>
      api('PUT', `/audits/${auditid}/items/${itemid}/response`, as, { result: 'pass' }),
  };
  for (const [name, send] of Object.entries(refused)) {
    expect(answer(await send()), name).toEqual({
      status: 403,
      body: { success: false, error: 'Insufficient permissions' },
    });
  }
  expect(await snapshot()).toEqual(before);
});
