import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/index.js';

/** A webhook-id for a message outside the feed: `evt_` and 24 random hex digits (feed events are `evt_<seq>`). */
export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/**
 * Queues a message outside the events feed (webhook.test, catalogue.publication...) for one endpoint, in the
 * caller's transaction: it is sent, signed, retried and logged like any event once that transaction commits.
 */
export async function enqueueMessage(
  q: Queryable,
  message: { webhookid: number; type: string; data: unknown; maxTries?: number },
): Promise<{ deliveryid: number; eventid: string }> {
  const eventid = newEventId();
  const { rows } = await q.query<{ deliveryid: string }>(
    `INSERT INTO webhook_deliveries (webhookid, eventid, type, data, max_tries)
     VALUES ($1, $2, $3, $4, $5) RETURNING id AS deliveryid`,
    [message.webhookid, eventid, message.type, JSON.stringify(message.data), message.maxTries ?? null],
  );
  return { deliveryid: Number(rows[0]!.deliveryid), eventid };
}
