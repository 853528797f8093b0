import { describe, expect, it } from 'vitest';
import { jsonTooDeep } from '../../src/http/json-body.js';
import { useTestApp } from '../helpers.js';

// Every operation of the OpenAPI document, with hostile path values, bodies and content types: whatever
// comes in, the answer is the envelope and never a 500. A 500 found here is a bug with this test.
const t = useTestApp();

interface Operation {
  method: string;
  path: string;
  properties: string[];
}

function operations(): Operation[] {
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
    >;
  };
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/') || path.endsWith('/openapi.json')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema as
        | { properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } }
        | undefined;
      const properties = Object.keys(schema?.properties ?? schema?.items?.properties ?? {});
      out.push({ method: method.toUpperCase(), path, properties });
    }
  }
  return out;
}

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const PATH_VALUES = [
  '%zz',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'NaN',
  '1.5',
  "1'--",
  '%00',
  '%E2%80%AE1',
];
const RAW_BODIES = [
  deep(5000),
  `{"a":${deep(5000)}}`,
  `[{"companyname":${deep(5000)},"productname":${deep(5000)}}]`,
  '[]',
  '[[]]',
  'null',
  '"text"',
  '123',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1e400}',
  '{"a":"\\ud800"}',
  '{',
  '',
];
const VALUES: unknown[] = [
  '',
  0,
  -1,
  false,
  true,
  null,
  1e300,
  2 ** 53,
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  [],
  {},
  ['a'],
  { a: 1 },
];

async function expectEnvelope(method: string, url: string, payload?: string, type = 'application/json') {
  const res = await t.api({
    method: method as 'GET',
    url,
    payload,
    headers: payload === undefined ? {} : { 'content-type': type },
  });
  const where = `${method} ${url} ${payload === undefined ? '' : payload.slice(0, 60)}`;
  expect(res.statusCode, where).not.toBe(500);
  const body = res.json() as { success?: unknown; error?: unknown };
  if (res.statusCode >= 400) {
    expect(body, where).toEqual({ success: false, error: expect.any(String) });
  }
}

const urlWith = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

describe('hostile input never reaches a 500', () => {
  it('hostile path values on every operation', async () => {
    for (const op of operations().filter((o) => o.path.includes('{'))) {
      for (const value of PATH_VALUES) await expectEnvelope(op.method, urlWith(op.path, value));
    }
  });

  it('hostile raw bodies on every operation that takes one', async () => {
    for (const op of operations().filter((o) => o.method === 'POST' || o.method === 'PUT')) {
      for (const body of RAW_BODIES) await expectEnvelope(op.method, urlWith(op.path, '1'), body);
    }
  });

  it('every field set to each hostile value, on every operation with a JSON body', async () => {
    for (const op of operations().filter((o) => o.properties.length > 0)) {
      for (const value of VALUES) {
        const row = Object.fromEntries(op.properties.map((p) => [p, value]));
        await expectEnvelope(op.method, urlWith(op.path, '1'), JSON.stringify(row));
        await expectEnvelope(op.method, urlWith(op.path, '1'), JSON.stringify([row]));
      }
    }
  });

  it('odd content types on every operation that takes a body', async () => {
    const types = [
      'multipart/form-data',
      'multipart/form-data; boundary=zz',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'application/json; charset=latin1',
    ];
    for (const op of operations().filter((o) => o.method === 'POST' || o.method === 'PUT')) {
      for (const type of types)
        await expectEnvelope(op.method, urlWith(op.path, '1'), '--zz\r\nbroken', type);
    }
  });
});

describe('jsonTooDeep', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonTooDeep(deep(65))).toBe(true);
    expect(jsonTooDeep(deep(64))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ a: '['.repeat(500) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ a: `\\"${'['.repeat(500)}` }))).toBe(false);
    expect(jsonTooDeep(`{"a":"\\\\"${'['.repeat(200)}`)).toBe(true);
  });
});
