import { retryDelay, type Schedule } from '../../worker/queue.js';
import type { SendResult } from './send.js';

export interface RetryPolicy {
  schedule: Schedule;
  /** No retry is scheduled later than this after the delivery was queued. */
  retryForMs: number;
  /** ± fraction spread over each delay. */
  jitter: number;
}

/** A receiver's Retry-After is honoured up to a day: longer, and the schedule's own limit decides. */
const MAX_RETRY_AFTER = 86_400_000;

export type Outcome =
  { status: 'delivered' } | { status: 'failed'; disable?: string } | { status: 'pending'; delayMs: number };

export const GONE = 'The endpoint answered 410 Gone';

/**
 * What becomes of a delivery after a try: a 2xx delivers it; a 410 fails it and disables its endpoint;
 * anything else is retried on the schedule (never sooner than the receiver's Retry-After), the last try
 * falling when the retry window closes, after which it fails; a message's own try limit (a test: 1) also
 * ends it.
 */
export function outcomeOf(
  result: SendResult,
  delivery: { tries: number; maxTries: number | null; queuedAt: number },
  policy: RetryPolicy,
  now = Date.now(),
  random = Math.random,
): Outcome {
  const code = result.statusCode;
  if (code !== null && code >= 200 && code < 300) return { status: 'delivered' };
  if (code === 410) return { status: 'failed', disable: GONE };
  if (delivery.maxTries !== null && delivery.tries >= delivery.maxTries) return { status: 'failed' };
  const closes = delivery.queuedAt + policy.retryForMs;
  if (now >= closes) return { status: 'failed' };
  let delayMs = retryDelay(delivery.tries, policy.schedule, policy.jitter, random);
  if (result.retryAfterMs !== null)
    delayMs = Math.max(delayMs, Math.min(result.retryAfterMs, MAX_RETRY_AFTER));
  return { status: 'pending', delayMs: Math.min(delayMs, closes - now) };
}
