-- Each attempt of a webhook delivery keeps its exchange with the receiver (docs/integration.md, "What an attempt
-- keeps"): the request as sent (method, URL, headers with the signature, the body's size and SHA-256: the body is
-- the delivery's payload) and the answer (status, header lines, the first 2 KiB of the body as text, or its size
-- when binary). Both are cut to size before they are written (src/modules/webhooks/exchange.ts): at most about
-- 12 KiB an attempt whatever the receiver sends, and the log still keeps a delivery's latest 20 attempts.
-- Attempts logged before this migration have neither (null); so has `response` when no answer came.
ALTER TABLE webhook_attempts
  ADD COLUMN request jsonb,
  ADD COLUMN response jsonb;
