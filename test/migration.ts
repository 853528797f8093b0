import fs from 'node:fs';
import { inject } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { createPgliteDb } from '../src/db/pglite.js';
import type { Db } from '../src/db/types.js';

/**
 * A migration tried on data written before it: `fn` gets a fresh PGlite database migrated up to (not including)
 * the migration whose name starts with `name`, and `upgrade` to apply it and the rest. Closed afterwards.
 */
export async function acrossMigration(
  name: string,
  fn: (db: Db, upgrade: () => Promise<void>) => Promise<void>,
): Promise<void> {
  // A copy of the run's new, unmigrated database (test/global-setup.ts), rather than PGlite's initdb (5 s of CPU).
  const empty = inject('pgliteEmptyDump');
  const db = await createPgliteDb(empty ? { loadDataDir: new Blob([fs.readFileSync(empty)]) } : {});
  try {
    const all = readMigrations();
    await migrate(
      db,
      all.filter((m) => m.name < name),
    );
    await fn(db, async () => {
      await migrate(db, all);
    });
  } finally {
    await db.close();
  }
}
