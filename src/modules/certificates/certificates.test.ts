import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { addDays, testClock } from '../../../test/clock.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { certificate, createCertificate, supplierRead } from '../../../test/fixtures/certificates.js';

const clock = testClock('2026-03-01');
const t = useTestApp({}, { clock: clock.now });

describe('certificates', () => {
  it('records a certificate and reads it back in GET /suppliers/{id}, with its computed status', async () => {
    const { supplierid, siteid } = await createSupplier(t);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${supplierid}/accreditations`,
      payload: certificate({ siteid, grade: 'AA', scope: 'Oatcakes, crackers' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toEqual({
      accreditationid: expect.any(Number),
      standard: 'BRCGS Food Safety',
      certificatenumber: 'CB-12345',
      grade: 'AA',
      expirydate: '2027-01-31',
      supplierid,
      standardid: 1,
      certifyingbody: 'SAI Global',
      issuedate: '2026-02-01',
      siteid,
      scope: 'Oatcakes, crackers',
      status: 'valid',
      days_to_expiry: 336,
      reminders_sent: [],
      document: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      lastupdated: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect((await supplierRead(t, supplierid)).accreditations).toEqual([created]);
  });

  it('computes valid, expiring (within 90 days) and expired (from the expiry date on) by the clock', async () => {
    const { supplierid } = await createSupplier(t);
    const today = clock.today();
    for (const days of [91, 90, 1, 0, -5]) {
      await createCertificate(t, supplierid, {
        certificatenumber: `D${days}`,
        issuedate: addDays(today, -300),
        expirydate: addDays(today, days),
      });
    }
    const read = async () =>
      (await supplierRead(t, supplierid)).accreditations.map(
        (a: { certificatenumber: string; status: string; days_to_expiry: number }) =>
          `${a.certificatenumber}:${a.status}:${a.days_to_expiry}`,
      );
    expect(await read()).toEqual([
      'D-5:expired:-5',
      'D0:expired:0',
      'D1:expiring:1',
      'D90:expiring:90',
      'D91:valid:91',
    ]);
    clock.advanceDays(1);
    try {
      expect(await read()).toEqual([
        'D-5:expired:-6',
        'D0:expired:-1',
        'D1:expired:0',
        'D90:expiring:89',
        'D91:expiring:90',
      ]);
    } finally {
      clock.advanceDays(-1);
    }
  });

  it('refuses what is not a certificate: dates in the wrong order, unknown standard or site, missing fields', async () => {
    const { supplierid } = await createSupplier(t);
    const other = await createSupplier(t);
    const post = (payload: object) =>
      t.api({ method: 'POST', url: `/api/v1/suppliers/${supplierid}/accreditations`, payload });
    const cases: [object, string][] = [
      [
        certificate({ issuedate: '2026-05-01', expirydate: '2026-05-01' }),
        'expirydate must be after issuedate',
      ],
      [
        certificate({ issuedate: '2026-05-01', expirydate: '2026-04-30' }),
        'expirydate must be after issuedate',
      ],
      [certificate({ standard: 99 }), 'Invalid standard: 99 does not exist'],
      [
        certificate({ siteid: other.siteid }),
        `Invalid siteid: ${other.siteid} is not a site of this supplier`,
      ],
      [certificate({ standard: undefined }), 'Missing required field: standard'],
      [certificate({ expirydate: '2026-02-30' }), 'expirydate must be a date (YYYY-MM-DD)'],
      [certificate({ certificatenumber: '' }), expect.stringContaining('certificatenumber')],
    ];
    for (const [payload, error] of cases) {
      const res = await post(payload);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(payload)).toEqual({
        status: 400,
        body: { success: false, error },
      });
    }
    expect((await supplierRead(t, supplierid)).accreditations).toEqual([]);
  });

  it('answers 404 for a missing or inactive supplier, and for the organisation', async () => {
    const { supplierid } = await createSupplier(t);
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${supplierid}` });
    for (const id of [supplierid, 1, 987654]) {
      const res = await t.api({
        method: 'POST',
        url: `/api/v1/suppliers/${id}/accreditations`,
        payload: certificate(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Supplier not found or inactive' });
    }
  });

  it('updates some fields (the standard’s name follows its id) and checks the dates as they will be', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    const put = (payload: object) =>
      t.api({ method: 'PUT', url: `/api/v1/accreditations/${accreditationid}`, payload });
    const res = await put({ standard: 3, grade: null, certifyingbody: 'NSF' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      accreditationid,
      standardid: 3,
      standard: 'SALSA',
      grade: null,
      certifyingbody: 'NSF',
      certificatenumber: 'CB-12345',
      expirydate: '2027-01-31',
    });
    // Only the issue date sent: compared with the stored expiry date.
    const late = await put({ issuedate: '2027-02-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('expirydate must be after issuedate');
    expect((await put({})).json()).toEqual({ success: false, error: 'No valid fields provided to update' });
    expect((await put({ unknown: 1 })).statusCode).toBe(400);
    const missing = await t.api({
      method: 'PUT',
      url: '/api/v1/accreditations/987654',
      payload: { grade: 'A' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Accreditation not found' });
  });

  it('deletes softly: gone from the supplier, 404 from then on, and a level 2 key may not', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    const url = `/api/v1/accreditations/${accreditationid}`;
    expect((await t.api({ method: 'DELETE', url, key: t.key[2] })).statusCode).toBe(403);
    const res = await t.api({ method: 'DELETE', url, key: t.key[3] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { accreditationid, deleted: true } });
    expect((await supplierRead(t, supplierid)).accreditations).toEqual([]);
    expect((await t.api({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.api({ method: 'PUT', url, payload: { grade: 'B' } })).statusCode).toBe(404);
    const { rows } = await t.db.query('SELECT active FROM accreditations WHERE accreditationid = $1', [
      accreditationid,
    ]);
    expect(rows).toEqual([{ active: 0 }]);
  });

  it('records a certificate once however often a request with the same Idempotency-Key is replayed', async () => {
    const { supplierid } = await createSupplier(t);
    const send = () =>
      t.api({
        method: 'POST',
        url: `/api/v1/suppliers/${supplierid}/accreditations`,
        payload: certificate({ certificatenumber: 'ONCE' }),
        headers: { 'idempotency-key': `cert-${supplierid}` },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await supplierRead(t, supplierid)).accreditations).toHaveLength(1);
  });

  it('lists the standards among the lookups', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/lookups/standards', key: t.key[1] });
    expect(res.json().data.map((s: { name: string }) => s.name)).toEqual([
      'BRCGS Food Safety',
      'BRCGS Packaging',
      'SALSA',
      'IFS Food',
      'FSSC 22000',
      'SQF',
      'GLOBALG.A.P.',
      'Organic',
      'MSC',
      'Red Tractor',
      'Other',
    ]);
  });
});
