import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDb } from './db/index.js';
import { migrate } from './db/migrate.js';
import { DataDirLockedError } from './db/pglite.js';
import { bootstrap } from './modules/admin/bootstrap.js';
import { SchemaCache } from './http/schema-cache.js';

async function main() {
  const config = loadConfig();
  const db = await openDb(config);
  const logger = {
    level: config.logLevel,
    redact: ['req.headers["x-api-key"]', 'req.headers.authorization'],
  };
  let app;
  try {
    await migrate(db);
    const { generatedKey } = await bootstrap(db, config);
    if (generatedKey) {
      // Printed once, on standard output: the only time this key is ever shown.
      process.stdout.write(
        `\nNo API key existed, so an Admin key was created. Keep it now; it is not shown again:\n\n  ${generatedKey}\n\n`,
      );
    }
    const schemaCache = SchemaCache.forBuild(path.dirname(fileURLToPath(import.meta.url)));
    app = await buildApp({ config, db, logger, schemaCache });
    await app.listen({ host: config.host, port: config.port });
    schemaCache?.save();
    if (schemaCache)
      app.log.debug(
        schemaCache.counts,
        'route validators and serializers (restored from the build cache, compiled)',
      );
  } catch (err) {
    await app?.close();
    await db.close();
    throw err;
  }
  app.log.info(
    `API on ${config.publicUrl}/api/v1 (docs at /api/v1/docs), database: ${db.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
  );
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await db.close();
  });
}

/** One line saying what went wrong at start-up, in the operator's terms. */
function startupFailure(err: unknown, config?: { host: string; port: number }): string {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) return err.message;
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  switch (e.code) {
    case '3D000': // invalid_catalog_name
      return `${e.message} (DATABASE_URL): create it, or point DATABASE_URL at one that exists`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused the credentials of DATABASE_URL: ${e.message}`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
      return `cannot reach PostgreSQL (DATABASE_URL): ${e.code}${e.address ? ` ${e.address}:${e.port}` : ''}`;
    case 'EADDRINUSE':
      return `port ${config?.port ?? e.port} on ${config?.host ?? e.address} is already in use (PORT, HOST)`;
    case 'EACCES':
      return `not allowed to listen on port ${config?.port ?? e.port} (PORT): ${e.message}`;
    default:
      return e instanceof Error ? e.message : String(err);
  }
}

main().catch((err: unknown) => {
  let config: Readonly<Config> | undefined;
  try {
    config = loadConfig();
  } catch {
    config = undefined; // the failure was the configuration itself
  }
  // One line, whatever failed; the whole error only when asked for (LOG_LEVEL=debug or trace).
  console.error(`Cannot start: ${startupFailure(err, config).replace(/\s*\n\s*/g, ' ')}`);
  if (config && /^(debug|trace)$/.test(config.logLevel)) console.error(err);
  process.exit(1);
});
