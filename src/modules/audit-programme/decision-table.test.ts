import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { addDays } from '../../../test/clock.js';
import { createCertificate } from '../../../test/fixtures/certificates.js';
import { completedAudit, programmeOf, siteOf, supplierAt } from '../../../test/fixtures/audit-programme.js';

const t = useTestApp();
const today = new Date().toISOString().slice(0, 10);
const decisive = (s: { reasons: { rule: string; decides: boolean }[] }) =>
  s.reasons.filter((r) => r.decides).map((r) => r.rule);
const rules = (s: { reasons: { rule: string }[] }) => s.reasons.map((r) => r.rule);

/** A certificate to BRCGS Food Safety (standard 1) with a grade, valid for a year. */
const brcgs = (grade: string, extra: Record<string, unknown> = {}) => ({
  standard: 1,
  grade,
  issuedate: addDays(today, -100),
  expirydate: addDays(today, 265),
  ...extra,
});

describe('the decision table, row by row', () => {
  it.each([
    [3, 'High', '2027-01-10', 12],
    [2, 'Medium', '2027-07-10', 18],
    [1, 'Low', '2029-01-10', 36],
  ])('risk %i (%s) after a good audit: due %s, every %i months', async (risk, name, due, months) => {
    const { supplierid, siteid } = await supplierAt(t, risk);
    const auditid = await completedAudit(t, supplierid, '2026-01-10', 90);
    const s = await siteOf(t, supplierid);
    expect(s).toMatchObject({ siteid, due_date: due, interval_months: months, grade: null });
    expect(s.last_audit).toEqual({ auditid, auditdate: '2026-01-10', score_pct: 90 });
    expect(s.reasons).toEqual([
      { rule: 'risk', months, decides: true, text: `${name} risk: every ${months} months` },
    ]);
  });

  it('a supplier without a risk level is audited as the unrated row says (12 months)', async () => {
    const { supplierid } = await supplierAt(t, 1);
    await completedAudit(t, supplierid, '2026-01-10', 90);
    await t.db.query('UPDATE companies SET riskid = NULL WHERE companyid = $1', [supplierid]);
    const s = await siteOf(t, supplierid);
    expect(s).toMatchObject({ due_date: '2027-01-10', interval_months: 12 });
    expect(s.reasons[0]!.text).toBe('Unrated risk: every 12 months');
  });

  it('a last score under 75 % halves the risk interval; 75 % exactly does not', async () => {
    const low = await supplierAt(t, 3);
    await completedAudit(t, low.supplierid, '2026-01-10', 74.99);
    const s = await siteOf(t, low.supplierid);
    expect(s).toMatchObject({ due_date: '2026-07-10', interval_months: 6 });
    expect(rules(s)).toEqual(['risk', 'score']);
    expect(decisive(s)).toEqual(['score']);
    expect(s.reasons[1]!.text).toBe('Last audit scored 75.0 % (under 75.0 %): every 6 months');

    const edge = await supplierAt(t, 2);
    await completedAudit(t, edge.supplierid, '2026-01-10', 75);
    expect((await siteOf(t, edge.supplierid)).interval_months).toBe(18);
  });

  it('only the last completed audit counts', async () => {
    const { supplierid } = await supplierAt(t, 2);
    await completedAudit(t, supplierid, '2025-06-01', 40);
    const last = await completedAudit(t, supplierid, '2026-02-01', 95);
    const s = await siteOf(t, supplierid);
    expect(s).toMatchObject({ due_date: '2027-08-01', interval_months: 18 });
    expect(s.last_audit?.auditid).toBe(last);
  });

  it.each([
    ['C', 1, 6],
    ['D', 2, 6],
    ['AA', 1, 12],
    ['A+', 1, 12],
    ['b', 2, 12],
  ])(
    'a live BRCGS grade %s caps a risk-%i supplier at %i months (the shortest applies)',
    async (grade, risk, months) => {
      const { supplierid } = await supplierAt(t, risk);
      await completedAudit(t, supplierid, '2026-01-10', 90);
      await createCertificate(t, supplierid, brcgs(grade));
      const s = await siteOf(t, supplierid);
      expect(s.interval_months).toBe(months);
      expect(s.due_date).toBe(months === 6 ? '2026-07-10' : '2027-01-10');
      expect(s.grade).toBe(grade.replace('+', '').toUpperCase());
      expect(rules(s)).toEqual(['risk', 'grade']);
      expect(decisive(s)).toEqual(['grade']);
    },
  );

  it('a high-risk supplier graded AA keeps 12 months: both rows decide, both listed', async () => {
    const { supplierid } = await supplierAt(t, 3);
    await completedAudit(t, supplierid, '2026-01-10', 90);
    await createCertificate(t, supplierid, brcgs('AA'));
    const s = await siteOf(t, supplierid);
    expect(s.interval_months).toBe(12);
    expect(decisive(s)).toEqual(['risk', 'grade']);
  });

  it('combined: a low score and a grade C; the shortest applies and every reason is listed', async () => {
    const a = await supplierAt(t, 2); // 18 halved to 9, grade A 12: 9
    await completedAudit(t, a.supplierid, '2026-01-10', 60);
    await createCertificate(t, a.supplierid, brcgs('A'));
    const sa = await siteOf(t, a.supplierid);
    expect(sa).toMatchObject({ interval_months: 9, due_date: '2026-10-10' });
    expect(rules(sa)).toEqual(['risk', 'score', 'grade']);
    expect(decisive(sa)).toEqual(['score']);

    const b = await supplierAt(t, 1); // 36 halved to 18, grade C 6: 6
    await completedAudit(t, b.supplierid, '2026-01-10', 60);
    await createCertificate(t, b.supplierid, brcgs('C'));
    const sb = await siteOf(t, b.supplierid);
    expect(sb).toMatchObject({ interval_months: 6, due_date: '2026-07-10' });
    expect(decisive(sb)).toEqual(['grade']);
  });

  it('an expired, deleted, other-standard or other-site certificate sets nothing', async () => {
    const { supplierid } = await supplierAt(t, 1);
    await completedAudit(t, supplierid, '2026-01-10', 90);
    await createCertificate(
      t,
      supplierid,
      brcgs('C', { issuedate: addDays(today, -400), expirydate: addDays(today, -1) }),
    );
    await createCertificate(t, supplierid, brcgs('D', { standard: 3 }));
    const { accreditationid } = await createCertificate(t, supplierid, brcgs('C'));
    expect((await siteOf(t, supplierid)).interval_months).toBe(6);
    const del = await t.api({ method: 'DELETE', url: `/api/v1/accreditations/${accreditationid}` });
    expect(del.statusCode, del.body).toBe(200);
    const s = await siteOf(t, supplierid);
    expect(s).toMatchObject({ interval_months: 36, grade: null });
  });

  it('a site never audited is due 90 days after it was added; the risk interval follows its first audit', async () => {
    const { supplierid } = await supplierAt(t, 3);
    const s = await siteOf(t, supplierid);
    expect(s).toMatchObject({
      due_date: addDays(today, 90),
      interval_months: 12,
      last_audit: null,
      status: 'due',
    });
    expect(rules(s)).toEqual(['risk', 'first_audit']);
    expect(s.reasons[1]).toMatchObject({ decides: true, months: null });
  });

  it('a company’s audit without a site counts for its default site only; a changed risk moves the date inline', async () => {
    const { supplierid, siteid } = await supplierAt(t, 1);
    const { rows } = await t.db.query<{ siteid: number }>(
      `INSERT INTO sites (companyid, sitename, is_default) VALUES ($1, 'Second plant', false) RETURNING siteid`,
      [supplierid],
    );
    const second = rows[0]!.siteid;
    await completedAudit(t, supplierid, '2026-01-10', 90);
    const before = await programmeOf(t, supplierid);
    const seen = Object.fromEntries(before.map((s) => [s.siteid, s.last_audit !== null]));
    expect(seen).toEqual({ [siteid]: true, [second]: false });
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${supplierid}`,
      payload: { risk: 3 },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const main = (await programmeOf(t, supplierid)).find((s) => s.siteid === siteid)!;
    expect(main).toMatchObject({ interval_months: 12, due_date: '2027-01-10' });
  });

  it('a site deactivated or a supplier deactivated leaves the programme', async () => {
    const { supplierid, siteid } = await supplierAt(t, 2);
    await t.db.query('UPDATE sites SET active = 0 WHERE siteid = $1', [siteid]);
    expect(await programmeOf(t, supplierid)).toEqual([]);
    await t.db.query('UPDATE sites SET active = 1 WHERE siteid = $1', [siteid]);
    expect(await programmeOf(t, supplierid)).toHaveLength(1);
    await t.db.query('UPDATE companies SET active = 0 WHERE companyid = $1', [supplierid]);
    expect(await programmeOf(t, supplierid)).toEqual([]);
  });
});
