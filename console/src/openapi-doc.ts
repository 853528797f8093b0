/**
 * What the console reads of the API's own description (GET /api/v1/openapi.json), fetched once per page life:
 * lists the API defines and has no lookup for (the allergen and nutrition fields, the event types), so the
 * console never keeps a copy that could drift.
 */
export interface OpenApiDoc {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
  /** One entry per event type a webhook endpoint may receive. */
  webhooks?: Record<string, unknown>;
}
export interface Schema {
  properties?: Record<string, { enum?: unknown[]; type?: unknown }>;
}

let docPromise: Promise<OpenApiDoc> | null = null;

export function openApi(): Promise<OpenApiDoc> {
  if (!docPromise) {
    docPromise = fetch('/api/v1/openapi.json').then((r) => {
      if (!r.ok) throw new Error(`The server answered ${r.status}`);
      return r.json() as Promise<OpenApiDoc>;
    });
    docPromise.catch(() => (docPromise = null));
  }
  return docPromise;
}

/** The event types of the changes feed and webhooks (docs/integration.md), in the document's order. */
export async function eventTypes(): Promise<string[]> {
  return Object.keys((await openApi()).webhooks ?? {});
}
