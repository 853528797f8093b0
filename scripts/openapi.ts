// Writes the OpenAPI document the server serves at /api/v1/openapi.json to a file (or standard output):
// built from `buildApp` on a throwaway in-memory database, so no server or database needs to be running.
// Usage: tsx scripts/openapi.ts [out.json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createPgliteDb } from '../src/db/pglite.js';
import { migrate } from '../src/db/migrate.js';

/** The document, with a placeholder server URL (a served document names the server's own PUBLIC_URL). */
export async function openapiDocument(): Promise<object> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-openapi-'));
  const db = await createPgliteDb();
  try {
    await migrate(db);
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://foodtrace.internal' });
    const app = await buildApp({ config, db });
    const doc = app.swagger() as object;
    await app.close();
    return doc;
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  const text = `${JSON.stringify(await openapiDocument(), null, 2)}\n`;
  if (out) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, text);
  } else process.stdout.write(text);
}
