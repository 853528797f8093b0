import { describe, expect, it } from 'vitest';
import { GONE, outcomeOf, type RetryPolicy } from './retry.js';
import type { SendResult } from './send.js';

const HOUR = 3_600_000;
const policy: RetryPolicy = {
  schedule: [5_000, 300_000, 1_800_000, 2 * HOUR, 5 * HOUR, 10 * HOUR, 12 * HOUR],
  retryForMs: 72 * HOUR,
  jitter: 0.1,
};
const answer = (statusCode: number | null, retryAfterMs: number | null = null): SendResult => ({
  statusCode,
  durationMs: 3,
  error: statusCode === null ? 'Connection refused' : null,
  retryAfterMs,
  request: null,
  response: null,
});
const middle = () => 0.5; // no jitter

describe('outcomeOf', () => {
  it('delivers on any 2xx', () => {
    for (const code of [200, 201, 202, 204, 299]) {
      expect(outcomeOf(answer(code), { tries: 1, maxTries: null, queuedAt: 0 }, policy, 0)).toEqual({
        status: 'delivered',
      });
    }
  });

  it('fails at once and disables the endpoint on 410', () => {
    expect(outcomeOf(answer(410), { tries: 1, maxTries: null, queuedAt: 0 }, policy, 0)).toEqual({
      status: 'failed',
      disable: GONE,
    });
  });

  it('follows the schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 12 h, for 3 days', () => {
    let now = 0;
    const delays: number[] = [];
    for (let tries = 1; ; tries++) {
      const o = outcomeOf(answer(500), { tries, maxTries: null, queuedAt: 0 }, policy, now, middle);
      if (o.status !== 'pending') {
        expect(o).toEqual({ status: 'failed' });
        break;
      }
      delays.push(o.delayMs);
      now += o.delayMs;
    }
    // The last try falls as the window closes, at 72 h exactly.
    const regular = [...policy.schedule, 12 * HOUR, 12 * HOUR, 12 * HOUR];
    const spent = regular.reduce((a, b) => a + b, 0); // about 65.6 h
    expect(delays).toEqual([...regular, 72 * HOUR - spent]);
    expect(now).toBe(72 * HOUR);
  });

  it('spreads delays by the jitter', () => {
    const low = outcomeOf(answer(null), { tries: 2, maxTries: null, queuedAt: 0 }, policy, 0, () => 0);
    const high = outcomeOf(
      answer(null),
      { tries: 2, maxTries: null, queuedAt: 0 },
      policy,
      0,
      () => 0.9999999999,
    );
    expect(low).toEqual({ status: 'pending', delayMs: 270_000 });
    expect(high).toEqual({ status: 'pending', delayMs: 330_000 });
  });

  it('waits at least the Retry-After, at most a day of it', () => {
    const d = { tries: 1, maxTries: null, queuedAt: 0 };
    expect(outcomeOf(answer(429, 60_000), d, policy, 0, middle)).toEqual({
      status: 'pending',
      delayMs: 60_000,
    });
    expect(outcomeOf(answer(503, 1_000), d, policy, 0, middle)).toEqual({
      status: 'pending',
      delayMs: 5_000,
    });
    expect(outcomeOf(answer(503, 40 * 24 * HOUR), d, policy, 0, middle)).toEqual({
      status: 'pending',
      delayMs: 24 * HOUR,
    });
  });

  it('gives up once the window has closed, or past the try limit', () => {
    expect(
      outcomeOf(answer(500), { tries: 6, maxTries: null, queuedAt: 0 }, policy, 71 * HOUR, middle),
    ).toEqual({
      status: 'pending',
      delayMs: HOUR,
    });
    expect(
      outcomeOf(answer(500), { tries: 7, maxTries: null, queuedAt: 0 }, policy, 72 * HOUR, middle),
    ).toEqual({
      status: 'failed',
    });
    expect(outcomeOf(answer(500), { tries: 1, maxTries: 1, queuedAt: 0 }, policy, 0, middle)).toEqual({
      status: 'failed',
    });
  });
});
