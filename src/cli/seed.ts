import type { Db } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { ORGANISATION_ID } from '../db/organisation.js';
import { hashPassword } from '../lib/password.js';
import {
  CliError,
  describeDb,
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
import { insertAudits } from './seed/audits.js';
import { SCALES, type SeedContext, type Tally } from './seed/plan.js';
import { insertProducts } from './seed/products.js';
import { Rng } from './seed/random.js';
import { insertCertificates } from './seed/certificates.js';
import { seedEpcis } from './seed/epcis.js';
import { insertStaff, insertSupplierBatch, retireSuppliers } from './seed/suppliers.js';

export const DEMO_PASSWORD = 'foodtrace-demo';

/** The tables the seed writes to, for the planner statistics between batches. */
const SEEDED_TABLES = `companies, sites, saqs, users, supplier_outbox, vendor_code_counters, newlines, product_specs,
  allergens, nutrition, spec_status_changes, spec_versions, audits, audit_answers, corrective_actions, accreditations,
  history, epcis_captures, epcis_events, epcis_event_epcs`;

const usage = `Usage: foodtrace seed demo|medium|large [--seed N] [--as-of YYYY-MM-DD]

demo fills an empty database with a small, believable data set, so that lists, reports and the history
have something to show: about three dozen suppliers (sites, SAQs, portal users, certificates, some
expiring or expired), their new product lines with specifications in every workflow status, allergen and
nutrition records and approved versions, audits spread over two years with their answers and scores, a
few in progress, and the corrective actions they raised (some overdue); EPCIS events tracing lots of the
specs' GTINs from the suppliers' plants through our distribution centres to stores. All in one transaction: it lands
whole or not at all.

medium (10,000 suppliers, about 27,000 newlines, 2,000 audits with 100,000 answers, 100,000 EPCIS events) and
large (ten times medium; 10 million EPCIS events over a million lots) are the same kind of data at benchmark
sizes (docs/cli.md gives how long they take).

  --scale  the data set, as the first argument does (npm run seed -- --scale medium)
  --seed   the generator's seed (default 1): the same seed and day give the same data set
  --as-of  the day the data set treats as today (default: today, UTC)
  --no-epcis  leave the EPCIS events out (a benchmark of suppliers, audits or approvals needs none of them;
           large's ten million take most of its time)

It refuses a database that already holds suppliers, newlines, audits or users besides the seeded
administrator: use a new DATA_DIR (or database). The database is the server's: DATABASE_URL, or else
PGlite under DATA_DIR (default ./data); on PGlite the server must be stopped. Every seeded person's
password is "${DEMO_PASSWORD}".`;

export interface SeedArgs {
  scale: string;
  seed: number;
  asOf: Date;
  /** false: no EPCIS events (`--no-epcis`). */
  epcis?: boolean;
}

function seedArgs(argv: string[]): SeedArgs {
  const { values, positionals } = parse(
    argv,
    {
      seed: { type: 'string' },
      'as-of': { type: 'string' },
      scale: { type: 'string' },
      'no-epcis': { type: 'boolean' },
    },
    true,
  );
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const scale = values.scale ?? positionals[0];
  if (scale === undefined) throw new UsageError('seed needs a data set: demo, medium or large');
  if (!(scale in SCALES)) throw new UsageError(`unknown data set "${scale}": demo, medium or large`);
  const asOfText = values['as-of'] ?? new Date().toISOString().slice(0, 10);
  const asOf = new Date(`${asOfText}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOfText) || Number.isNaN(asOf.getTime())) {
    throw new UsageError(`--as-of must be a date YYYY-MM-DD, got "${asOfText}"`);
  }
  const seed = intOption('seed', values.seed, 0, 4294967295) ?? 1;
  return { scale, seed, asOf, epcis: values['no-epcis'] !== true };
}

/** What the database holds already, besides what migrations seed. */
async function existing(db: Db): Promise<string[]> {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM companies WHERE companyid <> ${ORGANISATION_ID}) AS suppliers,
            (SELECT count(*)::int FROM users WHERE userid <> 1) AS users,
            (SELECT count(*)::int FROM newlines) AS newlines,
            (SELECT count(*)::int FROM audits) AS audits`,
  );
  return Object.entries(rows[0]!)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} ${what}`);
}

/** Loads a data set into `db` in one transaction (the command checks first that the database is empty). */
export async function seed(db: Db, args: SeedArgs): Promise<Tally> {
  const scale = SCALES[args.scale]!;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const context = JSON.stringify({
    userid: null,
    via: 'cli',
    requestid: null,
    reason: `foodtrace seed ${args.scale} --seed ${args.seed}`,
  });
  return db.transaction(
    async (tx) => {
      const tally: Tally = {};
      const base = { tx, rng: new Rng(args.seed), asOf: args.asOf, passwordHash };
      const ctx: SeedContext = { ...base, staff: await insertStaff(base, scale.staff, tally) };
      const names = new Set<string>();
      for (let done = 0; done < scale.suppliers; done += scale.batch) {
        const suppliers = await insertSupplierBatch(
          ctx,
          Math.min(scale.batch, scale.suppliers - done),
          names,
          tally,
        );
        await insertProducts(ctx, suppliers, scale.newlines, tally);
        await insertAudits(ctx, suppliers, scale, tally);
        await insertCertificates(
          ctx,
          suppliers.filter((s) => s.active),
          tally,
        );
        await retireSuppliers(ctx, suppliers, tally);
        // Plans made while the tables were empty (foreign-key checks above all) would scan them whole for every
        // row of the next batches: statistics taken after the first batches make them use the indexes.
        if (done < 2 * scale.batch && scale.suppliers > scale.batch)
          await tx.query(`ANALYZE ${SEEDED_TABLES}`);
      }
      if (args.epcis !== false) await seedEpcis(ctx, scale.epcis, tally);
      return tally;
    },
    { 'ft.change': context },
  );
}

/** Whom to sign in as: one person of each kind. */
async function accounts(db: Db): Promise<string[][]> {
  const { rows } = await db.query<{ emailaddress: string; role: string }>(
    `SELECT DISTINCT ON (u.accesslevelid) u.emailaddress, a.name AS role
       FROM users u JOIN access_levels a ON a.id = u.accesslevelid
      WHERE u.userid <> 1 AND u.active = 1 ORDER BY u.accesslevelid, u.userid`,
  );
  return rows.map((r) => [r.role, r.emailaddress]);
}

export const seedCommand: Command = {
  name: 'seed',
  usage,
  async run(argv) {
    if (argv.includes('--help') || argv.includes('-h')) {
      write(usage);
      return EXIT.ok;
    }
    const args = seedArgs(argv);
    return withDatabase(async (db, config) => {
      await migrate(db);
      const found = await existing(db);
      if (found.length > 0) {
        throw new CliError(
          `${describeDb(db, config)} already holds data (${found.join(', ')}): seed fills an empty database ` +
            'only; set DATA_DIR (or DATABASE_URL) to a new one',
        );
      }
      const started = Date.now();
      note(
        `Seeding the ${args.scale} data set (seed ${args.seed}, as of ${args.asOf.toISOString().slice(0, 10)}) into ${describeDb(db, config)}…`,
      );
      const tally = await seed(db, args);
      // A bulk load outpaces autovacuum (and a server may run without it): the planner's statistics, and the
      // visibility map that lets a report read an index alone (docs/performance.md, "Figures behind the code"), are
      // brought up to date before it says it is done.
      await db.exec(`VACUUM (ANALYZE) ${SEEDED_TABLES}`);
      write(
        table(
          ['made', 'count'],
          Object.entries(tally).map(([k, n]) => [k, n]),
        ),
      );
      write(
        `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in (POST /api/v1/auth/login) with password "${DEMO_PASSWORD}" as:`,
      );
      write(table(['role', 'email'], await accounts(db)));
      return EXIT.ok;
    });
  },
};
