import type { OpenAPIV3_1 } from 'openapi-types';
import { Type, type TSchema } from 'typebox';
import type { Declared, WebhookMessage } from '../../app-context.js';
import { Event } from '../events/events.schemas.js';

const HEADERS = [
  ['webhook-id', 'The event id: the same on every attempt; deduplicate by it'],
  ['webhook-timestamp', 'Unix seconds when this attempt was signed; refuse one too far from now'],
  [
    'webhook-signature',
    'Space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, one per live secret (two during a rotation)',
  ],
] as const;

/**
 * Messages sent to endpoints that are not feed events, whatever their events list: the test message, and those
 * other modules declare (catalogue.publication, AppContext.declared).
 */
export function messagesOf({
  webhookMessages,
}: Pick<Declared, 'webhookMessages'>): Record<string, WebhookMessage> {
  return {
    'webhook.test': {
      summary: 'Sent by POST /webhooks/{id}/test',
      data: Type.Object({ webhookid: Type.Integer(), message: Type.String() }),
    },
    ...webhookMessages,
  };
}

function operation(type: string, summary: string, data: TSchema): OpenAPIV3_1.PathItemObject {
  return {
    post: {
      operationId: `webhook_${type.replace(/\W/g, '_')}`,
      summary,
      description:
        'Delivered per the Standard Webhooks specification (docs/integration.md): answer 2xx within 10 s; ' +
        'anything else is retried for 3 days; 410 disables the endpoint.',
      tags: ['Webhooks'],
      // Sent by this service to the endpoint: signed (the headers below), no key of ours.
      security: [],
      parameters: HEADERS.map(([name, description]) => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: Type.Object({
              type: Type.Literal(type),
              timestamp: Type.String({ description: 'When the event occurred: UTC, ISO 8601' }),
              data,
            }),
          },
        },
      },
      responses: { '2XX': { description: 'Received: not sent again' } },
    },
  };
}

/** The OpenAPI `webhooks` section: one entry per event type an endpoint can receive, with its payload. */
export function webhookDocs(declared: Declared): Record<string, OpenAPIV3_1.PathItemObject> {
  const docs: Record<string, OpenAPIV3_1.PathItemObject> = {};
  for (const type of declared.eventTypes) {
    docs[type] = operation(type, `A ${type} event, as GET /events shows it`, Event);
  }
  for (const [type, { summary, data }] of Object.entries(messagesOf(declared)))
    docs[type] = operation(type, summary, data);
  return docs;
}
