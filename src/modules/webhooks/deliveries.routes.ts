import { Type } from 'typebox';
import type { App } from '../../app-context.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import * as deliveries from './deliveries.repository.js';
import type { WebhookDelivery } from './delivery.js';
import { deliveryBody, sha256 } from './exchange.js';
import { findWebhook } from './webhooks.repository.js';
import {
  DeliveriesQuery,
  Delivery,
  DeliveryDetail,
  DeliveryFull,
  DeliveryParams,
  DeliveryPayload,
  NOT_FOUND,
  RecoverBody,
  tags,
  WebhookParams,
} from './webhooks.schemas.js';

const DELIVERY_NOT_FOUND = 'Delivery not found';
const DISABLED = 'Webhook is disabled: enable it first';
const SENDING = 'Delivery is being sent right now';
/** Why "retry now" refuses a delivery in a final state, and what to use instead. */
const FINAL = {
  delivered:
    'Delivery was delivered: only a pending delivery can be retried now; use redeliver to send it again',
  failed: 'Delivery has failed: only a pending delivery can be retried now; use redeliver to send it again',
} as const;

/** The delivery log of an endpoint, and sending again (docs/integration.md). Admin only. */
export function deliveriesRoutes(app: App, delivery: WebhookDelivery) {
  const liveEndpoint = async (q: Parameters<typeof findWebhook>[0], id: number) => {
    const found = await findWebhook(q, id);
    if (!found) throw new NotFound(NOT_FOUND);
    return found;
  };

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { level: 4 },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: 'Deliveries to an endpoint, newest first, each with its state and the attempts kept',
        params: WebhookParams,
        querystring: DeliveriesQuery,
        response: responses(
          {
            200: Type.Object({
              success: Type.Literal(true),
              data: Type.Array(DeliveryDetail),
              next_before: Type.Union([Type.Integer(), Type.Null()]),
            }),
          },
          [404],
        ),
      },
    },
    async (request) => {
      await liveEndpoint(request.db, request.params.id);
      const { status, before, limit = 50 } = request.query;
      const data = await deliveries.listDeliveries(request.db, {
        webhookid: request.params.id,
        status,
        before,
        limit,
      });
      return {
        success: true as const,
        data,
        next_before: data.length === limit ? data.at(-1)!.deliveryid : null,
      };
    },
  );

  app.get(
    '/webhooks/:id/deliveries/:deliveryid',
    {
      config: { level: 4 },
      schema: {
        operationId: 'getWebhookDelivery',
        tags,
        summary:
          'One delivery with its state and the attempts kept (the latest 20), each with its request and response',
        params: DeliveryParams,
        response: responses({ 200: Ok(DeliveryFull) }, [404]),
      },
    },
    async (request) => {
      await liveEndpoint(request.db, request.params.id);
      const found = await deliveries.findDelivery(request.db, request.params.id, request.params.deliveryid);
      if (!found) throw new NotFound(DELIVERY_NOT_FOUND);
      return { success: true as const, data: found };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryid/redeliver',
    {
      config: { level: 4 },
      schema: {
        operationId: 'redeliverWebhookDelivery',
        tags,
        summary: 'Send a delivery again (same webhook-id), now, with a fresh retry schedule',
        params: DeliveryParams,
        response: responses({ 202: Ok(Delivery) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const endpoint = await liveEndpoint(request.db, request.params.id);
      if (!endpoint.enabled) throw new Conflict(DISABLED);
      const queued = await deliveries.redeliver(request.db, request.params.id, request.params.deliveryid);
      if (!queued) throw new NotFound(DELIVERY_NOT_FOUND);
      if (!queued.queued) throw new Conflict(SENDING);
      delivery.kick();
      const { queued: _, ...data } = queued;
      return reply.code(202).send({ success: true as const, data });
    },
  );

  app.get(
    '/webhooks/:id/deliveries/:deliveryid/payload',
    {
      config: { level: 4 },
      schema: {
        operationId: 'getWebhookDeliveryPayload',
        tags,
        summary: 'The body every attempt of a delivery sends, exactly as signed, with its size and SHA-256',
        params: DeliveryParams,
        response: responses({ 200: Ok(DeliveryPayload) }, [404]),
      },
    },
    async (request) => {
      await liveEndpoint(request.db, request.params.id);
      const { id, deliveryid } = request.params;
      const found = await deliveries.deliveryPayload(request.db, id, deliveryid);
      if (!found) throw new NotFound(DELIVERY_NOT_FOUND);
      const body = deliveryBody(found);
      return {
        success: true as const,
        data: {
          deliveryid,
          eventid: found.eventid,
          body,
          body_size: Buffer.byteLength(body),
          body_sha256: sha256(body),
        },
      };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryid/retry',
    {
      config: { level: 4 },
      schema: {
        operationId: 'retryWebhookDelivery',
        tags,
        summary:
          'Try a pending delivery now, in the request (the same delivery: its schedule and window go on); ' +
          '409 while a try is under way, or for a delivered or failed one (redeliver sends those again)',
        params: DeliveryParams,
        response: responses({ 200: Ok(Delivery) }, [404, 409, 503]),
      },
    },
    async (request) => {
      const { id, deliveryid } = request.params;
      const endpoint = await liveEndpoint(request.db, id);
      if (!endpoint.enabled) throw new Conflict(DISABLED);
      const attempt = await delivery.retryNow(id, deliveryid);
      if (!attempt) {
        // Not claimed: say why (read after the claim: a try that ended meanwhile shows its outcome).
        const state = await deliveries.deliveryState(request.db, id, deliveryid);
        if (!state) throw new NotFound(DELIVERY_NOT_FOUND);
        if (state === 'delivered' || state === 'failed') throw new Conflict(FINAL[state]);
        throw new Conflict(SENDING);
      }
      const { status, ...rest } = attempt;
      return { success: true as const, data: { ...rest, status } };
    },
  );

  app.post(
    '/webhooks/:id/recover',
    {
      config: { level: 4 },
      schema: {
        operationId: 'recoverWebhookDeliveries',
        tags,
        summary: 'Queue again every failed delivery since a date (after an outage on the receiving side)',
        params: WebhookParams,
        body: RecoverBody,
        response: responses({ 202: Ok(Type.Object({ queued: Type.Integer() })) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const endpoint = await liveEndpoint(request.db, request.params.id);
      if (!endpoint.enabled) throw new Conflict(DISABLED);
      const queued = await deliveries.recoverFailed(request.db, request.params.id, request.body.since);
      if (queued > 0) delivery.kick();
      return reply.code(202).send({ success: true as const, data: { queued } });
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { level: 4 },
      schema: {
        operationId: 'testWebhook',
        tags,
        summary: 'Deliver a webhook.test event now (even to a disabled endpoint) and show what came back',
        params: WebhookParams,
        response: responses({ 200: Ok(Delivery) }, [404, 503]),
      },
    },
    async (request) => {
      await liveEndpoint(request.db, request.params.id);
      const { deliveryid } = await deliveries.enqueueMessage(request.db, {
        webhookid: request.params.id,
        type: 'webhook.test',
        data: { webhookid: request.params.id, message: 'A test event from the food-supply traceability API' },
        maxTries: 1,
        holdMs: 60_000,
      });
      const { status, ...attempt } = await delivery.deliverNow(deliveryid);
      return { success: true as const, data: { ...attempt, status } };
    },
  );
}
