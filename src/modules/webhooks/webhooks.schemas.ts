import { Type, type Static } from 'typebox';
import {
  Id,
  Nullable,
  NullableText,
  NullableTimestamp,
  NullInt,
  NullStr,
  Timestamp,
} from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const tags = ['Webhooks'];
export const NOT_FOUND = 'Webhook not found';

const Url = Type.String({ minLength: 1, maxLength: 2000, description: 'http(s); not a private address' });
/** The bodies of POST and PUT /webhooks: `events` names the feed's types (AppContext.declared). */
export function webhookBodies(eventTypes: readonly string[]) {
  const Events = Type.Array(Type.String({ maxLength: 100 }), {
    minItems: 1,
    maxItems: 100,
    description:
      `Event types (${eventTypes.join(', ')}), or ["*"] for all. catalogue.publication and webhook.test are ` +
      'accepted too: they are sent whatever the list says',
    examples: [['product.approved', 'audit.completed']],
  });
  const CreateWebhookBody = Type.Object({
    url: Url,
    events: Events,
    description: Type.Optional(NullableText(500)),
    enabled: Type.Optional(Type.Boolean()),
  });
  return { CreateWebhookBody, UpdateWebhookBody: Type.Partial(CreateWebhookBody) };
}
type Bodies = ReturnType<typeof webhookBodies>;
export type CreateWebhookBody = Static<Bodies['CreateWebhookBody']>;
export type UpdateWebhookBody = Static<Bodies['UpdateWebhookBody']>;

export const WebhookParams = Type.Object({ id: Id() });

export const Webhook = component(
  'Webhook',
  Type.Object({
    id: Type.Integer(),
    url: Type.String(),
    events: Type.Array(Type.String()),
    description: NullStr(),
    enabled: Type.Boolean(),
    previous_secret_expires_at: NullableTimestamp,
    disabled_reason: NullStr('Why the system disabled it (410 Gone, days of failures); null otherwise'),
    failing_since: NullableTimestamp,
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type Webhook = Static<typeof Webhook>;

export const WebhookWithSecret = Type.Object({
  ...Webhook.properties,
  secret: Type.String({ description: 'whsec_ + base64 of 32 random bytes: shown this once' }),
});

export const DeliveryStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('delivered'),
  Type.Literal('failed'),
]);

export const DeliveryParams = Type.Object({ id: Id(), deliveryid: Id() });

export const DeliveriesQuery = Type.Object({
  status: Type.Optional(DeliveryStatus),
  before: Type.Optional(
    Type.Integer({ minimum: 1, format: 'int64', description: 'next_before of the previous page' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});

/** A delivery and its latest attempt. */
export const Delivery = component(
  'WebhookDelivery',
  Type.Object({
    deliveryid: Type.Integer({ format: 'int64' }),
    eventid: Type.String({ description: 'The webhook-id header: the same on every attempt' }),
    type: Type.String(),
    status: DeliveryStatus,
    sending: Type.Boolean({
      description: 'A try is under way right now (status pending): redeliver answers 409 until it ends',
    }),
    attempt: Type.Integer({ description: 'Attempts made so far' }),
    status_code: NullInt('HTTP status of the latest attempt; null when no answer came'),
    duration_ms: NullInt(),
    error: NullStr(),
    at: Nullable(Type.String({ description: 'When the latest attempt was made' })),
    next_attempt_at: Nullable(Type.String({ description: 'When the next attempt is due, while pending' })),
  }),
);
export type Delivery = Static<typeof Delivery>;

/** One attempt of the log: what the receiver answered (or why no answer came), how long it took, when. */
export const DeliveryAttempt = component(
  'WebhookDeliveryAttempt',
  Type.Object({
    attempt: Type.Integer({ description: 'Its number: 1 for the first try; redeliveries count on' }),
    at: Timestamp,
    status_code: NullInt('HTTP status; null when no answer came'),
    duration_ms: Type.Integer(),
    error: NullStr('HTTP <status>: <start of the body>, Timed out, Connection refused...; null on a 2xx'),
  }),
);

/** A delivery, its current state, and the attempts the log keeps (the latest 20), oldest first. */
export const DeliveryDetail = component(
  'WebhookDeliveryDetail',
  Type.Object({
    ...Delivery.properties,
    attempts: Type.Array(DeliveryAttempt, {
      description: 'The latest 20 attempts, oldest first: `attempt` above counts every one ever made',
    }),
  }),
);

export const RecoverBody = Type.Object({
  since: Type.String({
    format: 'date-time',
    maxLength: 40,
    description: 'Failed deliveries queued since then are queued again',
  }),
});
export type DeliveryDetail = Static<typeof DeliveryDetail>;
