import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { addDays } from '../../../test/clock.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { completedAudit, supplierAt, type ProgrammeSite } from '../../../test/fixtures/audit-programme.js';

// A database of its own: the list's totals are this file's rows.
const t = useTestApp();
const today = new Date().toISOString().slice(0, 10);

const list = async (query: string, key?: string) => {
  const res = await t.api({ method: 'GET', url: `/api/v1/audit-programme?${query}`, key });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: ProgrammeSite[];
    pagination: { total: number; totalPages: number };
    asof: string;
  };
};

describe('the due / overdue / planned list', () => {
  it('filters by status and date range, pages and sorts', async () => {
    // Three overdue (due 2025-01-10, 2025-02-10, 2025-03-10), two due (never audited: in 90 days), and one due
    // 2024-06-01; a plan of everything due today takes the four overdue.
    for (const month of ['01', '02', '03']) {
      const s = await supplierAt(t, 3, { companyname: `Overdue ${month}` });
      await completedAudit(t, s.supplierid, `2024-${month}-10`, 90);
    }
    const due = [
      await supplierAt(t, 1, { companyname: 'Zed Due' }),
      await supplierAt(t, 2, { companyname: 'Abe Due' }),
    ];
    const planned = await supplierAt(t, 3, { companyname: 'Planned' });
    await completedAudit(t, planned.supplierid, '2023-06-01', 90);
    const made = await t.api({ method: 'POST', url: '/api/v1/audit-programme/plan', payload: { days: 0 } });
    expect(made.statusCode).toBe(201);
    const o = await list('status=overdue');
    expect(o.asof).toBe(today);
    expect(o.data).toEqual([]);

    const p = await list('status=planned');
    expect(p.pagination.total).toBe(4);
    expect(p.data.every((r) => r.status === 'planned' && r.planned !== null)).toBe(true);

    const late = [];
    for (const month of ['04', '05']) {
      const s = await supplierAt(t, 3, { companyname: `Late ${month}` });
      await completedAudit(t, s.supplierid, `2024-${month}-10`, 90);
      late.push(s);
    }
    const o2 = await list('status=overdue');
    expect(o2.data.map((r) => [r.siteid, r.due_date, r.status])).toEqual([
      [late[0]!.siteid, '2025-04-10', 'overdue'],
      [late[1]!.siteid, '2025-05-10', 'overdue'],
    ]);
    expect(o2.data[0]!.days).toBeLessThan(0);

    const d = await list('status=due');
    expect(d.data.map((r) => r.siteid).sort()).toEqual(due.map((s) => s.siteid).sort());
    expect(d.data.every((r) => r.due_date === addDays(today, 90))).toBe(true);
    expect((await list('status=due&sort=companyname')).data.map((r) => r.siteid)).toEqual([
      due[1]!.siteid,
      due[0]!.siteid,
    ]);
    expect((await list('status=due&sort=-companyname')).data.map((r) => r.siteid)).toEqual([
      due[0]!.siteid,
      due[1]!.siteid,
    ]);

    // Date range: on the list's date (the planned date, else the due date).
    expect((await list('from=2025-04-10&to=2025-04-30')).data.map((r) => r.siteid)).toEqual([
      late[0]!.siteid,
    ]);
    expect((await list(`status=due&to=${addDays(today, 89)}`)).data).toEqual([]);
    // Paging.
    const all = await list('limit=2');
    expect(all.pagination).toMatchObject({ total: 8, totalPages: 4 });
    const page2 = await list('limit=2&page=2');
    expect(page2.data.map((r) => r.siteid)).not.toEqual(all.data.map((r) => r.siteid));
    // By supplier, by auditor.
    expect((await list(`supplierid=${planned.supplierid}`)).data).toHaveLength(1);
    expect((await list('userid=1')).pagination.total).toBe(4);
  });

  it('refuses hostile queries with 400, never a 500', async () => {
    for (const q of [
      'status=late',
      'from=2026-02-30',
      'from=yesterday',
      'to=2026-01-01&from=2026-02-01',
      'limit=0',
      'limit=201',
      'page=0',
      'sort=siteid;DROP TABLE sites',
      'sort=password_hash',
      'supplierid=0',
      'supplierid=99999999999',
      "userid=1'--",
    ]) {
      const res = await t.api({ method: 'GET', url: `/api/v1/audit-programme?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('is the organisation’s: a supplier’s portal user is refused every route, its own sites included', async () => {
    const account = await supplierAccount(t);
    const headers = bearer(account.token);
    const calls = [
      { method: 'GET', url: '/api/v1/audit-programme' },
      { method: 'GET', url: `/api/v1/audit-programme?supplierid=${account.supplierid}` },
      { method: 'GET', url: '/api/v1/audit-programme/rules' },
      { method: 'POST', url: '/api/v1/audit-programme/plan', payload: { days: 30 } },
      {
        method: 'POST',
        url: '/api/v1/audit-programme/planned/1/assign',
        payload: { userid: account.userid },
      },
    ] as const;
    for (const c of calls) {
      const res = await t.api({ ...c, key: null, headers });
      expect(res.statusCode, c.url).toBe(403);
    }
    expect((await t.api({ method: 'GET', url: '/api/v1/audit-programme', key: null })).statusCode).toBe(401);
  });
});
