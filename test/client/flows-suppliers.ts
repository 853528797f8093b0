import { expect } from 'vitest';
import { formData, type components } from '../../client/index.js';
import { PDF_MIN } from '../fixtures/certificates.js';
import { newSupplier } from '../fixtures/suppliers.js';
import { ok, type ClientTest } from './harness.js';

type SupplierInput = components['schemas']['SupplierInput'];
const supplier = (companyname: string) => newSupplier({ companyname }) as SupplierInput;

/** Suppliers (single, bulk JSON and CSV), their certificates and the newlines, through the typed client. */
export async function suppliersFlow(ct: ClientTest) {
  const { api } = ct;
  const template = await api.GET('/api/v1/suppliers/getSupplierCsvTemplate', { parseAs: 'text' });
  const csvHeader = ok(template).split('\r\n')[0]!;
  expect(template.response.headers.get('content-type')).toMatch(/^text\/csv/);

  const { supplierid, siteid } = ok(
    await api.POST('/api/v1/suppliers/createSupplier', { body: supplier('Client Foods') }),
  );
  const one = ok(await api.POST('/api/v1/suppliers/createSupplierBulk', { body: supplier('Bulk One') }));
  const many = ok(
    await api.POST('/api/v1/suppliers/createSupplierBulk', {
      body: [supplier('Bulk Two'), supplier('Bulk Three')],
    }),
  );
  expect([one.created, many.created]).toEqual([1, 2]);
  const row: Record<string, unknown> = supplier('Bulk Csv');
  const csv = `${csvHeader}\r\n${csvHeader
    .split(',')
    .map((column) => JSON.stringify(String(row[column] ?? '')))
    .join(',')}\r\n`;
  const fromCsv = ok(
    await api.POST('/api/v1/suppliers/createSupplierBulk', {
      body: { file: new Blob([csv], { type: 'text/csv' }) },
      bodySerializer: formData,
    }),
  );
  expect(fromCsv.created, JSON.stringify(fromCsv)).toBe(1);

  const list = ok(await api.GET('/api/v1/suppliers', { params: { query: { search: 'Client Foods' } } }));
  expect(list.data.length).toBeGreaterThan(0);
  // Sorted (an extension): by name, descending, a page then the next by cursor.
  const sorted = ok(
    await api.GET('/api/v1/suppliers', { params: { query: { sort: '-companyname', limit: 1, active: 1 } } }),
  );
  expect(sorted.data.length).toBe(1);
  if (sorted.pagination.nextCursor) {
    const cursor = sorted.pagination.nextCursor;
    ok(
      await api.GET('/api/v1/suppliers', {
        params: { query: { sort: '-companyname', limit: 1, active: 1, cursor } },
      }),
    );
  }
  const path = { supplierid };
  expect(
    ok(await api.GET('/api/v1/suppliers/{supplierid}', { params: { path } })).data.supplier.companyname,
  ).toBe('Client Foods');
  ok(await api.PUT('/api/v1/suppliers/{supplierid}', { params: { path }, body: { city: 'York' } }));

  // Sites (an extension): a plant added, corrected, deactivated.
  const plant = ok(
    await api.POST('/api/v1/suppliers/{supplierid}/sites', {
      params: { path },
      body: {
        sitename: 'Plant 2',
        address1: '1 Mill Lane',
        city: 'Leeds',
        postcode: 'LS1 1AA',
        countryid: 826,
      },
    }),
  );
  const sitePath = { supplierid, siteid: plant.siteid };
  ok(
    await api.PUT('/api/v1/suppliers/{supplierid}/sites/{siteid}', {
      params: { path: sitePath },
      body: { city: 'York' },
    }),
  );
  ok(await api.DELETE('/api/v1/suppliers/{supplierid}/sites/{siteid}', { params: { path: sitePath } }));
  // Sites as GS1 locations (/sites): the organisation's DC with its GLN, listed, read, corrected, deactivated.
  const dc = ok(
    await api.POST('/api/v1/sites', {
      body: {
        sitename: 'Client DC',
        sitetype: 'dc',
        address1: '1 Depot Road',
        city: 'Daventry',
        postcode: 'NN11 8AA',
        countryid: 826,
        gln: '5098765000002',
        contactemail: 'dc@client-foods.example.com',
      },
    }),
  ).data;
  expect(dc).toMatchObject({ companyid: 1, sitetype: 'dc', gln: '5098765000002' });
  const dcPath = { siteid: dc.siteid };
  const listed = ok(await api.GET('/api/v1/sites', { params: { query: { gln: '5098765000002' } } }));
  expect(listed.data.map((s) => s.siteid)).toEqual([dc.siteid]);
  expect(ok(await api.GET('/api/v1/sites/{siteid}', { params: { path: dcPath } })).data.sitename).toBe(
    'Client DC',
  );
  ok(await api.PUT('/api/v1/sites/{siteid}', { params: { path: dcPath }, body: { sitetype: 'store' } }));
  expect(ok(await api.DELETE('/api/v1/sites/{siteid}', { params: { path: dcPath } })).data.active).toBe(0);
  // A second portal user (an extension), and its welcome email sent again with a new temporary password.
  const second = ok(
    await api.POST('/api/v1/suppliers/{supplierid}/users', {
      params: { path },
      body: {
        firstname: 'Second',
        lastname: 'User',
        emailaddress: 'second.user@client-foods.example.com',
        mobileno: '07700 900001',
      },
    }),
  );
  ok(
    await api.POST('/api/v1/suppliers/{supplierid}/users/{userid}/resendWelcome', {
      params: { path: { supplierid, userid: second.userid } },
    }),
  );

  // Certificates: JSON, the PDF up and down, the report as JSON and as CSV.
  const cert = ok(
    await api.POST('/api/v1/suppliers/{supplierid}/accreditations', {
      params: { path },
      body: {
        standard: 1,
        certificatenumber: 'CB-1',
        certifyingbody: 'SAI Global',
        issuedate: '2026-02-01',
        expirydate: '2026-05-01',
      },
    }),
  );
  const accreditationid = cert.data.accreditationid;
  const certPath = { accreditationid };
  ok(
    await api.PUT('/api/v1/accreditations/{accreditationid}', {
      params: { path: certPath },
      body: { certificatenumber: 'CB-2' },
    }),
  );
  ok(
    await api.POST('/api/v1/accreditations/{accreditationid}/document', {
      params: { path: certPath },
      body: { file: new Blob([PDF_MIN], { type: 'application/pdf' }) },
      bodySerializer: formData,
    }),
  );
  const pdf = ok(
    await api.GET('/api/v1/accreditations/{accreditationid}/document', {
      params: { path: certPath },
      parseAs: 'blob',
    }),
  );
  expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF_MIN)).toBe(true);
  const report = ok(
    await api.GET('/api/v1/reports/certificates/expiring', { params: { query: { within: 365 } } }),
  );
  // JSON unless format=csv: the type says either.
  if (typeof report === 'string') throw new Error('expected JSON');
  expect(report.data.some((r) => r.accreditationid === accreditationid)).toBe(true);
  const reportCsv = await api.GET('/api/v1/reports/certificates/expiring', {
    params: { query: { format: 'csv' } },
    parseAs: 'text',
  });
  expect(ok(reportCsv)).toMatch(/^supplierid,vendorcode,/);
  ok(await api.DELETE('/api/v1/accreditations/{accreditationid}', { params: { path: certPath } }));

  // Newlines: one, then bulk as JSON and as CSV.
  const nl = ok(
    await api.POST('/api/v1/newlines', {
      body: { companyid: supplierid, siteid, productname: 'Oat biscuits', productcode: 'OB-1' },
    }),
  );
  const row1 = { companyid: supplierid, siteid, productname: 'Rye crackers', productcode: 'RC-1' };
  ok(await api.POST('/api/v1/newlines/createNewlineBulk', { body: [row1] }));
  const nlCsv = `companyid,siteid,productname,productcode\r\n${supplierid},${siteid},Spelt loaf,SL-1\r\n`;
  const bulkCsv = ok(
    await api.POST('/api/v1/newlines/createNewlineBulk', {
      body: { file: new Blob([nlCsv], { type: 'text/csv' }) },
      bodySerializer: formData,
    }),
  );
  expect(bulkCsv.created, JSON.stringify(bulkCsv)).toBe(1);
  const id = nl.data.newlineid;
  ok(await api.GET('/api/v1/newlines/{id}', { params: { path: { id } } }));
  ok(
    await api.PUT('/api/v1/newlines/{id}', {
      params: { path: { id } },
      body: { productname: 'Oat cookies' },
    }),
  );
  expect(
    ok(await api.GET('/api/v1/newlines', { params: { query: { companyid: supplierid } } })).data.length,
  ).toBe(3);
  ok(await api.DELETE('/api/v1/newlines/{id}', { params: { path: { id } } }));
  ok(await api.DELETE('/api/v1/suppliers/{supplierid}', { params: { path } }));
  return { supplierid, siteid };
}
