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

const HeaderLine = Type.Object({ name: Type.String(), value: Type.String() });

/** The request of an attempt as it was sent: never a secret, only the signatures made with it. */
const AttemptRequest = Type.Object({
  method: Type.Literal('POST'),
  url: Type.String({ description: "The endpoint's URL at that attempt" }),
  headers: Type.Array(HeaderLine, {
    description:
      'The headers set on the request, in order: content-type, user-agent, webhook-id, webhook-timestamp, ' +
      'webhook-signature (made with the secret; the secret itself is never kept), content-length, host',
  }),
  body_size: Type.Integer({ description: 'Bytes of body sent: the delivery’s payload' }),
  body_sha256: Type.String({
    description: 'SHA-256 (hex) of the body sent: the same as the payload route’s when it was that payload',
  }),
});

/** What the receiver answered to an attempt, cut to a fixed size. */
const AttemptResponse = Type.Object({
  status: Type.Integer({ description: 'The status line’s code (also when the body then timed out)' }),
  headers: Type.Array(HeaderLine, {
    description: 'Header lines in the order they came: at most 50, 4096 characters all told',
  }),
  headers_cut: Type.Boolean({ description: 'Some header lines were left out, or a long one cut' }),
  body: NullStr('The first 2048 bytes of the body as UTF-8 text; null when binary'),
  body_size: Type.Integer({
    description: 'Bytes of body received: all of it unless body_cut, else those read before the read stopped',
  }),
  body_cut: Type.Boolean({ description: 'The body went on past 2048 bytes: the rest was not read' }),
  binary: Type.Boolean({ description: 'The body is not UTF-8 text: its size only is kept' }),
});

/** An attempt with its exchange: the request as sent and what came back. */
export const DeliveryAttemptFull = component(
  'WebhookDeliveryAttemptFull',
  Type.Object({
    ...DeliveryAttempt.properties,
    request: Nullable(AttemptRequest),
    response: Nullable(AttemptResponse),
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

/** One delivery with every attempt's exchange (GET /webhooks/{id}/deliveries/{deliveryid}). */
export const DeliveryFull = component(
  'WebhookDeliveryFull',
  Type.Object({
    ...Delivery.properties,
    attempts: Type.Array(DeliveryAttemptFull, {
      description:
        'The latest 20 attempts, oldest first, each with its request and response (null for attempts logged ' +
        'before they were kept; response null when no answer came)',
    }),
  }),
);
export type DeliveryFull = Static<typeof DeliveryFull>;

/** The body every attempt of a delivery sends, exactly (what webhook-signature signs). */
export const DeliveryPayload = component(
  'WebhookDeliveryPayload',
  Type.Object({
    deliveryid: Type.Integer({ format: 'int64' }),
    eventid: Type.String(),
    body: Type.String({ description: 'The JSON body as sent, as a string: { type, timestamp, data }' }),
    body_size: Type.Integer(),
    body_sha256: Type.String({ description: 'SHA-256 (hex) of body: compare with an attempt’s request' }),
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
