import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { approvedSpec, createWholesaler, link } from '../../../test/fixtures/catalogues.js';
import { specInReview, statusOf as specStatus, transition } from '../../../test/fixtures/specs/workflow.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { override, setRules, statusOf } from '../../../test/fixtures/approval.js';

// The approval's effects (docs/approval.md, "Effects"): the spec guard in off / warn / block, and a suspended
// supplier's catalogue items held and released.
const t = useTestApp();

async function lastLogComment(psid: number) {
  const { rows } = await t.db.query<{ comment: string | null }>(
    'SELECT comment FROM spec_status_changes WHERE psid = $1 ORDER BY id DESC LIMIT 1',
    [psid],
  );
  return rows[0]?.comment ?? null;
}

async function onhold(itemid: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/catalogue/${itemid}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.onhold as boolean;
}

describe('the spec guard', () => {
  it('warn (the default): a pending supplier’s spec is approved, the answer and the log carry the warning', async () => {
    const spec = await specInReview(t);
    expect(await statusOf(t, spec.companyid)).toBe('pending');
    const res = await transition(t, spec.psid, 'Approved');
    expect(res.statusCode, res.body).toBe(200);
    const warning = `Supplier ${spec.companyname} is pending (approval status): neither approved nor conditional`;
    expect(res.json().data).toMatchObject({ statusid: 4, statuslevel: 'Approved', versionno: 1, warning });
    expect(await lastLogComment(spec.psid)).toBe(`Warning: ${warning}`);
  });

  it('warn: the contract’s updateProduct answers as ever (the warning only in the log)', async () => {
    const spec = await specInReview(t);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${spec.psid}`,
      payload: { statusid: 4 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['accordionHeader', 'data', 'message', 'success']);
    expect(res.json().data).not.toHaveProperty('warning');
    expect(await lastLogComment(spec.psid)).toMatch(/^Warning: Supplier .* is pending/);
  });

  it('block: 422 naming the supplier’s status, nothing moved; approved or conditional suppliers pass', async () => {
    await setRules(t, { specguard: 'block' });
    try {
      const spec = await specInReview(t);
      await override(t, spec.companyid, { status: 'suspended', reason: 'Recall under way' });
      const res = await transition(t, spec.psid, 'Approved');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        error: `Cannot approve: Supplier ${spec.companyname} is suspended (approval status): neither approved nor conditional`,
      });
      expect(await specStatus(t, spec.psid)).toBe(3);
      const viaUpdate = await t.api({
        method: 'POST',
        url: `/api/v1/products/updateProduct/${spec.psid}`,
        payload: { statusid: 4, shelflife: '12 days' },
      });
      expect(viaUpdate.statusCode, viaUpdate.body).toBe(422);
      for (const status of ['conditional', 'approved']) {
        const other = await specInReview(t);
        await override(t, other.companyid, { status, reason: 'Visited' });
        const ok = await transition(t, other.psid, 'Approved');
        expect(ok.statusCode, ok.body).toBe(200);
        expect(ok.json().data).not.toHaveProperty('warning');
      }
    } finally {
      await setRules(t, { specguard: 'warn' });
    }
  });

  it('off: nothing said', async () => {
    await setRules(t, { specguard: 'off' });
    try {
      const spec = await specInReview(t);
      const res = await transition(t, spec.psid, 'Approved');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        psid: spec.psid,
        statusid: 4,
        statuslevel: 'Approved',
        versionno: 1,
      });
      expect(await lastLogComment(spec.psid)).toBeNull();
    } finally {
      await setRules(t, { specguard: 'warn' });
    }
  });

  it('refuses a guard mode it does not know', async () => {
    const res = await t.api({
      method: 'PUT',
      url: '/api/v1/approval/rules',
      payload: { specguard: 'maybe' },
    });
    expect(res.statusCode).toBe(400);
    const empty = await t.api({ method: 'PUT', url: '/api/v1/approval/rules', payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});

describe('holds on suspension', () => {
  it('a suspended supplier’s catalogue items are held, and released when it is no longer suspended', async () => {
    const spec = await approvedSpec(t);
    const { wholesalerid } = await createWholesaler(t);
    const { itemid } = await link(t, wholesalerid, spec.psid);
    expect(await onhold(itemid)).toBe(false);
    await override(t, spec.companyid, { status: 'suspended', reason: 'Metal contamination' });
    expect(await onhold(itemid)).toBe(true);
    // Suspended by the evidence too: a completed audit under the floor, while the override still holds.
    await t.db.query(
      `INSERT INTO audits (templateid, companyid, userid, auditdate, statusid, score_pct, created_by)
       VALUES (1, $1, 1, '2026-03-01', 2, 30, 1)`,
      [spec.companyid],
    );
    await override(t, spec.companyid, { status: null });
    expect(await statusOf(t, spec.companyid)).toBe('suspended');
    expect(await onhold(itemid)).toBe(true);
    await override(t, spec.companyid, { status: 'conditional', reason: 'Re-audit booked' });
    expect(await onhold(itemid)).toBe(false);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalogue_holds WHERE itemid = $1 AND companyid = $2 AND released_at IS NOT NULL`,
      [itemid, spec.companyid],
    );
    expect(rows[0]!.n).toBe(1);
    // The feed tells: catalogue.hold, then catalogue.released.
    await eventually(async () => {
      const feed = await t.api({
        method: 'GET',
        url: '/api/v1/events?types=catalogue.hold,catalogue.released&limit=1000',
      });
      const mine = (feed.json().data as { type: string; entityid: number }[]).filter(
        (e) => e.entityid === itemid,
      );
      expect(mine.map((e) => e.type)).toEqual(['catalogue.hold', 'catalogue.released']);
    });
  });
  it('an item linked while its supplier is suspended is held at once, and released with the others', async () => {
    const spec = await approvedSpec(t);
    const first = await createWholesaler(t);
    const second = await createWholesaler(t);
    await override(t, spec.companyid, { status: 'suspended', reason: 'Listeria in finished product' });
    const { itemid } = await link(t, first.wholesalerid, spec.psid);
    expect(await onhold(itemid)).toBe(true);
    // Another supplier's item linked in the same state is not held.
    const other = await approvedSpec(t);
    const free = await link(t, second.wholesalerid, other.psid);
    expect(await onhold(free.itemid)).toBe(false);
    // Made live again while suspended (no route does it; the trigger watches every update): held too.
    await t.db.query('UPDATE catalogue_holds SET released_at = now() WHERE itemid = $1', [itemid]);
    await t.db.query('UPDATE catalogue_items SET active = 0 WHERE itemid = $1', [itemid]);
    expect(await onhold(itemid)).toBe(false);
    await t.db.query('UPDATE catalogue_items SET active = 1 WHERE itemid = $1', [itemid]);
    expect(await onhold(itemid)).toBe(true);
    await override(t, spec.companyid, { status: null });
    expect(await statusOf(t, spec.companyid)).not.toBe('suspended');
    expect(await onhold(itemid)).toBe(false);
    // Linked again once no longer suspended: nothing held.
    const again = await link(t, second.wholesalerid, spec.psid);
    expect(await onhold(again.itemid)).toBe(false);
  });
});
