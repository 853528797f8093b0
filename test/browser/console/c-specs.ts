import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '../../helpers.js';

/** GET through the API with the Admin key; the answer's `data`. */
export async function apiGet<T = unknown>(t: TestApp, url: string): Promise<T> {
  const res = await t.api({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** The spec's status id, as the list answers it. */
export async function statusThroughApi(t: TestApp, psid: number): Promise<number> {
  const rows = await apiGet<{ psid: number; statusid: number }[]>(t, `/products?limit=200`);
  return rows.find((r) => r.psid === psid)!.statusid;
}

/** The spec row's fields as its history says (the API has no read of the whole row). */
export async function specFieldsThroughApi(t: TestApp, psid: number): Promise<Record<string, unknown>> {
  const entries = await apiGet<{ part: string; changes: { field: string; new: unknown }[] }[]>(
    t,
    `/history/product/${psid}?limit=1000`,
  );
  const row: Record<string, unknown> = {};
  for (const e of entries) if (e.part === 'spec') for (const c of e.changes) row[c.field] = c.new;
  return row;
}

/** Clicks a workflow button and waits for the page to say where the spec went. */
export async function move(page: Page, button: string, to: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `Moved to ${to}` })
    .waitFor();
  await page.locator('.page-actions .badge', { hasText: to }).waitFor();
}
