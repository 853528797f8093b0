import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TestApp } from '../../helpers.js';
import { createSupplier } from '../../fixtures/suppliers.js';

export interface ApiItem {
  itemid: number;
  sectionid: number;
  question: string;
  critical: boolean;
  required: boolean;
  answer: { result: string; notes: string | null } | null;
  photos: { docid: number; url: string; filename: string }[];
}
export interface ApiSection {
  sectionid: number;
  section_name: string;
  items: ApiItem[];
}

let n = 0;
/** A supplier made through the API (createSupplier) and an audit of it by `userid`. */
export async function supplierAudit(t: TestApp, userid: number, reason = 'Annual audit') {
  const companyname = `Audited Foods ${process.pid}-${++n}`;
  const { supplierid } = await createSupplier(t, { companyname });
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/audits',
    payload: { companyid: supplierid, userid, audit_date: '2026-03-14', audit_reason: reason },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { auditid: res.json().data.auditid as number, supplierid, companyname };
}

/** The audit's sections and items as the API answers them now. */
export async function checklist(t: TestApp, auditid: number): Promise<ApiSection[]> {
  const sections = (await t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/sections` })).json()
    .data as { sectionid: number; section_name: string }[];
  const out: ApiSection[] = [];
  for (const s of sections) {
    const res = await t.api({
      method: 'GET',
      url: `/api/v1/audits/${auditid}/sections/${s.sectionid}/items`,
    });
    out.push({ ...s, items: res.json().data as ApiItem[] });
  }
  return out;
}

/** The audit as GET /audits lists it. */
export async function listed(t: TestApp, auditid: number) {
  const all = (await t.api({ method: 'GET', url: '/api/v1/audits' })).json().data as {
    auditid: number;
    statusid: number;
    score_pct: number | null;
    traffic_light: string;
    userid: number;
    auditdate: string;
    audit_reason: string | null;
    companyid: number;
  }[];
  return all.find((a) => a.auditid === auditid);
}

/** How many times the history recorded an answer of `itemid` (each write of an answer is one entry). */
export async function answerWrites(t: TestApp, auditid: number, itemid: number): Promise<number> {
  const res = await t.api({ method: 'GET', url: `/api/v1/history/audit/${auditid}?limit=1000` });
  expect(res.statusCode, res.body).toBe(200);
  const entries = res.json().data as { part: string; partid: number | null }[];
  return entries.filter((e) => e.part === 'answer' && e.partid === itemid).length;
}

/** Photo rows of the audit in the database, deleted ones included: a doubled upload would show here. */
export async function photoRows(t: TestApp, auditid: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM audit_photos WHERE auditid = $1',
    [auditid],
  );
  return rows[0]!.n;
}

/** A checklist item's card on the conduct screen, by its question. */
export function itemCard(page: Page, question: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: question }) });
}

/** Answers an item on screen. */
export async function answerOnScreen(
  page: Page,
  question: string,
  result: 'Pass' | 'Fail' | 'Flag' | 'Not applicable',
) {
  await itemCard(page, question).getByRole('button', { name: result, exact: true }).click();
}

/** The section card (a button) whose name starts with `name`. */
export function sectionCard(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: new RegExp(`^${escape(name)}`) });
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The queue's state in the top bar. */
export function queueStatus(page: Page): Locator {
  return page.getByRole('status', { name: 'Offline queue' });
}
