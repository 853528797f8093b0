import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { testClock } from '../../../test/clock.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { createCertificate } from '../../../test/fixtures/certificates.js';
import {
  approvalOf,
  dayRecorded,
  reviewQuestionnaire,
  ruleOf,
  setRules,
  statusOf,
} from '../../../test/fixtures/approval.js';

// Each rule of the table (docs/approval.md, "Rule table") moving a supplier's status and back, through the
// writes that trigger it: the approval is recomputed inline, so each read right after a write sees it.
const clock = testClock('2026-06-01');
const t = useTestApp({}, { clock: clock.now });
beforeAll(() => dayRecorded(t, '2026-06-01'));

const supplier = async (risk: number) => (await createSupplier(t, { risk })).supplierid;
const setRisk = async (id: number, risk: number) => {
  const res = await t.api({ method: 'PUT', url: `/api/v1/suppliers/${id}`, payload: { risk } });
  expect(res.statusCode, res.body).toBe(200);
};

/** A completed audit of the supplier straight in the database (its score as given): the audits' own rules aside. */
async function completedAudit(supplierid: number, score: number, auditdate = '2026-05-01') {
  const { rows } = await t.db.query<{ auditid: number }>(
    `INSERT INTO audits (templateid, companyid, userid, auditdate, statusid, score_pct, created_by, completed_by,
                         completed_at)
     VALUES (1, $1, 1, $2, 2, $3, 1, 1, now()) RETURNING auditid`,
    [supplierid, auditdate, score],
  );
  return rows[0]!.auditid;
}

