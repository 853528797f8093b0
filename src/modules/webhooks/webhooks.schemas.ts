import { Type, type Static } from 'typebox';
import { Id, NullableText, NullableTimestamp, NullStr, Timestamp } from '../../http/schemas.js';
import { EVENT_TYPES } from '../events/events.schemas.js';

export const tags = ['Webhooks'];
export const NOT_FOUND = 'Webhook not found';

const Url = Type.String({ minLength: 1, maxLength: 2000, description: 'http(s); not a private address' });
const Events = Type.Array(Type.String({ maxLength: 100 }), {
  minItems: 1,
  maxItems: 100,
  description: `Event types (${EVENT_TYPES.join(', ')}), or ["*"] for all`,
});

export const CreateWebhookBody = Type.Object({
  url: Url,
  events: Events,
  description: Type.Optional(NullableText(500)),
  enabled: Type.Optional(Type.Boolean()),
});
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

export const UpdateWebhookBody = Type.Partial(CreateWebhookBody);
export type UpdateWebhookBody = Static<typeof UpdateWebhookBody>;

export const WebhookParams = Type.Object({ id: Id() });

export const Webhook = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  description: NullStr(),
  enabled: Type.Boolean(),
  previous_secret_expires_at: NullableTimestamp,
  created: Timestamp,
  lastupdated: Timestamp,
});
export type Webhook = Static<typeof Webhook>;

export const WebhookWithSecret = Type.Object({
  ...Webhook.properties,
  secret: Type.String({ description: 'whsec_ + base64 of 32 random bytes: shown this once' }),
});
