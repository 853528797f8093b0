import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import type { CreateWebhookBody, UpdateWebhookBody, Webhook } from './webhooks.schemas.js';

/** A Standard Webhooks signing secret: `whsec_` + base64 of 32 random bytes. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const COLUMNS = `id, url, events, description, enabled,
  api_ts(CASE WHEN previous_secret_until > now() THEN previous_secret_until END) AS previous_secret_expires_at,
  disabled_reason, api_ts(failing_since) AS failing_since,
  api_ts(created) AS created, api_ts(lastupdated) AS lastupdated`;

export async function insertWebhook(q: Queryable, w: CreateWebhookBody, secret: string): Promise<Webhook> {
  const { rows } = await q.write<Webhook>(
    `INSERT INTO webhooks (url, events, description, enabled, secret) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${COLUMNS}`,
    [w.url, w.events, w.description ?? null, w.enabled ?? true, secret],
  );
  return rows[0]!;
}

export async function listWebhooks(q: Queryable): Promise<Webhook[]> {
  const { rows } = await q.query<Webhook>(
    `SELECT ${COLUMNS} FROM webhooks WHERE deleted_at IS NULL ORDER BY id`,
  );
  return rows;
}

export async function findWebhook(q: Queryable, id: number): Promise<Webhook | undefined> {
  const { rows } = await q.query<Webhook>(
    `SELECT ${COLUMNS} FROM webhooks WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return rows[0];
}

/** Changes the given fields (names from the schema's fixed list); undefined when there is no such webhook. */
export async function updateWebhook(q: Queryable, id: number, fields: UpdateWebhookBody) {
  const { rows } = await q.write<Webhook>(
    `UPDATE webhooks SET url = coalesce($2, url), events = coalesce($3, events),
            description = CASE WHEN $4::boolean THEN $5 ELSE description END,
            enabled = coalesce($6, enabled), lastupdated = now(),
            -- Re-enabled, or pointed elsewhere: a fresh start for its health.
            disabled_reason = CASE WHEN $6 IS TRUE THEN NULL ELSE disabled_reason END,
            failing_since = CASE WHEN $6 IS TRUE OR $2 IS NOT NULL THEN NULL ELSE failing_since END
      WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [
      id,
      fields.url ?? null,
      fields.events ?? null,
      fields.description !== undefined,
      fields.description ?? null,
      fields.enabled ?? null,
    ],
  );
  return rows[0];
}

export async function deleteWebhook(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.write(
    'UPDATE webhooks SET deleted_at = now(), enabled = false WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  return rowCount > 0;
}

/** A new secret; the old one keeps signing beside it for 24 hours. */
export async function rotateSecret(q: Queryable, id: number, secret: string) {
  const { rows } = await q.write<{ previous_secret_expires_at: string }>(
    `UPDATE webhooks SET previous_secret = secret, previous_secret_until = now() + interval '24 hours',
            secret = $2, lastupdated = now()
      WHERE id = $1 AND deleted_at IS NULL RETURNING api_ts(previous_secret_until) AS previous_secret_expires_at`,
    [id, secret],
  );
  return rows[0];
}
