/**
 * Whether an error is the database being out of reach rather than a statement's own failure: the connection
 * refused, dropped or timed out, the server shutting down or starting up, refusing new connections (its
 * `max_connections`, a database's `CONNECTION LIMIT` or `ALLOW_CONNECTIONS false`), out of resources. Such a request
 * may succeed if tried again shortly; nothing of it was written (a transaction cut off is rolled back).
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    NODE_CODES.has(code) ||
    // Class 08: connection exception; 53: insufficient resources (53300 too many connections); 57P01-57P03:
    // administrator shutdown, crash shutdown, cannot connect now.
    /^(?:08|53|57P0[1-3])/.test(code) ||
    // pg's own: a connection lost, the pool's and a client's connect time-outs, a client already broken.
    /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|is not currently accepting connections|Client has encountered a connection error/i.test(
      message,
    )
  );
}

const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
