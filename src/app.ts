import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App, AppContext, Module } from './app-context.js';
import { Authenticator, installAuth } from './http/auth.js';
import { installScope } from './http/scope.js';
import { installChangeContext } from './http/change-context.js';
import { installIdempotency, installIdempotentAnswers } from './http/idempotency.js';
import { TokenSigner } from './http/tokens.js';
import {
  clientErrorHandler,
  frameworkErrors,
  installErrorHandler,
  MAX_PARAM_LENGTH,
} from './http/error-handler.js';
import { CountCache } from './http/count-cache.js';
import type { Db } from './db/index.js';
import { ReadRouter } from './db/read-router.js';
import { installJsonParser } from './http/json-body.js';
import { installEarlyManners, installManners } from './http/manners.js';
import { installEtag } from './http/etag.js';
import { requestIdOf } from './http/request-id.js';
import { installShutdownGuard } from './http/shutdown.js';
import { MethodOverride } from './http/method-override.js';
import { swaggerOptions } from './http/openapi-options.js';
import { Failure } from './http/schemas.js';
import { checkBody } from './http/body-checks.js';
import { installConsole } from './http/console.js';
import { installDocsPage } from './http/docs-page.js';
import type { SchemaCache } from './http/schema-cache.js';
import { actionsRoutes } from './modules/actions/actions.routes.js';
import { auditReportRoutes } from './modules/audit-report/audit-report.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { historyRoutes } from './modules/history/history.routes.js';
import { lookupsRoutes } from './modules/lookups/lookups.routes.js';
import { auditsRoutes } from './modules/audits/audits.routes.js';
import { cataloguesRoutes } from './modules/catalogues/catalogues.routes.js';
import { certificatesRoutes } from './modules/certificates/certificates.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { newlinesRoutes } from './modules/newlines/newlines.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { webhookDocs } from './modules/webhooks/openapi.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { createStorage, type Storage } from './storage/index.js';

export const API_PREFIX = '/api/v1';
const API_NAME = 'Food-supply traceability API';
const API_VERSION = '1.0.0';
/** JSON bodies of single-record operations; bulk routes raise their own limit. */
export const BODY_LIMIT = 1024 * 1024;

/** Every resource module, registered by name under /api/v1. */
const MODULES: Record<string, Module> = {
  auth: authRoutes,
  users: usersRoutes,
  lookups: lookupsRoutes,
  admin: adminRoutes,
  suppliers: suppliersRoutes,
  newlines: newlinesRoutes,
  products: productsRoutes,
  audits: auditsRoutes,
  history: historyRoutes,
  events: eventsRoutes,
  webhooks: webhooksRoutes,
  catalogues: cataloguesRoutes,
  actions: actionsRoutes,
  auditReport: auditReportRoutes,
  certificates: certificatesRoutes,
  reports: reportsRoutes,
};

/** Modules outside /api/v1: health checks and the public photo links. */
const ROOT_MODULES: Record<string, Module> = {
  health: healthRoutes,
  media: mediaRoutes,
};

