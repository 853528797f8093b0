import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/helpers.js';
import { changePassword, login, orgUser, tokenFor } from '../../../test/fixtures/accounts.js';

const t = useTestApp();
const LOCKED = { success: false, error: 'Too many failed sign-in attempts; try again later' };

/** Moves every recorded attempt of `email` `seconds` into the past, as if that time had gone by. */
async function age(email: string, seconds: number) {
  await t.db.query(
    `UPDATE login_attempts SET attempted_at = attempted_at - make_interval(secs => $2) WHERE email = lower($1)`,
    [email, seconds],
  );
}

async function fail(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(t, email, 'not the password');
    expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
  }
}

describe('sign-in lockout', () => {
  it('after 5 failures in 15 minutes answers 429 with Retry-After, even to the right password', async () => {
    const u = await orgUser(t, 3);
    await fail(u.email, 5);
    const res = await login(t, u.email, u.password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(LOCKED);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // Another address, and the same address in another case, are counted apart / together as they should.
    expect((await login(t, u.email.toUpperCase(), u.password)).statusCode).toBe(429);
    const other = await orgUser(t, 3);
    expect((await login(t, other.email, other.password)).statusCode).toBe(200);
    const read = await t.api({ method: 'GET', url: `/api/v1/users/getUser/${u.userid}` });
    expect(read.json().data.logincount).toBe(0);
  });

  it('lets the address in again once the window has passed, and refused attempts do not extend it', async () => {
    const u = await orgUser(t, 3);
    await fail(u.email, 5);
    await age(u.email, 10 * 60);
    for (let i = 0; i < 3; i++) expect((await login(t, u.email, 'still guessing')).statusCode).toBe(429);
    const res = await login(t, u.email, u.password);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    await age(u.email, 5 * 60 + 1);
    expect((await login(t, u.email, u.password)).statusCode).toBe(200);
  });

  it('counts the oldest of the last five: Retry-After is when one of them leaves the window', async () => {
    const u = await orgUser(t, 3);
    await fail(u.email, 1);
    await age(u.email, 14 * 60);
    await fail(u.email, 4);
    const res = await login(t, u.email, u.password);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('a success clears the failures before it', async () => {
    const u = await orgUser(t, 3);
    await fail(u.email, 4);
    expect((await login(t, u.email, u.password)).statusCode).toBe(200);
    await fail(u.email, 4);
    expect((await login(t, u.email, u.password)).statusCode).toBe(200);
  });

  it('locks unknown addresses the same way, revealing nothing', async () => {
    const email = `ghost.${Date.now()}@example.com`;
    await fail(email, 5);
    const res = await login(t, email, 'anything');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(LOCKED);
  });

  it('never lets more than 5 of many concurrent guesses be checked, on two instances', async () => {
    const u = await orgUser(t, 3);
    const other = await buildTestApp({ config: t.config, db: t.db });
    try {
      const guess = (i: number) => {
        const app = i % 2 ? other : t.app;
        return app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { emailaddress: u.email, password: `guess ${i}` },
        });
      };
      const results = await Promise.all(Array.from({ length: 16 }, (_, i) => guess(i)));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      // Attempts in flight count against each other (a burst may be refused before five have failed); the
      // refused ones are not kept, the failed ones are, and they alone decide what comes next.
      const failed = statuses.filter((s) => s === 401).length;
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM login_attempts WHERE email = lower($1)',
        [u.email],
      );
      expect(rows[0]!.n).toBe(failed);
      const right = await other.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { emailaddress: u.email, password: u.password },
      });
      expect(right.statusCode).toBe(failed === 5 ? 429 : 200);
    } finally {
      await other.close();
    }
  });

  it('counts wrong current passwords of changePassword too', async () => {
    const u = await orgUser(t, 3);
    const token = await tokenFor(t, u.email, u.password);
    for (let i = 0; i < 5; i++) {
      const res = await changePassword(t, token, `wrong ${i}`, 'a brand new password');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Invalid email or password' });
    }
    const res = await changePassword(t, token, u.password, 'a brand new password');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
