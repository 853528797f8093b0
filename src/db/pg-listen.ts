import type pg from 'pg';

/** The first wait before listening again after the connection was lost, doubled on each failure up to the last. */
const RETRY_MS = [250, 30_000] as const;

/**
 * LISTEN on a connection of its own that comes back by itself: when PostgreSQL restarts, fails over or drops the
 * connection, it connects again (after 250 ms, doubling up to 30 s while it cannot) and then calls `onMessage('')`
 * once, since a notification sent while it was away is lost: for the key cache, a signal to forget everything.
 * `newClient` makes each connection (the pool's session settings). Resolves once listening, or rejects (the first
 * connection only); the function it answers stops for good.
 */
export async function listenOn(
  newClient: () => pg.Client,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = newClient();
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      client.end().catch(() => undefined);
      if (!stopped) again(RETRY_MS[0]);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (stopped) await client.end().catch(() => undefined);
    else current = client;
  };

  const again = (delay: number) => {
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onMessage('');
        },
        () => {
          if (!stopped) again(Math.min(delay * 2, RETRY_MS[1]));
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
