import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, login, orgUser, supplierAccount, tokenFor } from '../../../test/fixtures/accounts.js';

const t = useTestApp();
const INVALID = { success: false, error: 'Invalid email or password' };

describe('POST /auth/login', () => {
  it('answers a bearer token, its expiry and the getUser record; counts the sign-in', async () => {
    const u = await orgUser(t, 4); // Buyer
    const before = Date.now();
    const res = await login(t, u.email.toUpperCase(), u.password);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.token_type).toBe('Bearer');
    expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.password_change_required).toBe(false);
    const expires = Date.parse(data.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 8 * 3600_000 - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 8 * 3600_000 + 2000);
    expect(data.user).toMatchObject({ userid: u.userid, emailaddress: u.email, logincount: 1 });
    expect(data.user.lastloggedin).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(data.user).not.toHaveProperty('password');
    expect(data.user).not.toHaveProperty('password_hash');
    const read = await t.api({ method: 'GET', url: `/api/v1/users/getUser/${u.userid}` });
    expect(read.json().data).toEqual(data.user);
    await tokenFor(t, u.email, u.password);
    const again = await t.api({ method: 'GET', url: `/api/v1/users/getUser/${u.userid}` });
    expect(again.json().data.logincount).toBe(2);
  });

  it('answers a wrong password, an unknown email and an inactive user alike, and counts none of them', async () => {
    const u = await orgUser(t, 3);
    const gone = await orgUser(t, 3);
    expect((await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${gone.userid}` })).statusCode).toBe(
      200,
    );
    const cases = [
      await login(t, u.email, `${u.password}x`),
      await login(t, `nobody.${Date.now()}@example.com`, u.password),
      await login(t, gone.email, gone.password),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
    const read = await t.api({ method: 'GET', url: `/api/v1/users/getUser/${u.userid}` });
    expect(read.json().data.logincount).toBe(0);
  });

  it('refuses the seeded system user (no password) and bodies that are not a sign-in', async () => {
    const system = await login(t, 'system.administrator@localhost.invalid', 'anything at all');
    expect(system.statusCode).toBe(401);
    expect(system.json()).toEqual(INVALID);
    for (const payload of [
      {},
      { emailaddress: 'a@b.c' },
      { password: 'x' },
      { emailaddress: 5, password: [] },
    ]) {
      const res = await t.api({ method: 'POST', url: '/api/v1/auth/login', key: null, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const huge = await login(t, 'a@b.c', 'x'.repeat(1025));
    expect(huge.statusCode).toBe(400);
  });

  it('acts as its user, with that user’s level, in Authorization: Bearer and in X-API-Key', async () => {
    const buyer = await orgUser(t, 4); // level 2
    const token = await tokenFor(t, buyer.email, buyer.password);
    for (const headers of [bearer(token), { 'x-api-key': token }, { authorization: `bearer  ${token}` }]) {
      const me = await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: null, headers });
      expect(me.statusCode, JSON.stringify(headers)).toBe(200);
      expect(me.json().data.userid).toBe(buyer.userid);
    }
    // Level 2: creates (2) but no deactivation (3).
    const del = await t.api({
      method: 'POST',
      url: '/api/v1/users/deleteUser/1',
      key: null,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ success: false, error: 'Insufficient permissions' });
    const me = await t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(token) });
    expect(me.json().data).toMatchObject({ level: 2, scope: 'organisation', companyid: 1, via: 'token' });
    const manager = await orgUser(t, 2);
    const mtoken = await tokenFor(t, manager.email, manager.password);
    const mme = await t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(mtoken) });
    expect(mme.json().data.level).toBe(3);
  });

  it('answers /auth/me for keys and for the supplier scope', async () => {
    const me = await t.api({ method: 'GET', url: '/api/v1/auth/me', key: t.key[3] });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ level: 3, scope: 'organisation', companyid: 1, via: 'key' });
    expect(me.json().data.user.userid).toBe(1);
    const a = await supplierAccount(t);
    const sme = await t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(a.token) });
    expect(sme.json().data).toMatchObject({
      level: 2,
      scope: 'supplier',
      companyid: a.supplierid,
      via: 'token',
    });
    expect(sme.json().data.user.userid).toBe(a.userid);
  });

  it('prefers X-API-Key when both headers are sent, and ignores other Authorization schemes', async () => {
    const u = await orgUser(t, 4);
    const token = await tokenFor(t, u.email, u.password);
    const both = await t.api({
      method: 'GET',
      url: '/api/v1/users/getUser',
      key: t.key[1],
      headers: bearer(token),
    });
    expect(both.json().data.userid).toBe(1);
    const basic = await t.api({
      method: 'GET',
      url: '/api/v1/users/getUser',
      key: null,
      headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json()).toEqual({ success: false, error: 'Missing API key' });
  });
});
