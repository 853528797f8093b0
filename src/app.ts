import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App, AppContext, Declared, ModuleDescriptor } from './app-context.js';
import { declaredBy, documentTags, registerModule, type Moves } from './app-modules.js';
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
import { actionsModule } from './modules/actions/actions.module.js';
import { approvalModule } from './modules/approval/approval.module.js';
import { auditReportModule } from './modules/audit-report/audit-report.module.js';
import { adminModule } from './modules/admin/admin.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { eventsModule } from './modules/events/events.module.js';
import { healthModule } from './modules/health/health.module.js';
// The document lists its schemas in the order their files are first imported (component(), src/http/openapi.ts):
// the next two lines keep the order it was published in.
import { newlinesModule } from './modules/newlines/newlines.module.js';
import './modules/products/spec.schemas.js';
import { historyModule } from './modules/history/history.module.js';
import { lookupsModule } from './modules/lookups/lookups.module.js';
import { auditsModule } from './modules/audits/audits.module.js';
import { cataloguesModule } from './modules/catalogues/catalogues.module.js';
import { certificatesModule } from './modules/certificates/certificates.module.js';
import { mediaModule } from './modules/media/media.module.js';
import { productsModule } from './modules/products/products.module.js';
import { sitesModule } from './modules/sites/sites.module.js';
import { epcisModule } from './modules/epcis/epcis.module.js';
import { traceModule } from './modules/trace/trace.module.js';
import { incidentsModule } from './modules/incidents/incidents.module.js';
import { labelModule } from './modules/label/label.module.js';
import { questionnairesModule } from './modules/questionnaires/questionnaires.module.js';
import { auditProgrammeModule } from './modules/audit-programme/audit-programme.module.js';
import { fsma204Module } from './modules/fsma204/fsma204.module.js';
import { reportsModule } from './modules/reports/reports.module.js';
import { suppliersModule } from './modules/suppliers/suppliers.module.js';
import { usersModule } from './modules/users/users.module.js';
import { webhooksModule } from './modules/webhooks/webhooks.module.js';
import { createStorage, type Storage } from './storage/index.js';

export const API_PREFIX = '/api/v1';
const API_NAME = 'Food-supply traceability API';
const API_VERSION = '1.0.0';
/** JSON bodies of single-record operations; bulk routes raise their own limit. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Every module, in the order its routes are registered (the order of the document's paths): the one place
 * that names them. Each describes itself (src/app-context.ts, ModuleDescriptor); a new one is added at the end
 * of the API's (docs/architecture.md, "Adding a module").
 */
export const MODULES: readonly ModuleDescriptor[] = [
  authModule,
  usersModule,
  lookupsModule,
  adminModule,
  suppliersModule,
  newlinesModule,
  productsModule,
  auditsModule,
  historyModule,
  eventsModule,
  webhooksModule,
  cataloguesModule,
  actionsModule,
  auditReportModule,
  certificatesModule,
  reportsModule,
  sitesModule,
  epcisModule,
  traceModule,
  fsma204Module,
  incidentsModule,
  questionnairesModule,
  approvalModule,
  auditProgrammeModule,
  labelModule,
  // Outside /api/v1: health checks and the public photo links.
  healthModule,
  mediaModule,
];

/**
 * Where the document and the answers have listed what the modules declare (tags, history entities, event types)
 * in another order than MODULES': each pair moves its first module to just after its second, in turn. A new
 * module needs no entry here.
 */
const PUBLISHED_ORDER = {
  tags: [
    [actionsModule, auditsModule],
    [certificatesModule, actionsModule],
    [reportsModule, certificatesModule],
    [cataloguesModule, reportsModule],
  ],
  historyEntities: [[adminModule, auditsModule]],
  eventTypes: [
    [usersModule, auditsModule],
    [certificatesModule, cataloguesModule],
  ],
} satisfies Record<string, Moves>;

/** What the modules declare that other modules serve (AppContext.declared). */
export const declared = (): Declared => declaredBy(MODULES, PUBLISHED_ORDER);

export interface BuildOptions extends Omit<
  AppContext,
  'auth' | 'storage' | 'clock' | 'counts' | 'reads' | 'declared'
> {
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
    declared: declared(),
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
      tags: documentTags(MODULES, PUBLISHED_ORDER.tags),
      webhooks: Object.assign({}, ...MODULES.map((m) => m.documentWebhooks?.(ctx.declared) ?? {})),
    }),
  );

  await app.register(
    async (api) => {
      for (const module of MODULES.filter((m) => !m.root)) await registerModule(api, module, ctx);
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
  for (const module of MODULES.filter((m) => m.root)) await registerModule(app, module, ctx);
  // The web console at / (docs/console.md): static files of its build, on the public API alone.
  if (options.consoleDir !== false) await installConsole(app, config, options.consoleDir);

  await app.ready();
  await auth.start();
  return app;
}
