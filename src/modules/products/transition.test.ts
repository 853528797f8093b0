import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import {
  completeSpec,
  moveThrough,
  specInReview,
  statusOf,
  transition,
} from '../../../test/fixtures/specs/workflow.js';

const t = useTestApp();
const FORBIDDEN = { success: false, error: 'Insufficient permissions' };
const versionCount = async (psid: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM spec_versions WHERE psid = $1', [psid]))
    .rows[0]!.n;

describe('POST /products/{psid}/transition', () => {
  it('makes every allowed move, by name or id, and answers the new status', async () => {
    const n = await createNewline(t);
    await completeSpec(t, n.psid);
    const path: [string | number, number][] = [
      ['Submitted', 2],
      ['New', 1], // withdrawn
      [2, 2],
      ['Rejected', 5],
      ['new', 1],
      ['Submitted', 2],
      ['In review', 3],
      ['Rejected', 5],
      ['Submitted', 2],
      ['In review', 3],
      ['Approved', 4],
    ];
    for (const [to, statusid] of path) {
      const res = await transition(t, n.psid, to);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          psid: n.psid,
          statusid,
          statuslevel: ['New', 'Submitted', 'In review', 'Approved', 'Rejected'][statusid - 1],
          versionno: statusid === 4 ? 1 : null,
          // The supplier approval's spec guard (warn by default, docs/approval.md): this supplier is pending.
          ...(statusid === 4 ? { warning: expect.stringContaining('is pending (approval status)') } : {}),
        },
      });
      expect(await statusOf(t, n.psid)).toBe(statusid);
    }
  });

  it('refuses moves outside the table with 409 naming both statuses, changing nothing', async () => {
    const n = await createNewline(t);
    const cases: [string[], string, string][] = [
      [[], 'Approved', 'Cannot move a specification from New to Approved'],
      [[], 'In review', 'Cannot move a specification from New to In review'],
      [[], 'Rejected', 'Cannot move a specification from New to Rejected'],
      [['Submitted'], 'Approved', 'Cannot move a specification from Submitted to Approved'],
      [['In review'], 'New', 'Cannot move a specification from In review to New'],
      [['In review'], 'Submitted', 'Cannot move a specification from In review to Submitted'],
      [['Rejected'], 'In review', 'Cannot move a specification from Rejected to In review'],
    ];
    for (const [before, to, error] of cases) {
      await moveThrough(t, n.psid, ...before);
      const status = await statusOf(t, n.psid);
      const res = await transition(t, n.psid, to);
      expect(res.statusCode, error).toBe(409);
      expect(res.json()).toEqual({ success: false, error });
      expect(await statusOf(t, n.psid)).toBe(status);
    }
  });

  it('moving to the current status is a no-op 200', async () => {
    const n = await createNewline(t);
    const { rows: before } = await t.db.query('SELECT lastupdated FROM product_specs WHERE psid = $1', [
      n.psid,
    ]);
    const res = await transition(t, n.psid, 'New', t.key[2]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ psid: n.psid, statusid: 1, statuslevel: 'New', versionno: null });
    const { rows: after } = await t.db.query('SELECT lastupdated FROM product_specs WHERE psid = $1', [
      n.psid,
    ]);
    expect(after).toEqual(before);
  });

  it('leaves approving and rejecting to level 3', async () => {
    const n = await specInReview(t);
    for (const to of ['Approved', 'Rejected']) {
      const res = await transition(t, n.psid, to, t.key[2]);
      expect(res.statusCode, to).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await statusOf(t, n.psid)).toBe(3);
    expect((await transition(t, n.psid, 'Approved', t.key[3])).statusCode).toBe(200);
  });

  it('refuses an approval with 422 listing exactly what is missing, changing nothing', async () => {
    const n = await createNewline(t);
    await moveThrough(t, n.psid, 'Submitted', 'In review');
    let res = await transition(t, n.psid, 'Approved');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error:
        'Cannot approve: missing allergens, nutrition, supplier declaration name, supplier declaration date, ' +
        'technical sign-off name, technical sign-off date',
    });
    await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid: n.psid } });
    await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${n.psid}`,
      payload: {
        supplierdeclarationname: 'Pat',
        technicalsignoffdate: '2026-02-01',
        technicalsignoffname: ' ',
      },
    });
    res = await transition(t, n.psid, 'Approved');
    expect(res.json()).toEqual({
      success: false,
      error: 'Cannot approve: missing nutrition, supplier declaration date, technical sign-off name',
    });
    expect(await statusOf(t, n.psid)).toBe(3);
    expect(await versionCount(n.psid)).toBe(0);
  });

  it('answers 400 for an unknown status, 404 for a missing or inactive spec', async () => {
    const n = await createNewline(t);
    for (const to of ['Draft', 9, '']) {
      const res = await transition(t, n.psid, to);
      expect(res.statusCode, String(to)).toBe(400);
    }
    expect((await transition(t, n.psid, 'Draft')).json()).toEqual({
      success: false,
      error: 'Invalid value for to: must be a status name or id of GET /lookups/spec_statuses',
    });
    let res = await transition(t, 999999, 'Submitted');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    await t.db.query('UPDATE product_specs SET isactive = 0 WHERE psid = $1', [n.psid]);
    res = await transition(t, n.psid, 'Submitted');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product spec not found or inactive' });
  });

  it('lets 10 concurrent approvals of one spec make exactly one version; the others are no-ops', async () => {
    const n = await specInReview(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => transition(t, n.psid, 'Approved')));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      const { warning: _, ...data } = res.json().data as Record<string, unknown>;
      expect(data).toEqual({ psid: n.psid, statusid: 4, statuslevel: 'Approved', versionno: 1 });
    }
    // The one that moved carries the approval spec guard's warning (a pending supplier), the no-ops none.
    expect(answers.filter((res) => res.json().data.warning !== undefined)).toHaveLength(1);
    expect(await versionCount(n.psid)).toBe(1);
  });
});

describe('the supplier scope on /transition', () => {
  async function ownSpec() {
    const account = await supplierAccount(t);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      payload: {
        companyid: account.supplierid,
        siteid: account.siteid,
        productname: 'Own',
        productcode: 'OWN-1',
      },
    });
    return { ...account, psid: res.json().data.psid as number };
  }
  const as = (s: { token: string }, psid: number, to: string) =>
    transition(t, psid, to, null, bearer(s.token));

  it('submits, withdraws and resubmits its own spec; every other move is 403', async () => {
    const s = await ownSpec();
    expect((await as(s, s.psid, 'Submitted')).statusCode).toBe(200);
    expect((await as(s, s.psid, 'New')).statusCode).toBe(200);
    expect((await as(s, s.psid, 'Submitted')).statusCode).toBe(200);
    for (const to of ['In review', 'Rejected', 'Approved']) {
      const res = await as(s, s.psid, to);
      expect(res.statusCode, to).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    await moveThrough(t, s.psid, 'Rejected');
    expect((await as(s, s.psid, 'New')).statusCode).toBe(403);
    expect((await as(s, s.psid, 'Submitted')).json().data.statuslevel).toBe('Submitted');
    await moveThrough(t, s.psid, 'In review');
    expect((await as(s, s.psid, 'New')).statusCode).toBe(403);
    expect(await statusOf(t, s.psid)).toBe(3);
  });

  it('gets 404 for another company’s spec, as for a missing one', async () => {
    const s = await ownSpec();
    const other = await createNewline(t);
    const res = await as(s, other.psid, 'Submitted');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Product not found' });
    expect(await statusOf(t, other.psid)).toBe(1);
  });
});

describe('updateProduct statusid follows the workflow', () => {
  const update = (psid: number, payload: object, key?: string) =>
    t.api({ method: 'POST', url: `/api/v1/products/updateProduct/${psid}`, payload, key });
  const stored = async (psid: number) =>
    (
      await t.db.query('SELECT statusid, shelflife, comments, version FROM product_specs WHERE psid = $1', [
        psid,
      ])
    ).rows[0];

  it('refuses an illegal move with 409 and writes none of the other fields', async () => {
    const n = await createNewline(t);
    const before = await stored(n.psid);
    const res = await update(n.psid, { statusid: 4, shelflife: '99 days', comments: 'x', version: 7 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'Cannot move a specification from New to Approved' });
    expect(await stored(n.psid)).toEqual(before);
  });

  it('makes legal moves; approving needs level 3 and a complete spec, and freezes a version', async () => {
    const n = await createNewline(t);
    let res = await update(n.psid, { statusid: 2, comments: 'sent' }, t.key[2]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ statusid: 2, statuslevel: 'Submitted', comments: 'sent' });
    res = await update(n.psid, { statusid: 3 }, t.key[2]);
    expect(res.statusCode).toBe(200);

    res = await update(n.psid, { statusid: 4, comments: 'ok' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^Cannot approve: missing allergens, nutrition, /);
    await completeSpec(t, n.psid);
    res = await update(n.psid, { statusid: 4, comments: 'ok' }, t.key[2]);
    expect(res.statusCode).toBe(403);
    expect(await stored(n.psid)).toMatchObject({ statusid: 3, comments: 'sent' });

    res = await update(n.psid, { statusid: 4, comments: 'ok' }, t.key[3]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ statusid: 4, statuslevel: 'Approved', comments: 'ok' });
    expect(await versionCount(n.psid)).toBe(1);
    // Staying Approved is a no-op, for any editor.
    expect((await update(n.psid, { statusid: 4, comments: 'again' }, t.key[2])).statusCode).toBe(200);
    expect(await versionCount(n.psid)).toBe(1);
  });
});
