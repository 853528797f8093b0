import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { approvalOf, override, reviewQuestionnaire, statusOf } from '../../../test/fixtures/approval.js';

// A manager's override beside the computed status, its clearing, and every change of the effective status in the
// supplier's history and as the supplier.approval_changed event.
const t = useTestApp();

interface FeedEvent {
  type: string;
  entityid: number;
  companyid: number;
  data: { from?: string; to?: string; reasons?: string[]; part: string };
}

async function approvalEvents(supplierid: number, count: number) {
  return eventually(async () => {
    const res = await t.api({
      method: 'GET',
      url: '/api/v1/events?types=supplier.approval_changed&limit=1000',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().data as FeedEvent[]).filter((e) => e.entityid === supplierid);
    expect(mine).toHaveLength(count);
    return mine;
  });
}

async function approvalHistory(supplierid: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/history/supplier/${supplierid}?limit=100` });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().data as {
      historyid: number;
      part: string;
      action: string;
      userid: number | null;
      changes: { field: string; old: unknown; new: unknown }[];
    }[]
  ).filter((h) => h.part === 'approval');
}

describe('the override', () => {
  it('is shown beside the computed status, cleared with status null, each change in history and the feed', async () => {
    const { supplierid } = await createSupplier(t, { risk: 1 });
    const set = await override(
      t,
      supplierid,
      { status: 'suspended', reason: 'Metal found in a delivery' },
      t.key[3],
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      approvalstatus: 'suspended',
      computed: 'pending',
      override: 'suspended',
      override_reason: 'Metal found in a delivery',
      override_by: 1,
    });
    // The computed status keeps following the evidence under the override.
    await reviewQuestionnaire(t, supplierid, { score: 90 });
    expect(await approvalOf(t, supplierid)).toMatchObject({
      approvalstatus: 'suspended',
      computed: 'approved',
    });
    const cleared = await override(t, supplierid, { status: null }, t.key[3]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({
      approvalstatus: 'approved',
      override: null,
      override_reason: null,
    });

    const events = await approvalEvents(supplierid, 2);
    expect(events.map((e) => [e.data.from, e.data.to])).toEqual([
      ['pending', 'suspended'],
      ['suspended', 'approved'],
    ]);
    expect(events[0]).toMatchObject({
      companyid: supplierid,
      data: { part: 'approval', reasons: ['no accepted questionnaire in force (latest: Not started)'] },
    });
    expect(events[1]!.data.reasons).toEqual([]);

    const history = await approvalHistory(supplierid);
    expect(history).toHaveLength(2);
    expect(history.every((h) => h.action === 'status_change' && h.userid === 1)).toBe(true);
    const statusChanges = history.map((h) => h.changes.find((c) => c.field === 'status'));
    expect(statusChanges).toEqual(
      expect.arrayContaining([
        { field: 'status', old: 'pending', new: 'suspended' },
        { field: 'status', old: 'suspended', new: 'approved' },
      ]),
    );
  });

  it('an override equal to the computed status changes nothing visible; a computed change under it neither', async () => {
    const { supplierid } = await createSupplier(t, { risk: 1 });
    expect(
      (await override(t, supplierid, { status: 'pending', reason: 'Waiting for the visit' })).statusCode,
    ).toBe(200);
    await reviewQuestionnaire(t, supplierid, { score: 90 });
    expect(await statusOf(t, supplierid)).toBe('pending');
    expect(await approvalHistory(supplierid)).toEqual([]);
  });

  it('needs level 3 and a reason; refuses unknown statuses, hostile and oversized input', async () => {
    const { supplierid } = await createSupplier(t, { risk: 1 });
    const body = { status: 'approved', reason: 'Visited' };
    expect((await override(t, supplierid, body, t.key[2])).statusCode).toBe(403);
    for (const bad of [
      { status: 'approved' },
      { status: 'approved', reason: '   ' },
      { status: 'approved', reason: null },
      { status: 'gold', reason: 'x' },
      { status: 'approved', reason: 'x'.repeat(1001) },
      { status: ['approved'], reason: 'x' },
      { reason: 'x' },
    ]) {
      const res = await override(t, supplierid, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const poisoned = await t.api({
      method: 'PUT',
      url: `/api/v1/suppliers/${supplierid}/approval`,
      headers: { 'content-type': 'application/json' },
      payload: '{"status":"approved","reason":"x","__proto__":{"level":4}}',
    });
    expect(poisoned.statusCode).toBe(400);
    for (const id of ['0', '1', '2147483647', '-3', 'abc', '99999999999']) {
      const res = await override(t, id as unknown as number, body);
      expect([400, 404], id).toContain(res.statusCode);
    }
    expect((await override(t, 2147483647, body)).statusCode).toBe(404);
    expect((await override(t, 1, body)).statusCode).toBe(404); // the organisation is no supplier
    expect((await t.api({ method: 'GET', url: '/api/v1/suppliers/1/approval' })).statusCode).toBe(404);
    expect(await statusOf(t, supplierid)).toBe('pending');
  });

  it('two overrides of the same supplier at once end consistent: one wins, its history says so', async () => {
    const { supplierid } = await createSupplier(t, { risk: 1 });
    const [a, b] = await Promise.all([
      override(t, supplierid, { status: 'approved', reason: 'A' }),
      override(t, supplierid, { status: 'suspended', reason: 'B' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const now = await approvalOf(t, supplierid);
    expect([
      ['approved', 'A'],
      ['suspended', 'B'],
    ]).toContainEqual([now.approvalstatus, now.override_reason]);
    const history = await approvalHistory(supplierid);
    const newest = [...history].sort((x, y) => y.historyid - x.historyid)[0]!;
    const last = newest.changes.find((c) => c.field === 'status');
    expect(last?.new).toBe(now.approvalstatus);
  });
});
