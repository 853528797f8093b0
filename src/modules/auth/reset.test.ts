import { afterAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import {
  bearer,
  changePassword,
  login,
  orgUser,
  supplierAccount,
  tokenFor,
} from '../../../test/fixtures/accounts.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { INVALID_RESET, RESET_REQUESTED } from './reset.js';

const smtp = await startSmtp();
// Registered first so that it runs last, after the app (and its pooled SMTP connection) has closed.
afterAll(() => smtp.close());
const t = useTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'accounts@example.test',
  PORTAL_URL: 'https://console.example.test',
  WORKER_POLL: '50ms',
});

const forgot = (emailaddress: string) =>
  t.api({ method: 'POST', url: '/api/v1/auth/forgotPassword', key: null, payload: { emailaddress } });
const reset = (token: string, password: string, extra: Record<string, unknown> = {}) =>
  t.api({
    method: 'POST',
    url: '/api/v1/auth/resetPassword',
    key: null,
    payload: { token, password, ...extra },
  });
const to = (m: ParsedMail) => (m.to && 'value' in m.to ? m.to.value[0]!.address : undefined);
const mailsTo = (email: string) => smtp.messages.filter((m) => to(m) === email);

/** The token of the `n`-th reset email (from 1) that reached `email` through the SMTP server. */
async function linkToken(email: string, n = 1): Promise<string> {
  await eventually(async () => expect(mailsTo(email).length).toBeGreaterThanOrEqual(n));
  const mail = mailsTo(email)[n - 1]!;
  const link = /https:\/\/console\.example\.test\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

async function pendingResets(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM password_reset_outbox WHERE status IN ('pending', 'sending')",
  );
  return rows[0]!.n;
}

