import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { addDays } from '../../../test/clock.js';
import { answerInDb, auditItems } from '../../../test/fixtures/audits/helpers.js';
import {
  completedAudit,
  orgAuditor,
  plan,
  siteOf,
  supplierAt,
} from '../../../test/fixtures/audit-programme.js';

const t = useTestApp();
const today = new Date().toISOString().slice(0, 10);

interface PlannedAudit {
  auditid: number;
  siteid: number;
  due_date: string;
  auditdate: string;
}
const plannedOf = (res: { json(): unknown }) =>
  (res.json() as { data: { audits: PlannedAudit[] } }).data.audits;

/** A supplier whose site fell due on 2025-01-10 (high risk, audited 2024-01-10): overdue today. */
async function overdueSupplier() {
  const s = await supplierAt(t, 3);
  await completedAudit(t, s.supplierid, '2024-01-10', 90);
  return s;
}

describe('planning', () => {
  it('plans every site due within N days once: an audit in the future with the auditor, tied to its site', async () => {
    const auditor = await orgAuditor(t);
    const late = await overdueSupplier();
    const soon = await supplierAt(t, 1); // never audited: due in 90 days
    const first = await plan(t, { days: 100, userid: auditor });
    expect(first.statusCode, first.body).toBe(201);
    const mine = plannedOf(first).filter((a) => [late.siteid, soon.siteid].includes(a.siteid));
    expect(mine.map((a) => [a.siteid, a.due_date, a.auditdate])).toEqual(
      expect.arrayContaining([
        [late.siteid, '2025-01-10', addDays(today, 1)],
        [soon.siteid, addDays(today, 90), addDays(today, 90)],
      ]),
    );
    const site = await siteOf(t, late.supplierid);
    expect(site.status).toBe('planned');
    expect(site.planned).toMatchObject({ userid: auditor, auditdate: addDays(today, 1), unannounced: false });
    // The audit is an audit like any other: the audits list shows it, with its auditor and date.
    const audits = await t.api({ method: 'GET', url: `/api/v1/audits?companyid=${late.supplierid}` });
    const planned = audits.json().data.find((a: { auditid: number }) => a.auditid === site.planned!.auditid);
    expect(planned).toMatchObject({ userid: auditor, auditdate: addDays(today, 1), statusid: 1 });

    const again = await plan(t, { days: 100, userid: auditor });
    expect(again.statusCode).toBe(201);
    expect(plannedOf(again).filter((a) => [late.siteid, soon.siteid].includes(a.siteid))).toEqual([]);
  });

  it('plans each site once when plans run concurrently', async () => {
    const sites = await Promise.all([overdueSupplier(), overdueSupplier(), overdueSupplier()]);
    const ids = sites.map((s) => s.siteid);
    const results = await Promise.all(Array.from({ length: 6 }, () => plan(t, { days: 0 })));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const made = results.flatMap(plannedOf).filter((a) => ids.includes(a.siteid));
    expect(made.map((a) => a.siteid).sort()).toEqual([...ids].sort());
    const { rows } = await t.db.query<{ siteid: number; n: number }>(
      `SELECT p.siteid, count(*)::int AS n FROM audit_plans p JOIN audits a ON a.auditid = p.auditid
        WHERE p.siteid = ANY ($1) GROUP BY p.siteid`,
      [ids],
    );
    expect(rows.map((r) => r.n)).toEqual([1, 1, 1]);
  });

  it('a completed planned audit moves the site to its next period, which may be planned again', async () => {
    const { supplierid, siteid } = await overdueSupplier();
    const [made] = plannedOf(await plan(t, { days: 0, unannounced: true })).filter(
      (a) => a.siteid === siteid,
    );
    expect((await siteOf(t, supplierid)).planned?.unannounced).toBe(true);
    const items = await auditItems(t, made!.auditid);
    await answerInDb(
      t,
      made!.auditid,
      items.map((i) => ({ itemid: i.itemid, result: 'pass' })),
    );
    const done = await t.api({
      method: 'POST',
      url: `/api/v1/audits/${made!.auditid}/complete`,
      payload: {},
    });
    expect(done.statusCode, done.body).toBe(200);
    const site = await siteOf(t, supplierid);
    expect(site).toMatchObject({ status: 'due', planned: null, interval_months: 12 });
    expect(site.last_audit).toMatchObject({
      auditid: made!.auditid,
      auditdate: made!.auditdate,
      score_pct: 100,
    });
    expect(site.due_date).toBe(addDays(made!.auditdate, 0).replace(/^(\d{4})/, (y) => String(Number(y) + 1)));
  });

  it('assign gives a planned audit another auditor; refuses others, unknown ids and completed audits', async () => {
    const { supplierid, siteid } = await overdueSupplier();
    const [made] = plannedOf(await plan(t, { days: 0 })).filter((a) => a.siteid === siteid);
    const bob = await orgAuditor(t, 'Bob');
    const assign = (auditid: number | string, payload: unknown, key?: string) =>
      t.api({
        method: 'POST',
        url: `/api/v1/audit-programme/planned/${auditid}/assign`,
        payload: payload as object,
        key,
      });
    const ok = await assign(made!.auditid, { userid: bob });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await siteOf(t, supplierid)).planned).toMatchObject({ userid: bob, auditor: 'Bob Auditor' });

    // The supplier's own portal user is no auditor; nor is an unknown user.
    const { rows } = await t.db.query<{ userid: number }>('SELECT userid FROM users WHERE companyid = $1', [
      supplierid,
    ]);
    expect((await assign(made!.auditid, { userid: rows[0]!.userid })).statusCode).toBe(400);
    expect((await assign(made!.auditid, { userid: 2147483647 })).statusCode).toBe(400);
    // An audit that is not a planned one, and one that does not exist, look the same: 404.
    const plain = await completedAudit(t, supplierid, '2026-01-01', 80);
    expect((await assign(plain, { userid: bob })).json()).toEqual({
      success: false,
      error: 'Planned audit not found',
    });
    expect((await assign(2147483647, { userid: bob })).statusCode).toBe(404);
    // Hostile input.
    expect((await assign('abc', { userid: bob })).statusCode).toBe(400);
    expect((await assign(made!.auditid, { userid: '1; DROP TABLE audits' })).statusCode).toBe(400);
    // A level-1 key may read, not assign.
    expect((await assign(made!.auditid, { userid: bob }, t.key[1])).statusCode).toBe(403);
    // Completed: 409.
    await t.db.query('UPDATE audits SET statusid = 2, score_pct = 90 WHERE auditid = $1', [made!.auditid]);
    expect((await assign(made!.auditid, { userid: bob })).statusCode).toBe(409);
  });

  it('refuses bad plans: days out of range, unknown or supplier auditors, level 1', async () => {
    const { supplierid } = await supplierAt(t, 1);
    const { rows } = await t.db.query<{ userid: number }>('SELECT userid FROM users WHERE companyid = $1', [
      supplierid,
    ]);
    for (const body of [
      { days: -1 },
      { days: 367 },
      { days: 1.5 },
      { days: 'ten' },
      {},
      { days: 10, userid: 0 },
      { days: 10, userid: rows[0]!.userid },
      { days: 10, unannounced: 'yes' },
    ]) {
      const res = await plan(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await plan(t, { days: 10 }, t.key[1])).statusCode).toBe(403);
  });

  it('replays a plan sent again with the same Idempotency-Key', async () => {
    await overdueSupplier();
    const key = `plan-${process.pid}-${Date.now()}`;
    const once = () =>
      t.api({
        method: 'POST',
        url: '/api/v1/audit-programme/plan',
        payload: { days: 0 },
        headers: { 'idempotency-key': key },
      });
    const a = await once();
    const b = await once();
    expect(a.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect(a.json().data.planned).toBeGreaterThan(0);
  });
});
