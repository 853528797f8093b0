import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

const t = useTestApp();
const TS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const PHP = {
  date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/),
  timezone_type: 3,
  timezone: 'UTC',
};

// Every field the spec lists for the updateProduct response, plus the catalogue fields of getProduct.
const SPEC_ROW_KEYS = [
  ...[
    'productdescription',
    'version',
    'fopdescription',
    'bopdescription',
    'preparation_instuctions',
    'weight',
    'uom',
  ],
  ...[
    'countryid',
    'launchdate',
    'submissiondate',
    'totallife',
    'shelflife',
    'minlife',
    'supportingdocumentation',
  ],
  ...['suppliercomments', 'readytoeat', 'comments', 'statusid', 'submitted'],
  ...[
    'supplierdeclarationname',
    'supplierdeclarationtitle',
    'supplierdeclarationdate',
    'buyingsignoffcomments',
  ],
  ...['buyingsignoffname', 'buyingsignofftitle', 'buyingsignoffdate', 'technicalsignoffcomments'],
  ...['technicalsignoffname', 'technicalsignofftitle', 'technicalsignoffdate'],
  ...['productname', 'productcode', 'description', 'producttype', 'category', 'buyer', 'buyercomments'],
  ...[
    'vendorcode',
    'companyname',
    'address1',
    'address2',
    'address3',
    'city',
    'postcode',
    'companycountryid',
  ],
  ...['technicalcontactname', 'technicalcontactemail', 'technicalmobileno', 'commercialcontactname'],
  ...['commercialcontactemail', 'commercialmobileno', 'suppliertype', 'companycomments', 'enabled', 'active'],
  ...['psid', 'newlineid', 'companyid', 'siteid', 'userid', 'isactive', 'mcs', 'lastupdated', 'created'],
  ...['copysupplierdeclarationdate', 'copytechnicalsignoffdate', 'statuslevel'],
  ...[
    'alcoholic',
    'cannedfish',
    'cbd',
    'chocolate',
    'coffee',
    'curedmeats',
    'freshfish',
    'freshfruit',
    'freshmeat',
  ],
  ...['honey', 'jam', 'oliveoil', 'smokedfish', 'supplements', 'cheese', 'fish'],
  ...['brand', 'model', 'sku', 'price', 'currency', 'instock', 'stocklevel', 'dimensions'],
];

