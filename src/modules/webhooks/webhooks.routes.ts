import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { deliveriesRoutes } from './deliveries.routes.js';
import type { WebhookDelivery } from './delivery.js';
import { failPending } from './endpoint-health.js';
import { messagesOf } from './openapi.js';
import { urlProblem } from './url-guard.js';
import * as repo from './webhooks.repository.js';
import {
  NOT_FOUND,
  tags,
  Webhook,
  webhookBodies,
  WebhookParams,
  WebhookWithSecret,
} from './webhooks.schemas.js';

const MESSAGES = {
  scheme: 'Webhook URL must be an http or https URL without credentials',
  private: 'Webhook URL must not point to a private address',
  unresolved: 'Webhook URL host does not resolve',
} as const;

/** Webhook endpoints and their deliveries, Admin only (docs/integration.md). */
export async function webhooksRoutes(
  app: App,
  { config, declared }: Pick<AppContext, 'config' | 'declared'>,
  { delivery }: { delivery: WebhookDelivery },
) {
  deliveriesRoutes(app, delivery);
  // The feed's event types, and the messages outside the feed that an endpoint is sent whatever its list
  // (catalogue.publication, webhook.test): naming one is accepted, and changes nothing.
  const known = new Set<string>([...declared.eventTypes, ...Object.keys(messagesOf(declared))]);
  const { CreateWebhookBody, UpdateWebhookBody } = webhookBodies(declared.eventTypes);

  const checkUrl = async (url: string) => {
    const problem = await urlProblem(url, config.webhookAllowPrivate);
    if (problem) throw new ValidationError(MESSAGES[problem]);
  };
  const checkEvents = (events: string[]) => {
    if (events.length === 1 && events[0] === '*') return;
    const unknown = events.find((e) => !known.has(e));
    if (unknown !== undefined)
      throw new ValidationError(`Invalid value for events: unknown event type ${unknown}`);
  };

  app.post(
    '/webhooks',
    {
      config: { level: 4, idempotent: true },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Register an endpoint; its signing secret is shown in this response only',
        body: CreateWebhookBody,
        response: responses({ 201: Ok(WebhookWithSecret) }),
      },
    },
    async (request, reply) => {
      await checkUrl(request.body.url);
      checkEvents(request.body.events);
      const secret = repo.newSecret();
      const created = await repo.insertWebhook(request.db, request.body, secret);
      return reply.code(201).send({ success: true as const, data: { ...created, secret } });
    },
  );

  app.get(
    '/webhooks',
    {
      config: { level: 4 },
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: 'Every endpoint, without secrets',
        response: responses({ 200: Ok(Type.Array(Webhook)) }),
      },
    },
    async (request) => ({ success: true as const, data: await repo.listWebhooks(request.db) }),
  );

  app.get(
    '/webhooks/:id',
    {
      config: { level: 4 },
      schema: {
        operationId: 'getWebhook',
        tags,
        summary: 'One endpoint, without its secret',
        params: WebhookParams,
        response: responses({ 200: Ok(Webhook) }, [404]),
      },
    },
    async (request) => {
      const found = await repo.findWebhook(request.db, request.params.id);
      if (!found) throw new NotFound(NOT_FOUND);
      return { success: true as const, data: found };
    },
  );

  app.put(
    '/webhooks/:id',
    {
      config: { level: 4, openapi: { atLeastOneField: true } },
      schema: {
        operationId: 'updateWebhook',
        tags,
        summary: 'Change an endpoint’s url, events, description or enabled',
        params: WebhookParams,
        body: UpdateWebhookBody,
        response: responses({ 200: Ok(Webhook) }, [404]),
      },
    },
    async (request) => {
      const fields = request.body;
      if (Object.values(fields).every((v) => v === undefined))
        throw new ValidationError('No valid fields provided for update');
      if (fields.url !== undefined) await checkUrl(fields.url);
      if (fields.events !== undefined) checkEvents(fields.events);
      const updated = await request.db.transaction(async (tx) => {
        const row = await repo.updateWebhook(tx, request.params.id, fields);
        if (row && !row.enabled) await failPending(tx, [row.id]);
        return row;
      });
      if (!updated) throw new NotFound(NOT_FOUND);
      return { success: true as const, data: updated };
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { level: 4 },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Remove an endpoint: nothing more is delivered to it',
        params: WebhookParams,
        response: responses(
          { 200: Ok(Type.Object({ id: Type.Integer(), deleted: Type.Literal(true) })) },
          [404],
        ),
      },
    },
    async (request) => {
      const deleted = await request.db.transaction(async (tx) => {
        const found = await repo.deleteWebhook(tx, request.params.id);
        if (found) await failPending(tx, [request.params.id]);
        return found;
      });
      if (!deleted) throw new NotFound(NOT_FOUND);
      return { success: true as const, data: { id: request.params.id, deleted: true as const } };
    },
  );

  app.post(
    '/webhooks/:id/rotateSecret',
    {
      config: { level: 4 },
      schema: {
        operationId: 'rotateWebhookSecret',
        tags,
        summary: 'A new signing secret, shown once; the old one keeps signing beside it for 24 hours',
        params: WebhookParams,
        response: responses(
          {
            200: Ok(
              Type.Object({
                id: Type.Integer(),
                secret: Type.String(),
                previous_secret_expires_at: Type.String(),
              }),
            ),
          },
          [404],
        ),
      },
    },
    async (request) => {
      const secret = repo.newSecret();
      const rotated = await repo.rotateSecret(request.db, request.params.id, secret);
      if (!rotated) throw new NotFound(NOT_FOUND);
      return { success: true as const, data: { id: request.params.id, secret, ...rotated } };
    },
  );
}
