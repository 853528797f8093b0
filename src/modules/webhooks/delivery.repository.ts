import type { Queryable, Tx } from '../../db/index.js';
import { claimDueInTurnsSql } from '../../worker/queue.js';
import type { GotResponse, SentRequest } from './exchange.js';

/** The latest attempts the log keeps of each delivery (docs/integration.md); older ones are dropped. */
export const KEPT_ATTEMPTS = 20;

/** A claimed delivery with what sending it needs. */
export interface Claimed {
  id: number;
  webhookid: number;
  eventid: string;
  type: string;
  attempts: number;
  tries: number;
  max_tries: number | null;
  queued_at_ms: number;
  timestamp: string;
  data: unknown;
  url: string;
  secrets: string[];
}

/** The result of one attempt, as it is recorded. */
export interface Attempt {
  deliveryid: number;
  eventid: string;
  type: string;
  attempt: number;
  status: 'pending' | 'delivered' | 'failed';
  sending: boolean;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  at: string;
  next_attempt_at: string | null;
}

/** One finished try, as `recordAttempts` writes it. */
export interface Finished {
  id: number;
  attempt: number;
  status: Attempt['status'];
  /** The wait before the next try, while pending. */
  delayMs: number | null;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The exchange as kept (already cut to size, exchange.ts). */
  request: SentRequest | null;
  response: GotResponse | null;
}

// The body of a feed event's delivery is the event as GET /events shows it; a message outside the feed
// carries its own data. `c` is the delivery, `e` its event (left-joined).
export const PAYLOAD = `c.type,
         to_char(c.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp,
         coalesce(c.data, jsonb_build_object(
           'id', c.eventid, 'seq', e.seq, 'type', e.type,
           'occurred_at', to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'entity', e.entity, 'entityid', e.entityid, 'companyid', e.companyid, 'data', e.data)) AS data`;

const WITH_PAYLOAD = (claim: string) => `
  WITH c AS (${claim})
  SELECT c.id, c.webhookid, c.eventid, c.attempts, c.tries, c.max_tries,
         (extract(epoch FROM c.queued_at) * 1000)::float8 AS queued_at_ms,
         ${PAYLOAD},
         w.url,
         array_remove(ARRAY[w.secret, CASE WHEN w.previous_secret_until > now() THEN w.previous_secret END], NULL)
           AS secrets
    FROM c JOIN webhooks w ON w.id = c.webhookid LEFT JOIN events e ON e.seq = c.seq
   ORDER BY c.next_attempt_at, c.id`;

/** Due deliveries of live endpoints, in turns across endpoints, oldest first within each. */
const CLAIM_DUE = WITH_PAYLOAD(
  claimDueInTurnsSql('webhook_deliveries', {
    group: 'webhookid',
    groups: 'SELECT id FROM webhooks WHERE enabled AND deleted_at IS NULL',
    set: 'tries = tries + 1',
  }),
);

/**
 * Claims up to `limit` due deliveries for `leaseMs`, never more of one endpoint than `perEndpoint` less the
 * tries already in flight to it (`busy`: endpoint id → count).
 */
export async function claimDue(
  q: Queryable,
  o: { limit: number; leaseMs: number; busy: Map<number, number>; perEndpoint: number },
): Promise<Claimed[]> {
  const { rows } = await q.query<Claimed>(CLAIM_DUE, [
    o.limit,
    o.leaseMs,
    [...o.busy.keys()],
    [...o.busy.values()],
    o.perEndpoint,
  ]);
  return rows;
}

/** Claims one pending delivery by id (the test message, sent in the request); undefined when not pending. */
export async function claimOne(
  q: Queryable,
  deliveryid: number,
  leaseMs: number,
): Promise<Claimed | undefined> {
  const claim = `UPDATE webhook_deliveries
      SET status = 'sending', attempts = attempts + 1, tries = tries + 1,
          locked_until = now() + $1 * interval '1 millisecond'
    WHERE id = $2 AND status = 'pending'
    RETURNING *`;
  const { rows } = await q.query<Claimed>(WITH_PAYLOAD(claim), [leaseMs, deliveryid]);
  return rows[0];
}

/**
 * Claims one delivery of endpoint `webhookid` to be tried now ("retry now"), under the worker's own claim
 * rule: pending (whenever its next try was due), or claimed by a worker whose lease ran out. A try under way,
 * here or on another instance, keeps it: undefined then, as for a final state or another endpoint's delivery.
 */
