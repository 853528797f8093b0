import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer } from '../../../test/fixtures/accounts.js';
import { answer, supplierWithSpec } from '../../../test/fixtures/scope-world.js';

/** A supplier's portal user on its specs' ingredients (docs/label.md); every route: the scope matrix. */
const t = useTestApp();

const LIST = [
  { name: 'Oats', percent: 90, allergens: ['oats'] },
  { name: 'Salt', percent: 10 },
];
const url = (psid: number) => `/api/v1/products/${psid}/ingredients`;
type Headers = Record<string, string>;
const send = (method: 'GET' | 'PUT', psid: number, headers?: Headers, payload?: object) =>
  t.api({ method, url: url(psid), payload, ...(headers ? { key: null, headers } : {}) });

it('writes and reads its own spec’s ingredients', async () => {
  const a = await supplierWithSpec(t, 'Alpha');
  const res = await send('PUT', a.psid, bearer(a.token), LIST);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ success: true, data: LIST });
  expect((await send('GET', a.psid, bearer(a.token))).json()).toEqual({ success: true, data: LIST });
});

it('answers another company’s spec as a missing one, leaving its list as it was', async () => {
  const a = await supplierWithSpec(t, 'Alpha');
  const b = await supplierWithSpec(t, 'Beta');
  expect((await send('PUT', b.psid, undefined, LIST)).statusCode).toBe(200);
  const missing = { success: false, error: 'Product spec not found or inactive' };
  expect(answer(await send('PUT', b.psid, bearer(a.token), [{ name: 'Sand' }]))).toEqual({
    status: 404,
    body: missing,
  });
  expect(answer(await send('GET', b.psid, bearer(a.token)))).toEqual({
    status: 404,
    body: { success: false, error: 'Product not found' },
  });
  expect((await send('GET', b.psid)).json().data).toEqual(LIST);
});
