import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { QueryResult, Queryable } from '../db/index.js';
import { RateCounter } from './rate-counter.js';

const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** The counts table in memory, answering the counter's two statements; `down` makes it fail. */
function fakeDb() {
  const table = new Map<string, number>();
  const db = {
    down: false,
    statements: 0,
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      db.statements++;
      if (db.down) throw new Error('connection refused');
      if (sql.includes('INSERT')) {
        const [keys, windows, counts] = params as [string[], number[], number[]];
        const rows = keys.map((key, i) => {
          const id = `${key}@${windows[i]}`;
          table.set(id, (table.get(id) ?? 0) + counts[i]!);
          return { key, window_start: windows[i], count: table.get(id) };
        });
        return { rows: rows as T[], rowCount: rows.length };
      }
      if (sql.includes('SELECT')) {
        const [window, keys] = params as [number, string[]];
        const rows = keys
          .filter((k) => table.has(`${k}@${window}`))
          .map((key) => ({ key, count: table.get(`${key}@${window}`) }));
        return { rows: rows as T[], rowCount: rows.length };
      }
      return { rows: [], rowCount: 0 };
    },
  };
  return Object.assign(db as Queryable & typeof db, { table });
}

describe('RateCounter', () => {
  it('is exact on one instance, and settles in one statement for many keys', async () => {
    const db = fakeDb();
    const c = new RateCounter(db, 3, 1000, () => 0, log);
    const allowed = Array.from({ length: 5 }, () => c.take('key:1').allowed);
    expect(allowed).toEqual([true, true, true, false, false]);
    for (let i = 0; i < 100; i++) c.take(`ip:${i}`);
    await c.settle();
    expect(db.table.get('key:1@0')).toBe(3);
    expect(db.table.get('ip:99@0')).toBe(1);
  });

  it('keeps counting while the database is down, and settles everything once it is back', async () => {
    const db = fakeDb();
    const c = new RateCounter(db, 100, 1000, () => 0, log);
    db.down = true;
    for (let i = 0; i < 7; i++) c.take('key:1');
    await c.settle();
    expect(c.take('key:1').remaining).toBe(100 - 8);
    db.down = false;
    await c.settle();
    expect(db.table.get('key:1@0')).toBe(8);
  });

  it('learns what other instances counted, even for a key idle here', async () => {
    const db = fakeDb();
    const a = new RateCounter(db, 10, 1000, () => 0, log);
    const b = new RateCounter(db, 10, 1000, () => 0, log);
    a.take('key:1');
    await a.settle();
    for (let i = 0; i < 9; i++) b.take('key:1');
    await b.settle();
    await a.settle();
    expect(a.take('key:1').allowed).toBe(false);
  });

  it('follows at most 50,000 keys in a window: a flood of new addresses shares one budget', async () => {
    const db = fakeDb();
    const c = new RateCounter(db, 1_000_000, 1000, () => 0, log);
    for (let i = 0; i < 50_000; i++) c.take(`ip:${i}`);
    const before = db.table.size;
    const flood = Array.from({ length: 10 }, (_, i) => c.take(`ip:new-${i}`).remaining);
    expect(flood[9]).toBe(flood[0]! - 9);
    await c.settle();
    expect(db.table.get('overflow@0')).toBe(10);
    expect(db.table.size).toBeLessThanOrEqual(Math.max(before, 50_000) + 1);
  });

  it('forgets past windows', async () => {
    const db = fakeDb();
    let now = 0;
    const c = new RateCounter(db, 2, 1000, () => now, log);
    c.take('key:1');
    c.take('key:1');
    expect(c.take('key:1').allowed).toBe(false);
    now = 60_000;
    const next = c.take('key:1');
    expect(next).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 });
  });
});
