import { describe, expect, it } from 'vitest';
import { answer, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { createCompany } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helpers.js';

// A value sent is the value read: "" stays "", null stays null, neither becomes the other.
const t = useTestApp();

async function auditReason(auditid: number) {
  const res = await t.api({ method: 'GET', url: '/api/v1/audits' });
  expect(res.statusCode, res.body).toBe(200);
  const audit = (res.json().data as { auditid: number; audit_reason: unknown }[]).find(
    (a) => a.auditid === auditid,
  );
  expect(audit, `audit ${auditid} listed`).toBeDefined();
  return audit!.audit_reason;
}

async function savedAnswer(auditid: number, item: { itemid: number; sectionid: number }) {
  const res = await t.api({
    method: 'GET',
    url: `/api/v1/audits/${auditid}/sections/${item.sectionid}/items`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json().data as { itemid: number; answer: Record<string, unknown> | null }[]).find(
    (i) => i.itemid === item.itemid,
  );
  return found!.answer;
}

describe('POST /audits keeps audit_reason as sent', () => {
  it.each([[''], [null], ['Annual audit']])('stores audit_reason %j', async (reason) => {
    const { auditid } = await createAudit(t, { audit_reason: reason });
    expect(await auditReason(auditid)).toBe(reason);
  });

  it('reads an omitted audit_reason as null', async () => {
    const { auditid } = await createAudit(t, { audit_reason: undefined });
    expect(await auditReason(auditid)).toBeNull();
  });

  it('keeps a number or boolean sent for audit_reason as its text', async () => {
    for (const [sent, kept] of [
      [0, '0'],
      [false, 'false'],
    ] as const) {
      const { auditid } = await createAudit(t, { audit_reason: sent });
      expect(await auditReason(auditid)).toBe(kept);
    }
  });

  it('refuses 0 or null for companyid and userid with a 400, never a null', async () => {
    const { companyid } = await createCompany(t.db);
    const base = { companyid, userid: 1, audit_date: '2026-03-14' };
    for (const payload of [
      { ...base, companyid: 0 },
      { ...base, userid: 0 },
      { ...base, userid: null },
    ]) {
      const res = await t.api({ method: 'POST', url: '/api/v1/audits', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/^Invalid value for /) });
    }
  });
});

describe('PUT /audits/{auditid}/items/{itemid}/response keeps notes as sent', () => {
  it.each([[''], [null], ['Signed 2026-01-10']])('stores notes %j', async (notes) => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    expect((await answer(t, auditid, item!.itemid, { result: 'pass', notes })).statusCode).toBe(200);
    expect(await savedAnswer(auditid, item!)).toMatchObject({ result: 'pass', notes });
  });

  it('replaces notes "" then null then "" on re-answering', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    for (const notes of ['', null, '']) {
      const res = await answer(t, auditid, item!.itemid, { result: 'fail', notes });
      expect(res.statusCode, res.body).toBe(200);
      expect((await savedAnswer(auditid, item!))!.notes).toBe(notes);
    }
  });

  it('reads omitted notes as null and keeps a number sent as its text', async () => {
    const { auditid } = await createAudit(t);
    const [first, second] = await auditItems(t, auditid);
    await answer(t, auditid, first!.itemid, { result: 'na' });
    await answer(t, auditid, second!.itemid, { result: 'na', notes: 0 });
    expect((await savedAnswer(auditid, first!))!.notes).toBeNull();
    expect((await savedAnswer(auditid, second!))!.notes).toBe('0');
  });

  it('refuses a null or "" result with the spec’s message', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    for (const result of [null, '']) {
      const res = await answer(t, auditid, item!.itemid, { result, notes: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Invalid result value — must be one of: pass, fail, flag, na',
      });
    }
    expect(await savedAnswer(auditid, item!)).toBeNull();
  });
});
