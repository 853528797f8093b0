import { migrate, readMigrations } from '../db/migrate.js';
import { describeDb, EXIT, parse, withDatabase, write, type Command } from './common.js';

const usage = `Usage: foodtrace migrate

Applies the migrations (migrations/*.sql) not yet applied, as the server does at start-up: in one
transaction under an advisory lock, so it is safe while other instances start. Prints the ones applied.
The database is the server's: DATABASE_URL, or else PGlite under DATA_DIR (default ./data).`;

export const migrateCommand: Command = {
  name: 'migrate',
  usage,
  async run(argv) {
    const { values } = parse(argv, {});
    if (values.help) {
      write(usage);
      return EXIT.ok;
    }
    return withDatabase(async (db, config) => {
      const applied = await migrate(db);
      const where = describeDb(db, config);
      if (applied.length === 0) {
        write(`${where}: up to date (${readMigrations().length} migrations applied earlier).`);
      } else {
        write(`${where}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'}:`);
        for (const name of applied) write(`  ${name}`);
      }
      return EXIT.ok;
    });
  },
};
