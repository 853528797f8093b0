import type { Db, Tx } from '../db/index.js';
import { notifyCredentialsChanged } from '../http/credentials.repository.js';
import * as keys from '../modules/admin/admin.repository.js';
import { SYSTEM_USER_ID } from '../modules/admin/bootstrap.js';
import { migrate } from '../db/migrate.js';
import {
  CliError,
  EXIT,
  intOption,
  note,
  parse,
  table,
  UsageError,
  withDatabase,
  write,
  type Command,
} from './common.js';

const usage = `Usage:
  foodtrace keys create --level N [--name TEXT] [--company ID | --user ID] [--json]
  foodtrace keys list [--json]
  foodtrace keys revoke <id | prefix | key>

Manages API keys directly in the server's database (DATABASE_URL, or else PGlite under DATA_DIR), e.g. the
first key of a new installation. On PGlite the server must be stopped (one process at a time); with a
running server, POST /api/v1/admin/apiKeys does the same over HTTP.

create   Prints the new key alone on standard output (the only time it is shown; details on standard
         error), so KEY=$(foodtrace keys create --level 2) works.
         --level    1 Basic, 2 Editor, 3 Manager, 4 Admin (at most the level of the user it acts as)
         --name     a label to recognise it by (default "CLI key")
         --user     the user the key acts as (default ${SYSTEM_USER_ID}, the System Administrator)
         --company  act as that company's active user of the highest level (a supplier: its portal user)
list     Every key, without its secret: id, prefix, name, level, user, created, revoked.
revoke   By id (12), by prefix as listed (ftk_AbC123) or by the whole key. Running servers stop accepting
         it at once.`;

/** History entries of these writes say they came from the command line (docs/traceability.md). */
function cliContext(reason: string) {
  return { 'ft.change': JSON.stringify({ userid: null, via: 'cli', requestid: null, reason }) };
}

interface CreateInput {
  level: number;
  name: string;
  companyid: number | undefined;
  userid: number;
  json: boolean;
}

/** The arguments of `keys create`, checked before the database is opened: a typo costs nothing. */
function createArgs(argv: string[]): CreateInput {
  const { values } = parse(argv, {
    level: { type: 'string' },
    name: { type: 'string' },
    company: { type: 'string' },
    user: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (values.level === undefined) throw new UsageError('keys create needs --level (1 to 4)');
  if (values.company !== undefined && values.user !== undefined) {
    throw new UsageError('give --company or --user, not both');
  }
  const name = values.name ?? 'CLI key';
  if (name.trim() === '' || name.length > 100) throw new UsageError('--name must be 1 to 100 characters');
  return {
    level: intOption('level', values.level, 1, 4)!,
    name,
    companyid: intOption('company', values.company, 1, 2147483647),
    userid: intOption('user', values.user, 1, 2147483647) ?? SYSTEM_USER_ID,
    json: values.json === true,
  };
}

async function create(db: Db, input: CreateInput): Promise<number> {
  const { level, name, companyid, userid } = input;
  const user =
    companyid !== undefined ? await keys.companyKeyUser(db, companyid) : await keys.findKeyUser(db, userid);
  if (!user) {
    throw new CliError(
      companyid !== undefined
        ? `company ${companyid} has no active user to act as`
        : `user ${userid} not found`,
    );
  }
  if (user.active !== 1) throw new CliError(`user ${user.userid} is inactive: its keys would be refused`);
  if (level > user.level) {
    throw new CliError(
      `a key for user ${user.userid} (${user.name}) can be at most level ${user.level}, its own`,
    );
  }
  const { id, key } = await db.transaction(
    (tx) => keys.createKey(tx, { name, level, userid: user.userid }),
    cliContext('foodtrace keys create'),
  );
  if (input.json) {
    write(JSON.stringify({ id, key, name, level, userid: user.userid, companyid: user.companyid }));
  } else {
    write(key);
    note(
      `Created key ${id} "${name}", level ${level}, acting as user ${user.userid} (${user.name}, company ` +
        `${user.companyid}). Keep it now: it is not shown again. Send it as the X-API-Key header.`,
    );
  }
  return EXIT.ok;
}

async function list(db: Db, json: boolean): Promise<number> {
  const rows = await keys.listKeys(db);
  if (json) {
    write(JSON.stringify(rows));
    return EXIT.ok;
  }
  if (rows.length === 0) {
    write('No API keys yet: create one with foodtrace keys create --level 4');
    return EXIT.ok;
  }
  write(
    table(
      ['id', 'prefix', 'name', 'level', 'user', 'created', 'revoked'],
      rows.map((k) => [k.id, k.prefix, k.name, k.level, k.userid, k.created, k.revoked ?? '-']),
    ),
  );
  return EXIT.ok;
}

/** The key an argument names: an id, a listed prefix (unique among keys), or the whole key. */
async function resolveKey(tx: Tx, ref: string): Promise<number> {
  if (/^\d+$/.test(ref)) return Number(ref);
  const byValue = await keys.keyIdByValue(tx, ref);
  if (byValue !== undefined) return byValue;
  const matches = (await keys.listKeys(tx)).filter(
    (k) => k.prefix.startsWith(ref) || ref.startsWith(k.prefix),
  );
  const live = matches.filter((k) => k.revoked === null);
  const candidates = live.length > 0 ? live : matches;
  if (candidates.length === 0) throw new CliError(`no API key matches "${ref}" (see foodtrace keys list)`);
  if (candidates.length > 1) {
    throw new CliError(`"${ref}" matches keys ${candidates.map((k) => k.id).join(', ')}: give the id`);
  }
  return candidates[0]!.id;
}

async function revoke(db: Db, ref: string): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const keyId = await resolveKey(tx, ref);
    if (!(await keys.revokeKey(tx, keyId)))
      throw new CliError(`API key ${keyId} not found or already revoked`);
    await notifyCredentialsChanged(tx); // running servers empty their key caches at commit
    return keyId;
  }, cliContext('foodtrace keys revoke'));
  write(`Revoked key ${id}.`);
  return EXIT.ok;
}

/** A subcommand's arguments checked (before any database is opened), and what runs it. */
function prepare(sub: string, argv: string[]): (db: Db) => Promise<number> {
  switch (sub) {
    case 'create': {
      const input = createArgs(argv);
      return (db) => create(db, input);
    }
    case 'list': {
      const { values } = parse(argv, { json: { type: 'boolean' } });
      return (db) => list(db, values.json === true);
    }
    case 'revoke': {
      const { positionals } = parse(argv, {}, true);
      if (positionals.length !== 1)
        throw new UsageError('keys revoke needs one key: its id, prefix or value');
      return (db) => revoke(db, positionals[0]!);
    }
    default:
      throw new UsageError(`unknown keys command "${sub}" (create, list, revoke)`);
  }
}

export const keysCommand: Command = {
  name: 'keys',
  usage,
  async run(argv) {
    const [sub, ...rest] = argv;
    if (sub === undefined) throw new UsageError('keys needs a command: create, list or revoke');
    if (['--help', '-h', 'help'].includes(sub) || rest.includes('--help') || rest.includes('-h')) {
      write(usage);
      return EXIT.ok;
    }
    const run = prepare(sub, rest);
    return withDatabase(async (db) => {
      await migrate(db); // as the server does at start-up: a new data directory works at once
      return run(db);
    });
  },
};
