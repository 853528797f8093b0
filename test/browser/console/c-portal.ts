import { expect } from 'vitest';
import type { TestApp } from '../../helpers.js';
import { supplierAccount } from '../../fixtures/accounts.js';
import { auditItems } from '../../fixtures/audits/helpers.js';
import { createCertificate } from '../../fixtures/certificates.js';

type Ids = { psid: number; auditid: number; actionid: number };
async function created(res: { statusCode: number; body: string; json(): unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: Ids }).data;
}

/**
 * A supplier whose portal user has a known password, with a spec, an audit with a corrective action assigned
 * to that user, and a certificate: all made through the API with the Admin key.
 */
export async function portalCompany(t: TestApp, name: string, product: string, certificate: string) {
  const account = await supplierAccount(t, { companyname: name });
  const post = (url: string, payload: object) => t.api({ method: 'POST', url: `/api/v1${url}`, payload });
  const { psid } = await created(
    await post('/newlines', {
      companyid: account.supplierid,
      siteid: account.siteid,
      productname: product,
      productcode: product.slice(0, 12),
    }),
  );
  const { auditid } = await created(
    await post('/audits', {
      companyid: account.supplierid,
      userid: 1,
      audit_date: '2026-03-14',
      audit_reason: `${name} annual audit`,
    }),
  );
  const { itemid } = (await auditItems(t, auditid))[0]!;
  const item = `/api/v1/audits/${auditid}/items/${itemid}`;
  await created(await t.api({ method: 'PUT', url: `${item}/response`, payload: { result: 'fail' } }), 200);
  const { actionid } = await created(
    await post(`/audits/${auditid}/items/${itemid}/actions`, {
      description: `${name}: replace the bait station`,
      assignee: account.userid,
      duedate: '2026-04-30',
      priority: 'high',
    }),
  );
  const cert = await createCertificate(t, account.supplierid, { certificatenumber: certificate });
  return {
    ...account,
    psid: psid!,
    auditid: auditid!,
    actionid: actionid!,
    accreditationid: cert.accreditationid,
  };
}
