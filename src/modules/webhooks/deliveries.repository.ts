import { randomBytes } from 'node:crypto';
import type { Delivery, DeliveryDetail, DeliveryFull } from './webhooks.schemas.js';
import type { Queryable } from '../../db/index.js';
import { PAYLOAD } from './delivery.repository.js';

/** A webhook-id for a message outside the feed: `evt_` and 24 random hex digits (feed events are `evt_<seq>`). */
export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/**
 * Queues a message outside the events feed (webhook.test, catalogue.publication...) for one endpoint, in the
 * caller's transaction: it is sent, signed, retried and logged like any event once that transaction commits.
 */
export async function enqueueMessage(
  q: Queryable,
  message: {
    webhookid: number;
    type: string;
    data: unknown;
    maxTries?: number;
    /** Hold the first try back this long: the caller sends it itself (deliverNow) unless it dies first. */
    holdMs?: number;
  },
): Promise<{ deliveryid: number; eventid: string }> {
  const eventid = newEventId();
  const { rows } = await q.write<{ deliveryid: string }>(
    `INSERT INTO webhook_deliveries (webhookid, eventid, type, data, max_tries, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond') RETURNING id AS deliveryid`,
    [
      message.webhookid,
      eventid,
      message.type,
      JSON.stringify(message.data),
      message.maxTries ?? null,
      message.holdMs ?? 0,
    ],
  );
  return { deliveryid: Number(rows[0]!.deliveryid), eventid };
}

const DELIVERY = `id AS deliveryid, eventid, type,
  CASE WHEN status = 'sending' THEN 'pending' ELSE status END AS status, status = 'sending' AS sending,
  attempts AS attempt, last_status_code AS status_code, last_duration_ms AS duration_ms, last_error AS error,
  api_ts(last_attempt_at) AS at,
  CASE WHEN status IN ('pending', 'sending') THEN api_ts(next_attempt_at) END AS next_attempt_at`;

/** The attempts the log keeps of delivery `d`, oldest first, as a JSON array (`full`: with their exchange). */
const attemptsOf = (full: boolean) => `coalesce((SELECT jsonb_agg(jsonb_build_object('attempt', a.attempt,
    'at', api_ts(a.at), 'status_code', a.status_code, 'duration_ms', a.duration_ms, 'error', a.error
    ${full ? ", 'request', a.request, 'response', a.response" : ''}) ORDER BY a.attempt)
    FROM webhook_attempts a WHERE a.deliveryid = d.id), '[]') AS attempts`;
const ATTEMPTS = attemptsOf(false);

/** One endpoint's deliveries, newest first, `before` a delivery id, each with the attempts kept. */
export async function listDeliveries(
  q: Queryable,
  filter: { webhookid: number; status?: 'pending' | 'delivered' | 'failed'; before?: number; limit: number },
): Promise<DeliveryDetail[]> {
  const statuses =
    filter.status === 'pending' ? ['pending', 'sending'] : filter.status ? [filter.status] : null;
  const { rows } = await q.query<DeliveryDetail>(
    `SELECT ${DELIVERY}, ${ATTEMPTS} FROM webhook_deliveries d
      WHERE webhookid = $1 AND ($2::text[] IS NULL OR status = ANY ($2)) AND ($3::bigint IS NULL OR id < $3)
      ORDER BY id DESC LIMIT $4`,
    [filter.webhookid, statuses, filter.before ?? null, filter.limit],
  );
  return rows;
}

/**
 * One delivery with the attempts kept, oldest first, each with its request and response; undefined when the
 * endpoint has no such delivery.
 */
export async function findDelivery(q: Queryable, webhookid: number, deliveryid: number) {
  const { rows } = await q.query<DeliveryFull>(
    `SELECT ${DELIVERY}, ${attemptsOf(true)} FROM webhook_deliveries d WHERE webhookid = $1 AND id = $2`,
    [webhookid, deliveryid],
  );
  return rows[0];
}

/** A delivery's state as stored (`sending` while a try is under way); undefined when the endpoint has none such. */
export async function deliveryState(q: Queryable, webhookid: number, deliveryid: number) {
  const { rows } = await q.query<{ status: 'pending' | 'sending' | 'delivered' | 'failed' }>(
    'SELECT status FROM webhook_deliveries WHERE webhookid = $1 AND id = $2',
    [webhookid, deliveryid],
  );
  return rows[0]?.status;
}

/** What the body of a delivery is built from (exchange.ts, deliveryBody); undefined when the endpoint has none such. */
export async function deliveryPayload(q: Queryable, webhookid: number, deliveryid: number) {
  const { rows } = await q.query<{ eventid: string; type: string; timestamp: string; data: unknown }>(
    `SELECT c.eventid, ${PAYLOAD}
       FROM webhook_deliveries c LEFT JOIN events e ON e.seq = c.seq
      WHERE c.webhookid = $1 AND c.id = $2`,
    [webhookid, deliveryid],
  );
  return rows[0];
}

/**
 * Queues a delivery again, due now, with a fresh schedule and retry window; one being sent right now is
 * left alone (null). Undefined when the endpoint has no such delivery.
 */
export async function redeliver(q: Queryable, webhookid: number, deliveryid: number) {
  const { rows } = await q.write<Delivery & { queued: boolean }>(
    `WITH d AS (SELECT id, status FROM webhook_deliveries WHERE webhookid = $1 AND id = $2),
     u AS (UPDATE webhook_deliveries w
              SET status = 'pending', tries = 0, queued_at = now(), next_attempt_at = now(), locked_until = NULL
             FROM d WHERE w.id = d.id AND d.status <> 'sending'
           RETURNING w.*)
     SELECT ${DELIVERY}, true AS queued FROM u
     UNION ALL
     SELECT ${DELIVERY}, false FROM webhook_deliveries WHERE id = (SELECT id FROM d) AND NOT EXISTS (SELECT 1 FROM u)`,
    [webhookid, deliveryid],
  );
  return rows[0];
}

/** Queues again every failed delivery of an endpoint queued since `since`; returns how many. */
export async function recoverFailed(q: Queryable, webhookid: number, since: string): Promise<number> {
  const { rowCount } = await q.write(
    `UPDATE webhook_deliveries
        SET status = 'pending', tries = 0, queued_at = now(), next_attempt_at = now(), locked_until = NULL
      WHERE webhookid = $1 AND status = 'failed' AND created >= $2::timestamptz`,
    [webhookid, since],
  );
  return rowCount;
}
