import { afterAll, beforeAll, expect } from 'vitest';
import { createFoodtraceClient, type FoodtraceClient } from '../../client/index.js';
import { useTestApp, type TestApp } from '../helpers.js';

interface DocOperation {
  operationId: string;
  responses: Record<string, unknown>;
}

export interface ClientTest {
  t: TestApp;
  /** The server's address on its real socket, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** The typed client with the Admin key. */
  api: FoodtraceClient;
  /** Another typed client, with other credentials. */
  clientWith(credentials: { apiKey?: string; token?: string }): FoodtraceClient;
  /** operationId → the statuses it answered through a client. */
  exercised: Map<string, Set<number>>;
  /** Every operationId of the document. */
  operations(): string[];
}

/**
 * The app on a real socket (127.0.0.1, a free port) and typed clients that record, for every call, which
 * operation of the document it was and check that the status it got is one the document lists for it.
 */
export function useClientTest(env: Record<string, string> = {}): ClientTest {
  const t = useTestApp(env);
  const ct = { t, exercised: new Map() } as ClientTest;
  let byRoute = new Map<string, DocOperation>();

  beforeAll(async () => {
    ct.origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, DocOperation>> };
    byRoute = new Map(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
      ),
    );
    ct.operations = () => [...byRoute.values()].map((op) => op.operationId);
    ct.clientWith = (credentials) => {
      const client = createFoodtraceClient({ baseUrl: ct.origin, ...credentials });
      client.use({
        onResponse({ request, response, schemaPath }) {
          const op = byRoute.get(`${request.method} ${schemaPath}`);
          expect(op, `${request.method} ${schemaPath} is not in the document`).toBeTruthy();
          expect(Object.keys(op!.responses), `${op!.operationId} answered ${response.status}`).toContain(
            String(response.status),
          );
          const seen = ct.exercised.get(op!.operationId) ?? new Set<number>();
          seen.add(response.status);
          ct.exercised.set(op!.operationId, seen);
          return undefined;
        },
      });
      return client;
    };
    ct.api = ct.clientWith({ apiKey: t.key[4] });
  });
  afterAll(async () => {
    await t.app.close();
  });
  return ct;
}

/** The data of a call that must succeed (a 2xx): fails the test with the server's answer otherwise. */
export function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  expect(
    result.response.ok,
    `${result.response.url}: ${result.response.status} ${JSON.stringify(result.error)}`,
  ).toBe(true);
  return result.data as T;
}
