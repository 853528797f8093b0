import { describe, expect, it } from 'vitest';
import { buildTestApp, uniqueEmail, useTestApp } from '../../../test/helpers.js';
import {
  bearer,
  changePassword,
  keyFor,
  login,
  orgUser,
  temporaryPassword,
  tokenFor,
} from '../../../test/fixtures/accounts.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const CHANGE_REQUIRED = { success: false, error: 'Password change required' };

/** A new supplier's portal user, signed in with the welcome email's temporary password. */
async function firstSignIn() {
  const email = uniqueEmail('portal');
  const { supplierid } = await createSupplier(t, { portaluseremail: email });
  const { rows } = await t.db.query<{ userid: number }>('SELECT userid FROM users WHERE emailaddress = $1', [
    email,
  ]);
  const userid = rows[0]!.userid;
  const temp = await temporaryPassword(t, userid);
  const res = await login(t, email, temp);
  expect(res.statusCode, res.body).toBe(200);
  return { supplierid, userid, email, temp, session: res.json().data };
}

describe('the temporary password of the welcome email', () => {
  it('signs in with password_change_required, and that token may only change the password or log out', async () => {
    const first = await firstSignIn();
    expect(first.session.password_change_required).toBe(true);
    const token = first.session.token as string;
    for (const url of ['/api/v1/auth/me', `/api/v1/suppliers/${first.supplierid}`, '/api/v1/users/getUser']) {
      const res = await t.api({ method: 'GET', url, key: null, headers: bearer(token) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(CHANGE_REQUIRED);
    }
    const changed = await changePassword(t, token, first.temp, 'my own long password');
    expect(changed.statusCode, changed.body).toBe(200);
    const session = changed.json().data;
    expect(session.password_change_required).toBe(false);
    expect(session.user.userid).toBe(first.userid);
    // The old token is revoked; the new one works; the temporary password no longer signs in.
    expect(
      (await t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(token) })).statusCode,
    ).toBe(401);
    const me = await t.api({
      method: 'GET',
      url: '/api/v1/auth/me',
      key: null,
      headers: bearer(session.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.scope).toBe('supplier');
    expect((await login(t, first.email, first.temp)).statusCode).toBe(401);
    const again = await login(t, first.email, 'my own long password');
    expect(again.json().data.password_change_required).toBe(false);
  });

  it('may log out before changing it', async () => {
    const first = await firstSignIn();
    const out = await t.api({
      method: 'POST',
      url: '/api/v1/auth/logout',
      key: null,
      headers: bearer(first.session.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await changePassword(t, first.session.token, first.temp, 'whatever it is now')).statusCode).toBe(
      401,
    );
  });
});

describe('POST /auth/changePassword', () => {
  it('refuses a short password, the email address, the same password and a wrong current one', async () => {
    const u = await orgUser(t, 3);
    const token = await tokenFor(t, u.email, u.password);
    const short = await changePassword(t, token, u.password, 'nine char');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/newpassword/);
    const email = await changePassword(t, token, u.password, u.email.toUpperCase());
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ success: false, error: 'newpassword must not be the email address' });
    const same = await changePassword(t, token, u.password, u.password);
    expect(same.statusCode).toBe(400);
    const wrong = await changePassword(t, token, 'not my password', 'a perfectly fine one');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, error: 'Invalid email or password' });
    // Nothing changed: the old password still signs in, the token still works.
    expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    expect(
      (await t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('revokes every token and key of the user, and only that user’s', async () => {
    const u = await orgUser(t, 3);
    const other = await orgUser(t, 3);
    const tokens = [await tokenFor(t, u.email, u.password), await tokenFor(t, u.email, u.password)];
    const otherToken = await tokenFor(t, other.email, other.password);
    const key = (await keyFor(t, u.userid, 2)).key;
    expect((await t.api({ method: 'GET', url: '/api/v1/users/getUser', key })).statusCode).toBe(200);
    const res = await changePassword(t, tokens[0]!, u.password, 'the next password');
    expect(res.statusCode).toBe(200);
    for (const token of tokens) {
      expect(
        (await t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(token) }))
          .statusCode,
      ).toBe(401);
    }
    expect((await t.api({ method: 'GET', url: '/api/v1/users/getUser', key })).statusCode).toBe(401);
    expect(
      (await t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(otherToken) }))
        .statusCode,
    ).toBe(200);
    expect((await login(t, u.email, 'the next password')).statusCode).toBe(200);
    expect((await login(t, u.email, u.password)).statusCode).toBe(401);
  });
});

describe('levels of people', () => {
  it('a key never exceeds its user’s level or scope', async () => {
    const buyer = await orgUser(t, 4);
    const over = await t.api({
      method: 'POST',
      url: '/api/v1/admin/apiKeys',
      payload: { name: 'k', level: 3, userid: buyer.userid },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(
      `Invalid level: a key for user ${buyer.userid} can be at most level 2, its own`,
    );
    await keyFor(t, buyer.userid, 2);
    // A key made before the user was moved to a lower access level acts with the lower level.
    const tm = await orgUser(t, 2);
    const key = (await keyFor(t, tm.userid, 3)).key;
    await t.db.query('UPDATE users SET accesslevelid = 5 WHERE userid = $1', [tm.userid]);
    const fresh = await buildTestApp({ config: t.config, db: t.db }); // an instance that has not cached the key
    try {
      const me = await fresh.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { 'x-api-key': key } });
      expect(me.json().data.level).toBe(2);
      const del = await fresh.inject({
        method: 'POST',
        url: '/api/v1/users/deleteUser/987654',
        headers: { 'x-api-key': key },
      });
      expect(del.statusCode).toBe(403);
    } finally {
      await fresh.close();
    }
  });

  it('nobody creates a user above their own level', async () => {
    const body = (accesslevelid: number) => ({
      emailaddress: uniqueEmail('new'),
      password: 'a password of theirs',
      firstname: 'N',
      lastname: 'U',
      landlineno: null,
      mobileno: null,
      companyid: 1,
      jobtitle: 'x',
      accesslevelid,
      departmentid: 1,
    });
    for (const accesslevelid of [1, 2]) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/users/createUser',
        key: t.key[2],
        payload: body(accesslevelid),
      });
      expect(res.statusCode, String(accesslevelid)).toBe(403);
      expect(res.json()).toEqual({ success: false, error: 'Insufficient permissions for accesslevelid' });
    }
    for (const accesslevelid of [3, 4, 5, 6]) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/users/createUser',
        key: t.key[2],
        payload: body(accesslevelid),
      });
      expect(res.statusCode, String(accesslevelid)).toBe(201);
    }
    const admin = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      key: t.key[4],
      payload: body(1),
    });
    expect(admin.statusCode).toBe(201);
  });
});
