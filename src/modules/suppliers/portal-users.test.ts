import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { bearer, login, supplierAccount } from '../../../test/fixtures/accounts.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { verifyTemporaryPassword } from '../../lib/temp-password.js';

const t = useTestApp();

const person = () => ({
  firstname: 'Ola',
  lastname: 'Second',
  emailaddress: uniqueEmail('second'),
  mobileno: '07700 900010',
});
const addUser = (
  supplierid: number,
  payload: object,
  extra: { key?: string; headers?: Record<string, string> } = {},
) =>
  t.api({ method: 'POST', url: `/api/v1/suppliers/${supplierid}/users`, payload, key: t.key[2], ...extra });
const resend = (
  supplierid: number,
  userid: number,
  extra: { key?: string | null; headers?: Record<string, string> } = {},
) =>
  t.api({
    method: 'POST',
    url: `/api/v1/suppliers/${supplierid}/users/${userid}/resendWelcome`,
    key: t.key[2],
    ...extra,
  });

async function outboxOf(userid: number) {
  const { rows } = await t.db.query<{ status: string; temp_password: string | null; recipient: string }>(
    'SELECT status, temp_password, recipient FROM supplier_outbox WHERE userid = $1 ORDER BY id',
    [userid],
  );
  return rows;
}
async function hashOf(userid: number) {
  const { rows } = await t.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE userid = $1',
    [userid],
  );
  return rows[0]!.password_hash;
}
async function portalUsers(supplierid: number) {
  return (await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}` })).json().data.supplier
    .portal_users as {
    userid: number;
    emailaddress: string;
    accesslevelid: number;
    departmentid: number;
    temporary_password: boolean;
    welcome_email: string | null;
  }[];
}

describe('POST /suppliers/{supplierid}/users', () => {
  it('adds a portal user with a temporary password and a welcome email in the outbox, who can sign in', async () => {
    const { supplierid } = await createSupplier(t);
    const body = person();
    const res = await addUser(supplierid, body);
    expect(res.statusCode, res.body).toBe(201);
    const { userid } = res.json();
    expect(res.json()).toEqual({
      success: true,
      message: 'Portal user created successfully',
      supplierid,
      userid,
    });
    const users = await portalUsers(supplierid);
    expect(users).toHaveLength(2);
    expect(users[1]).toMatchObject({
      userid,
      emailaddress: body.emailaddress,
      accesslevelid: 6,
      departmentid: 6,
      temporary_password: true,
      welcome_email: 'pending',
    });
    const [row] = await outboxOf(userid);
    expect(row).toMatchObject({ status: 'pending', recipient: body.emailaddress });
    expect(verifyTemporaryPassword(await hashOf(userid), row!.temp_password!)).toBe(true);
    const signin = await login(t, body.emailaddress, row!.temp_password!);
    expect(signin.json().data.password_change_required).toBe(true);
  });

  it('refuses a taken email (any case), bad bodies, unknown or deleted suppliers; the supplier scope is 403', async () => {
    const { supplierid } = await createSupplier(t);
    const first = person();
    expect((await addUser(supplierid, first)).statusCode).toBe(201);
    const taken = await addUser(supplierid, { ...person(), emailaddress: first.emailaddress.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, error: 'User not added, email already exists' });
    for (const payload of [
      { ...person(), emailaddress: 'not-an-email' },
      { ...person(), firstname: undefined },
      { ...person(), lastname: 'x'.repeat(101) },
      { ...person(), mobileno: '' },
      [],
    ]) {
      const res = await addUser(supplierid, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${supplierid}` });
    for (const id of [supplierid, 1, 987654]) {
      const res = await addUser(id, person());
      expect(res.json()).toEqual({ success: false, error: 'Supplier not found or already inactive' });
    }
    expect((await addUser(supplierid, person(), { key: t.key[1] })).statusCode).toBe(403);
    const a = await supplierAccount(t);
    const own = await t.api({
      method: 'POST',
      url: `/api/v1/suppliers/${a.supplierid}/users`,
      headers: bearer(a.token),
      payload: person(),
      key: null,
    });
    expect(own.statusCode).toBe(403);
  });

  it('makes one user for concurrent requests with the same email, and for a replayed Idempotency-Key', async () => {
    const { supplierid } = await createSupplier(t);
    const body = person();
    const answers = await Promise.all([1, 2, 3].map(() => addUser(supplierid, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const again = person();
    const headers = { 'idempotency-key': `user-${supplierid}` };
    const one = await addUser(supplierid, again, { headers });
    const two = await addUser(supplierid, again, { headers });
    expect(two.statusCode).toBe(201);
    expect(two.json()).toEqual(one.json());
    expect(await portalUsers(supplierid)).toHaveLength(3);
  });
});

describe('POST /suppliers/{supplierid}/users/{userid}/resendWelcome', () => {
  it('gives a new temporary password and a new email; the waiting one is cancelled and its password stops', async () => {
    const { supplierid } = await createSupplier(t);
    const { userid } = (await portalUsers(supplierid))[0]!;
    const [old] = await outboxOf(userid);
    const res = await resend(supplierid, userid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Welcome email queued', supplierid, userid });
    const rows = await outboxOf(userid);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'pending']);
    expect((await portalUsers(supplierid))[0]).toMatchObject({
      temporary_password: true,
      welcome_email: 'pending',
    });
    expect(rows[0]!.temp_password).toBeNull();
    expect(verifyTemporaryPassword(await hashOf(userid), rows[1]!.temp_password!)).toBe(true);
    expect(verifyTemporaryPassword(await hashOf(userid), old!.temp_password!)).toBe(false);
  });

  it('refuses a user who has set a password (409), and ids of another supplier, deactivated users (404)', async () => {
    const a = await supplierAccount(t);
    const b = await createSupplier(t);
    const done = await resend(a.supplierid, a.userid);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({
      success: false,
      error: 'The user has already set a password: there is no welcome email to send again',
    });
    const bUser = (await portalUsers(b.supplierid))[0]!.userid;
    const before = await outboxOf(bUser);
    const gone = { success: false, error: 'User not found or already inactive' };
    // B's user under A's supplier, an organisation user, an unknown one.
    for (const userid of [bUser, 1, 987654])
      expect((await resend(a.supplierid, userid)).json()).toEqual(gone);
    expect(await outboxOf(bUser)).toEqual(before);
    await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${bUser}` });
    expect((await resend(b.supplierid, bUser)).json()).toEqual(gone);
    expect((await resend(b.supplierid, bUser, { key: t.key[1] })).statusCode).toBe(403);
    // The supplier scope may not resend, even its own.
    expect((await resend(a.supplierid, a.userid, { headers: bearer(a.token), key: null })).statusCode).toBe(
      403,
    );
  });

  it('two resends at once: both answered, one email left waiting, carrying the password that works', async () => {
    const { supplierid } = await createSupplier(t);
    const { userid } = (await portalUsers(supplierid))[0]!;
    const answers = await Promise.all([resend(supplierid, userid), resend(supplierid, userid)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const pending = (await outboxOf(userid)).filter((r) => r.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(verifyTemporaryPassword(await hashOf(userid), pending[0]!.temp_password!)).toBe(true);
    // A replay of one Idempotency-Key is one resend.
    const headers = { 'idempotency-key': `resend-${userid}` };
    await resend(supplierid, userid, { headers });
    await resend(supplierid, userid, { headers });
    expect(await outboxOf(userid)).toHaveLength(4);
  });

  it('cancels every waiting welcome email when the supplier is deleted', async () => {
    const { supplierid } = await createSupplier(t);
    const second = (await addUser(supplierid, person())).json().userid as number;
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${supplierid}` });
    const rows = await outboxOf(second);
    expect(rows).toEqual([expect.objectContaining({ status: 'cancelled', temp_password: null })]);
  });
});
