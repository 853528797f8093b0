import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-context.js';
import { buildTestApp, createTestApp, useTestApp } from '../../../test/helpers.js';
import { bearer, keyFor, login, orgUser, tokenFor } from '../../../test/fixtures/accounts.js';

const t = useTestApp();
const INVALID_KEY = { success: false, error: 'Invalid API key' };
const others: App[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
});

/** Another instance of the service on the same database: its own caches, its own LISTEN connection. */
async function anotherInstance(): Promise<App> {
  const app = await buildTestApp({ config: t.config, db: t.db });
  others.push(app);
  return app;
}

const getUser = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/users/getUser', headers: bearer(token) });

async function signingKey(): Promise<Uint8Array> {
  const { rows } = await t.db.query<{ value: Uint8Array }>('SELECT value FROM app_secrets');
  expect(rows).toHaveLength(1);
  return new Uint8Array(rows[0]!.value);
}

/** Claims of a real session, re-signed as the test says. */
async function forge(token: string, key: Uint8Array, alg = 'HS256', changes: Record<string, unknown> = {}) {
  const claims = { ...decodeJwt(token), ...changes };
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
}

async function eventually(check: () => Promise<number>, expected: number) {
  let status = await check();
  for (let i = 0; i < 50 && status !== expected; i++) {
    await new Promise((r) => setTimeout(r, 20));
    status = await check();
  }
  return status;
}

describe('sign-in tokens', () => {
  it('are HS256 JWTs signed with a key the database keeps: another instance and a restart accept them', async () => {
    const u = await orgUser(t, 3);
    const token = await tokenFor(t, u.email, u.password);
    const { payload, protectedHeader } = await jwtVerify(token, await signingKey());
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(String(u.userid));
    const other = await anotherInstance();
    const res = await getUser(other, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userid).toBe(u.userid);
    expect(await signingKey()).toEqual(await signingKey()); // still one key after a second start
  });

  it('refuses expired, tampered, unsigned, foreign-key and other-algorithm tokens with 401 Invalid API key', async () => {
    const u = await orgUser(t, 3);
    const token = await tokenFor(t, u.email, u.password);
    const key = await signingKey();
    const [h, p, s] = token.split('.') as [string, string, string];
    const otherUser = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '1' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const flipped = s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    const bad = {
      expired: await forge(token, key, 'HS256', { exp: Math.floor(Date.now() / 1000) - 10 }),
      tampered: `${h}.${otherUser}.${s}`,
      'bad signature': `${h}.${p}.${flipped}`,
      unsigned: `${none}.${p}.`,
      'foreign key': await forge(token, randomBytes(32)),
      HS512: await forge(token, key, 'HS512'),
      'other session': await forge(token, key, 'HS256', { jti: 'not-a-session' }),
    };
    for (const [label, forged] of Object.entries(bad)) {
      for (const headers of [bearer(forged), { 'x-api-key': forged }]) {
        const res = await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: null, headers });
        expect(res.statusCode, label).toBe(401);
        expect(res.json(), label).toEqual(INVALID_KEY);
      }
    }
    expect((await getUser(t.app, token)).statusCode).toBe(200);
  });

  it('logout revokes the token on every instance, and only that token', async () => {
    const u = await orgUser(t, 4);
    const token = await tokenFor(t, u.email, u.password);
    const second = await tokenFor(t, u.email, u.password);
    const other = await anotherInstance();
    expect((await getUser(other, token)).statusCode).toBe(200); // cached there now
    const out = await t.api({
      method: 'POST',
      url: '/api/v1/auth/logout',
      key: null,
      headers: bearer(token),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Signed out' });
    expect((await getUser(t.app, token)).json()).toEqual(INVALID_KEY);
    expect(await eventually(async () => (await getUser(other, token)).statusCode, 401)).toBe(401);
    const again = await t.api({
      method: 'POST',
      url: '/api/v1/auth/logout',
      key: null,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    expect((await getUser(t.app, second)).statusCode).toBe(200);
  });

  it('logout with an API key says how keys are revoked, and revokes nothing', async () => {
    const res = await t.api({ method: 'POST', url: '/api/v1/auth/logout', key: t.key[1] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/DELETE \/admin\/apiKeys/);
    expect((await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: t.key[1] })).statusCode).toBe(
      200,
    );
  });

  it('deactivating a user revokes its tokens and keys at once, on every instance', async () => {
    const u = await orgUser(t, 4);
    const token = await tokenFor(t, u.email, u.password);
    const key = await keyFor(t, u.userid, 2);
    const other = await anotherInstance();
    expect((await getUser(other, token)).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: `/api/v1/users/deleteUser/${u.userid}` })).statusCode).toBe(
      200,
    );
    expect((await getUser(t.app, token)).statusCode).toBe(401);
    expect(await eventually(async () => (await getUser(other, token)).statusCode, 401)).toBe(401);
    const byKey = await t.api({ method: 'GET', url: '/api/v1/users/getUser', key: key.key });
    expect(byKey.statusCode).toBe(401);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM auth_sessions WHERE userid = $1 AND revoked_at IS NULL)::int
            + (SELECT count(*) FROM api_keys WHERE userid = $1 AND revoked_at IS NULL)::int AS n`,
      [u.userid],
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('token configuration', () => {
  it('signs with JWT_SECRET when set and lives JWT_TTL', async () => {
    const secret = 'a-configured-secret-of-32-bytes-at-least';
    const app = await createTestApp({ JWT_SECRET: secret, JWT_TTL: '2m' });
    try {
      const u = await orgUser(app, 3);
      const res = await login(app, u.email, u.password);
      const { token, expires_at } = res.json().data;
      await expect(jwtVerify(token, new TextEncoder().encode(secret))).resolves.toBeTruthy();
      expect(Math.abs(Date.parse(expires_at) - Date.now() - 120_000)).toBeLessThan(3000);
      // The generated key of another database is not this one: its tokens are foreign here.
      const theirs = await orgUser(t, 3);
      const theirToken = await tokenFor(t, theirs.email, theirs.password);
      const refused = await app.api({
        method: 'GET',
        url: '/api/v1/users/getUser',
        key: null,
        headers: bearer(theirToken),
      });
      expect(refused.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
