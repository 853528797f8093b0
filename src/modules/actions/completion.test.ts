import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { answerInDb, auditItems } from '../../../test/fixtures/audits/helpers.js';
import { supplierAccount } from '../../../test/fixtures/accounts.js';
import { createAudit } from '../../../test/fixtures/audits/helpers.js';
import { raised } from '../../../test/fixtures/actions.js';

const t = useTestApp();

/** An audit of `companyid` with every item answered: critical ones fail (or what `critical` says), others pass. */
async function answered(companyid?: number, critical = 'fail') {
  const audit = companyid
    ? (
        await t.api({
          method: 'POST',
          url: '/api/v1/audits',
          payload: { companyid, userid: 1, audit_date: '2026-03-14' },
        })
      ).json().data
    : await createAudit(t);
  const items = await auditItems(t, audit.auditid);
  await answerInDb(
    t,
    audit.auditid,
    items.map((i) => ({ itemid: i.itemid, result: i.critical ? critical : 'pass' })),
  );
  return { auditid: audit.auditid as number, critical: items.filter((i) => i.critical) };
}

const complete = (auditid: number) =>
  t.api({ method: 'POST', url: `/api/v1/audits/${auditid}/complete`, payload: {} });
const actionsOf = async (auditid: number) =>
  (await t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/actions` })).json().data as Record<
    string,
    unknown
  >[];

it('raises an open, high, 28-day action for each critical fail, assigned to the supplier’s first portal user', async () => {
  const supplier = await supplierAccount(t);
  const { auditid, critical } = await answered(supplier.supplierid);
  const manual = await raised(t, auditid, critical[0]!.itemid, { assignee: 1 });
  expect((await complete(auditid)).statusCode).toBe(200);
  const list = await actionsOf(auditid);
  // The item that had an action keeps only it; each other critical fail gets one.
  expect(list).toHaveLength(critical.length);
  expect(list.filter((a) => a.actionid === manual)).toHaveLength(1);
  const due = new Date(Date.now() + 28 * 86400000).toISOString().slice(0, 10);
  for (const a of list.filter((x) => x.actionid !== manual)) {
    expect(a).toMatchObject({
      status: 'open',
      priority: 'high',
      automatic: true,
      assignee: supplier.userid,
      duedate: due,
    });
    expect(a.description).toMatch(/^Critical item failed at audit: /);
  }
});

it('raises nothing for flags or non-critical fails, and assigns to the completer when the supplier has no user', async () => {
  const flagged = await answered(undefined, 'flag');
  expect((await complete(flagged.auditid)).statusCode).toBe(200);
  expect(await actionsOf(flagged.auditid)).toEqual([]);
  const failed = await answered();
  expect((await complete(failed.auditid)).statusCode).toBe(200);
  const list = await actionsOf(failed.auditid);
  expect(list).toHaveLength(failed.critical.length);
  expect(list.every((a) => a.assignee === 1)).toBe(true);
});

it('raises the actions once when two completions race', async () => {
  const { auditid, critical } = await answered();
  const results = await Promise.all([complete(auditid), complete(auditid)]);
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(await actionsOf(auditid)).toHaveLength(critical.length);
});

it('a refused completion raises nothing', async () => {
  const audit = await createAudit(t);
  const [first] = await auditItems(t, audit.auditid);
  await answerInDb(t, audit.auditid, [{ itemid: first!.itemid, result: 'fail' }]);
  expect((await complete(audit.auditid)).statusCode).toBe(422);
  expect(await actionsOf(audit.auditid)).toEqual([]);
});
