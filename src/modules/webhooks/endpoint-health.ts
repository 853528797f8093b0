import type { Queryable } from '../../db/index.js';

const DISABLED = 'Endpoint disabled';

/**
 * A success clears an endpoint's failing streak; a failure starts one, dated from when the oldest message
 * it did not take was queued. A 410, or a streak as long as the retry window (so the last try of a message
 * failed too), disables the endpoint, and its pending deliveries fail with it (recover queues them again).
 */
export async function recordEndpointHealth(
  tx: Queryable,
  batch: { webhookids: number[]; statuses: string[]; gone: (string | null)[]; queuedAt: number[] },
  retryForMs: number,
): Promise<void> {
  const { rows } = await tx.write<{ id: number; enabled: boolean }>(
    `WITH r AS (
       SELECT webhookid, bool_or(status = 'delivered') AS ok, max(gone) AS gone,
              to_timestamp(min(queued_at_ms) / 1000.0) AS since
         FROM unnest($1::int[], $2::text[], $3::text[], $4::float8[]) AS r(webhookid, status, gone, queued_at_ms)
        GROUP BY webhookid),
     s AS (
       SELECT r.*,
              CASE WHEN r.ok THEN NULL ELSE least(coalesce(w.failing_since, r.since), r.since) END AS failing_since
         FROM r JOIN webhooks w ON w.id = r.webhookid)
     UPDATE webhooks w
        SET failing_since = s.failing_since,
            enabled = w.enabled AND s.gone IS NULL
                      AND (s.ok OR s.failing_since > now() - $5 * interval '1 millisecond'),
            disabled_reason = CASE
              WHEN NOT w.enabled THEN w.disabled_reason
              WHEN s.gone IS NOT NULL THEN s.gone
              WHEN NOT s.ok AND s.failing_since <= now() - $5 * interval '1 millisecond'
                THEN 'Every delivery failed for ' || $6
              ELSE w.disabled_reason END
       FROM s
      WHERE w.id = s.webhookid
    RETURNING w.id, w.enabled`,
    [batch.webhookids, batch.statuses, batch.gone, batch.queuedAt, retryForMs, describeWindow(retryForMs)],
  );
  const disabled = rows.filter((r) => !r.enabled).map((r) => r.id);
  if (disabled.length > 0) await failPending(tx, disabled);
}

/** Pending deliveries of disabled or deleted endpoints fail: `recover` queues them again once it is back. */
export async function failPending(q: Queryable, webhookids: number[]): Promise<void> {
  await q.write(
    `UPDATE webhook_deliveries SET status = 'failed', locked_until = NULL, last_error = coalesce(last_error, $2)
      WHERE webhookid = ANY ($1::int[]) AND status = 'pending'`,
    [webhookids, DISABLED],
  );
}

const describeWindow = (ms: number) =>
  ms % 86_400_000 === 0
    ? `${ms / 86_400_000} days`
    : ms % 3_600_000 === 0
      ? `${ms / 3_600_000} hours`
      : `${ms / 1000} s`;
