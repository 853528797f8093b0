import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';

const t = useTestApp();

type Page = {
  data: { userid: number; companyid: number; emailaddress: string; active: number }[];
  pagination: {
    page: number | null;
    limit: number;
    total: number;
    totalPages: number;
    nextCursor: string | null;
  };
};
const list = async (query: string, headers: Record<string, string> = {}, key?: string | null) => {
  const res = await t.api({ method: 'GET', url: `/api/v1/users${query}`, headers, key });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('GET /users', () => {
  it('filters by company, activity and a search taken literally, and pages by page or cursor', async () => {
    const a = await supplierAccount(t, { portaluserfirstname: 'Zebedee', portalusersurname: 'Listable' });
    const { data } = await list(`?companyid=${a.supplierid}`);
    expect(data.map((u) => u.userid)).toEqual([a.userid]);
    expect(data[0]).toMatchObject({ companyid: a.supplierid, emailaddress: a.email, active: 1 });

    expect((await list('?search=zebedee')).data.map((u) => u.userid)).toContain(a.userid);
    expect((await list('?search=LISTABLE')).data.map((u) => u.userid)).toContain(a.userid);
    expect((await list('?search=%25')).data).toEqual([]); // a % is a character, not a wildcard
    const gone = await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${a.userid}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await list(`?companyid=${a.supplierid}&active=1`)).data).toEqual([]);
    expect((await list(`?companyid=${a.supplierid}&active=0`)).data.map((u) => u.userid)).toEqual([a.userid]);

    // Pages: by number, then the same rows by cursor.
    const all = await list('?limit=200');
    expect(all.pagination.total).toBe(all.data.length);
    const first = await list('?limit=2');
    expect(first.pagination).toMatchObject({ page: 1, limit: 2, total: all.pagination.total });
    const second = await list('?limit=2&page=2');
    const byCursor = await list(`?limit=2&cursor=${first.pagination.nextCursor}`);
    expect(byCursor.data).toEqual(second.data);
    expect(byCursor.pagination.page).toBeNull();
    expect(all.data.map((u) => u.userid)).toEqual([...all.data.map((u) => u.userid)].sort((x, y) => x - y));
  });

  it('shows a supplier’s users their own company only, whatever they ask', async () => {
    const a = await supplierAccount(t);
    const b = await supplierAccount(t);
    const own = await list('', bearer(a.token), null);
    expect(new Set(own.data.map((u) => u.companyid))).toEqual(new Set([a.supplierid]));
    const asked = await list(`?companyid=${b.supplierid}`, bearer(a.token), null);
    expect(asked.data.map((u) => u.companyid)).toEqual([a.supplierid]); // its own, as every list does
    expect((await list(`?search=${encodeURIComponent(b.email)}`, bearer(a.token), null)).data).toEqual([]);
  });

  it('refuses bad paging and filters in words, and callers without a key', async () => {
    for (const query of [
      '?limit=0',
      '?limit=201',
      '?page=0',
      '?active=2',
      '?companyid=abc',
      '?cursor=bm9wZQ',
    ]) {
      const res = await t.api({ method: 'GET', url: `/api/v1/users${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success, query).toBe(false);
    }
    const history = Buffer.from('h:5').toString('base64url'); // another list's cursor
    expect((await t.api({ method: 'GET', url: `/api/v1/users?cursor=${history}` })).json()).toEqual({
      success: false,
      error: 'Invalid value for cursor',
    });
    expect((await t.api({ method: 'GET', url: '/api/v1/users', key: null })).statusCode).toBe(401);
  });
});
