import { CliError, EXIT, UsageError, write, type Command } from './common.js';

/** Each command's module is loaded only when it runs: `--help` and usage errors answer at once. */
const COMMANDS: { name: string; summary: string; load: () => Promise<Command> }[] = [
  {
    name: 'keys',
    summary: 'create, list and revoke API keys in the database',
    load: async () => (await import('./keys.js')).keysCommand,
  },
  {
    name: 'import',
    summary: 'import suppliers or newlines from a CSV file through a running server',
    load: async () => (await import('./import.js')).importCommand,
  },
  {
    name: 'migrate',
    summary: 'apply the database migrations and say which were applied',
    load: async () => (await import('./migrate.js')).migrateCommand,
  },
  {
    name: 'seed',
    summary: 'fill an empty database with a believable demo data set',
    load: async () => (await import('./seed.js')).seedCommand,
  },
];

const help = `foodtrace: the food-supply traceability API's command line (docs/cli.md)

Usage: foodtrace <command> [options]      foodtrace <command> --help for its options

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(8)} ${c.summary}`).join('\n')}

Database commands (keys, migrate, seed) use the server's settings: DATABASE_URL, or else the embedded
PGlite database under DATA_DIR (default ./data). import talks to a running server over HTTP.

Exit codes: 0 done; 1 failed (one line on standard error says why); 2 wrong usage;
3 import finished but some rows failed (they are in the --failed file).`;

/** Runs one command line; returns the exit code. Errors are one line on standard error. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      write(help);
      return name === undefined ? EXIT.usage : EXIT.ok;
    }
    if (name === '--version' || name === '-v') {
      write('foodtrace 0.1.0');
      return EXIT.ok;
    }
    const entry = COMMANDS.find((c) => c.name === name);
    if (!entry) throw new UsageError(`unknown command "${name}"`);
    return await (await entry.load()).run(rest);
  } catch (err) {
    if (err instanceof UsageError) {
      const about = COMMANDS.some((c) => c.name === name) ? ` ${name}` : '';
      console.error(`foodtrace: ${err.message} (see foodtrace${about} --help)`);
      return err.exitCode;
    }
    if (err instanceof CliError) {
      console.error(`foodtrace: ${err.message}`);
      return err.exitCode;
    }
    console.error(
      `foodtrace: ${(err instanceof Error ? err.message : String(err)).replace(/\s*\n\s*/g, ' ')}`,
    );
    if (process.env.FOODTRACE_DEBUG) console.error(err);
    return EXIT.failure;
  }
}

// The bin (bin/foodtrace.js) imports this module and calls run(); exit codes go to the shell.
export async function run(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2));
}
