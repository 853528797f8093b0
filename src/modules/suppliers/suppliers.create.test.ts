import { describe, expect, it } from 'vitest';
import { isPg, uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { verifyTemporaryPassword } from '../../lib/temp-password.js';
import { createSupplier, newSupplier, rowsFor } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const url = '/api/v1/suppliers/createSupplier';

describe('POST /suppliers/createSupplier', () => {
  it('provisions company, default site, SAQ, portal user and a pending welcome email', async () => {
    const email = uniqueEmail('portal');
    const res = await t.api({
      method: 'POST',
      url,
      payload: newSupplier({ companyname: 'Green Valley Foods', portaluseremail: email }),
      key: t.key[2],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Supplier created successfully',
      supplierid: expect.any(Number),
      siteid: expect.any(Number),
      vendorcode: expect.stringMatching(/^GREE\d{4}$/),
    });

    const read = await t.api({ method: 'GET', url: `/api/v1/suppliers/${body.supplierid}`, key: t.key[1] });
    expect(read.statusCode).toBe(200);
    const { supplier, accreditations } = read.json().data;
    expect(accreditations).toEqual([]);
    expect(supplier).toMatchObject({
      supplierid: body.supplierid,
      vendorcode: body.vendorcode,
      companyname: 'Green Valley Foods',
      address1: '1 Mill Lane',
      address2: 'Riverside',
      address3: null,
      city: 'Leeds',
      postcode: 'LS1 4AB',
      countryid: 826,
      technicalcontactname: 'Tess Tech',
      technicalmobileno: '07700 900001',
      commercialcontactname: 'Colin Commercial',
      commercialmobileno: '07700 900003',
      suppliertypeid: 1,
      riskid: 2,
      comments: 'Organic growers',
      active: 1,
    });
    expect(supplier.sites).toEqual([
      expect.objectContaining({
        siteid: body.siteid,
        sitename: 'Green Valley Foods',
        address1: '1 Mill Lane',
        postcode: 'LS1 4AB',
        countryid: 826,
        is_default: true,
        active: 1,
      }),
    ]);
    expect(supplier.saq).toMatchObject({ status: 'Not started' });
    expect(supplier.portal_users).toEqual([
      expect.objectContaining({
        emailaddress: email,
        firstname: 'Pat',
        lastname: 'Portal',
        mobileno: '07700 900002',
        departmentid: 6,
        accesslevelid: 6,
        active: 1,
      }),
    ]);

    const { rows } = await t.db.query<{ password_hash: string; temp_password: string; status: string }>(
      `SELECT u.password_hash, o.temp_password, o.status FROM users u JOIN supplier_outbox o USING (userid)
        WHERE u.companyid = $1`,
      [body.supplierid],
    );
    // No SMTP_URL in this app: the email waits, unsent, with the password it must carry.
    expect(rows[0]!.status).toBe('pending');
    expect(rows[0]!.temp_password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(rows[0]!.password_hash).not.toContain(rows[0]!.temp_password);
    expect(verifyTemporaryPassword(rows[0]!.password_hash, rows[0]!.temp_password)).toBe(true);
  });

  it('names the first missing required field, in the spec order', async () => {
    const required = [
      'companyname',
      'address1',
      'city',
      'postcode',
      'country',
      'techcontactname',
      'techcontactemail',
      'techmobileno',
      'portaluserfirstname',
      'portalusersurname',
      'portaluseremail',
      'portalusermobileno',
      'comcontactname',
      'comcontactemail',
      'commobileno',
      'supplier_type',
      'risk',
    ];
    for (const [i, field] of required.entries()) {
      const body = newSupplier(Object.fromEntries(required.slice(i).map((f) => [f, undefined])));
      const res = await t.api({ method: 'POST', url, payload: body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ success: false, error: `Missing required field: ${field}` });
    }
    const optional = newSupplier({ address2: undefined, address3: undefined, comments: undefined });
    expect((await t.api({ method: 'POST', url, payload: optional })).statusCode).toBe(201);
  });

  it('refuses bad emails and ids not in their lookups, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ techcontactemail: 'nope' }, 'techcontactemail must be a valid email address'],
      [{ comcontactemail: 'a@' }, 'comcontactemail must be a valid email address'],
      [{ portaluseremail: 'x y@z.com' }, 'portaluseremail must be a valid email address'],
      [{ country: 999 }, 'Invalid country: 999 does not exist'],
      [{ supplier_type: 99 }, 'Invalid supplier_type: 99 does not exist'],
      [{ risk: 42 }, 'Invalid risk: 42 does not exist'],
      [{ country: 'abc' }, 'Invalid value for country: must be an integer'],
      [{ companyname: '' }, 'companyname must not be empty'],
    ];
    for (const [override, error] of cases) {
      const res = await t.api({ method: 'POST', url, payload: newSupplier(override) });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    }
  });

  it('answers 409 when the portal email belongs to any user, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await createSupplier(t, { portaluseremail: email });
    for (const e of [email, email.toUpperCase(), 'system.administrator@localhost.invalid']) {
      const res = await t.api({ method: 'POST', url, payload: newSupplier({ portaluseremail: e }) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: 'Supplier not added, email already exists' });
    }
  });

  it('answers the same 409 when the unique index, not the check before it, finds the email taken', async () => {
    // A trigger in this test's own database takes the address between the check and the insert, as a
    // concurrent request would: the route config maps the unique index to the contract's message.
    const email = uniqueEmail('racer');
    await t.db.exec(`
      CREATE FUNCTION test_take_email() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO users (companyid, departmentid, accesslevelid, emailaddress, firstname, lastname)
          SELECT 1, departmentid, accesslevelid, '${email}', 'Quick', 'Racer' FROM users WHERE userid = 1;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_take_email BEFORE INSERT ON companies
        FOR EACH ROW WHEN (NEW.companyname = 'Racing Foods') EXECUTE FUNCTION test_take_email();`);
    try {
      const res = await t.api({
        method: 'POST',
        url,
        payload: newSupplier({ companyname: 'Racing Foods', portaluseremail: email }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: 'Supplier not added, email already exists' });
      expect((await rowsFor(t, 'Racing Foods')).companies).toBe(0);
    } finally {
      await t.db.exec('DROP TRIGGER test_take_email ON companies; DROP FUNCTION test_take_email();');
    }
  });

  it('needs an Editor key', async () => {
    const res = await t.api({ method: 'POST', url, payload: newSupplier(), key: t.key[1] });
    expect(res.statusCode).toBe(403);
    expect((await t.api({ method: 'POST', url, payload: newSupplier(), key: null })).statusCode).toBe(401);
  });

  it('gives vendor codes per name prefix, in sequence, never reused', async () => {
    const a = await createSupplier(t, { companyname: 'Zyxw Apples' });
    const b = await createSupplier(t, { companyname: 'ZYXW-Berries' });
    const c = await createSupplier(t, { companyname: 'Zy' });
    expect(a.vendorcode).toBe('ZYXW0001');
    expect(b.vendorcode).toBe('ZYXW0002');
    expect(c.vendorcode).toBe('ZY0001');
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${b.supplierid}` });
    expect((await createSupplier(t, { companyname: 'Zyxwvu' })).vendorcode).toBe('ZYXW0003');
  });

  it('gives 20 parallel creations of one name 20 distinct codes', async () => {
    const name = `Parallel ${process.pid}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api({ method: 'POST', url, payload: newSupplier({ companyname: name }) }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const codes = responses.map((r) => r.json().vendorcode as string);
    expect(new Set(codes).size).toBe(20);
    expect(codes.sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `PARA${String(i + 1).padStart(4, '0')}`),
    );
    if (isPg()) expect(t.db.kind).toBe('pg');
  });

  it('leaves no row anywhere when the last insert fails', async () => {
    // A trigger in this test's own database makes the outbox insert (the last one) fail for one address.
    const doomed = uniqueEmail('doomed');
    await t.db.exec(`
      CREATE FUNCTION test_fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.recipient LIKE 'doomed.%' THEN RAISE EXCEPTION 'forced failure'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_outbox BEFORE INSERT ON supplier_outbox
        FOR EACH ROW EXECUTE FUNCTION test_fail_outbox();`);
    try {
      const before = await t.db.query<{ last: number }>(
        "SELECT last FROM vendor_code_counters WHERE prefix = 'DOOM'",
      );
      const res = await t.api({
        method: 'POST',
        url,
        payload: newSupplier({ companyname: 'Doomed Foods', portaluseremail: doomed }),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, error: 'Database error during supplier creation' });
      expect(await rowsFor(t, 'Doomed Foods')).toEqual({
        companies: 0,
        sites: 0,
        saqs: 0,
        users: 0,
        outbox: 0,
      });
      const users = await t.db.query('SELECT 1 FROM users WHERE emailaddress = $1', [doomed]);
      expect(users.rows).toEqual([]);
      const after = await t.db.query("SELECT last FROM vendor_code_counters WHERE prefix = 'DOOM'");
      expect(after.rows).toEqual(before.rows);
    } finally {
      await t.db.exec('DROP TRIGGER test_fail_outbox ON supplier_outbox; DROP FUNCTION test_fail_outbox();');
    }
    expect((await createSupplier(t, { companyname: 'Doomed Foods' })).vendorcode).toBe('DOOM0001');
  });
});
