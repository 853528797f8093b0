import { expect } from 'vitest';
import { ok, type ClientTest } from './harness.js';

/** The audit programme through the typed client: the rules, the list, a plan and an assignment. */
export async function auditProgrammeFlow(ct: ClientTest, supplierid: number) {
  const { api } = ct;
  const rules = ok(await api.GET('/api/v1/audit-programme/rules'));
  const { updated: _u, updated_by: _b, ...table } = rules.data;
  const saved = ok(
    await api.PUT('/api/v1/audit-programme/rules', { body: { ...table, first_audit_days: 0 } }),
  );
  expect(saved.data.first_audit_days).toBe(0);
  const due = ok(
    await api.GET('/api/v1/audit-programme', { params: { query: { status: 'due', supplierid, limit: 10 } } }),
  );
  expect(due.data).toHaveLength(1);
  expect(due.data[0]!.reasons.map((r) => r.rule)).toContain('first_audit');
  const planned = ok(
    await api.POST('/api/v1/audit-programme/plan', { body: { days: 0, unannounced: true } }),
  );
  const mine = planned.data.audits.find((a) => a.siteid === due.data[0]!.siteid);
  expect(mine).toBeDefined();
  ok(
    await api.POST('/api/v1/audit-programme/planned/{auditid}/assign', {
      params: { path: { auditid: mine!.auditid } },
      body: { userid: 1 },
    }),
  );
  const list = ok(
    await api.GET('/api/v1/audit-programme', {
      params: { query: { status: 'planned', sort: '-companyname', page: 1 } },
    }),
  );
  expect(list.data.find((r) => r.supplierid === supplierid)?.planned?.unannounced).toBe(true);
  ok(await api.PUT('/api/v1/audit-programme/rules', { body: table }));
}
