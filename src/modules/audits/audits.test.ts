import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.js';
import { answerInDb, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

describe('the checklist template', () => {
  it('has 8 sections of 5–8 items, with the critical items of a GFSI-style audit', async () => {
    const { auditid } = await createAudit(t);
    const res = await t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/sections`, key: t.key[1] });
    expect(res.statusCode).toBe(200);
    const sections = res.json().data;
    expect(sections.map((s: { section_name: string }) => s.section_name)).toEqual([
      'Management commitment & food safety culture',
      'HACCP / food safety plan',
      'Management system & traceability',
      'Premises, layout & maintenance',
      'Hygiene, cleaning & pest control',
      'Contamination & allergen control',
      'Process & product control',
      'Personnel & training',
    ]);
    for (const [i, s] of sections.entries()) {
      expect(s).toEqual({
        sectionid: expect.any(Number),
        section_name: expect.any(String),
        icon_class: expect.stringMatching(/^fa-/),
        sort_order: i + 1,
        total_items: expect.any(Number),
        answered_items: 0,
        traffic_light: 'grey',
      });
      expect(s.total_items).toBeGreaterThanOrEqual(5);
      expect(s.total_items).toBeLessThanOrEqual(8);
    }
    const items = await auditItems(t, auditid);
    expect(items).toHaveLength(50);
    expect(items.filter((i) => i.critical)).toHaveLength(14);
    expect(items.filter((i) => !i.required)).toHaveLength(5);
  });
});

describe('POST /audits', () => {
  it('creates an audit in progress and answers 201 with data.message and data.auditid', async () => {
    const { companyid } = await createCompany(t.db);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      key: t.key[2],
      payload: { companyid, userid: 1, audit_date: '2026-02-01' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Audit created successfully', auditid: expect.any(Number) },
    });
  });

  it('names the first missing required field', async () => {
    const { companyid } = await createCompany(t.db);
    const full = { companyid, userid: 1, audit_date: '2026-02-01' };
    for (const field of ['companyid', 'userid', 'audit_date'] as const) {
      const payload: Record<string, unknown> = { ...full };
      delete payload[field];
      const res = await t.api({ method: 'POST', url: '/api/v1/audits', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: `Missing required field: ${field}` });
    }
  });

  it('refuses a companyid or userid that does not exist, naming the field', async () => {
    const { companyid } = await createCompany(t.db);
    let res = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid: 999999, userid: 1, audit_date: '2026-02-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid companyid: 999999 does not exist' });
    res = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid, userid: 999999, audit_date: '2026-02-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid userid: 999999 does not exist' });
  });

  it('refuses a malformed date and an inactive supplier', async () => {
    const { companyid } = await createCompany(t.db);
    let res = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid, userid: 1, audit_date: '14/03/2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'audit_date must be a date (YYYY-MM-DD)' });
    const inactive = await createCompany(t.db, { active: 0 });
    res = await t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid: inactive.companyid, userid: 1, audit_date: '2026-03-14' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`Invalid companyid: ${inactive.companyid} is inactive`);
  });

  it('needs a key of level 2', async () => {
    const res = await t.api({ method: 'POST', url: '/api/v1/audits', key: t.key[1], payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'Insufficient permissions' });
    const anon = await t.api({ method: 'GET', url: '/api/v1/audits', key: null });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ success: false, error: 'Missing API key' });
  });
});

describe('GET /audits', () => {
  it('lists audit items with the audit-level light; userid filters, 0 or absent lists all', async () => {
    const userRes = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      payload: {
        emailaddress: `auditor.${Date.now()}@example.com`,
        password: 'auditor password',
        firstname: 'Ann',
        lastname: 'Auditor',
        landlineno: '0',
        mobileno: '0',
        companyid: 1,
        jobtitle: 'Auditor',
        accesslevelid: 5,
        departmentid: 3,
      },
    });
    const auditor = userRes.json().userid as number;
    const mine = await createAudit(t, { userid: auditor, audit_date: '2026-04-01' });
    const other = await createAudit(t);
    const items = await auditItems(t, mine.auditid);
    await answerInDb(t, mine.auditid, [{ itemid: items[0]!.itemid, result: 'pass' }]);

    const res = await t.api({ method: 'GET', url: `/api/v1/audits?userid=${auditor}`, key: t.key[1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          auditid: mine.auditid,
          companyid: mine.companyid,
          companyname: mine.companyname,
          auditdate: '2026-04-01',
          statusid: 1,
          score_pct: null,
          traffic_light: 'amber',
          userid: auditor,
          audit_reason: 'Annual audit',
        },
      ],
    });
    for (const url of ['/api/v1/audits', '/api/v1/audits?userid=0']) {
      const all = (await t.api({ method: 'GET', url })).json().data as {
        auditid: number;
        traffic_light: string;
      }[];
      expect(all.map((a) => a.auditid)).toEqual(expect.arrayContaining([mine.auditid, other.auditid]));
      expect(all.find((a) => a.auditid === other.auditid)!.traffic_light).toBe('grey');
    }
    // companyid keeps one supplier's audits.
    const ofOther = await t.api({ method: 'GET', url: `/api/v1/audits?companyid=${other.companyid}` });
    expect(ofOther.json().data.map((a: { auditid: number }) => a.auditid)).toEqual([other.auditid]);
    const bad = await t.api({ method: 'GET', url: '/api/v1/audits?companyid=0' });
    expect(bad.statusCode).toBe(400);
    // One audit reads as the list shows it.
    const one = await t.api({ method: 'GET', url: `/api/v1/audits/${mine.auditid}`, key: t.key[1] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, data: res.json().data[0] });
  });
});

describe('GET /audits/{auditid}', () => {
  it('answers 404 for a missing audit and the spec message for a bad id', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/audits/99999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Audit not found' });
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const bad = await t.api({ method: 'GET', url: `/api/v1/audits/${id}` });
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().error).toBe('Missing or invalid audit id (auditid) parameter');
    }
  });
});

describe('GET /audits/{auditid}/sections', () => {
  it('refuses a missing or invalid auditid with the spec message', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.api({ method: 'GET', url: `/api/v1/audits/${id}/sections` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Missing or invalid audit id (auditid) parameter',
      });
    }
  });

  it('names the audit id on every audit route, and another bad path id by its own name', async () => {
    const routes: [
      method: 'GET' | 'PUT' | 'POST' | 'DELETE',
      path: (a: string, b: string) => string,
      second: string,
    ][] = [
      ['GET', (a, b) => `/api/v1/audits/${a}/sections/${b}/items`, 'sectionid'],
      ['PUT', (a, b) => `/api/v1/audits/${a}/items/${b}/response`, 'itemid'],
      ['POST', (a, b) => `/api/v1/audits/${a}/items/${b}/photos`, 'itemid'],
      ['DELETE', (a, b) => `/api/v1/audits/${a}/photos/${b}`, 'docid'],
    ];
    for (const [method, path, second] of routes) {
      for (const [a, b] of [
        ['abc', '1'],
        ['0', 'x'],
        ['99999999999', '1'],
      ]) {
        const res = await t.api({ method, url: path(a!, b!), payload: { result: 'pass' } });
        expect(res.statusCode, `${method} ${path(a!, b!)}`).toBe(400);
        expect(res.json().error).toBe('Missing or invalid audit id (auditid) parameter');
      }
      const res = await t.api({ method, url: path('1', 'x'), payload: { result: 'pass' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`Invalid value for ${second}: must be an integer`);
    }
    const one = await t.api({ method: 'POST', url: '/api/v1/audits/abc/complete' });
    expect(one.json().error).toBe('Missing or invalid audit id (auditid) parameter');
  });

  it('answers 404 for an audit that does not exist', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/audits/987654/sections' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Audit not found' });
  });
});
