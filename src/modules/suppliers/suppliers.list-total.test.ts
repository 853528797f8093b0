import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { useTestApp } from '../../../test/helpers.js';
import { COUNT_TTL_MS } from '../../http/count-cache.js';

const clock = testClock('2026-11-24');
const t = useTestApp(undefined, { clock: clock.now });

async function total(search: string, extra = '') {
  const res = await t.api({ method: 'GET', url: `/api/v1/suppliers?search=${search}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pagination.total as number;
}

const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

/** A company written behind this instance's back, as another instance on the same database would. */
async function elsewhere(name: string) {
  await t.db.query('INSERT INTO companies (companyname) VALUES ($1)', [name]);
}

describe('GET /suppliers: the total', () => {
  it("counts this instance's own writes at once, whatever the cache holds", async () => {
    const token = `Ownwrite${process.pid}`;
    expect(await total(token)).toBe(0);
    await createSupplier(t, { companyname: `${token} One` });
    expect(await total(token)).toBe(1);
    const second = await createSupplier(t, { companyname: `${token} Two` });
    expect(await total(token)).toBe(2);
    // A deletion through the API is a write too.
    const res = await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${second.supplierid}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await total(token, '&active=1')).toBe(1);
  });

  it("shows another instance's writes within the cache's few seconds, and the rows at once", async () => {
    const token = `Elsewhere${process.pid}`;
    await createSupplier(t, { companyname: `${token} One` });
    expect(await total(token)).toBe(1);
    await elsewhere(`${token} Two`);
    const stale = await t.api({ method: 'GET', url: `/api/v1/suppliers?search=${token}` });
    // The rows are read fresh; only the total may lag.
    expect(stale.json().data).toHaveLength(2);
    expect(stale.json().pagination.total).toBe(1);
    later(COUNT_TTL_MS + 1);
    // Past its time, the total is answered once more while it is counted again behind it; then the new one.
    expect(await total(token)).toBe(1);
    await expect.poll(() => total(token)).toBe(2);
  });

  it('counts in the open a total that has not been asked for in twice its time', async () => {
    const token = `Longago${process.pid}`;
    await createSupplier(t, { companyname: `${token} One` });
    expect(await total(token)).toBe(1);
    await elsewhere(`${token} Two`);
    later(2 * COUNT_TTL_MS + 1);
    expect(await total(token)).toBe(2);
  });

  it('keeps no recount that a write overtook', async () => {
    const token = `Overtaken${process.pid}`;
    await createSupplier(t, { companyname: `${token} One` });
    expect(await total(token)).toBe(1);
    later(COUNT_TTL_MS + 1);
    expect(await total(token)).toBe(1); // starts a recount
    await createSupplier(t, { companyname: `${token} Two` });
    expect(await total(token)).toBe(2);
    await createSupplier(t, { companyname: `${token} Three` });
    for (let i = 0; i < 5; i++) expect(await total(token)).toBe(3);
  });

  it('keeps one total per filter: another filter is counted on its own', async () => {
    const token = `Perfilter${process.pid}`;
    await createSupplier(t, { companyname: `${token} One`, country: 372 });
    expect(await total(token)).toBe(1);
    await elsewhere(`${token} Two`);
    expect(await total(token, '&country=372')).toBe(1);
    expect(await total(token, '&limit=7')).toBe(1); // the page size is not a filter: the same total
    expect(await total(`${token} Two`)).toBe(1);
  });
});
