import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { answerInDb, auditItems } from '../../../test/fixtures/audits/helpers.js';
import { raised } from '../../../test/fixtures/actions.js';

/** The supplier scope on actions (docs/actions.md); the matrix covers every operation, this the rules. */
const t = useTestApp();

async function supplierWithAction() {
  const s = await supplierAccount(t);
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/audits',
    payload: { companyid: s.supplierid, userid: 1, audit_date: '2026-03-14' },
  });
  const auditid = res.json().data.auditid as number;
  const [item] = await auditItems(t, auditid);
  await answerInDb(t, auditid, [{ itemid: item!.itemid, result: 'fail' }]);
  const mine = await raised(t, auditid, item!.itemid, { assignee: s.userid });
  const staff = await raised(t, auditid, item!.itemid, { assignee: 1 });
  return { ...s, auditid, itemid: item!.itemid, mine, staff };
}

const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.api({ method, url: `/api/v1${url}`, payload, key: null, headers: bearer(token) });

it('lets a portal user move its own actions up to done, and nothing more', async () => {
  const s = await supplierWithAction();
  for (const status of ['in_progress', 'done', 'open', 'done']) {
    const res = await as(s.token, 'PUT', `/actions/${s.mine}`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  const verify = await as(s.token, 'PUT', `/actions/${s.mine}`, {
    status: 'verified',
    verificationnote: 'x',
  });
  expect(verify.statusCode).toBe(403);
  expect((await as(s.token, 'PUT', `/actions/${s.mine}`, { description: 'mine now' })).json()).toEqual({
    success: false,
    error: 'Insufficient permissions for description',
  });
  const notMine = await as(s.token, 'PUT', `/actions/${s.staff}`, { status: 'done' });
  expect(notMine.json()).toEqual({
    success: false,
    error: 'Insufficient permissions: the action is not assigned to you',
  });
  const raise = await as(s.token, 'POST', `/audits/${s.auditid}/items/${s.itemid}/actions`, {
    description: 'x',
    assignee: s.userid,
    duedate: '2026-05-01',
    priority: 'low',
  });
  expect(raise.statusCode).toBe(403);
});

it('shows a portal user its own company’s actions only; another company’s read as missing', async () => {
  const a = await supplierWithAction();
  const b = await supplierWithAction();
  const list = await as(a.token, 'GET', `/actions?companyid=${b.supplierid}`);
  expect(list.json().data.map((x: { actionid: number }) => x.actionid)).toEqual([a.mine, a.staff]);
  expect((await as(a.token, 'GET', `/actions/${a.staff}`)).statusCode).toBe(200);
  for (const [method, url, body] of [
    ['GET', `/actions/${b.mine}`, undefined],
    ['PUT', `/actions/${b.mine}`, { status: 'done' }],
    ['GET', `/audits/${b.auditid}/actions`, undefined],
  ] as const) {
    const other = await as(a.token, method, url, body);
    const missing = await as(a.token, method, url.replace(/\d+/, '987654'), body);
    expect(other.statusCode, url).toBe(404);
    expect(other.json()).toEqual(missing.json());
  }
  const report = await as(a.token, 'GET', `/audits/${b.auditid}/report.pdf`);
  expect(report.json()).toEqual({ success: false, error: 'Audit not found' });
  expect((await as(a.token, 'GET', `/audits/${a.auditid}/report.pdf`)).headers['content-type']).toBe(
    'application/pdf',
  );
});
