import { describe, expect, it } from 'vitest';
import { COUNT_TTL_MS, CountCache } from './count-cache.js';

/** A cache on a clock the test moves, and a count whose answers the test decides. */
function setup() {
  let now = 0;
  const cache = new CountCache(() => now);
  const calls: { resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  const count = () => new Promise<number>((resolve, reject) => calls.push({ resolve, reject }));
  const settle = () => new Promise((r) => setImmediate(r));
  const later = (ms: number) => (now += ms);
  /** A total of 10 counted, then past its time: the next request answers it and starts a recount. */
  const stale = async () => {
    const first = cache.get('k', count);
    calls[0]!.resolve(10);
    expect(await first).toBe(10);
    later(COUNT_TTL_MS + 1);
  };
  return { cache, calls, count, settle, later, stale };
}

describe('CountCache', () => {
  it('answers a stale total while one recount runs behind it, then the new total', async () => {
    const { cache, calls, count, settle, stale } = setup();
    await stale();
    // Three requests past the total's time: all answered at once with it, one recount started.
    expect(await Promise.all([cache.get('k', count), cache.get('k', count), cache.get('k', count)])).toEqual([
      10, 10, 10,
    ]);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(11);
    await settle();
    expect(await cache.get('k', count)).toBe(11);
    expect(calls).toHaveLength(2);
  });

  it('after a failed recount keeps the stale total only until twice its time, then counts in the open', async () => {
    const { cache, calls, count, settle, later, stale } = setup();
    await stale();
    expect(await cache.get('k', count)).toBe(10);
    calls[1]!.reject(new Error('database gone'));
    await settle();
    expect(await cache.get('k', count)).toBe(10); // another recount behind it
    expect(calls).toHaveLength(3);
    later(COUNT_TTL_MS);
    const open = cache.get('k', count);
    expect(calls).toHaveLength(4);
    calls[3]!.reject(new Error('still gone'));
    await expect(open).rejects.toThrow('still gone');
  });

  it('keeps no recount that a clear (a write) overtook', async () => {
    const { cache, calls, count, settle, stale } = setup();
    await stale();
    expect(await cache.get('k', count)).toBe(10);
    cache.clear();
    calls[1]!.resolve(10); // counted before the write: must not be kept
    await settle();
    const fresh = cache.get('k', count);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve(12);
    expect(await fresh).toBe(12);
  });

  it('never answers a stale total to a count still pending past its time', async () => {
    const { cache, calls, count, later } = setup();
    const first = cache.get('k', count);
    later(COUNT_TTL_MS + 1);
    const second = cache.get('k', count); // the first count has not answered: a count of its own
    expect(calls).toHaveLength(2);
    calls[0]!.resolve(1);
    calls[1]!.resolve(2);
    expect([await first, await second]).toEqual([1, 2]);
  });
});
