import type { FastifyBaseLogger } from 'fastify';
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
import type { BulkResult, SupplierInput } from './suppliers.schemas.js';
import { runBulk, type BulkOutcome, type BulkRow } from '../../http/bulk.js';
import type { RowCheck } from '../../http/row-check.js';
import { hashTemporaryPassword, newTemporaryPassword } from '../../lib/temp-password.js';

export interface ProvisionDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Called after a commit that queued welcome emails (wakes the outbox worker). */
  onCreated: () => void;
}

/** The contract's 500 message of a supplier creation: the single create's route answers it too. */
export const DB_ERROR = 'Database error during supplier creation';
/** The unique index that refuses a portal user's email already taken (any case). */
export const EMAIL_UNIQUE = 'users_email_unique';
/** The single create's 409 message, for an email found taken before the insert or by the unique index. */
export const EMAIL_TAKEN = 'Supplier not added, email already exists';
/** Rows per set-based transaction: big enough to amortise round trips, small enough to hold locks briefly. */
export const CHUNK_ROWS = 2000;

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

export type SupplierBulkOutcome = BulkOutcome<BulkResult>;

/**
 * createSupplierBulk. The rows are handled in batches (one transaction writes at most CHUNK_ROWS); in each batch
 * the rows are checked first (fields, lookups, emails: taken already or earlier in the same upload), then the good
 * ones are inserted set-based, CHUNK_ROWS per transaction. Should a chunk fail anyway (a concurrent request
 * took an email meanwhile), that chunk is redone one transaction per row, so a failing row never takes others
 * down and never leaves anything behind.
 */
export async function createSuppliersBulk(
  deps: ProvisionDeps,
  rows: BulkRow[],
  check: (row: Record<string, unknown>) => RowCheck<SupplierInput>,
): Promise<SupplierBulkOutcome> {
  const seen = new Set<string>();
  // Batches are checked one after the other (each sees the emails of those before it), but a batch's insert
  // may run while the next batch is checked and inserted on another connection.
  let checking: Promise<unknown> = Promise.resolve();
  const outcome = await runBulk(
    rows,
    async (batch, offset) => {
      const checked = checking.then(() => checkBatch(deps, batch, offset, seen, check));
      checking = checked.catch(() => {});
      return insertBatch(deps, await checked, offset);
    },
    CHUNK_ROWS,
    deps.db.kind === 'pg' ? 2 : 1,
  );
  if (outcome.created > 0) deps.onCreated();
  return outcome;
}

interface CheckedBatch {
  /** Results so far: the rows refused, in row order (the others are filled in by insertBatch). */
  results: BulkResult[];
  valid: { i: number; input: SupplierInput }[];
  /** The vendor codes of `valid`, taken in a transaction of their own. */
  codes: string[];
  nameOf: (i: number) => string | null;
}

/**
 * Checks one batch (fields, lookups, emails: taken already or earlier in the same upload) and takes the vendor
 * codes of its good rows, in a short transaction of its own so that inserts on other connections do not wait
 * on the counters (a batch that then fails leaves its codes unused: codes are unique and never reused, not
 * gapless). `seen` carries the emails of earlier batches.
 */
async function checkBatch(
  deps: ProvisionDeps,
  rows: Record<string, unknown>[],
  offset: number,
  seen: Set<string>,
  check: (row: Record<string, unknown>) => RowCheck<SupplierInput>,
): Promise<CheckedBatch> {
  const { db } = deps;
  const results: BulkResult[] = new Array(rows.length);
  const nameOf = (i: number) => {
    const n = rows[i]!.companyname;
    return typeof n === 'string' || typeof n === 'number' ? String(n) : null;
  };
  const fail = (i: number, message: string) => {
    results[i] = { row: offset + i + 1, companyname: nameOf(i), status: 'error', message };
  };
  let valid: { i: number; input: SupplierInput }[] = [];
  rows.forEach((row, i) => {
    const checked = check(row);
    if (checked.ok) valid.push({ i, input: checked.value });
    else fail(i, checked.message);
  });

  const distinct = (f: (s: SupplierInput) => number) => [...new Set(valid.map((v) => f(v.input)))];
  const countries = await existingIds(
    db,
    'countries',
    distinct((s) => s.country),
  );
  const types = await existingIds(
    db,
    'supplier_types',
    distinct((s) => s.supplier_type),
  );
  const risks = await existingIds(
    db,
    'risk_levels',
    distinct((s) => s.risk),
  );
  const taken = await takenEmails(
    db,
    valid.map((v) => v.input.portaluseremail),
  );
  valid = valid.filter(({ i, input }) => {
    const bad: [string, number, Set<number>][] = [
      ['country', input.country, countries],
      ['supplier_type', input.supplier_type, types],
      ['risk', input.risk, risks],
    ];
    const lookup = bad.find(([, v, set]) => !set.has(v));
    if (lookup) {
      fail(i, `Invalid ${lookup[0]}: ${lookup[1]} does not exist`);
      return false;
    }
    const email = input.portaluseremail.toLowerCase();
    if (taken.has(email) || seen.has(email)) {
      fail(i, `Email already exists: ${input.portaluseremail}`);
      return false;
    }
    seen.add(email);
    return true;
  });

  const codes =
    valid.length === 0
      ? []
      : await db.transaction((tx) =>
          allocateVendorCodes(
            tx,
            valid.map((v) => v.input.companyname),
          ),
        );
  return { results, valid, codes, nameOf };
}

/** Inserts a checked batch set-based, CHUNK_ROWS per transaction; its results in row order. */
async function insertBatch(deps: ProvisionDeps, batch: CheckedBatch, offset: number): Promise<BulkResult[]> {
  const { db } = deps;
  const { results, valid, codes, nameOf } = batch;
  const fail = (i: number, message: string) => {
    results[i] = { row: offset + i + 1, companyname: nameOf(i), status: 'error', message };
  };
  const succeed = (i: number, ids: CreatedIds) => {
    results[i] = { row: offset + i + 1, companyname: nameOf(i), status: 'success', ...ids };
  };
  for (let start = 0; start < valid.length; start += CHUNK_ROWS) {
    const chunk = valid.slice(start, start + CHUNK_ROWS);
    const chunkCodes = codes.slice(start, start + CHUNK_ROWS);
    await refreshStatsIfStale(db, chunk.length);
    try {
      const ids = await insertInTransaction(
        db,
        chunk.map((c) => c.input),
        chunkCodes,
      );
      chunk.forEach((c, k) => succeed(c.i, ids[k]!));
    } catch (err) {
      deps.log.warn({ err }, 'bulk supplier chunk failed; retrying its rows one by one');
      for (const c of chunk) {
        try {
          // A code of its own, taken in the row's transaction (the one taken for the chunk stays unused).
          succeed(c.i, (await insertInTransaction(db, [c.input]))[0]!);
        } catch (rowErr) {
          if (isUniqueViolation(rowErr, EMAIL_UNIQUE))
            fail(c.i, `Email already exists: ${c.input.portaluseremail}`);
          else {
            deps.log.error({ err: rowErr, row: offset + c.i + 1 }, 'bulk supplier row failed');
            fail(c.i, DB_ERROR);
          }
        }
      }
    }
  }
  return results;
}