export async function claimNow(
  q: Queryable,
  o: { webhookid: number; deliveryid: number; leaseMs: number },
): Promise<Claimed | undefined> {
  const claim = `UPDATE webhook_deliveries
      SET status = 'sending', attempts = attempts + 1, tries = tries + 1,
          locked_until = now() + $1 * interval '1 millisecond'
    WHERE id = $2 AND webhookid = $3
      AND (status = 'pending' OR (status = 'sending' AND locked_until < now()))
    RETURNING *`;
  const { rows } = await q.write<Claimed>(WITH_PAYLOAD(claim), [o.leaseMs, o.deliveryid, o.webhookid]);
  return rows[0];
}

/** Tries cut off (a shutdown): the rows go back to pending as they were, with no attempt logged. */
export async function releaseClaims(q: Queryable, ids: number[]): Promise<void> {
  await q.write(
    `UPDATE webhook_deliveries
        SET status = 'pending', locked_until = NULL, attempts = attempts - 1, tries = tries - 1
      WHERE id = ANY ($1::bigint[]) AND status = 'sending'`,
    [ids],
  );
}

/**
 * Locks the endpoints a transaction is about to update, in id order, before any of their deliveries: the
 * order in which an endpoint's update (PUT, DELETE) takes them too, so that the two never deadlock.
 */
export async function lockEndpoints(tx: Tx, webhookids: number[]): Promise<void> {
  await tx.query('SELECT 1 FROM webhooks WHERE id = ANY ($1::int[]) ORDER BY id FOR NO KEY UPDATE', [
    webhookids,
  ]);
}

/**
 * Logs each finished try, keeping the latest KEPT_ATTEMPTS of each delivery, and moves each delivery on
 * (still ours: claimed for this attempt and not taken since by another worker). One that would wait for another
 * try fails instead when its endpoint was disabled or deleted while the try was under way, as the endpoint's
 * pending deliveries did then (failPending). Returns the deliveries moved.
 */
export async function recordAttempts(tx: Tx, tries: Finished[]): Promise<Attempt[]> {
  const column = <K extends keyof Finished>(key: K) => tries.map((t) => t[key]);
  const { rows } = await tx.write<Attempt>(
    `WITH r AS (
       SELECT r.*, nullif(x.e -> 'request', 'null') AS request, nullif(x.e -> 'response', 'null') AS response
         FROM unnest($1::bigint[], $2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[])
                WITH ORDINALITY AS r(id, attempt, status, delay_ms, status_code, duration_ms, error, n)
         JOIN jsonb_array_elements($9::jsonb) WITH ORDINALITY AS x(e, n) ON x.n = r.n),
     logged AS (
       INSERT INTO webhook_attempts (deliveryid, attempt, at, status_code, duration_ms, error, request, response)
       SELECT id, attempt, now(), status_code, duration_ms, error, request, response FROM r
       ON CONFLICT DO NOTHING),
     pruned AS (
       DELETE FROM webhook_attempts a USING r WHERE a.deliveryid = r.id AND a.attempt <= r.attempt - $8)
     UPDATE webhook_deliveries d
        SET status = CASE WHEN r.status = 'pending' AND NOT (w.enabled AND w.deleted_at IS NULL) THEN 'failed'
                          ELSE r.status END,
            locked_until = NULL, last_attempt_at = now(), last_status_code = r.status_code,
            last_duration_ms = r.duration_ms, last_error = r.error,
            next_attempt_at = CASE WHEN r.status = 'pending'
                                   THEN now() + r.delay_ms * interval '1 millisecond' ELSE d.next_attempt_at END
       FROM r, webhooks w
      WHERE d.id = r.id AND w.id = d.webhookid AND d.attempts = r.attempt AND d.status = 'sending'
    RETURNING d.id AS deliveryid, d.eventid, d.type, d.attempts AS attempt, d.status, false AS sending,
              d.last_status_code AS status_code, d.last_duration_ms AS duration_ms, d.last_error AS error,
              api_ts(d.last_attempt_at) AS at,
              CASE WHEN d.status = 'pending' THEN api_ts(d.next_attempt_at) END AS next_attempt_at`,
    [
      column('id'),
      column('attempt'),
      column('status'),
      column('delayMs'),
      column('statusCode'),
      column('durationMs'),
      column('error'),
      KEPT_ATTEMPTS,
      JSON.stringify(tries.map((t) => ({ request: t.request, response: t.response }))),
    ],
  );
  return rows;
}
