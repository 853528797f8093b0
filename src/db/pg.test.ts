import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { testServerUrl } from '../../test/db-urls.js';
import { isPg } from '../../test/helpers.js';
import { createPgDb } from './pg.js';
import { isDatabaseUnreachable } from './unreachable.js';

// The sessions' settings need a PostgreSQL server: skipped on PGlite (which has no JIT), run on PostgreSQL in CI.
describe.skipIf(!isPg())('PostgreSQL sessions', () => {
  const jitOf = async (url: string) => {
    const db = createPgDb(url, 1);
    try {
      const { rows } = await db.query<{ jit: string }>('SELECT current_setting($1) AS jit', ['jit']);
      const other = await db.transaction((tx) => tx.query<{ jit: string }>('SHOW jit'));
      return [rows[0]!.jit, other.rows[0]!.jit];
    } finally {
      await db.close();
    }
  };

  it('run without JIT compilation, in pooled queries and transactions alike', async () => {
    expect(await jitOf(testServerUrl()!)).toEqual(['off', 'off']);
  });

  it('leave the choice to an options parameter of the URL', async () => {
    const url = new URL(testServerUrl()!);
    url.searchParams.set('options', '-c jit=on');
    expect(await jitOf(url.toString())).toEqual(['on', 'on']);
  });
});

describe.skipIf(!isPg())('LISTEN on PostgreSQL', () => {
  /** Waits up to 3 s for `ok`, then asserts it. */
  const until = async (ok: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 150 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await ok()).toBe(true);
  };

  it('listens again after the server drops the connection, and says so once with an empty payload', async () => {
    const db = createPgDb(testServerUrl()!, 1);
    const channel = `ft_test_${randomBytes(4).toString('hex')}`;
    const got: string[] = [];
    const stop = await db.listen(channel, (payload) => got.push(payload));
    try {
      await db.query('SELECT pg_notify($1, $2)', [channel, 'one']);
      await until(() => got.includes('one'));
      await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [
        `LISTEN "${channel}"`,
      ]);
      await until(() => got.includes(''));
      await db.query('SELECT pg_notify($1, $2)', [channel, 'two']);
      await until(() => got.includes('two'));
      expect(got).toEqual(['one', '', 'two']);
    } finally {
      await stop();
      await db.close();
    }
    // Stopped: no connection is left listening (a backend may take a moment to leave pg_stat_activity).
    const check = createPgDb(testServerUrl()!, 1);
    try {
      await until(
        async () =>
          (await check.query('SELECT 1 FROM pg_stat_activity WHERE query = $1', [`LISTEN "${channel}"`])).rows
            .length === 0,
      );
    } finally {
      await check.close();
    }
  });
});

// No PostgreSQL needed: a server that accepts connections and never answers, as a host behind a dead link would.
describe('connecting to a database that never answers', () => {
  it('gives up after the connect timeout, as the database out of reach, for queries and LISTEN alike', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const db = createPgDb(`postgres://nobody@127.0.0.1:${port}/none`, 1, { connectTimeoutMs: 200 });
    try {
      // Without the timeout each of these would wait for ever (the test's own time-out would end it).
      const failures = [
        await db.query('SELECT 1').catch((err: unknown) => err),
        await db.transaction((tx) => tx.query('SELECT 1')).catch((err: unknown) => err),
        await db.listen('anything', () => undefined).catch((err: unknown) => err),
      ];
      for (const err of failures) expect(isDatabaseUnreachable(err), String(err)).toBe(true);
    } finally {
      await db.close();
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
