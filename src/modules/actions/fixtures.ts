import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.js';
import { answerInDb, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';

/** An audit whose first item is answered `result` (fail by default). */
export async function auditWithAnswer(t: TestApp, result = 'fail') {
  const audit = await createAudit(t);
  const items = await auditItems(t, audit.auditid);
  await answerInDb(t, audit.auditid, [{ itemid: items[0]!.itemid, result }]);
  return { ...audit, items, itemid: items[0]!.itemid };
}

export const actionBody = (overrides: Record<string, unknown> = {}) => ({
  description: 'Replace the missing bait station',
  assignee: 1,
  duedate: '2026-04-30',
  priority: 'high',
  ...overrides,
});

export function raise(t: TestApp, auditid: number, itemid: number, payload: object, key?: string) {
  return t.api({ method: 'POST', url: `/api/v1/audits/${auditid}/items/${itemid}/actions`, payload, key });
}

/** Raises an action that must succeed; its id. */
export async function raised(
  t: TestApp,
  auditid: number,
  itemid: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await raise(t, auditid, itemid, actionBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.actionid as number;
}

export function update(t: TestApp, id: number, payload: object, key?: string) {
  return t.api({ method: 'PUT', url: `/api/v1/actions/${id}`, payload, key });
}
