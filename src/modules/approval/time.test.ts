import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { testClock } from '../../../test/clock.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { createCertificate } from '../../../test/fixtures/certificates.js';
import { answerInDb, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { raised, update } from '../../../test/fixtures/actions.js';
import {
  approvalOf,
  dayRecorded,
  reviewQuestionnaire,
  ruleOf,
  statusOf,
} from '../../../test/fixtures/approval.js';

// What time changes: a certificate or a questionnaire expiring, a critical action falling past due. The approval
// worker passes every second here; the clock moves forward through the file (tests in date order), and a status
// follows once the worker has recorded the new day (approval_rules.asof), which every read and recompute uses.
const clock = testClock('2026-06-01');
const t = useTestApp({ CERTIFICATE_REMINDER_INTERVAL: '1s' }, { clock: clock.now });
beforeAll(() => dayRecorded(t, '2026-06-01'));

/** Moves the clock and waits for the worker's pass to record the day. */
async function moveTo(day: string) {
  clock.set(day);
  await dayRecorded(t, day);
}

describe('time-driven approval changes', () => {
  it('a certificate expiring takes a medium-risk supplier from approved to conditional on its expiry day', async () => {
    const { supplierid } = await createSupplier(t, { risk: 2 });
    await reviewQuestionnaire(t, supplierid, { score: 80, expires: '2029-01-01' });
    await createCertificate(t, supplierid, { issuedate: '2025-06-10', expirydate: '2026-06-10' });
    expect(await statusOf(t, supplierid)).toBe('approved');
    await moveTo('2026-06-09');
    expect(await statusOf(t, supplierid)).toBe('approved');
    await moveTo('2026-06-10');
    expect(await approvalOf(t, supplierid)).toMatchObject({
      approvalstatus: 'conditional',
      asof: '2026-06-10',
    });
    // A renewed certificate brings it back at once (inline, same day).
    await createCertificate(t, supplierid, { issuedate: '2026-06-10', expirydate: '2027-06-10' });
    expect(await statusOf(t, supplierid)).toBe('approved');
  });

  it('an accepted questionnaire expiring: pending from its expiry date', async () => {
    const { supplierid } = await createSupplier(t, { risk: 1 });
    await reviewQuestionnaire(t, supplierid, { score: 80, expires: '2026-07-01' });
    expect(await statusOf(t, supplierid)).toBe('approved');
    await moveTo('2026-07-01');
    expect(await approvalOf(t, supplierid)).toMatchObject({
      approvalstatus: 'pending',
      // The questionnaires' worker reissued it 60 days before its expiry (docs/approval.md): the latest is the new one.
      reasons: ['no accepted questionnaire in force (latest: Not started)'],
    });
  });

  it('an open critical action falling past due suspends; done lifts it; a non-critical one never suspends', async () => {
    const audit = await createAudit(t, { audit_date: '2026-07-01' });
    const supplierid = audit.companyid;
    await reviewQuestionnaire(t, supplierid, { score: 80 });
    expect(await statusOf(t, supplierid)).toBe('approved');
    const items = await auditItems(t, audit.auditid);
    const critical = items.find((i) => i.critical)!;
    const ordinary = items.find((i) => !i.critical)!;
    await answerInDb(t, audit.auditid, [
      { itemid: critical.itemid, result: 'fail' },
      { itemid: ordinary.itemid, result: 'fail' },
    ]);
    const actionid = await raised(t, audit.auditid, critical.itemid, { duedate: '2026-08-01' });
    await raised(t, audit.auditid, ordinary.itemid, { duedate: '2026-07-15' });
    expect(await ruleOf(t, supplierid, 'critical_actions')).toMatchObject({
      passed: true,
      input: { open: 1, overdue: 0 },
    });
    await moveTo('2026-08-01');
    expect(await statusOf(t, supplierid)).toBe('approved'); // due today: not yet past due
    await moveTo('2026-08-02');
    expect(await approvalOf(t, supplierid)).toMatchObject({
      approvalstatus: 'suspended',
      reasons: ['1 open critical corrective action(s) past due'],
    });
    // A new due date (an action changed) lifts it inline, and so does closing it.
    let res = await update(t, actionid, { duedate: '2026-09-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(t, supplierid)).toBe('approved');
    res = await update(t, actionid, { duedate: '2026-08-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(t, supplierid)).toBe('suspended');
    res = await update(t, actionid, { status: 'done' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(t, supplierid)).toBe('approved');
  });
});
