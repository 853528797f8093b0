import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    emailaddress: uniqueEmail(),
    password: 'correct horse battery',
    firstname: 'Ada',
    lastname: 'Lovelace',
    landlineno: '01234 567890',
    mobileno: '07700 900123',
    companyid: 1,
    jobtitle: 'Technologist',
    accesslevelid: 3,
    departmentid: 1,
    ...overrides,
  };
}

async function createUser(overrides: Record<string, unknown> = {}) {
  const res = await t.api({ method: 'POST', url: '/api/v1/users/createUser', payload: newUser(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json().userid as number;
}

describe('POST /users/createUser', () => {
  it('creates a user and answers at the top level', async () => {
    const email = uniqueEmail();
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      payload: newUser({ emailaddress: email, comments: 'new starter' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, message: 'User created successfully', userid: expect.any(Number) });

    const read = await t.api({ method: 'GET', url: `/api/v1/users/getUser/${body.userid}` });
    expect(read.statusCode).toBe(200);
    const user = read.json().data;
    expect(user).toMatchObject({
      userid: body.userid,
      companyid: 1,
      departmentid: 1,
      accesslevelid: 3,
      emailaddress: email,
      firstname: 'Ada',
      lastname: 'Lovelace',
      jobtitle: 'Technologist',
      landlineno: '01234 567890',
      mobileno: '07700 900123',
      comments: 'new starter',
      logincount: 0,
      lastloggedin: null,
      active: 1,
    });
    expect(user.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(user.lastupdated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(user).not.toHaveProperty('password');
    expect(JSON.stringify(read.json())).not.toMatch(/argon2|correct horse/);
  });

  it('stores the password as an argon2id hash, never as given', async () => {
    const id = await createUser({ password: 'a very secret phrase' });
    const { rows } = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE userid = $1',
      [id],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain('a very secret phrase');
  });

  it('names the first missing required field, in the spec order', async () => {
    const required = [
      'emailaddress',
      'password',
      'firstname',
      'lastname',
      'landlineno',
      'mobileno',
      'companyid',
      'jobtitle',
      'accesslevelid',
      'departmentid',
    ];
    for (const [i, field] of required.entries()) {
      const body: Record<string, unknown> = newUser();
      for (const f of required.slice(i)) delete body[f];
      const res = await t.api({ method: 'POST', url: '/api/v1/users/createUser', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: `Missing required field: ${field}` });
    }
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await createUser({ emailaddress: email });
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      payload: newUser({ emailaddress: email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'User not added, email already exists' });
  });

  it('refuses a bad email, a short password and ids not in their lookups, naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ emailaddress: 'not-an-email' }, /emailaddress must be a valid email address/],
      [{ password: 'nine char' }, /password must be at least 10 characters/],
      [{ companyid: 999999 }, /Invalid companyid/],
      [{ accesslevelid: 99 }, /Invalid accesslevelid/],
      [{ departmentid: 99 }, /Invalid departmentid/],
      [{ companyid: 'abc' }, /companyid/],
    ];
    for (const [override, message] of cases) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/users/createUser',
        payload: newUser(override),
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error).toMatch(message);
    }
  });
});

describe('GET /users/getUser', () => {
  it('reads by path id, by userId query, or the key’s own user', async () => {
    const id = await createUser();
    expect((await t.api({ method: 'GET', url: `/api/v1/users/getUser/${id}` })).json().data.userid).toBe(id);
    expect(
      (await t.api({ method: 'GET', url: `/api/v1/users/getUser?userId=${id}` })).json().data.userid,
    ).toBe(id);
    const own = await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: t.key[1] });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ userid: 1, firstname: 'System', lastname: 'Administrator' });
  });

  it('answers 404 User not found for an unknown id, 400 for one that is not a positive integer', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/users/getUser/987654' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'User not found' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const r = await t.api({ method: 'GET', url: `/api/v1/users/getUser/${bad}` });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().success).toBe(false);
    }
  });
});

describe('POST /users/updateUser/{id}', () => {
  it('changes only the supplied fields', async () => {
    const id = await createUser({ jobtitle: 'Buyer' });
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/users/updateUser/${id}`,
      payload: { firstname: 'Grace', comments: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User updated successfully' });
    const user = (await t.api({ method: 'GET', url: `/api/v1/users/getUser/${id}` })).json().data;
    expect(user).toMatchObject({
      firstname: 'Grace',
      lastname: 'Lovelace',
      jobtitle: 'Buyer',
      comments: null,
    });
  });

  it('refuses a body with no updatable field and leaves the user unchanged', async () => {
    const id = await createUser();
    for (const payload of [{}, { password: 'newpassword1', accesslevelid: 1, unknown: 'x' }]) {
      const res = await t.api({ method: 'POST', url: `/api/v1/users/updateUser/${id}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'No valid fields provided for update' });
    }
    const { rows } = await t.db.query<{ accesslevelid: number }>(
      'SELECT accesslevelid FROM users WHERE userid = $1',
      [id],
    );
    expect(rows[0]!.accesslevelid).toBe(3);
  });

  it('asks for the id in the URL when it is missing', async () => {
    const res = await t.api({ method: 'POST', url: '/api/v1/users/updateUser', payload: { firstname: 'X' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'userId must be provided in the URL, e.g., /updateUser/123',
    });
  });

  it('answers 404 for an unknown user and 409 for an email another user has', async () => {
    const missing = await t.api({
      method: 'POST',
      url: '/api/v1/users/updateUser/987654',
      payload: { firstname: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'User not found' });
    const taken = uniqueEmail('taken');
    await createUser({ emailaddress: taken });
    const id = await createUser();
    const dup = await t.api({
      method: 'POST',
      url: `/api/v1/users/updateUser/${id}`,
      payload: { emailaddress: taken },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().success).toBe(false);
  });

  it('is POST only: PUT is refused as a method the path does not answer', async () => {
    const id = await createUser();
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/users/updateUser/${id}`,
      payload: { firstname: 'X' },
    });
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'POST']);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /users/deleteUser/{id}', () => {
  it('deactivates once, then answers 404', async () => {
    const id = await createUser();
    const res = await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${id}`, key: t.key[3] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'User deactivated successfully', userId: id });
    expect((await t.api({ method: 'GET', url: `/api/v1/users/getUser/${id}` })).json().data.active).toBe(0);
    const again = await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${id}`, key: t.key[3] });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, error: 'User not found or already inactive' });
  });

  it('stops the keys of a deactivated user at once', async () => {
    const id = await createUser();
    const made = await t.api({
      method: 'POST',
      url: '/api/v1/admin/apiKeys',
      payload: { name: 'theirs', level: 1, userid: id },
    });
    const theirs = made.json().data.key as string;
    expect((await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: theirs })).statusCode).toBe(200);
    await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${id}`, key: t.key[3] });
    const after = await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: theirs });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, error: 'Invalid API key' });
  });

  it('refuses to deactivate the key’s own user', async () => {
    const res = await t.api({ method: 'POST', url: '/api/v1/users/deleteUser/1', key: t.key[3] });
    expect(res.statusCode).toBe(400);
    expect((await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' })).json().data.active).toBe(1);
  });
});
