import { describe, expect, it } from 'vitest';
import { isPg, useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { specInReview, transition } from '../../../test/fixtures/specs/workflow.js';

const t = useTestApp();

interface Event {
  id: string;
  seq: number;
  type: string;
  occurred_at: string;
  entity: string;
  entityid: number;
  companyid: number | null;
  data: Record<string, unknown>;
}

async function poll(after: number, query = '', headers: Record<string, string> = {}, key?: string | null) {
  const res = await t.api({ method: 'GET', url: `/api/v1/events?after=${after}${query}`, headers, key });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Event[]; next_after: number };
}

/** Everything after `after`, page by page. */
async function drain(after: number, query = '') {
  const all: Event[] = [];
  for (;;) {
    const page = await poll(after, `&limit=50${query}`);
    all.push(...page.data);
    if (page.data.length === 0) return { events: all, last: after };
    after = page.next_after;
  }
}

const latest = async () => (await poll(0, '&limit=1000')).data.at(-1)?.seq ?? 0;

/**
 * Drains until at least `n` events have come: a change reaches the feed once every transaction older than it
 * has ended, on the whole PostgreSQL server (other test files' databases included), so it may take a moment.
 */
async function drainAtLeast(after: number, n: number, query = '') {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const drained = await drain(after, query);
    if (drained.events.length >= n || Date.now() > deadline) return drained;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('GET /events', () => {
  it('records a change as a thin event: type, ids, changed fields, the company', async () => {
    const start = await latest();
    const { psid, companyid } = await createNewline(t);
    await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid, celery: 1 } });
    await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${psid}`,
      payload: { celery: 2, eggs: 1 },
    });
    const { events: all } = await drainAtLeast(start, 6);
    // The fixture's supplier rows (written straight to the database) are events too.
    expect(all.slice(0, 2).map((e) => e.type)).toEqual(['supplier.created', 'supplier.updated']);
    const events = all.filter((e) => e.entity !== 'supplier');
    expect(events.map((e) => e.type)).toEqual([
      'newline.created',
      'product.created',
      'allergens.updated',
      'allergens.updated',
    ]);
    const last = events.at(-1)!;
    expect(last).toMatchObject({
      id: `evt_${last.seq}`,
      entity: 'product',
      entityid: psid,
      companyid,
      data: { productid: psid, part: 'allergens', action: 'update', changed_fields: ['celery', 'eggs'] },
    });
    expect(last.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const seqs = all.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it('tells status changes with from and to, and approvals apart', async () => {
    const start = await latest();
    const { psid } = await specInReview(t);
    const ofSpec = (events: Event[]) => events.filter((e) => e.entityid === psid);
    // Submitted and In review first reach the feed (a transaction of another test file may hold it back).
    const moves = '&types=product.status_changed,product.approved';
    for (let i = 0; i < 300 && ofSpec((await drain(start, moves)).events).length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const mid = (await drain(start, moves)).last;
    expect((await transition(t, psid, 'Approved')).statusCode).toBe(200);
    const events = ofSpec((await drainAtLeast(mid, 2, moves)).events);
    expect(events.map((e) => e.type)).toEqual(['product.status_changed', 'product.approved']);
    expect(events[0]!.data).toMatchObject({ from: 3, to: 4 });
    const submitted = ofSpec((await drainAtLeast(start, 3, '&types=product.status_changed')).events).map(
      (e) => e.data.to,
    );
    expect(submitted).toEqual([2, 3, 4]);
  });

  it('pages with limit and next_after, and refuses unknown types and bad limits', async () => {
    const start = await latest();
    for (let i = 0; i < 3; i++) await createNewline(t);
    await drainAtLeast(start, 12); // each: the supplier's company and site, the newline, its spec
    const first = await poll(start, '&limit=2');
    expect(first.data).toHaveLength(2);
    const second = await poll(first.next_after, '&limit=1000');
    expect(second.data[0]!.seq).toBeGreaterThan(first.next_after);
    const empty = await poll(second.next_after);
    expect(empty).toEqual({ success: true, data: [], next_after: second.next_after });
    for (const q of ['&types=supplier.exploded', '&limit=1001', '&limit=0', '&after=-1']) {
      const res = await t.api({ method: 'GET', url: `/api/v1/events?after=0${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('shows the supplier scope its own company’s events only', async () => {
    const a = await supplierAccount(t);
    const b = await supplierAccount(t);
    for (const s of [a, b]) {
      await t.api({
        method: 'POST',
        url: '/api/v1/newlines',
        payload: {
          companyid: s.supplierid,
          siteid: s.siteid,
          productname: 'Scones',
          productcode: `SC${s.supplierid}`,
        },
      });
    }
    await drainAtLeast(0, 1, `&types=newline.created`);
    let seen = await poll(0, '&limit=1000', bearer(a.token), null);
    for (let i = 0; i < 300 && !seen.data.some((e) => e.type === 'newline.created'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await poll(0, '&limit=1000', bearer(a.token), null);
    }
    expect(seen.data.length).toBeGreaterThan(0);
    expect(new Set(seen.data.map((e) => e.companyid))).toEqual(new Set([a.supplierid]));
  });

  // PGlite runs one transaction at a time: two writers cannot overlap there.
  it.skipIf(!isPg())(
    'never lets a poller miss a change whose transaction commits after a later-numbered one',
    async () => {
      const start = await latest();
      const slow = await createNewline(t);
      const fast = await createNewline(t);
      await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid: slow.psid } });
      // Two suppliers' company and site, two newlines and specs, the allergens: all in the feed first.
      let last = (await drainAtLeast(start, 9)).last;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let wrote!: () => void;
      const written = new Promise<void>((r) => (wrote = r));
      // A writer that takes its history number first, then stays open.
      const slowWriter = t.db.transaction(async (tx) => {
        await tx.query('UPDATE allergens SET celery = 1 WHERE psid = $1', [slow.psid]);
        wrote();
        await held;
      });
      await written;
      // A later writer commits first.
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/newlines',
        payload: {
          companyid: fast.companyid,
          siteid: fast.siteid,
          productname: 'Fast',
          productcode: 'FAST1',
        },
      });
      expect(res.statusCode).toBe(201);
      const whileOpen = await drain(last);
      // Nothing after the open transaction's change is numbered while it could still commit before it.
      expect(whileOpen.events).toEqual([]);
      release();
      await slowWriter;
      const after = await drainAtLeast(last, 3);
      expect(after.events.map((e) => e.type)).toEqual([
        'allergens.updated',
        'newline.created',
        'product.created',
      ]);
      last = after.last;
      expect((await drain(last)).events).toEqual([]);
    },
  );
});
