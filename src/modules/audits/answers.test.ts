import { describe, expect, it } from 'vitest';
import { answer, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

describe('PUT /audits/{auditid}/items/{itemid}/response', () => {
  it('saves an answer and returns the section’s progress', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    const res = await answer(
      t,
      auditid,
      item!.itemid,
      { result: 'pass', notes: 'Signed 2026-01-10' },
      t.key[2],
    );
    expect(res.statusCode).toBe(200);
    const sectionSize = (await auditItems(t, auditid)).filter((i) => i.sectionid === item!.sectionid).length;
    expect(res.json()).toEqual({
      success: true,
      data: {
        sectionid: item!.sectionid,
        total_items: sectionSize,
        answered_items: 1,
        traffic_light: 'amber',
      },
    });
  });

  it('is also reached by POST with X-HTTP-Method-Override: PUT', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/audits/${auditid}/items/${item!.itemid}/response`,
      headers: { 'x-http-method-override': 'PUT' },
      payload: { result: 'na' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.answered_items).toBe(1);
  });

  it('refuses a result outside pass, fail, flag, na with the spec message (em dash)', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    for (const result of ['maybe', 'PASS', 1, null]) {
      const res = await answer(t, auditid, item!.itemid, { result });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Invalid result value — must be one of: pass, fail, flag, na',
      });
    }
  });

  it('refuses a bad audit id with the spec message, and a bad item id with its own', async () => {
    let res = await answer(t, 0, 1, { result: 'pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Missing or invalid audit id (auditid) parameter');
    const { auditid } = await createAudit(t);
    res = await answer(t, auditid, 'x' as unknown as number, { result: 'pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid value for itemid: must be an integer');
  });

  it('answers 404 for an item outside the audit’s template and for a missing audit', async () => {
    const { auditid } = await createAudit(t);
    let res = await answer(t, auditid, 999999, { result: 'pass' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Item not found for this audit' });
    res = await answer(t, 999999, 1, { result: 'pass' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Audit not found' });
  });

  it('records the key’s user by default, or the given userid; re-answering replaces the answer', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    await answer(t, auditid, item!.itemid, { result: 'fail', notes: 'No signature' });
    let { rows } = await t.db.query('SELECT result, notes, userid FROM audit_answers WHERE auditid = $1', [
      auditid,
    ]);
    expect(rows).toEqual([{ result: 'fail', notes: 'No signature', userid: 1 }]);

    const bad = await answer(t, auditid, item!.itemid, { result: 'pass', userid: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid userid: 999999 does not exist');

    await answer(t, auditid, item!.itemid, { result: 'pass', userid: 1 });
    ({ rows } = await t.db.query('SELECT result, notes FROM audit_answers WHERE auditid = $1', [auditid]));
    expect(rows).toEqual([{ result: 'pass', notes: null }]);
  });

  it('needs level 2', async () => {
    const res = await answer(t, 1, 1, { result: 'pass' }, t.key[1]);
    expect(res.statusCode).toBe(403);
  });
});

describe('traffic lights', () => {
  it('goes grey → amber → red on a critical fail, back to amber, then green when all pass', async () => {
    const { auditid } = await createAudit(t);
    const items = await auditItems(t, auditid);
    const sectionid = items.find((i) => i.critical)!.sectionid;
    const section = items.filter((i) => i.sectionid === sectionid);
    const critical = section.find((i) => i.critical)!;
    const plain = section.find((i) => !i.critical)!;
    const light = async () => {
      const res = await t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/sections` });
      return res.json().data.find((s: { sectionid: number }) => s.sectionid === sectionid).traffic_light;
    };
    expect(await light()).toBe('grey');
    expect((await answer(t, auditid, plain.itemid, { result: 'pass' })).json().data.traffic_light).toBe(
      'amber',
    );
    expect((await answer(t, auditid, critical.itemid, { result: 'fail' })).json().data.traffic_light).toBe(
      'red',
    );
    expect(await light()).toBe('red');
    expect((await answer(t, auditid, critical.itemid, { result: 'flag' })).json().data.traffic_light).toBe(
      'red',
    );
    expect((await answer(t, auditid, critical.itemid, { result: 'pass' })).json().data.traffic_light).toBe(
      'amber',
    );
    // A non-critical fail keeps the section amber even when everything is answered.
    await answer(t, auditid, plain.itemid, { result: 'fail' });
    for (const i of section.filter((s) => s !== plain))
      await answer(t, auditid, i.itemid, { result: 'pass' });
    expect(await light()).toBe('amber');
    const last = await answer(t, auditid, plain.itemid, { result: 'na' });
    expect(last.json().data).toEqual({
      sectionid,
      total_items: section.length,
      answered_items: section.length,
      traffic_light: 'green',
    });
    const list = (await t.api({ method: 'GET', url: '/api/v1/audits' })).json().data;
    expect(list.find((a: { auditid: number }) => a.auditid === auditid).traffic_light).toBe('amber');
  });
});

describe('GET /audits/{auditid}/sections/{sectionid}/items', () => {
  it('lists the section’s items with their answer or null and their photos', async () => {
    const { auditid } = await createAudit(t);
    const items = await auditItems(t, auditid);
    const sectionid = items[0]!.sectionid;
    await answer(t, auditid, items[0]!.itemid, { result: 'flag', notes: 'Policy unsigned' });
    const res = await t.api({
      method: 'GET',
      url: `/api/v1/audits/${auditid}/sections/${sectionid}/items`,
      key: t.key[1],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(items.filter((i) => i.sectionid === sectionid).length);
    expect(data[0]).toEqual({
      itemid: items[0]!.itemid,
      sectionid,
      question: expect.any(String),
      guidance: expect.any(String),
      critical: true,
      required: true,
      sort_order: 1,
      answer: {
        result: 'flag',
        notes: 'Policy unsigned',
        userid: 1,
        answered_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
      photos: [],
    });
    expect(data[1].answer).toBeNull();
  });

  it('answers 404 for a section of no audit of this template, and for a missing audit', async () => {
    const { auditid } = await createAudit(t);
    let res = await t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/sections/999999/items` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Section not found for this audit' });
    res = await t.api({ method: 'GET', url: '/api/v1/audits/999999/sections/1/items' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Audit not found' });
    res = await t.api({ method: 'GET', url: '/api/v1/audits/zero/sections/1/items' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Missing or invalid audit id (auditid) parameter');
  });
});
