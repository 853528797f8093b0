import type { Config } from '../../config.js';
import type { Db, Queryable } from '../../db/index.js';
import * as repo from './admin.repository.js';

/** The seeded user (migration 0001) that bootstrap keys act as. */
export const SYSTEM_USER_ID = 1;
const BOOTSTRAP_LOCK = 727_002;

/** Where bootstrap's warnings go: the console (standard error) by default, before the app's logger exists. */
export interface BootstrapLog {
  warn(message: string): void;
}

/**
 * Start-up duties, idempotent and safe with several instances at once:
 * the organisation's name follows ORG_NAME; BOOTSTRAP_ADMIN_KEY exists as an Admin key; and a database
 * with no usable key at all gets a new Admin key, returned so that the server prints it once.
 * A BOOTSTRAP_ADMIN_KEY that was revoked stays revoked (revoking it is how an admin retires it), with a warning
 * at each start so that the operator knows the configured key no longer signs in.
 */
export async function bootstrap(
  db: Db,
  config: Pick<Config, 'orgName' | 'bootstrapAdminKey'>,
  log: BootstrapLog = console,
): Promise<{ generatedKey?: string }> {
  let warning: string | undefined;
  const result = await db.transaction(async (tx) => {
    await repo.lockBootstrap(tx, BOOTSTRAP_LOCK);
    await repo.nameOrganisation(tx, config.orgName);
    if (config.bootstrapAdminKey) {
      const id = await repo.keyIdByValue(tx, config.bootstrapAdminKey);
      if (id === undefined) {
        await repo.createKey(tx, {
          name: 'Bootstrap admin key',
          level: 4,
          userid: SYSTEM_USER_ID,
          key: config.bootstrapAdminKey,
        });
      } else {
        warning = await revokedWarning(tx, id);
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
  if (warning) log.warn(warning);
  return result;
}

/** The warning for a configured bootstrap key that was revoked; undefined while it is live. */
async function revokedWarning(q: Queryable, id: number): Promise<string | undefined> {
  const key = (await repo.listKeys(q)).find((k) => k.id === id);
  if (!key?.revoked) return undefined;
  const none =
    (await repo.activeKeyCount(q)) === 0
      ? ' No key is active now: create one with `foodtrace keys create --level 4`.'
      : '';
  return (
    `Warning: BOOTSTRAP_ADMIN_KEY is set, but that key (id ${key.id}) was revoked at ` +
    `${key.revoked} UTC: it stays revoked and does not sign in. Remove BOOTSTRAP_ADMIN_KEY, or set a new value ` +
    `to have a new Admin key created at the next start.${none}`
  );
}
