import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { ReadRouter } from './db/read-router.js';
import type { Authenticator } from './http/auth.js';
import type { CountCache } from './http/count-cache.js';
import type { Storage } from './storage/storage.js';

/** What the modules are given: their dependencies, passed explicitly (no globals). */
export interface AppContext {
  config: Readonly<Config>;
  db: Db;
  /** Keys and sign-in tokens: authentication, its cache and revocation. */
  auth: Authenticator;
  /** Where uploaded files live: created once per app. */
  storage: Storage;
  /**
   * What time it is for the app's own date rules (certificate statuses and reminders, docs/certificates.md):
   * the system clock, or a test's controllable one.
   */
  clock: () => Date;
  /** The lists' totals, kept a few seconds and forgotten at once by any write (src/http/count-cache.ts). */
  counts: CountCache;
  /** Where the read-only queries of lists, reports and exports go: the replica, or the primary (db/read-router.ts). */
  reads: ReadRouter;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A resource module: registers its routes under the API prefix. */
export type Module = (app: App, ctx: AppContext) => Promise<void> | void;
