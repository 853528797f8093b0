import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDb } from './db/index.js';
import { migrate } from './db/migrate.js';
import { DataDirLockedError } from './db/pglite.js';
import { bootstrap } from './modules/admin/bootstrap.js';

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
    app = await buildApp({ config, db, logger });
    await app.listen({ host: config.host, port: config.port });
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

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`Cannot start: ${err.message}`);
  } else {
    console.error('Cannot start:', err);
  }
  process.exit(1);
});
