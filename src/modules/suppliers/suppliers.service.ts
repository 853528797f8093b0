import type { Db } from '../../db/index.js';
import { Conflict, isUniqueViolation } from '../../http/errors.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import {
  allocateVendorCodes,
  insertSuppliers,
  refreshStatsIfStale,
  takenEmails,
  type CreatedIds,
  type NewSupplier,
} from './provision.repository.js';
import { CreateSupplierBody, SUPPLIER_FIELDS, type SupplierInput } from './suppliers.schemas.js';
import type { BulkImport } from '../../http/bulk-import.js';
import { checkRow, type RowCheck, type RowProblem } from '../../http/row-check.js';
import { LOOKUP_FIELDS, SupplierLookups } from './lookup-names.js';
import { hashTemporaryPassword, newTemporaryPassword } from '../../lib/temp-password.js';

export interface ProvisionDeps {
  db: Db;
  /** Called after a commit that queued welcome emails (wakes the outbox worker). */
  onCreated: () => void;
}

/** The contract's 500 message of a supplier creation: the single create's route answers it too. */
export const DB_ERROR = 'Database error during supplier creation';
/** The unique index that refuses a portal user's email already taken (any case). */
export const EMAIL_UNIQUE = 'users_email_unique';
/** The single create's 409 message, for an email found taken before the insert or by the unique index. */
export const EMAIL_TAKEN = 'Supplier not added, email already exists';

function withCredentials(input: SupplierInput): Omit<NewSupplier, 'vendorcode'> {
  const tempPassword = newTemporaryPassword();
  return { ...input, tempPassword, passwordHash: hashTemporaryPassword(tempPassword) };
}

/**
 * Inserts suppliers in one transaction. Their vendor codes are taken inside it (a rollback gives them back)
 * unless `codes` brings codes taken beforehand.
 */
async function insertInTransaction(db: Db, inputs: SupplierInput[], codes?: string[]): Promise<CreatedIds[]> {
  const prepared = inputs.map(withCredentials);
  return db.transaction(async (tx) => {
    const taken =
      codes ??
      (await allocateVendorCodes(
        tx,
        prepared.map((p) => p.companyname),
      ));
    return insertSuppliers(
      tx,
      prepared.map((p, i) => ({ ...p, vendorcode: taken[i]! })),
    );
  });
}

/**
 * createSupplier: company, default site, SAQ, portal user and welcome email, all in one transaction. A
 * database failure is left to the route's `config.messages`: the unique index on the email (two creations
 * racing for one address) answers 409 EMAIL_TAKEN, an unexpected failure 500 DB_ERROR.
 */
export async function createSupplier(deps: ProvisionDeps, input: SupplierInput): Promise<CreatedIds> {
  const { db } = deps;
  await assertLookupIds(db, [
    { field: 'country', table: 'countries', value: input.country },
    { field: 'supplier_type', table: 'supplier_types', value: input.supplier_type },
    { field: 'risk', table: 'risk_levels', value: input.risk },
  ]);
  if ((await takenEmails(db, [input.portaluseremail])).size > 0) throw new Conflict(EMAIL_TAKEN);
  const [created] = (await insertInTransaction(db, [input])) as [CreatedIds];
  deps.onCreated();
  return created;
}

/** A supplier row checked against the database, with the vendor code taken for it. */
interface ReadySupplier {
  input: SupplierInput;
  code: string;
}

/**
 * One bulk row: its lookups resolved (names and codes to ids), checked as the single create checks its body,
 * then its lookup ids. The row's `message` is the one today's checks give first (the schema's, then the lookups'
 * in the order country, supplier_type, risk); its problems are every field's.
 */
