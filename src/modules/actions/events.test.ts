import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { auditWithAnswer, raised, update } from '../../../test/fixtures/actions.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { keyFor, supplierAccount } from '../../../test/fixtures/accounts.js';
import { answerInDb, auditItems } from '../../../test/fixtures/audits/helpers.js';

// Webhooks to 127.0.0.1 (the discard port): the subscription is accepted, nothing is delivered anywhere.
const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });

interface FeedEvent {
  type: string;
  entity: string;
  entityid: number;
  companyid: number | null;
  data: Record<string, unknown>;
}

const TYPES = 'action.created,action.updated,action.status_changed';

/** The action events of `actionids`, once `count` of them reached the feed (it trails open transactions). */
async function actionEvents(actionids: number[], count: number, key?: string): Promise<FeedEvent[]> {
  return eventually(async () => {
    const res = await t.api({ method: 'GET', url: `/api/v1/events?types=${TYPES}&limit=1000`, key });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().data as FeedEvent[]).filter((e) => actionids.includes(e.entityid));
    expect(mine).toHaveLength(count);
    return mine;
  });
}

describe('corrective action events', () => {
  it('are action.created, action.updated and, for a status move, action.status_changed with from and to', async () => {
    const a = await auditWithAnswer(t);
    const actionid = await raised(t, a.auditid, a.itemid);
    expect((await update(t, actionid, { priority: 'low' })).statusCode).toBe(200);
    expect((await update(t, actionid, { status: 'in_progress', duedate: '2026-06-01' })).statusCode).toBe(
      200,
    );
    // A refused change (a verified action needs a done one first) leaves no event.
    expect((await update(t, actionid, { status: 'verified', verificationnote: 'x' })).statusCode).toBe(409);

    const events = await actionEvents([actionid], 4);
    expect(events.map((e) => e.type)).toEqual([
      'action.created',
      'action.updated',
      'action.updated',
      'action.status_changed',
    ]);
    for (const e of events) {
      expect(e).toMatchObject({ entity: 'action', entityid: actionid, companyid: a.companyid });
    }
    expect(events[0]!.data).toEqual({ actionid, part: 'action', action: 'create' });
    expect(events[1]!.data).toEqual({
      actionid,
      part: 'action',
      action: 'update',
      changed_fields: ['priority'],
    });
    const move = { actionid, part: 'action', action: 'update', changed_fields: ['duedate', 'status'] };
    expect(events[2]!.data).toEqual({ ...move, from: 'open', to: 'in_progress' });
    expect(events[3]!.data).toEqual(events[2]!.data);
  });

  it('follow the automatic actions of a completion, in its transaction', async () => {
    const a = await auditWithAnswer(t, 'pass');
    const items = await auditItems(t, a.auditid);
    const critical = items.find((i) => i.critical)!;
    await answerInDb(
      t,
      a.auditid,
      items.map((i) => ({ itemid: i.itemid, result: i.itemid === critical.itemid ? 'fail' : 'pass' })),
    );
    const done = await t.api({ method: 'POST', url: `/api/v1/audits/${a.auditid}/complete`, payload: {} });
    expect(done.statusCode, done.body).toBe(200);
    const { rows } = await t.db.query<{ actionid: number }>(
      'SELECT actionid FROM corrective_actions WHERE auditid = $1',
      [a.auditid],
    );
    expect(rows).toHaveLength(1);
    const [created] = await actionEvents([rows[0]!.actionid], 1);
    expect(created).toMatchObject({ type: 'action.created', companyid: a.companyid });
  });

  it('reach the supplier scope’s feed for its own audits only', async () => {
    const own = await supplierAccount(t);
    const other = await auditWithAnswer(t);
    const audit = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid: own.supplierid, userid: 1, audit_date: '2026-03-14' },
    });
    const auditid = audit.json().data.auditid as number;
    const [item] = await auditItems(t, auditid);
    await answerInDb(t, auditid, [{ itemid: item!.itemid, result: 'flag' }]);
    const mine = await raised(t, auditid, item!.itemid, { assignee: own.userid });
    const theirs = await raised(t, other.auditid, other.itemid);
    await actionEvents([mine, theirs], 2); // both numbered
    const { key } = await keyFor(t, own.userid);
    const seen = await actionEvents([mine, theirs], 1, key);
    expect(seen[0]).toMatchObject({ entityid: mine, companyid: own.supplierid });
  });

  it('are known to the feed and to webhook subscriptions', async () => {
    const res = await t.api({ method: 'GET', url: `/api/v1/events?types=${TYPES}` });
    expect(res.statusCode, res.body).toBe(200);
    const hook = await t.api({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: 'http://127.0.0.1:9/hooks', events: TYPES.split(',') },
    });
    expect(hook.statusCode, hook.body).toBe(201);
  });
});
