import { describe, expect, it } from 'vitest';
import { isPg, useTestApp } from '../helpers.js';

const t = useTestApp();

describe('admin API keys', () => {
  it('issues a key shown once, lists keys without secrets, revokes at once', async () => {
    const made = await t.api({
      method: 'POST',
      url: '/api/v1/admin/apiKeys',
      payload: { name: 'tablet 7', level: 2 },
    });
    expect(made.statusCode).toBe(201);
    const data = made.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^ftk_[A-Za-z0-9_-]{43}$/),
      name: 'tablet 7',
      level: 2,
      userid: 1,
    });

    const list = await t.api({ method: 'GET', url: '/api/v1/admin/apiKeys' });
    expect(list.body).not.toContain(data.key);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id: data.id, name: 'tablet 7', level: 2, userid: 1, revoked: null }),
    );
    const { rows } = await t.db.query<{ key_hash: Buffer }>('SELECT key_hash FROM api_keys WHERE id = $1', [
      data.id,
    ]);
    expect(Buffer.from(rows[0]!.key_hash).toString()).not.toContain(data.key);

    // Used once (so it sits in the cache), then revoked: refused on the very next request.
    expect((await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: data.key })).statusCode).toBe(
      200,
    );
    const revoked = await t.api({ method: 'DELETE', url: `/api/v1/admin/apiKeys/${data.id}` });
    expect(revoked.json()).toEqual({ success: true, data: { id: data.id, revoked: true } });
    const after = await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: data.key });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, error: 'Invalid API key' });

    const again = await t.api({ method: 'DELETE', url: `/api/v1/admin/apiKeys/${data.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('issues a key acting as another user, refusing an unknown user or level', async () => {
    const user = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      payload: {
        emailaddress: `auditor.${Date.now()}@example.com`,
        password: 'long enough pw',
        firstname: 'Ann',
        lastname: 'Auditor',
        landlineno: '1',
        mobileno: '2',
        companyid: 1,
        jobtitle: 'Auditor',
        accesslevelid: 5,
        departmentid: 3,
      },
    });
    const userid = user.json().userid as number;
    const made = await t.api({
      method: 'POST',
      url: '/api/v1/admin/apiKeys',
      payload: { name: 'ann', level: 1, userid },
    });
    const me = await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: made.json().data.key });
    expect(me.json().data.userid).toBe(userid);

    const badUser = await t.api({
      method: 'POST',
      url: '/api/v1/admin/apiKeys',
      payload: { name: 'x', level: 1, userid: 987654 },
    });
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().error).toMatch(/userid/);
    for (const level of [0, 5, 'admin']) {
      const bad = await t.api({
        method: 'POST',
        url: '/api/v1/admin/apiKeys',
        payload: { name: 'x', level },
      });
      expect(bad.statusCode, String(level)).toBe(400);
    }
  });

  /** A new level-1 key, and getUser's status with it. */
  const newKey = async (name: string) => {
    const made = (
      await t.api({ method: 'POST', url: '/api/v1/admin/apiKeys', payload: { name, level: 1 } })
    ).json().data as { id: number; key: string };
    const use = async () =>
      (await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: made.key })).statusCode;
    return { id: made.id, use };
  };
  /** Another instance revokes the key straight in the database and notifies, as the admin route does. */
  const revokeElsewhere = (id: number) =>
    t.db.transaction(async (tx) => {
      await tx.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [id]);
      await tx.query("SELECT pg_notify('api_keys_changed', '')");
    });
  /** The key's status once it is refused, or after a second of answers. */
  const refusedSoon = async (use: () => Promise<number>) => {
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      status = await use();
    }
    return status;
  };

  it('notices a key revoked by another instance through NOTIFY', async () => {
    const { id, use } = await newKey('elsewhere');
    expect(await use()).toBe(200);
    await revokeElsewhere(id);
    expect(await refusedSoon(use)).toBe(401);
  });

  // PostgreSQL restarting or failing over drops the connection the instance listens on: it must listen again, or a
  // key revoked elsewhere would keep working here until its cache entry expired.
  it.runIf(isPg())('still notices after PostgreSQL dropped the connection it listens on', async () => {
    const listeners = async () =>
      (
        await t.db.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN "api_keys_changed"'`,
        )
      ).rows.map((r) => r.pid);
    const [dropped] = await listeners();
    expect(dropped).toBeDefined();
    const { id, use } = await newKey('restart');
    expect(await use()).toBe(200);

    await t.db.query('SELECT pg_terminate_backend($1)', [dropped]);
    let now: number[] = [];
    for (let i = 0; i < 150 && !(now.length === 1 && now[0] !== dropped); i++) {
      await new Promise((r) => setTimeout(r, 20));
      now = await listeners();
    }
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(dropped);
    expect(await use()).toBe(200);

    await revokeElsewhere(id);
    expect(await refusedSoon(use)).toBe(401);
  });
});
