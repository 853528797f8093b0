import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createAudit } from '../../../test/fixtures/audits/helpers.js';
import { createCompany } from '../../../test/factories.js';
import { actionBody, auditWithAnswer, raise, raised, update } from '../../../test/fixtures/actions.js';

const t = useTestApp();

describe('POST /audits/{auditid}/items/{itemid}/actions', () => {
  it('raises an open action on a failed or flagged item', async () => {
    for (const result of ['fail', 'flag']) {
      const a = await auditWithAnswer(t, result);
      const res = await raise(t, a.auditid, a.itemid, actionBody());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        auditid: a.auditid,
        itemid: a.itemid,
        companyid: a.companyid,
        result,
        description: 'Replace the missing bait station',
        assignee: 1,
        assignee_name: 'System Administrator',
        duedate: '2026-04-30',
        priority: 'high',
        status: 'open',
        verificationnote: null,
        automatic: false,
        created_by: 1,
      });
    }
  });

  it('refuses an item answered pass or na, or not answered, with 422', async () => {
    for (const result of ['pass', 'na']) {
      const a = await auditWithAnswer(t, result);
      const res = await raise(t, a.auditid, a.itemid, actionBody());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        error: 'Corrective actions are for failed or flagged items',
      });
    }
    const a = await auditWithAnswer(t);
    expect((await raise(t, a.auditid, a.items[1]!.itemid, actionBody())).statusCode).toBe(422);
  });

  it('answers 404 for a missing audit or an item of no such template, 400 for bad ids', async () => {
    const a = await auditWithAnswer(t);
    expect((await raise(t, 987654, a.itemid, actionBody())).json().error).toBe('Audit not found');
    expect((await raise(t, a.auditid, 987654, actionBody())).json().error).toBe(
      'Item not found for this audit',
    );
    const bad = await t.api({
      method: 'POST',
      url: `/api/v1/audits/x/items/1/actions`,
      payload: actionBody(),
    });
    expect(bad.json()).toEqual({ success: false, error: 'Missing or invalid audit id (auditid) parameter' });
  });

  it('validates the body: missing fields in order, enums, dates, lengths, NUL', async () => {
    const a = await auditWithAnswer(t);
    const cases: [object, number, string | RegExp][] = [
      [{}, 400, 'Missing required field: description'],
      [{ description: 'x' }, 400, 'Missing required field: assignee'],
      [actionBody({ priority: 'urgent' }), 400, /priority/],
      [actionBody({ duedate: '2026-02-30' }), 400, /duedate/],
      [actionBody({ duedate: 'tomorrow' }), 400, /duedate/],
      [actionBody({ description: '' }), 400, /description/],
      [actionBody({ description: 'x'.repeat(2001) }), 400, /description/],
      [actionBody({ description: 'a\u0000b' }), 400, /NUL/],
      [actionBody({ assignee: 0 }), 400, /assignee/],
      [actionBody({ assignee: 'abc' }), 400, /assignee/],
      [actionBody({ assignee: 987654 }), 400, 'Invalid assignee: 987654 does not exist'],
    ];
    for (const [payload, status, error] of cases) {
      const res = await raise(t, a.auditid, a.itemid, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error, JSON.stringify(payload)).toMatch(error);
    }
  });

  it('assigns only to the organisation’s users or the audited supplier’s, active ones', async () => {
    const a = await auditWithAnswer(t);
    const other = await createCompany(t.db);
    const insertUser = async (companyid: number, active: number) =>
      (
        await t.db.query<{ userid: number }>(
          `INSERT INTO users (companyid, departmentid, accesslevelid, emailaddress, firstname, lastname, active)
           VALUES ($1, 1, 6, $2, 'Pat', 'Portal', $3) RETURNING userid`,
          [companyid, `u${Math.random()}@example.com`, active],
        )
      ).rows[0]!.userid;
    const outsider = await insertUser(other.companyid, 1);
    const own = await insertUser(a.companyid, 1);
    const inactive = await insertUser(a.companyid, 0);
    const res = await raise(t, a.auditid, a.itemid, actionBody({ assignee: outsider }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      `Invalid assignee: ${outsider} is not a user of the organisation or of the audited supplier`,
    );
    expect((await raise(t, a.auditid, a.itemid, actionBody({ assignee: inactive }))).json().error).toBe(
      `Invalid assignee: ${inactive} is inactive`,
    );
    expect((await raise(t, a.auditid, a.itemid, actionBody({ assignee: own }))).statusCode).toBe(201);
  });

  it('is allowed after completion, and replays an Idempotency-Key once', async () => {
    const a = await auditWithAnswer(t);
    await t.db.query(
      `UPDATE audits SET statusid = 2, score_pct = 0, completed_at = now() WHERE auditid = $1`,
      [a.auditid],
    );
    const headers = { 'idempotency-key': `k-${a.auditid}` };
    const url = `/api/v1/audits/${a.auditid}/items/${a.itemid}/actions`;
    const first = await t.api({ method: 'POST', url, payload: actionBody(), headers });
    const again = await t.api({ method: 'POST', url, payload: actionBody(), headers });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = await t.api({ method: 'GET', url: `/api/v1/audits/${a.auditid}/actions` });
    expect(list.json().data).toHaveLength(1);
  });
});