export interface BuildOptions extends Omit<AppContext, 'auth' | 'storage' | 'clock' | 'counts' | 'reads'> {
  /** The read replica of DATABASE_READ_URL, opened by the caller (it closes it too). */
  readDb?: Db;
  auth?: Authenticator;
  storage?: Storage;
  /** The date rules' clock (AppContext.clock); the system clock unless a test controls it. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Compiled validators and serializers kept beside the build (server.ts): faster starts. */
  schemaCache?: SchemaCache;
  /** false: writes do not declare their caller. Only benchmarks turn it off, to measure what the history costs. */
  changeContext?: boolean;
  /** The built console's folder (default dist/console); false: no console routes. */
  consoleDir?: string | false;
  /**
   * false: no HTTP manners (request ids, CORS, rate limit, compression, ETags, metrics); 'etags': ETags alone.
   * Benchmarks measure them.
   */
  manners?: boolean | 'etags';
  /**
   * Called on the new instance before any hook or route is added: its hooks run first. The tests hold every
   * answer to the served document this way (test/answer-check.ts).
   */
  observe?: (app: FastifyInstance) => void;
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, db } = options;
  const manners = options.manners ?? true;
  const auth = options.auth ?? new Authenticator(db, await TokenSigner.load(db, config));
  const ctx: AppContext = {
    config,
    db,
    auth,
    storage: options.storage ?? createStorage(config),
    clock: options.clock ?? (() => new Date()),
    counts: new CountCache(() => (options.clock ?? (() => new Date()))().getTime()),
    reads: new ReadRouter(db, options.readDb ?? null, {
      stickyMs: config.readReplica?.stickyMs ?? 0,
      maxLagBytes: config.readReplica?.maxLagBytes ?? 0,
      probeMs: 1000,
    }),
  };
  const override = new MethodOverride();

  const app = Fastify({
    logger: options.logger ?? false,
    // Request ids name a request in the logs, the history and the X-Request-Id answered (http/request-id.ts).
    genReqId: manners === true ? requestIdOf : undefined,
    // A hop count is understood at run time, though Fastify's types leave it out.
    trustProxy: config.http.trustProxy as boolean | string[],
    bodyLimit: BODY_LIMIT,
    rewriteUrl: (req) => override.rewrite(req),
    ajv: {
      customOptions: {
        removeAdditional: true,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        // Type lists (a status given by name or id) are meant: no strict-mode warning for them.
        allowUnionTypes: true,
      },
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // Requests arriving while the server shuts down get the envelope too (installShutdownGuard).
    return503OnClosing: false,
    ...(options.schemaCache ? { schemaController: options.schemaCache.controller() } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  options.observe?.(app);
  override.track(app);
  if (manners === true) await installEarlyManners(app, ctx);
  installErrorHandler(app, BODY_LIMIT, override);
  installJsonParser(app);
  installShutdownGuard(app);
  installAuth(app, auth);
  // Before compression's onSend: an Idempotency-Key keeps the plain answer (the claim comes after the scope).
  installIdempotentAnswers(app, db);
  if (manners === true) await installManners(app, ctx);
  else if (manners === 'etags') installEtag(app);
  installScope(app, db);
  // Writes made while serving a request carry its caller into the history (docs/traceability.md).
  installChangeContext(app, db, options.changeContext !== false);
  installIdempotency(app, db);
  // Any write forgets the lists' totals before its client hears of it (src/http/count-cache.ts).
  ctx.counts.clearOnWrites(app);
  // A caller's writes send its reads to the primary for a while (a replica may lag).
  ctx.reads.install(app);
  app.addSchema(Failure);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX) && route.config?.level === undefined && !route.schema?.hide) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.level`);
    }
  });
  // A POST or PUT without a body validates as an empty object: optional bodies stay optional, and a
  // missing body reports its first missing required field rather than "must be an object". Then the checks
  // validation would miss (NUL text, null for a field that cannot be null): a 400 naming the field.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined) {
      if (request.method !== 'POST' && request.method !== 'PUT') return done();
      request.body = {};
    }
    checkBody(request);
    done();
  });
  app.addHook('onClose', () => auth.stop());

  await app.register(
    swagger,
    swaggerOptions({
      title: API_NAME,
      version: API_VERSION,
      publicUrl: config.publicUrl,
      webhooks: webhookDocs(),
    }),
  );

  await app.register(
    async (api) => {
      for (const [, register] of Object.entries(MODULES)) {
        await api.register(async (scope) => register(scope as App, ctx));
      }
      api.get('/openapi.json', { schema: { hide: true }, config: { level: 0 } }, async () => app.swagger());
      // The URL the README and the start-up line advertise: where to go from here.
      api.get('/', { schema: { hide: true }, config: { level: 0 } }, async () => ({
        success: true as const,
        data: {
          name: API_NAME,
          version: API_VERSION,
          docs: `${config.publicUrl}${API_PREFIX}/docs`,
          openapi: `${config.publicUrl}${API_PREFIX}/openapi.json`,
          health: `${config.publicUrl}/healthz`,
        },
      }));
      installDocsPage(api, { title: API_NAME, openapiUrl: `${API_PREFIX}/openapi.json` });
    },
    { prefix: API_PREFIX },
  );
  for (const [, register] of Object.entries(ROOT_MODULES)) {
    await app.register(async (scope) => register(scope as App, ctx));
  }
  // The web console at / (docs/console.md): static files of its build, on the public API alone.
  if (options.consoleDir !== false) await installConsole(app, config, options.consoleDir);

  await app.ready();
  await auth.start();
  return app;
}
