import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDb } from './db/index.js';
import { createPgDb } from './db/pg.js';
import { hasPgliteDb } from './db/pglite.js';
import { databaseFailure } from './db/failure.js';
import { migrate } from './db/migrate.js';
import { bootstrap } from './modules/admin/bootstrap.js';
import { SchemaCache } from './http/schema-cache.js';

/**
 * What the start is doing, one line per step on standard error as it happens (standard output carries the JSON
 * logs), so that a first start, seconds long, is never silent. Nothing when LOG_LEVEL is warn or quieter.
 */
function progress(logLevel: string): (line: string) => void {
  const quiet = /^(warn|error|fatal|silent)$/i.test(logLevel);
  return (line) => {
    if (!quiet) process.stderr.write(`${line}\n`);
  };
}

async function main() {
  const config = loadConfig();
  const say = progress(config.logLevel);
  // The app's modules load while the database opens: reading PGlite's files and compiling its WASM (off the main
  // thread in part) overlap the modules' compilation. A failure of either is reported below.
  const appModule = import('./app.js');
  appModule.catch(() => undefined);
  say(
    config.databaseUrl
      ? 'Connecting to PostgreSQL (DATABASE_URL)…'
      : hasPgliteDb(config.dataDir)
        ? `Opening the database (PGlite in ${config.dataDir})…`
        : `Creating the database (PGlite in ${config.dataDir}: the first start only, a few seconds)…`,
  );
  const db = await openDb(config);
  // The replica's pool connects on first use: a replica that is down leaves every read on the primary.
  const readDb = config.readReplica ? createPgDb(config.readReplica.url) : undefined;
  const logger = {
    level: config.logLevel,
    redact: ['req.headers["x-api-key"]', 'req.headers.authorization'],
  };
  let app;
  try {
    say('Migrating the database…');
    const applied = await migrate(db);
    if (applied.length > 0) say(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}.`);
    const { generatedKey } = await bootstrap(db, config);
    if (generatedKey) {
      // Printed once, on standard output: the only time this key is ever shown.
      process.stdout.write(
        `\nNo API key existed, so an Admin key was created. Keep it now; it is not shown again:\n\n  ${generatedKey}\n\n`,
      );
    }
    const schemaCache = SchemaCache.forBuild(path.dirname(fileURLToPath(import.meta.url)));
    say('Loading the API and the console…');
    const { buildApp } = await appModule;
    app = await buildApp({ config, db, readDb, logger, schemaCache });
    await app.listen({ host: config.host, port: config.port });
    say(
      `Listening after ${process.uptime().toFixed(1)} s: the console at ${config.publicUrl}/, the API at ${config.publicUrl}/api/v1`,
    );
    schemaCache?.save();
    if (schemaCache)
      app.log.debug(
        schemaCache.counts,
        'route validators and serializers (restored from the build cache, compiled)',
      );
  } catch (err) {
    await app?.close();
    await readDb?.close();
    await db.close();
    throw err;
  }
  app.log.info(
    `API on ${config.publicUrl}/api/v1 (docs at /api/v1/docs), database: ${db.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
  );
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await readDb?.close();
    await db.close();
  });
}

/** One line saying what went wrong at start-up, in the operator's terms. */
function startupFailure(err: unknown, config?: { host: string; port: number }): string {
  if (err instanceof ConfigError) return err.message;
  const database = databaseFailure(err);
  if (database) return database;
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  switch (e.code) {
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
