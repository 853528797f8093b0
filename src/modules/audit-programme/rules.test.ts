import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import {
  completedAudit,
  DEFAULT_RULES,
  orgAuditor,
  siteOf,
  supplierAt,
} from '../../../test/fixtures/audit-programme.js';

// The decision table is the organisation's one row: this file alone changes it, and puts it back.
const t = useTestApp();
const put = (payload: unknown, key?: string) =>
  t.api({ method: 'PUT', url: '/api/v1/audit-programme/rules', payload: payload as object, key });

describe('the decision table, edited by Admin', () => {
  it('answers the documented defaults to any organisation key', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/audit-programme/rules', key: t.key[1] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...DEFAULT_RULES, updated_by: null });
  });

  it('an Admin’s change moves every due date in the same request; putting it back moves them back', async () => {
    const high = await supplierAt(t, 3);
    await completedAudit(t, high.supplierid, '2026-01-10', 90);
    const low = await supplierAt(t, 1);
    await completedAudit(t, low.supplierid, '2026-01-10', 50);
    expect((await siteOf(t, high.supplierid)).due_date).toBe('2027-01-10');
    expect((await siteOf(t, low.supplierid)).due_date).toBe('2027-07-10'); // 36 halved: 18

    const changed = await put({ ...DEFAULT_RULES, high_months: 24, score_factor: 0.25 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ high_months: 24, score_factor: 0.25, updated_by: 1 });
    expect(changed.json().data.sites_moved).toBeGreaterThanOrEqual(2);
    expect((await siteOf(t, high.supplierid)).due_date).toBe('2028-01-10');
    const l = await siteOf(t, low.supplierid);
    expect(l).toMatchObject({ due_date: '2026-10-10', interval_months: 9 });

    const back = await put(DEFAULT_RULES);
    expect(back.statusCode).toBe(200);
    expect((await siteOf(t, high.supplierid)).due_date).toBe('2027-01-10');
    expect((await siteOf(t, low.supplierid)).due_date).toBe('2027-07-10');
  });

  it('the first-audit days and the unannounced default are rules too', async () => {
    const s = await supplierAt(t, 2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await put({ ...DEFAULT_RULES, first_audit_days: 0, unannounced: true })).statusCode).toBe(200);
    expect((await siteOf(t, s.supplierid)).due_date).toBe(today);
    const auditor = await orgAuditor(t);
    const planned = await t.api({
      method: 'POST',
      url: '/api/v1/audit-programme/plan',
      payload: { days: 0, userid: auditor },
    });
    expect(planned.statusCode).toBe(201);
    expect((await siteOf(t, s.supplierid)).planned?.unannounced).toBe(true);
    expect((await put(DEFAULT_RULES)).statusCode).toBe(200);
  });

  it('only Admin (level 4) changes it; a bad table is refused whole', async () => {
    for (const level of [1, 2, 3] as const) {
      expect((await put(DEFAULT_RULES, t.key[level])).statusCode).toBe(403);
    }
    for (const bad of [
      { ...DEFAULT_RULES, high_months: 0 },
      { ...DEFAULT_RULES, low_months: 121 },
      { ...DEFAULT_RULES, score_factor: 0 },
      { ...DEFAULT_RULES, score_factor: 1.5 },
      { ...DEFAULT_RULES, score_below: 101 },
      { ...DEFAULT_RULES, first_audit_days: -1 },
      { ...DEFAULT_RULES, medium_months: 'eighteen' },
      { ...DEFAULT_RULES, unannounced: null },
      { high_months: 12 },
      [],
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const read = await t.api({ method: 'GET', url: '/api/v1/audit-programme/rules' });
    expect(read.json().data).toMatchObject(DEFAULT_RULES);
  });
});
