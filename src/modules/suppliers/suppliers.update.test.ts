import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const NOT_FOUND = { success: false, error: 'Supplier not found or already inactive' };

describe('GET /suppliers/{supplierid}', () => {
  it('answers 404 for an unknown id and for the organisation itself, 400 for a bad id', async () => {
    for (const id of [987654, 1]) {
      const res = await t.api({ method: 'GET', url: `/api/v1/suppliers/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Supplier not found' });
    }
    for (const bad of ['abc', '0', '-3']) {
      const res = await t.api({ method: 'GET', url: `/api/v1/suppliers/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('lists recorded accreditations: the contract’s fields as they were, and what was added (docs/certificates.md)', async () => {
    const { supplierid } = await createSupplier(t);
    await t.db.query(
      `INSERT INTO accreditations (companyid, standard, certificatenumber, grade, expirydate)
       VALUES ($1, 'BRCGS Food Safety', 'CERT-123', 'AA', '2027-03-31')`,
      [supplierid],
    );
    const res = await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` });
    // A row written as rows were before certificates had their own endpoints: no standardid, no issue date.
    expect(res.json().data.accreditations).toEqual([
      expect.objectContaining({
        accreditationid: expect.any(Number),
        standard: 'BRCGS Food Safety',
        certificatenumber: 'CERT-123',
        grade: 'AA',
        expirydate: '2027-03-31',
        standardid: null,
        issuedate: null,
        status: expect.stringMatching(/^(valid|expiring|expired)$/),
      }),
    ]);
  });
});

describe('PUT /suppliers/{supplierid}', () => {
  it('changes only the supplied fields and answers at the top level', async () => {
    const { supplierid, vendorcode } = await createSupplier(t, { companyname: 'Harbour Fish' });
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${supplierid}`,
      payload: {
        companyname: 'Harbour Fish Ltd',
        risk: 3,
        techcontactemail: 'new.tech@example.com',
        comments: null,
      },
      key: t.key[2],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Supplier updated successfully',
      supplierid,
      vendorcode,
      companyname: 'Harbour Fish Ltd',
    });
    const supplier = (await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` })).json().data
      .supplier;
    expect(supplier).toMatchObject({
      companyname: 'Harbour Fish Ltd',
      vendorcode,
      riskid: 3,
      technicalcontactemail: 'new.tech@example.com',
      comments: null,
      city: 'Leeds',
      suppliertypeid: 1,
    });
  });

  it('accepts POST with X-HTTP-Method-Override: PUT', async () => {
    const { supplierid } = await createSupplier(t);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${supplierid}`,
      headers: { 'x-http-method-override': 'PUT' },
      payload: { city: 'York' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().companyname).toBe('Green Valley Foods');
  });

  it('refuses a body with no updatable field: portal fields are not updatable here', async () => {
    const { supplierid } = await createSupplier(t);
    for (const payload of [
      {},
      { portaluseremail: uniqueEmail(), portaluserfirstname: 'X', vendorcode: 'HACK0001' },
    ]) {
      const res = await t.api({ method: 'PUT', url: `/api/v1/suppliers/${supplierid}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'No valid fields provided to update' });
    }
    const res = await t.api({ method: 'PUT', url: `/api/v1/suppliers/${supplierid}` });
    expect(res.json()).toEqual({ success: false, error: 'No valid fields provided to update' });
  });

  it('validates the supplied fields', async () => {
    const { supplierid } = await createSupplier(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ comcontactemail: 'bad' }, 'comcontactemail must be a valid email address'],
      [{ country: 1234 }, 'Invalid country: 1234 does not exist'],
      [{ companyname: '' }, 'companyname must not be empty'],
    ];
    for (const [payload, error] of cases) {
      const res = await t.api({ method: 'PUT', url: `/api/v1/suppliers/${supplierid}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    }
  });

  it('answers 404 for an unknown or inactive supplier', async () => {
    const { supplierid } = await createSupplier(t);
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${supplierid}` });
    for (const id of [supplierid, 987654, 1]) {
      const res = await t.api({ method: 'PUT', url: `/api/v1/suppliers/${id}`, payload: { city: 'Hull' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('DELETE /suppliers/{supplierid}', () => {
  it('deactivates the company, its sites and its users together, then answers 404', async () => {
    const { supplierid } = await createSupplier(t);
    await t.db.query(
      `INSERT INTO sites (companyid, sitename, is_default) VALUES ($1, 'Second site', false)`,
      [supplierid],
    );
    expect(
      (await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${supplierid}`, key: t.key[2] })).statusCode,
    ).toBe(403);
    const res = await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${supplierid}`, key: t.key[3] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Supplier deleted successfully', supplierid });

    const supplier = (await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` })).json().data
      .supplier;
    expect(supplier.active).toBe(0);
    expect(supplier.sites.map((s: { active: number }) => s.active)).toEqual([0, 0]);
    expect(supplier.portal_users.map((u: { active: number }) => u.active)).toEqual([0]);
    const outbox = await t.db.query<{ status: string; temp_password: string | null }>(
      'SELECT status, temp_password FROM supplier_outbox WHERE companyid = $1',
      [supplierid],
    );
    expect(outbox.rows).toEqual([{ status: 'cancelled', temp_password: null }]);

    const again = await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${supplierid}`, key: t.key[3] });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 for an unknown supplier and never deletes the organisation', async () => {
    for (const id of [987654, 1]) {
      const res = await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('refuses a POST overridden to DELETE', async () => {
    const { supplierid } = await createSupplier(t);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${supplierid}`,
      headers: { 'x-http-method-override': 'DELETE' },
    });
    // Never a DELETE: the POST is refused as a method the path does not answer.
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).not.toMatch(/POST/);
    const supplier = (await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` })).json().data
      .supplier;
    expect(supplier.active).toBe(1);
  });
});
