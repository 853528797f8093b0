import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import * as keysRepo from '../modules/admin/admin.repository.js';
import { SYSTEM_USER_ID } from '../modules/admin/bootstrap.js';
import { createTestDb } from '../../test/helpers.js';
import { Authenticator } from './auth.js';
import { TokenSigner } from './tokens.js';
import { loadConfig } from '../config.js';

// The sign-in cache on a real database: the database's own answers, with each query counted and, when a test
// asks, held until it says so (to have callers arrive while a lookup is under way).
let real: Awaited<ReturnType<typeof createTestDb>>;
let key = '';
let signer: TokenSigner;

beforeAll(async () => {
  real = await createTestDb();
  key = (await keysRepo.createKey(real.db, { name: 'cache', level: 4, userid: SYSTEM_USER_ID })).key;
  signer = await TokenSigner.load(real.db, loadConfig({ DATA_DIR: '/tmp' }));
});
afterAll(() => real.close());

function watched() {
  const state = { lookups: 0, gate: Promise.resolve(), fail: undefined as Error | undefined };
  let release = () => {};
  const db = new Proxy(real.db, {
    get(target, name, receiver) {
      if (name !== 'query') return Reflect.get(target, name, receiver) as unknown;
      return async (...args: Parameters<Db['query']>) => {
        state.lookups++;
        await state.gate;
        if (state.fail) throw state.fail;
        return target.query(...args);
      };
    },
  });
  return {
    auth: new Authenticator(db, signer),
    state,
    hold: () => (state.gate = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
  };
}

describe('the authentication cache', () => {
  it('looks a credential up once for the callers that arrive meanwhile, then answers from memory', async () => {
    const { auth, state, hold, release } = watched();
    hold();
    const waiting = Array.from({ length: 100 }, () => auth.authenticate(key));
    release();
    const principals = await Promise.all(waiting);
    expect(state.lookups).toBe(1);
    expect(new Set(principals).size).toBe(1);
    expect(principals[0]).toMatchObject({ via: 'key', level: 4, userid: SYSTEM_USER_ID });
    const hit = auth.authenticate(key);
    expect(hit).not.toBeInstanceOf(Promise);
    expect(hit).toBe(principals[0]);
  });

  it('does not keep a lookup begun before invalidate(): the next caller looks up again', async () => {
    const { auth, state, hold, release } = watched();
    hold();
    const before = auth.authenticate(key);
    auth.invalidate();
    const after = auth.authenticate(key);
    release();
    await Promise.all([before, after]);
    expect(state.lookups).toBe(2);
    expect(auth.authenticate(key)).not.toBeInstanceOf(Promise);
  });

  it('lets every waiting caller see a failed lookup, and tries again on the next request', async () => {
    const { auth, state } = watched();
    state.fail = new Error('database away');
    const results = await Promise.allSettled([auth.authenticate(key), auth.authenticate(key)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(state.lookups).toBe(1);
    state.fail = undefined;
    await expect(auth.authenticate(key)).resolves.toMatchObject({ via: 'key' });
    expect(state.lookups).toBe(2);
  });
});
