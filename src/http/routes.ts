import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from '../app-context.js';

type Options<S extends FastifySchema> = Omit<
  RouteOptions<
    RawServerDefault,
    IncomingMessage,
    ServerResponse,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    TypeBoxTypeProvider,
    FastifyBaseLogger
  >,
  'method' | 'url'
>;

/**
 * Registers an update that answers both POST and PUT (the products routes: "accept PUT from clients and
 * treat it as POST"), one route with one handler whose request is typed from its schema. The OpenAPI
 * document lists the PUT as `<operationId>Put` (see `distinctOperationIds`).
 */
export function postOrPut<const S extends FastifySchema>(app: App, url: string, options: Options<S>): void {
  app.route({ ...options, method: ['POST', 'PUT'], url } as Parameters<App['route']>[0]);
}

type Operation = { operationId?: string };

/**
 * A route with several methods shares one operation object in the generated document; operationIds must be
 * unique, so every method after the first gets its own copy named `<operationId><Method>`.
 */
export function distinctOperationIds<T extends object>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Record<string, unknown> | undefined> }).paths ?? {};
  for (const path of Object.values(paths)) {
    if (!path) continue;
    const seen = new Set<string>();
    for (const [method, op] of Object.entries(path)) {
      const id = (op as Operation | undefined)?.operationId;
      if (typeof id !== 'string') continue;
      if (!seen.has(id)) {
        seen.add(id);
        continue;
      }
      const suffix = method.charAt(0).toUpperCase() + method.slice(1).toLowerCase();
      path[method] = { ...(op as object), operationId: `${id}${suffix}` };
    }
  }
  return doc;
}