describe('GET /audits/{auditid}/actions and GET /actions/{id}', () => {
  it('lists an audit’s actions in checklist order; 404 for a missing audit', async () => {
    const a = await auditWithAnswer(t);
    const empty = await createAudit(t);
    expect(
      (await t.api({ method: 'GET', url: `/api/v1/audits/${empty.auditid}/actions` })).json().data,
    ).toEqual([]);
    const first = await raised(t, a.auditid, a.itemid);
    const second = await raised(t, a.auditid, a.itemid, { priority: 'low' });
    const res = await t.api({ method: 'GET', url: `/api/v1/audits/${a.auditid}/actions`, key: t.key[1] });
    expect(res.json().data.map((x: { actionid: number }) => x.actionid)).toEqual([first, second]);
    expect((await t.api({ method: 'GET', url: '/api/v1/audits/987654/actions' })).statusCode).toBe(404);
    const one = await t.api({ method: 'GET', url: `/api/v1/actions/${first}`, key: t.key[1] });
    expect(one.json().data.actionid).toBe(first);
    const none = await t.api({ method: 'GET', url: '/api/v1/actions/987654' });
    expect(none.json()).toEqual({ success: false, error: 'Action not found' });
  });
});

describe('GET /actions', () => {
  it('filters by status, assignee, priority, company and overdue, soonest due first, a page at a time', async () => {
    const a = await auditWithAnswer(t);
    const late = await raised(t, a.auditid, a.itemid, { duedate: '2020-01-01', priority: 'low' });
    const lateDone = await raised(t, a.auditid, a.itemid, { duedate: '2020-01-02' });
    expect((await update(t, lateDone, { status: 'done' })).statusCode).toBe(200);
    const future = await raised(t, a.auditid, a.itemid, { duedate: '2099-01-01' });
    const get = async (query: string) => {
      const res = await t.api({ method: 'GET', url: `/api/v1/actions?companyid=${a.companyid}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { actionid: number; overdue: boolean }[]; pagination: { total: number } };
    };
    expect((await get('')).data.map((x) => x.actionid)).toEqual([late, lateDone, future]);
    expect((await get('overdue=true')).data.map((x) => x.actionid)).toEqual([late]);
    expect((await get('overdue=true')).data[0]!.overdue).toBe(true);
    expect((await get('overdue=false')).data.map((x) => x.actionid)).toEqual([lateDone, future]);
    expect((await get('status=done')).data.map((x) => x.actionid)).toEqual([lateDone]);
    expect((await get('assignee=1&status=open')).pagination.total).toBe(2);
    expect((await get('assignee=987654')).data).toEqual([]);
    expect((await get('priority=low')).data.map((x) => x.actionid)).toEqual([late]);
    expect((await get('priority=high&overdue=false')).pagination.total).toBe(2);
    expect((await get('priority=medium')).data).toEqual([]);
    const page2 = await get('limit=2&page=2');
    expect(page2.data.map((x) => x.actionid)).toEqual([future]);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2, nextCursor: null });
    for (const bad of [
      'status=closed',
      'priority=urgent',
      'overdue=maybe',
      'assignee=x',
      'limit=500',
      'companyid=-1',
    ]) {
      expect((await t.api({ method: 'GET', url: `/api/v1/actions?${bad}` })).statusCode, bad).toBe(400);
    }
  });
});
