import type { IncomingMessage } from 'node:http';

/**
 * What the server reads and throws away of a request body it refuses (a 413, say) before it answers and
 * closes: enough for any client that honestly sent an oversized upload to finish sending and read the
 * answer, bounded so that nobody can keep a connection busy for ever. Nothing is kept in memory.
 */
export const DISCARD_MAX_BYTES = 128 * 1024 * 1024;
export const DISCARD_MAX_MS = 30_000;

/**
 * Reads the rest of the request body and discards it. Resolves true when the body ended within the bounds,
 * false when a bound was hit or the client went away (the caller then closes the connection anyway).
 */
export function discardRequestBody(
  raw: IncomingMessage,
  maxBytes = DISCARD_MAX_BYTES,
  maxMs = DISCARD_MAX_MS,
): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onGone);
      raw.off('close', onGone);
      resolve(ended);
    };
    const onData = (chunk: Buffer | string) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onGone);
    raw.once('close', onGone);
    raw.resume();
  });
}