describe('GET /products/getProduct/{psid}', () => {
  it('answers the read shape field by field', async () => {
    const n = await createNewline(t, { category: 4, description: 'Crunchy' });
    await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${n.psid}`,
      payload: { weight: '250.5', price: 1.99 },
    });
    const res = await t.api({ method: 'GET', url: `/api/v1/products/getProduct/${n.psid}`, key: t.key[1] });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual([
      'psid',
      'productname',
      'category',
      'brand',
      'model',
      'sku',
      'description',
      'price',
      'currency',
      'instock',
      'stocklevel',
      'weight',
      'dimensions',
      'created',
      'lastupdated',
      'active',
    ]);
    expect(data).toMatchObject({
      psid: n.psid,
      productname: 'Oat biscuits',
      category: 4,
      brand: null,
      description: 'Crunchy',
      price: 1.99,
      instock: null,
      weight: 250.5,
      active: 1,
    });
    expect(data.created).toMatch(TS);
    expect(data.lastupdated).toMatch(TS);
  });

  it('answers 404 Product not found, 400 for a bad psid', async () => {
    let res = await t.api({ method: 'GET', url: '/api/v1/products/getProduct/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    res = await t.api({ method: 'GET', url: '/api/v1/products/getProduct/x1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid psid: must be a positive integer' });
  });
});

describe('POST /products/updateProduct/{psid}', () => {
  it('writes spec, sign-off, product and company fields to their records and answers the whole row', async () => {
    const n = await createNewline(t);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${n.psid}`,
      key: t.key[2],
      payload: {
        productdescription: 'Biscuits made with oats',
        version: 3,
        preparation_instuctions: 'Open the pack',
        weight: '300g',
        uom: 1,
        countryid: 826,
        launchdate: '2026-01-15',
        supplierdeclarationdate: '2025-12-01 09:30:00',
        technicalsignoffdate: '2025-12-02T10:00:00+01:00',
        readytoeat: true,
        statusid: 2,
        submitted: 1,
        technicalsignoffname: 'T. Lead',
        productname: 'Oat crunch',
        buyer: '1',
        companyname: 'Renamed Foods',
        companycountryid: 372,
        suppliertype: 2,
        companycomments: 'Preferred',
        technicalcontactname: 'Jo Tech',
        enabled: 0,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Product updated successfully');
    expect(body.accordionHeader).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual(SPEC_ROW_KEYS.sort());
    expect(body.data).toMatchObject({
      psid: n.psid,
      newlineid: n.newlineid,
      companyid: n.companyid,
      siteid: n.siteid,
      userid: 1,
      isactive: 1,
      productdescription: 'Biscuits made with oats',
      version: 3,
      preparation_instuctions: 'Open the pack',
      weight: '300g',
      uom: 1,
      countryid: 826,
      launchdate: { date: '2026-01-15 00:00:00.000000', timezone_type: 3, timezone: 'UTC' },
      submissiondate: null,
      supplierdeclarationdate: { date: '2025-12-01 09:30:00.000000', timezone_type: 3, timezone: 'UTC' },
      technicalsignoffdate: { date: '2025-12-02 09:00:00.000000', timezone_type: 3, timezone: 'UTC' },
      copysupplierdeclarationdate: { date: '2025-12-01 09:30:00.000000', timezone_type: 3, timezone: 'UTC' },
      copytechnicalsignoffdate: { date: '2025-12-02 09:00:00.000000', timezone_type: 3, timezone: 'UTC' },
      lastupdated: PHP,
      created: PHP,
      readytoeat: true,
      statusid: 2,
      statuslevel: 'Submitted',
      submitted: 1,
      technicalsignoffname: 'T. Lead',
      productname: 'Oat crunch',
      productcode: 'OB-001',
      buyer: 1,
      companyname: 'Renamed Foods',
      companycountryid: 372,
      suppliertype: 2,
      companycomments: 'Preferred',
      technicalcontactname: 'Jo Tech',
      enabled: 0,
      active: 1,
      honey: 0,
      mcs: null,
    });
    const { rows } = await t.db.query(
      `SELECT c.companyname, c.countryid, c.suppliertypeid, c.comments, c.enabled, n.productname, s.statusid
         FROM product_specs s JOIN newlines n USING (newlineid) JOIN companies c ON c.companyid = n.companyid
        WHERE s.psid = $1`,
      [n.psid],
    );
    expect(rows).toEqual([
      {
        companyname: 'Renamed Foods',
        countryid: 372,
        suppliertypeid: 2,
        comments: 'Preferred',
        enabled: 0,
        productname: 'Oat crunch',
        statusid: 2,
      },
    ]);
    // The same whole row is read back without a write (what the console's spec page shows).
    const read = await t.api({ method: 'GET', url: `/api/v1/products/${n.psid}/spec`, key: t.key[1] });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      success: true,
      data: { ...body.data, lastupdated: read.json().data.lastupdated },
    });
  });

  it('GET /products/{psid}/spec answers 404 Product not found, 400 for a bad psid', async () => {
    let res = await t.api({ method: 'GET', url: '/api/v1/products/999999/spec' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    res = await t.api({ method: 'GET', url: '/api/v1/products/0/spec' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid psid: must be a positive integer' });
  });

  it('accepts PUT and POST with X-HTTP-Method-Override: PUT', async () => {
    const n = await createNewline(t);
    let res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateProduct/${n.psid}`,
      payload: { shelflife: '10 days' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shelflife).toBe('10 days');
    res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${n.psid}`,
      headers: { 'x-http-method-override': 'PUT' },
      payload: { minlife: '5 days', launchdate: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ shelflife: '10 days', minlife: '5 days', launchdate: null });
  });
});