describe('the approval rule table', () => {
  it('a new supplier is pending; low risk + an accepted questionnaire: approved', async () => {
    const id = await supplier(1);
    const first = await approvalOf(t, id);
    expect(first).toMatchObject({
      approvalstatus: 'pending',
      computed: 'pending',
      override: null,
      asof: '2026-06-01',
    });
    expect(first.reasons).toEqual(['no accepted questionnaire in force (latest: Not started)']);
    expect(first.rules.map((r) => r.rule)).toEqual([
      'active',
      'critical_actions',
      'audit_floor',
      'questionnaire',
      'questionnaire_score',
      'evidence',
    ]);
    await reviewQuestionnaire(t, id, { status: 'Submitted' });
    expect(await statusOf(t, id)).toBe('pending');
    await reviewQuestionnaire(t, id, { score: 85 });
    const approved = await approvalOf(t, id);
    expect(approved).toMatchObject({ approvalstatus: 'approved', reasons: [] });
    expect(approved.rules.every((r) => r.passed)).toBe(true);
    expect(approved.rules.find((r) => r.rule === 'evidence')).toMatchObject({ applies: false });
  });

  it('the questionnaire score under the minimum or a critical answer: conditional, and back', async () => {
    const id = await supplier(1);
    await reviewQuestionnaire(t, id, { score: 60 });
    expect(await approvalOf(t, id)).toMatchObject({
      approvalstatus: 'conditional',
      reasons: ['questionnaire scored 60.00, under 70.00'],
    });
    await reviewQuestionnaire(t, id, { score: 90, critical: true });
    expect(await approvalOf(t, id)).toMatchObject({
      approvalstatus: 'conditional',
      reasons: ['questionnaire with a critical answer'],
    });
    await reviewQuestionnaire(t, id, { score: 90 });
    expect(await statusOf(t, id)).toBe('approved');
    // Rejected, changes requested, expired: no accepted questionnaire in force any more.
    for (const status of ['Rejected', 'Changes requested', 'Expired']) {
      await reviewQuestionnaire(t, id, { status, score: 90 });
      expect(await statusOf(t, id)).toBe('pending');
    }
  });

  it('medium risk needs a valid GFSI certificate (not graded C or D) or a recent audit', async () => {
    const id = await supplier(2);
    await reviewQuestionnaire(t, id, { score: 80 });
    expect(await approvalOf(t, id)).toMatchObject({
      approvalstatus: 'conditional',
      reasons: [
        'medium risk without a valid GFSI certificate or an audit scoring 75.00% in the last 12 months',
      ],
    });
    // SALSA is not GFSI-benchmarked: still conditional.
    await createCertificate(t, id, { standard: 3, certificatenumber: 'SALSA-1' });
    expect(await statusOf(t, id)).toBe('conditional');
    const { accreditationid } = await createCertificate(t, id, {
      standard: 1,
      grade: 'C',
      certificatenumber: 'B-1',
    });
    expect(await statusOf(t, id)).toBe('conditional');
    expect((await ruleOf(t, id, 'evidence')).input.certificate).toMatchObject({ grade: 'C', counts: false });
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/accreditations/${accreditationid}`,
      payload: { grade: 'A' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(t, id)).toBe('approved');
    // Deleting the certificate takes the evidence away.
    const del = await t.api({ method: 'DELETE', url: `/api/v1/accreditations/${accreditationid}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(await statusOf(t, id)).toBe('conditional');
  });

  it('high risk: an audit in the last 12 months scoring at least 75 % is evidence; an older or lower one is not', async () => {
    const id = await supplier(3);
    await reviewQuestionnaire(t, id, { score: 80 });
    expect(await statusOf(t, id)).toBe('conditional');
    const old = await completedAudit(id, 90, '2025-05-01');
    expect(await statusOf(t, id)).toBe('conditional');
    await t.db.query(`UPDATE audits SET auditdate = '2026-04-01' WHERE auditid = $1`, [old]);
    expect(await statusOf(t, id)).toBe('approved');
    await t.db.query(`UPDATE audits SET score_pct = 70 WHERE auditid = $1`, [old]);
    expect(await statusOf(t, id)).toBe('conditional');
  });

  it('a risk change moves the status: low to high without evidence is conditional, and back', async () => {
    const id = await supplier(1);
    await reviewQuestionnaire(t, id, { score: 80 });
    expect(await statusOf(t, id)).toBe('approved');
    await setRisk(id, 3);
    expect(await statusOf(t, id)).toBe('conditional');
    await setRisk(id, 1);
    expect(await statusOf(t, id)).toBe('approved');
  });

  it('a supplier without a risk level is treated as the rules say (high by default)', async () => {
    const id = await supplier(1);
    await reviewQuestionnaire(t, id, { score: 80 });
    await t.db.query('UPDATE companies SET riskid = NULL WHERE companyid = $1', [id]);
    expect(await ruleOf(t, id, 'evidence')).toMatchObject({
      applies: true,
      passed: false,
      input: { risk: null, assessedas: 'high' },
    });
    expect(await statusOf(t, id)).toBe('conditional');
  });

  it('the last completed audit under the floor (50 %) suspends, and a better one lifts it', async () => {
    const id = await supplier(1);
    await reviewQuestionnaire(t, id, { score: 80 });
    await completedAudit(id, 40, '2026-05-01');
    expect(await approvalOf(t, id)).toMatchObject({
      approvalstatus: 'suspended',
      reasons: ['last completed audit scored 40.00%, under 50.00%'],
    });
    await completedAudit(id, 80, '2026-05-20');
    expect(await statusOf(t, id)).toBe('approved');
  });

  it('a deactivated supplier is delisted', async () => {
    const id = await supplier(1);
    await reviewQuestionnaire(t, id, { score: 80 });
    const res = await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await approvalOf(t, id)).toMatchObject({
      approvalstatus: 'delisted',
      reasons: ['supplier deactivated'],
    });
  });

  it('changed thresholds recompute every supplier at once (and are Admin-only)', async () => {
    const id = await supplier(2);
    await reviewQuestionnaire(t, id, { score: 80 });
    expect(await statusOf(t, id)).toBe('conditional');
    const rules = await setRules(t, { evidencerisk: 'high', questionnaireminscore: 50 });
    expect(rules).toMatchObject({
      evidencerisk: 'high',
      questionnaireminscore: 50,
      specguard: 'warn',
      updated_by: 1,
    });
    expect(await statusOf(t, id)).toBe('approved');
    await setRules(t, { evidencerisk: 'medium', questionnaireminscore: 70 });
    expect(await statusOf(t, id)).toBe('conditional');
    const manager = await t.api({
      method: 'PUT',
      url: '/api/v1/approval/rules',
      payload: { auditmonths: 6 },
      key: t.key[3],
    });
    expect(manager.statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/api/v1/approval/rules', key: t.key[3] })).statusCode).toBe(
      403,
    );
  });
});
