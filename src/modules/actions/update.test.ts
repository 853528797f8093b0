import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { auditWithAnswer, raised, update } from '../../../test/fixtures/actions.js';

const t = useTestApp();

async function action() {
  const a = await auditWithAnswer(t);
  return raised(t, a.auditid, a.itemid);
}

describe('PUT /actions/{id}', () => {
  it('changes only the fields sent', async () => {
    const id = await action();
    const res = await update(t, id, { priority: 'low', duedate: '2026-06-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      priority: 'low',
      duedate: '2026-06-01',
      description: 'Replace the missing bait station',
      status: 'open',
    });
    const none = await update(t, id, { unknown: 1 });
    expect(none.json()).toEqual({ success: false, error: 'No valid fields provided for update' });
    expect((await update(t, 987654, { priority: 'low' })).statusCode).toBe(404);
    // POST with X-HTTP-Method-Override: PUT runs the same route.
    const override = await t.api({
      method: 'POST',
      url: `/api/v1/actions/${id}`,
      headers: { 'x-http-method-override': 'PUT' },
      payload: { priority: 'medium' },
    });
    expect(override.json().data.priority).toBe('medium');
  });

  it('moves open → in_progress → done → verified, and back before verification', async () => {
    const id = await action();
    for (const status of ['in_progress', 'done', 'open', 'done']) {
      const res = await update(t, id, { status }, t.key[2]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const verified = await update(t, id, { status: 'verified', verificationnote: 'Seen fitted' }, t.key[3]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      status: 'verified',
      verificationnote: 'Seen fitted',
      verified_by: 1,
    });
    expect(verified.json().data.verified_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('verifies only at level 3, with a note, from done; a verified action is final (409)', async () => {
    const id = await action();
    const note = { status: 'verified', verificationnote: 'Checked' };
    expect((await update(t, id, note, t.key[2])).json()).toEqual({
      success: false,
      error: 'Insufficient permissions: verifying an action needs level 3',
    });
    expect((await update(t, id, { status: 'verified' }, t.key[3])).json().error).toBe(
      'Missing required field: verificationnote',
    );
    expect((await update(t, id, { verificationnote: 'early' })).statusCode).toBe(400);
    const early = await update(t, id, note, t.key[3]);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Only a done action can be verified');
    await update(t, id, { status: 'done' });
    expect((await update(t, id, note, t.key[3])).statusCode).toBe(200);
    for (const body of [{ status: 'done' }, { status: 'open' }, { priority: 'low' }, note]) {
      const res = await update(t, id, body, t.key[4]);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().error).toBe('A verified action cannot be changed');
    }
  });

  it('serialises concurrent updates: one verification, the other refused', async () => {
    const id = await action();
    await update(t, id, { status: 'done' });
    const [x, y] = await Promise.all([
      update(t, id, { status: 'verified', verificationnote: 'first' }, t.key[3]),
      update(t, id, { status: 'verified', verificationnote: 'second' }, t.key[3]),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
  });

  it('records every change in the history of the action, attributed to the caller', async () => {
    const id = await action();
    await update(t, id, { status: 'in_progress' }, t.key[2]);
    const res = await t.api({ method: 'GET', url: `/api/v1/history/action/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data as { action: string; changes: { field: string }[]; userid: number }[];
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes.map((c) => c.field)).toEqual(['status']);
    expect(entries.every((e) => e.userid === 1)).toBe(true);
  });
});
