import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDb, type Db } from '../db/index.js';
import { databaseFailure as dbFailure } from '../db/failure.js';

/** Exit codes every command keeps (docs/cli.md). */
export const EXIT = { ok: 0, failure: 1, usage: 2, someRowsFailed: 3 } as const;

/** A failure to report in one line on standard error, with its exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
  ) {
    super(message);
  }
}

/** The command line is wrong: exit code 2, and a hint to the command's help. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
  }
}

export interface Command {
  name: string;
  usage: string;
  run(argv: string[]): Promise<number>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs with `--help` and one-line usage errors. */
export function parse<O extends Options>(argv: string[], options: O, positionals = false) {
  try {
    return parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: positionals,
      strict: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message.split('\n')[0]!.replace(/\. To specify.*$/, ''));
  }
}

/** A whole number within bounds, from an option's text. */
export function intOption(
  name: string,
  raw: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

export function write(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

export function note(text: string): void {
  process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** The database exactly as the server finds it (DATABASE_URL, or PGlite under DATA_DIR), or one clear line. */
export async function openDatabase(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ db: Db; config: Config }> {
  let config: Readonly<Config>;
  try {
    config = loadConfig(env);
  } catch (err) {
    throw new CliError(err instanceof ConfigError ? err.message : String(err));
  }
  try {
    const db = await openDb(config);
    await db.query('SELECT 1'); // pg connects lazily: fail here, in the operator's terms
    return { db, config };
  } catch (err) {
    throw new CliError(databaseFailure(err));
  }
}

/** Where the data is, for messages: `PostgreSQL (DATABASE_URL)` or `PGlite in <dir>`. */
export function describeDb(db: Db, config: Pick<Config, 'dataDir'>): string {
  return db.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
}

/** A database error in one line, in the operator's terms. */
export function databaseFailure(err: unknown): string {
  return (dbFailure(err) ?? (err instanceof Error ? err.message : String(err))).replace(/\s*\n\s*/g, ' ');
}

/** Runs `fn` on the database and closes it, whatever happens. */
export async function withDatabase<T>(fn: (db: Db, config: Config) => Promise<T>): Promise<T> {
  const { db, config } = await openDatabase();
  try {
    return await fn(db, config);
  } finally {
    await db.close();
  }
}

/** A plain text table: columns padded to their widest cell, numbers right-aligned. */
export function table(headers: string[], rows: (string | number | null)[][]): string {
  const cells = rows.map((r) => r.map((c) => (c === null ? '' : String(c))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n') + '\n';
}
