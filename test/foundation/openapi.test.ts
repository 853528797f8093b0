import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

// The document a generated client is built from says what the server really does (docs/openapi.md).
const t = useTestApp();

type Media = Record<string, { schema?: Record<string, unknown>; example?: unknown }>;
interface Op {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Media };
  responses: Record<string, { description: string; content?: Media }>;
  'x-min-level'?: number;
}
interface Doc {
  tags: { name: string; description: string }[];
  components: { schemas: Record<string, object> };
  paths: Record<string, Record<string, Op>>;
}
const doc = () => t.app.swagger() as unknown as Doc;
const ops = () => Object.values(doc().paths).flatMap((p) => Object.values(p));
const op = (id: string) => ops().find((o) => o.operationId === id)!;

describe('the OpenAPI document', () => {
  it('names its shared schemas and refers to them', () => {
    const d = doc();
    for (const name of ['Failure', 'User', 'Supplier', 'Newline', 'Product', 'Audit', 'Webhook']) {
      expect(d.components.schemas[name], name).toBeTruthy();
    }
    expect(Object.keys(d.components.schemas).some((n) => n.startsWith('def-'))).toBe(false);
    const text = JSON.stringify({ paths: d.paths, components: d.components });
    for (const name of Object.keys(d.components.schemas)) {
      expect(text.includes(`"#/components/schemas/${name}"`), name).toBe(true);
    }
  });

  it('describes the bulk bodies (one object or an array, or a CSV file), uploads and non-JSON answers', () => {
    for (const id of ['createSupplierBulk', 'createNewlineBulk']) {
      const content = op(id).requestBody!.content;
      expect(Object.keys(content)).toEqual(['application/json', 'multipart/form-data']);
      expect((content['application/json']!.schema!.oneOf as object[]).length).toBe(2);
    }
    for (const id of ['uploadAuditPhoto', 'uploadAccreditationDocument']) {
      expect(Object.keys(op(id).requestBody!.content)).toEqual(['multipart/form-data']);
    }
    expect(Object.keys(op('getSupplierCsvTemplate').responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(op('getAuditReport').responses['200']!.content!)).toEqual(['application/pdf']);
    expect(Object.keys(op('reportExpiringCertificates').responses['200']!.content!)).toEqual([
      'application/json',
      'text/csv',
    ]);
    const name = op('getLookup').parameters!.find((p) => p.name === 'name')!;
    expect(name.schema.enum).toContain('countries');
  });

  it('gives every response a description, every operation an example and declared tags', () => {
    const tags = new Map(doc().tags.map((tag) => [tag.name, tag.description]));
    for (const o of ops()) {
      for (const tag of o.tags ?? []) expect(tags.get(tag), `${o.operationId}: tag ${tag}`).toBeTruthy();
      const examples: unknown[] = [];
      for (const [status, r] of Object.entries(o.responses)) {
        expect(r.description, `${o.operationId} ${status}`).not.toBe('Default Response');
        examples.push(...Object.values(r.content ?? {}).map((m) => m.example));
      }
      examples.push(o.requestBody?.content['application/json']?.example);
      expect(examples.filter((e) => e !== undefined).length, o.operationId).toBeGreaterThan(0);
    }
  });

  it('marks the operations that need no key with security: []', () => {
    for (const o of ops()) {
      if (o['x-min-level']) expect(o.security, o.operationId).toEqual([{ apiKey: [] }, { bearer: [] }]);
      else expect(o.security, o.operationId).toEqual([]);
    }
    expect(op('login').security).toEqual([]);
    expect(op('healthz').security).toEqual([]);
  });

  it('leaves validation as it was: an unknown lookup is still a 404, not a 400', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/lookups/nosuch', key: t.key[1] });
    expect(res.statusCode).toBe(404);
  });
});
