import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import * as repo from './admin.repository.js';

/** The seeded user (migration 0001) that bootstrap keys act as. */
export const SYSTEM_USER_ID = 1;
const BOOTSTRAP_LOCK = 727_002;

/**
 * Start-up duties, idempotent and safe with several instances at once:
 * the organisation's name follows ORG_NAME; BOOTSTRAP_ADMIN_KEY exists as an Admin key; and a database
 * with no usable key at all gets a new Admin key, returned so that the server prints it once.
 */
export async function bootstrap(
  db: Db,
  config: Pick<Config, 'orgName' | 'bootstrapAdminKey'>,
): Promise<{ generatedKey?: string }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
    await tx.query('UPDATE companies SET companyname = $1 WHERE companyid = 1 AND companyname <> $1', [
      config.orgName,
    ]);
    if (config.bootstrapAdminKey) {
      if (!(await repo.keyExists(tx, config.bootstrapAdminKey))) {
        await repo.createKey(tx, {
          name: 'Bootstrap admin key',
          level: 4,
          userid: SYSTEM_USER_ID,
          key: config.bootstrapAdminKey,
        });
      }
      return {};
    }
    if ((await repo.activeKeyCount(tx)) > 0) return {};
    const { key } = await repo.createKey(tx, {
      name: 'Generated admin key',
      level: 4,
      userid: SYSTEM_USER_ID,
    });
    return { generatedKey: key };
  });
}
