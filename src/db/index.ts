import type { Config } from '../config.js';
import { createPgDb } from './pg.js';
import { createPgliteDb } from './pglite.js';
import type { Db } from './types.js';

export type { Db, Tx, Queryable, QueryResult } from './types.js';
export { PLAN_EACH_RUN } from './types.js';

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return createPgDb(config.databaseUrl);
  return createPgliteDb({ dataDir: config.dataDir });
}
