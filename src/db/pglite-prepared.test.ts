import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb } from './pglite.js';

// PGlite's parameterised statements run as kept prepared statements (src/db/pglite-prepared.ts): the same answers as
// PGlite's own `query`, the same errors, and the same isolation from a transaction under way.

let db: Awaited<ReturnType<typeof createPgliteDb>>;

beforeAll(async () => {
  db = await createPgliteDb();
  await db.exec(`CREATE TABLE kept (id serial PRIMARY KEY, name text NOT NULL UNIQUE, n bigint, ok boolean,
                   doc jsonb, tags text[], at timestamptz, made date)`);
});
afterAll(() => db.close());

describe('PGlite prepared statements', () => {
  it('write and read every kind of value as PGlite’s own query does', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const values = [
      'Oat Mill',
      9_007_199_254,
      true,
      { a: [1, 'two'], b: null },
      ['x', 'y, z', '"q"'],
      at,
      '2026-02-01',
    ];
    const insert = `INSERT INTO kept (name, n, ok, doc, tags, at, made) VALUES ($1, $2, $3, $4, $5, $6, $7)
                    RETURNING id, name, n, ok, doc, tags, at, made`;
    const ours = await db.query(insert, values);
    const theirs = await db.raw.query(insert, ['Oat Mill 2', ...values.slice(1)]);
    expect(ours.rowCount).toBe(1);
    expect({ ...(ours.rows[0] as object), id: 0, name: '' }).toEqual({
      ...(theirs.rows[0] as object),
      id: 0,
      name: '',
    });
    expect(ours.rows[0]).toMatchObject({ n: 9_007_199_254, ok: true, doc: { a: [1, 'two'], b: null }, at });

    // Read back many times (the kept statement), with nulls and arrays as parameters.
    for (let i = 0; i < 3; i++) {
      const { rows } = await db.query(
        'SELECT name FROM kept WHERE name = ANY($1::text[]) AND ($2::int IS NULL OR true)',
        [['Oat Mill', 'Oat Mill 2'], null],
      );
      expect(rows.map((r) => (r as { name: string }).name).sort()).toEqual(['Oat Mill', 'Oat Mill 2']);
    }
    const update = await db.query('UPDATE kept SET ok = $1 WHERE name LIKE $2', [false, 'Oat Mill%']);
    expect(update).toEqual({ rows: [], rowCount: 2 });
  });

  it('answers an error as PGlite does, and the next statement runs', async () => {
    const insert = 'INSERT INTO kept (name) VALUES ($1)';
    await db.query(insert, ['Unique Dairy']);
    const err = await db.query(insert, ['Unique Dairy']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', constraint: 'kept_name_key' });
    const bad = await db.query('SELECT 1 / $1::int AS x', [0]).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '22012' });
    expect((await db.query('SELECT 1 / $1::int AS x', [1])).rows).toEqual([{ x: 1 }]);
    expect(
      (await db.query('SELECT count(*)::int AS n FROM kept WHERE name = $1', ['Unique Dairy'])).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('rolls back with the transaction it ran in, and a statement outside waits for the transaction', async () => {
    const count = () =>
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM kept WHERE name LIKE $1', ['Tx %']);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let outside: Promise<{ rows: { n: number }[] }> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO kept (name) VALUES ($1)', ['Tx Bakery']);
      outside = count();
      setTimeout(release, 50);
      await held;
      expect(
        (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM kept WHERE name LIKE $1', ['Tx %']))
          .rows,
      ).toEqual([{ n: 1 }]);
    });
    // Run after the commit, not inside the transaction: it sees the row, committed.
    expect((await outside!).rows).toEqual([{ n: 1 }]);

    // A statement started while a transaction is open is not part of it: it stays when the transaction rolls back.
    let started: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO kept (name) VALUES ($1)', ['Tx Cheese']);
        started = db.query('INSERT INTO kept (name) VALUES ($1)', ['Tx Outside']);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.query('INSERT INTO kept (name) VALUES ($1)', ['Tx Bakery']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await started;
    const { rows } = await db.query('SELECT name FROM kept WHERE name LIKE $1 ORDER BY name', ['Tx %']);
    expect(rows).toEqual([{ name: 'Tx Bakery' }, { name: 'Tx Outside' }]);
  });

  it('prepares a statement anew when its table changed shape under it', async () => {
    const read = () => db.query('SELECT * FROM kept WHERE name = $1', ['Oat Mill']);
    expect(Object.keys((await read()).rows[0] as object)).not.toContain('extra');
    await db.exec("ALTER TABLE kept ADD COLUMN extra text DEFAULT 'e'");
    expect((await read()).rows[0]).toMatchObject({ name: 'Oat Mill', extra: 'e' });
    // Within a transaction the failure ends the transaction: it is answered, and the next run prepares anew.
    await db.exec('ALTER TABLE kept DROP COLUMN extra');
    await expect(
      db.transaction((tx) => tx.query('SELECT * FROM kept WHERE name = $1', ['Oat Mill'])),
    ).rejects.toThrow('cached plan must not change result type');
    expect(Object.keys((await read()).rows[0] as object)).not.toContain('extra');
  });
});