function checkSupplierRow(
  request: Parameters<typeof checkRow>[0],
  lookups: SupplierLookups,
  row: Record<string, unknown>,
): RowCheck<SupplierInput> {
  const resolved = lookups.resolve(row);
  const checked = checkRow<SupplierInput>(request, CreateSupplierBody, resolved.row);
  const schemaFields = new Set(checked.ok ? [] : (checked.problems ?? []).flatMap((p) => p.fields));
  const lookupProblems: RowProblem[] = [];
  for (const { field } of LOOKUP_FIELDS) {
    const named = resolved.problems.get(field);
    if (named) lookupProblems.push(named);
    else if (!schemaFields.has(field)) {
      const value = checked.ok ? checked.value[field] : resolved.row[field];
      const unknown = value === undefined || value === null ? undefined : lookups.unknownId(field, value);
      if (unknown) lookupProblems.push(unknown);
    }
  }
  if (!checked.ok) {
    return {
      ok: false,
      message: checked.message,
      problems: [...(checked.problems ?? []), ...lookupProblems],
    };
  }
  if (lookupProblems.length > 0) {
    return { ok: false, message: lookupProblems[0]!.message, problems: lookupProblems };
  }
  return checked;
}

/**
 * createSupplierBulk's part of the bulk pipeline (http/bulk-import.ts). The lookups are read once per request
 * (`prepare`); a row is checked on its own (`checkSupplierRow`); a batch's good rows against the emails (taken
 * already or earlier in the same upload: `seen` carries those of earlier batches), then their vendor codes are
 * taken in a short transaction of their own, so that writes on other connections do not wait on the counters (a
 * batch that then fails leaves its codes unused: codes are unique and never reused, not gapless). The rows
 * refused on their own are told an email already taken too (`checkRefused`), without taking it. A batch is
 * written set-based in one transaction; should it fail anyway (a concurrent request took an email meanwhile),
 * each row is written in its own transaction with a code of its own. On pg, a batch's write runs while the next
 * batch is checked.
 */
export function supplierImport(deps: ProvisionDeps): BulkImport<SupplierInput, ReadySupplier, CreatedIds> {
  const { db } = deps;
  const seen = new Set<string>();
  let lookups: SupplierLookups | undefined;
  const emailTaken = (email: string): RowProblem => ({
    fields: ['portaluseremail'],
    message: `Email already exists: ${email}`,
  });
  return {
    what: 'supplier',
    nameField: 'companyname',
    columns: SUPPLIER_FIELDS.map((f) => f.name),
    prepare: async () => {
      lookups = await SupplierLookups.read(db);
    },
    checkRow: (request, row) => checkSupplierRow(request, lookups!, row),
    checkBatch: async (inputs) => {
      const taken = await takenEmails(
        db,
        inputs.map((input) => input.portaluseremail),
      );
      const problems = inputs.map((input) => {
        const email = input.portaluseremail.toLowerCase();
        if (taken.has(email) || seen.has(email)) return emailTaken(input.portaluseremail);
        seen.add(email);
        return undefined;
      });
      const good = inputs.filter((_, k) => problems[k] === undefined);
      const codes =
        good.length === 0
          ? []
          : await db.transaction((tx) =>
              allocateVendorCodes(
                tx,
                good.map((input) => input.companyname),
              ),
            );
      let next = 0;
      return inputs.map((input, k) => {
        const problem = problems[k];
        return problem === undefined
          ? { ok: true as const, value: { input, code: codes[next++]! } }
          : { ok: false as const, message: problem.message, problems: [problem] };
      });
    },
    checkRefused: async (rows) => {
      const emails = rows.map(({ row, problems }) => {
        const email = row.portaluseremail;
        const bad = problems.some((p) => p.fields.includes('portaluseremail'));
        return typeof email === 'string' && !bad ? email : undefined;
      });
      const taken = await takenEmails(
        db,
        emails.filter((e): e is string => e !== undefined),
      );
      return emails.map((email) => {
        if (email === undefined) return [];
        const lower = email.toLowerCase();
        return taken.has(lower) || seen.has(lower) ? [emailTaken(email)] : [];
      });
    },
    insertBatch: async (ready) => {
      await refreshStatsIfStale(db, ready.length);
      return insertInTransaction(
        db,
        ready.map((r) => r.input),
        ready.map((r) => r.code),
      );
    },
    // A code of its own, taken in the row's transaction (the one taken for the batch stays unused).
    insertOne: async ({ input }) => (await insertInTransaction(db, [input]))[0]!,
    failedProblem: (err, { input }) =>
      isUniqueViolation(err, EMAIL_UNIQUE)
        ? emailTaken(input.portaluseremail)
        : { fields: [], message: DB_ERROR },
    overlap: db.kind === 'pg' ? 2 : 1,
    created: deps.onCreated,
  };
}
