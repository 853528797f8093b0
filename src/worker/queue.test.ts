import { describe, expect, it } from 'vitest';
import { doubling, retryDelay } from './queue.js';

describe('retry schedules', () => {
  it('doubles from the base delay up to the cap, then stays there', () => {
    const schedule = doubling(1000, 600_000);
    expect([1, 2, 3, 4].map((tries) => retryDelay(tries, schedule))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30, schedule)).toBe(600_000);
  });

  it('repeats the last delay of a fixed schedule', () => {
    const schedule = [5_000, 300_000, 43_200_000];
    expect([1, 2, 3, 4, 9].map((tries) => retryDelay(tries, schedule))).toEqual([
      5_000, 300_000, 43_200_000, 43_200_000, 43_200_000,
    ]);
  });

  it('spreads each delay by at most the jitter', () => {
    expect(retryDelay(1, [10_000], 0.2, () => 0)).toBe(8_000);
    expect(retryDelay(1, [10_000], 0.2, () => 0.5)).toBe(10_000);
    expect(retryDelay(1, [10_000], 0.2, () => 0.999999)).toBe(12_000);
  });
});
