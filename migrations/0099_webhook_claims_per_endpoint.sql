-- Webhook deliveries are claimed per endpoint, in turns (src/worker/queue.ts, claimDueInTurnsSql): each live
-- endpoint's due rows are a short range scan of this index, however long another endpoint's backlog, so a slot
-- freed by one finished try is filled at once without one endpoint holding up another (docs/integration.md).
-- It replaces the index of due rows across endpoints, which only that claim used; the queue depth of /metrics
-- reads the rows pending or sending through this one as well.
CREATE INDEX webhook_deliveries_endpoint_due ON webhook_deliveries (webhookid, next_attempt_at, id)
  WHERE status IN ('pending', 'sending');
DROP INDEX webhook_deliveries_due;

-- The attempt log keeps a delivery's latest 20 attempts (webhooks/delivery.repository.ts, KEPT_ATTEMPTS): a
-- full default schedule over the 3-day window is about a dozen, and redeliveries or a short
-- WEBHOOK_RETRY_SCHEDULE would otherwise grow it without end. Older ones are dropped as new ones are logged.
DELETE FROM webhook_attempts a USING webhook_deliveries d
 WHERE a.deliveryid = d.id AND a.attempt <= d.attempts - 20;
