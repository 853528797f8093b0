import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { hashResetToken } from '../../src/modules/auth/reset-outbox.js';
import { uniqueEmail } from '../helpers.js';
import { ok, type ClientTest } from './harness.js';

/** Auth, users, lookups, API keys and health checks, through the typed client. */
export async function peopleFlow(ct: ClientTest) {
  const { api } = ct;
  expect(ok(await api.GET('/healthz')).status).toBe('ok');
  expect(ok(await api.GET('/readyz')).status).toBe('ok');

  const lookups = ok(await api.GET('/api/v1/lookups'));
  expect(Object.keys(lookups.data)).toContain('countries');
  const countries = ok(await api.GET('/api/v1/lookups/{name}', { params: { path: { name: 'countries' } } }));
  expect(countries.data.some((c) => c.id === 826)).toBe(true);

  const email = uniqueEmail('client');
  const password = 'first password 1';
  const created = ok(
    await api.POST('/api/v1/users/createUser', {
      body: {
        emailaddress: email,
        password,
        firstname: 'Ann',
        lastname: 'Baker',
        landlineno: '0113 496 0000',
        mobileno: '07700 900123',
        companyid: 1,
        jobtitle: 'Technical manager',
        accesslevelid: 2,
        departmentid: 1,
      },
    }),
  );
  const id = created.userid;
  expect(
    ok(await api.GET('/api/v1/users/getUser/{id}', { params: { path: { id } } })).data.emailaddress,
  ).toBe(email);
  const byQuery = ok(await api.GET('/api/v1/users/getUser', { params: { query: { userId: id } } }));
  expect(byQuery.data.userid).toBe(id);
  const list = ok(await api.GET('/api/v1/users', { params: { query: { search: email } } }));
  expect(list.data.map((u) => u.userid)).toEqual([id]);
  ok(
    await api.POST('/api/v1/users/updateUser/{id}', {
      params: { path: { id } },
      body: { jobtitle: 'QA lead' },
    }),
  );
  const noId = await api.POST('/api/v1/users/updateUser');
  expect(noId.response.status).toBe(400);
  expect(noId.error?.error).toMatch(/userId must be provided/);

  // Sign in as that user: the token is a credential of its own.
  const session = ok(await api.POST('/api/v1/auth/login', { body: { emailaddress: email, password } }));
  const asUser = ct.clientWith({ token: session.data.token });
  expect(ok(await asUser.GET('/api/v1/auth/me')).data.user.userid).toBe(id);
  const changed = ok(
    await asUser.POST('/api/v1/auth/changePassword', {
      body: { currentpassword: password, newpassword: 'second password 2' },
    }),
  );
  const renewed = ct.clientWith({ token: changed.data.token });
  ok(await renewed.POST('/api/v1/auth/logout'));
  expect((await renewed.GET('/api/v1/auth/me')).response.status).toBe(401);

  // A forgotten password (no SMTP here: the email waits in its outbox), an Administrator's reset link, and a reset
  // with a link's token (made here as the outbox worker makes one: only its hash is kept).
  const anonymous = ct.clientWith({});
  ok(await anonymous.POST('/api/v1/auth/forgotPassword', { body: { emailaddress: email } }));
  ok(await api.POST('/api/v1/auth/sendPasswordReset/{id}', { params: { path: { id } } }));
  const token = randomBytes(32).toString('base64url');
  await ct.t.db.query(
    "INSERT INTO password_resets (userid, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
    [id, hashResetToken(token)],
  );
  ok(await anonymous.POST('/api/v1/auth/resetPassword', { body: { token, password: 'third password 3' } }));
  const replayed = await anonymous.POST('/api/v1/auth/resetPassword', {
    body: { token, password: 'fourth password 4' },
  });
  expect(replayed.response.status).toBe(400);
  ok(await api.POST('/api/v1/auth/login', { body: { emailaddress: email, password: 'third password 3' } }));
  ok(await api.POST('/api/v1/users/deleteUser/{id}', { params: { path: { id } } }));

  const key = ok(await api.POST('/api/v1/admin/apiKeys', { body: { name: 'client test', level: 1 } }));
  expect(ok(await api.GET('/api/v1/admin/apiKeys')).data.some((k) => k.id === key.data.id)).toBe(true);
  const reader = ct.clientWith({ apiKey: key.data.key });
  ok(await reader.GET('/api/v1/lookups'));
  ok(await api.DELETE('/api/v1/admin/apiKeys/{id}', { params: { path: { id: key.data.id } } }));
  expect((await reader.GET('/api/v1/lookups')).response.status).toBe(401);
}
