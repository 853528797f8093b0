import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.js';
import { createSupplierRows } from '../../../test/factories.js';

/** A supplier with its site, and a newline (with its spec) created through the API. */
export async function createNewline(t: TestApp, overrides: Record<string, unknown> = {}) {
  const supplier = await createSupplierRows(t.db);
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/newlines',
    payload: {
      companyid: supplier.companyid,
      siteid: supplier.siteid,
      productname: 'Oat biscuits',
      productcode: 'OB-001',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { newlineid, psid } = res.json().data as { newlineid: number; psid: number };
  return { ...supplier, newlineid, psid };
}
