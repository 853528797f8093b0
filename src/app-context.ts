import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { TSchema } from 'typebox';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { ReadRouter } from './db/read-router.js';
import type { Authenticator } from './http/auth.js';
import type { CountCache } from './http/count-cache.js';
import type { OwnerOf } from './http/scope.js';
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
  /** What the modules declare of themselves, gathered from the module list by app.ts. */
  declared: Declared;
}

/** The modules' declarations that other modules serve: the history reads every entity, the feed every type. */
export interface Declared {
  /** GET /history/{entity}/{id}'s entities, by name, in the order the answers list them. */
  historyEntities: Readonly<Record<string, HistoryEntity>>;
  /** Every type the events feed carries, in the order the document lists them. */
  eventTypes: readonly string[];
  /** Messages sent to webhook endpoints outside the feed, whatever their events list. */
  webhookMessages: Readonly<Record<string, WebhookMessage>>;
}

/** A message sent to webhook endpoints that is not a feed event, as the document describes it. */
export interface WebhookMessage {
  summary: string;
  data: TSchema;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A record whose changes the history shows (GET /history/{entity}/{id}, docs/traceability.md). */
export interface HistoryEntity {
  /** Table and id column: fixed names, never input. */
  table: string;
  id: string;
  notFound: string;
  /** The company the record belongs to, for the supplier scope. */
  owner: OwnerOf;
  /** The key level that reads its history. */
  level: 1 | 4;
}

/** Background work of a module (src/worker/): started once the app is ready, stopped when it closes. */
export interface Worker {
  start(): void;
  stop(): Promise<void>;
}

/** A module's workers by name; `undefined`: not run under this configuration (no SMTP_URL: no mail). */
export type Workers = Record<string, Worker | undefined>;

/**
 * A module as app.ts sees it: everything that registers it, so that adding a module edits no other module
 * (docs/architecture.md, "Adding a module"). Each module exports one, from `<name>.module.ts`.
 */
export interface ModuleDescriptor<W extends Workers = Workers> {
  name: string;
  /**
   * The URL prefixes its routes live under (under /api/v1 unless `root`); a route outside them fails at
   * start-up. A prefix shared with another module is listed in docs/architecture.md, "Who serves which URL".
   */
  prefixes: readonly string[];
  /** Served outside /api/v1 (health checks, the public photo links). */
  root?: true;
  /** Its tag in the OpenAPI document, with what the tag groups (none: its routes carry another module's). */
  tag?: { name: string; description: string };
  /** The records whose history it keeps, by the entity name the history table records. */
  history?: Readonly<Record<string, HistoryEntity>>;
  /** The event types its records' history yields (the database's event_types(); a test holds them equal). */
  eventTypes?: readonly string[];
  /** Messages it has sent to webhook endpoints outside the feed (catalogue.publication). */
  webhookMessages?: Readonly<Record<string, WebhookMessage>>;
  /** The document's `webhooks` section: what an endpoint is sent. */
  documentWebhooks?(declared: Declared): Record<string, OpenAPIV3_1.PathItemObject>;
  /** Makes its background workers; the routes are handed them (to kick them after a write). */
  workers?(ctx: AppContext, log: FastifyBaseLogger): W;
  /** Whether this instance starts its workers once ready (default: yes); they are stopped on close anyway. */
  startWorkers?(ctx: AppContext): boolean;
  /** Registers its routes, in a scope of its own. */
  routes(app: App, ctx: AppContext, workers: W): Promise<void> | void;
}
