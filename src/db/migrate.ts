import fs from 'node:fs';
import type { Db } from './types.js';

// migrations/ sits at the project root, the same two levels up from src/db and dist/db.
const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);
// Any fixed number shared by every instance of this service: the advisory lock that serialises start-ups.
const MIGRATION_LOCK = 727_001;

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(new URL(name, dir), 'utf8') }));
}

/**
 * Applies the migrations not yet applied, all in one transaction under an advisory lock, so that two
 * instances starting at once on one PostgreSQL database apply each migration exactly once.
 * Returns the names applied.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}
