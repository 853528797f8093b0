import type { Db } from '../../db/index.js';
import { Conflict, isUniqueViolation } from '../../http/errors.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import {
  allocateVendorCodes,
  existingIds,
  insertSuppliers,
  refreshStatsIfStale,
  takenEmails,
  type CreatedIds,
  type NewSupplier,
} from './provision.repository.js';
import { CreateSupplierBody, type SupplierInput } from './suppliers.schemas.js';
import type { BulkImport } from '../../http/bulk-import.js';
import { checkRow } from '../../http/row-check.js';
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

/** The lookups a supplier row names, checked for a whole batch at once: field → table. */
const LOOKUPS = [
  ['country', 'countries'],
  ['supplier_type', 'supplier_types'],
  ['risk', 'risk_levels'],
] as const;

/** A supplier row checked against the database, with the vendor code taken for it. */
interface ReadySupplier {
  input: SupplierInput;
  code: string;
}

/**
 * createSupplierBulk's part of the bulk pipeline (http/bulk-import.ts). A row is checked as the single create
 * checks its body; a batch's good rows against the lookups and the emails (taken already or earlier in the same
 * upload: `seen` carries those of earlier batches), then their vendor codes are taken in a short transaction of
 * their own, so that writes on other connections do not wait on the counters (a batch that then fails leaves
 * its codes unused: codes are unique and never reused, not gapless). A batch is written set-based in one
 * transaction; should it fail anyway (a concurrent request took an email meanwhile), each row is written in its
 * own transaction with a code of its own. On pg, a batch's write runs while the next batch is checked.
 */
export function supplierImport(deps: ProvisionDeps): BulkImport<SupplierInput, ReadySupplier, CreatedIds> {
  const { db } = deps;
  const seen = new Set<string>();
  return {
    what: 'supplier',
    nameField: 'companyname',
    checkRow: (request, row) => checkRow<SupplierInput>(request, CreateSupplierBody, row),
    checkBatch: async (inputs) => {
      const found = new Map<string, Set<number>>();
      for (const [field, table] of LOOKUPS) {
        found.set(field, await existingIds(db, table, [...new Set(inputs.map((s) => s[field]))]));
      }
      const taken = await takenEmails(
        db,
        inputs.map((input) => input.portaluseremail),
      );
      const problems = inputs.map((input) => {
        const lookup = LOOKUPS.find(([field]) => !found.get(field)!.has(input[field]));
        if (lookup) return `Invalid ${lookup[0]}: ${input[lookup[0]]} does not exist`;
        const email = input.portaluseremail.toLowerCase();
        if (taken.has(email) || seen.has(email)) return `Email already exists: ${input.portaluseremail}`;
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
        const message = problems[k];
        return message === undefined
          ? { ok: true as const, value: { input, code: codes[next++]! } }
          : { ok: false as const, message };
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
    failedMessage: (err, { input }) =>
      isUniqueViolation(err, EMAIL_UNIQUE) ? `Email already exists: ${input.portaluseremail}` : DB_ERROR,
    overlap: db.kind === 'pg' ? 2 : 1,
    created: deps.onCreated,
  };
}