describe('forgotten password: the request', () => {
  it('answers the same for an address with an account, without, deactivated, the system user or odd case', async () => {
    const known = await orgUser(t, 3);
    const gone = await orgUser(t, 3);
    expect((await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${gone.userid}` })).statusCode).toBe(
      200,
    );
    const { rows } = await t.db.query<{ emailaddress: string }>(
      'SELECT emailaddress FROM users WHERE userid = 1',
    );
    const answers = [];
    for (const email of [known.email, uniqueEmail('nobody'), gone.email, rows[0]!.emailaddress]) {
      const res = await forgot(email);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    const same = { status: 200, body: { success: true, message: RESET_REQUESTED } };
    expect(answers).toEqual([same, same, same, same]);
    // The same work for each: every request is written down (a write's commit is most of its time), known or not.
    const written = await t.db.query<{ email: string }>('SELECT email FROM password_reset_requests');
    expect(written.rows.map((r) => r.email)).toEqual(
      expect.arrayContaining([known.email, gone.email].map((e) => e.toLowerCase())),
    );
    expect(written.rows).toHaveLength(4);
    // Only the account that may have one gets an email, through the real SMTP server.
    const token = await linkToken(known.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    await eventually(async () => expect(await pendingResets()).toBe(0));
    expect(mailsTo(gone.email)).toEqual([]);
    const mail = mailsTo(known.email)[0]!;
    expect(mail.from?.value[0]?.address).toBe('accounts@example.test');
    expect(mail.subject).toBe('Reset your Foodtrace password');
    // The token is kept only as its hash.
    const kept = await t.db.query<{ token_hash: Uint8Array }>(
      'SELECT token_hash FROM password_resets WHERE userid = $1',
      [known.userid],
    );
    expect(kept.rows).toHaveLength(1);
    expect(Buffer.from(kept.rows[0]!.token_hash).toString('base64url')).not.toBe(token);
    const outbox = await t.db.query('SELECT * FROM password_reset_outbox WHERE userid = $1', [known.userid]);
    expect(JSON.stringify(outbox.rows)).not.toContain(token);
  });

  it('sends at most 3 emails an hour to one account, answering the 4th request alike', async () => {
    const u = await orgUser(t, 2);
    for (let i = 0; i < 4; i++) {
      const res = await forgot(u.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(RESET_REQUESTED);
    }
    await eventually(async () => expect(await pendingResets()).toBe(0));
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM password_reset_outbox WHERE userid = $1',
      [u.userid],
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('refuses hostile bodies with 400 or 413, never 500', async () => {
    for (const payload of [{}, { emailaddress: '' }, { emailaddress: 'x'.repeat(255) }, { other: 'a@b.c' }]) {
      const res = await t.api({ method: 'POST', url: '/api/v1/auth/forgotPassword', key: null, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const huge = await t.api({
      method: 'POST',
      url: '/api/v1/auth/forgotPassword',
      key: null,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ emailaddress: 'a@b.c', pad: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const token = await t.api({
      method: 'POST',
      url: '/api/v1/auth/resetPassword',
      key: null,
      payload: { token: 'x'.repeat(201), password: 'a long enough password' },
    });
    expect(token.statusCode).toBe(400);
  });
});

describe('forgotten password: the link', () => {
  it('sets the new password once, signs the user out everywhere, and is refused when replayed', async () => {
    const u = await orgUser(t, 3);
    const session = await tokenFor(t, u.email, u.password);
    expect((await forgot(u.email)).statusCode).toBe(200);
    const token = await linkToken(u.email);

    const done = await reset(token, 'my brand new password');
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(t, u.email, u.password)).statusCode).toBe(401);
    expect((await login(t, u.email, 'my brand new password')).statusCode).toBe(200);
    const me = await t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(session) });
    expect(me.statusCode).toBe(401);

    const replay = await reset(token, 'another new password');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, error: INVALID_RESET });
    expect((await login(t, u.email, 'another new password')).statusCode).toBe(401);
  });

  it('refuses a wrong, an expired, a superseded link, and one issued before a password change', async () => {
    const u = await orgUser(t, 2);
    expect((await reset('not-a-token-at-all', 'a long enough password')).json()).toEqual({
      success: false,
      error: INVALID_RESET,
    });

    await forgot(u.email);
    const first = await linkToken(u.email, 1);
    await forgot(u.email);
    const second = await linkToken(u.email, 2);
    expect((await reset(first, 'a long enough password')).statusCode).toBe(400);

    await t.db.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE userid = $1",
      [u.userid],
    );
    expect((await reset(second, 'a long enough password')).json().error).toBe(INVALID_RESET);

    await forgot(u.email);
    const third = await linkToken(u.email, 3);
    const session = await tokenFor(t, u.email, u.password);
    expect((await changePassword(t, session, u.password, 'changed by myself')).statusCode).toBe(200);
    expect((await reset(third, 'a long enough password')).statusCode).toBe(400);
    expect((await login(t, u.email, 'changed by myself')).statusCode).toBe(200);
  });

  it('changes only its own user’s password, whatever else the body names', async () => {
    const a = await orgUser(t, 2);
    const b = await orgUser(t, 2);
    await forgot(a.email);
    const token = await linkToken(a.email);
    const res = await reset(token, 'the password of a', { emailaddress: b.email, userid: b.userid });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect((await login(t, b.email, b.password)).statusCode).toBe(200);
    expect((await login(t, b.email, 'the password of a')).statusCode).toBe(401);
  });

  it('applies the one password rule, without using the link up', async () => {
    const u = await orgUser(t, 2);
    await forgot(u.email);
    const token = await linkToken(u.email);
    const short = await reset(token, 'nine char');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/password must be at least 10 characters/);
    const email = await reset(token, u.email.toUpperCase());
    expect(email.json()).toEqual({ success: false, error: 'password must not be the email address' });
    expect((await reset(token, 'finally a good one')).statusCode).toBe(200);
  });

  it('of two resets at once with one link, exactly one succeeds', async () => {
    const u = await orgUser(t, 2);
    await forgot(u.email);
    const token = await linkToken(u.email);
    const answers = await Promise.all([
      reset(token, 'first racer password'),
      reset(token, 'second racer password'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'first racer password' : 'second racer password';
    expect((await login(t, u.email, winner)).statusCode).toBe(200);
  });

  it('lets a locked-out person back in: a reset forgets the failed sign-ins', async () => {
    const u = await orgUser(t, 2);
    for (let i = 0; i < 5; i++) await login(t, u.email, `wrong ${i}`);
    const locked = await login(t, u.email, u.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await forgot(u.email);
    expect((await reset(await linkToken(u.email), 'back in business')).statusCode).toBe(200);
    expect((await login(t, u.email, 'back in business')).statusCode).toBe(200);
  });
});

describe('an Administrator sends a reset link', () => {
  const send = (id: number, key?: string, headers?: Record<string, string>) =>
    t.api({ method: 'POST', url: `/api/v1/auth/sendPasswordReset/${id}`, key, headers });

  it('emails the user a link, and is refused below Admin, to the supplier scope and for unusable users', async () => {
    const u = await orgUser(t, 2);
    const res = await send(u.userid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `A password reset link is on its way to ${u.email}`,
    });
    const token = await linkToken(u.email);
    expect(mailsTo(u.email)[0]!.text).toContain('An administrator sent you this link');
    // The current password works until the link is used.
    expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    expect((await reset(token, 'chosen by the person')).statusCode).toBe(200);

    for (const level of [1, 2, 3] as const) {
      const low = await send(u.userid, t.key[level]);
      expect(low.statusCode).toBe(403);
      expect(low.json()).toEqual({ success: false, error: 'Insufficient permissions' });
    }
    const manager = await orgUser(t, 2);
    const managerToken = await tokenFor(t, manager.email, manager.password);
    expect((await send(u.userid, null as never, bearer(managerToken))).statusCode).toBe(403);
    const supplier = await supplierAccount(t);
    const other = await supplierAccount(t);
    for (const id of [supplier.userid, other.userid, u.userid]) {
      const res = await send(id, null as never, bearer(supplier.token));
      expect(res.statusCode).toBe(403);
    }
    expect((await send(987654)).statusCode).toBe(404);
    expect((await send(1)).json()).toEqual({
      success: false,
      error: 'This user cannot sign in with a password',
    });
    const gone = await orgUser(t, 2);
    await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${gone.userid}` });
    expect((await send(gone.userid)).json()).toEqual({ success: false, error: 'User is deactivated' });
  });

  it('answers 429 with Retry-After past 3 emails an hour to one user', async () => {
    const u = await orgUser(t, 2);
    for (let i = 0; i < 3; i++) expect((await send(u.userid)).statusCode).toBe(200);
    const over = await send(u.userid);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);
  });
});

describe('one password rule for creation, change and reset', () => {
  it('is the document’s NewPassword schema in all three, and the same 400s', async () => {
    const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.components.schemas.NewPassword).toMatchObject({
      type: 'string',
      minLength: 10,
      maxLength: 200,
    });
    const field = (path: string, name: string) => {
      const body = doc.paths[path].post.requestBody.content['application/json'].schema;
      const schema = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
      return schema.properties[name];
    };
    const ref = { $ref: '#/components/schemas/NewPassword' };
    expect(field('/api/v1/users/createUser', 'password')).toEqual(ref);
    expect(field('/api/v1/auth/changePassword', 'newpassword')).toEqual(ref);
    expect(field('/api/v1/auth/resetPassword', 'password')).toEqual(ref);

    const email = uniqueEmail('rule');
    const create = (password: string) =>
      t.api({
        method: 'POST',
        url: '/api/v1/users/createUser',
        payload: {
          emailaddress: email,
          password,
          firstname: 'Rue',
          lastname: 'Rule',
          landlineno: null,
          mobileno: null,
          companyid: 1,
          jobtitle: null,
          accesslevelid: 3,
          departmentid: 1,
        },
      });
    expect((await create('nine char')).json().error).toMatch(/^password must be at least 10 characters/);
    expect((await create(email.toUpperCase())).json()).toEqual({
      success: false,
      error: 'password must not be the email address',
    });
    expect((await create('ten chars!')).statusCode).toBe(201);
    const session = await tokenFor(t, email, 'ten chars!');
    const change = await changePassword(t, session, 'ten chars!', 'nine char');
    expect(change.json().error).toMatch(/^newpassword must be at least 10 characters/);
  });
});
