import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { Forbidden } from './errors.js';

/** The company that owns record `id`, or undefined when there is no such record. */
export type OwnerOf = (q: Queryable, id: number) => Promise<number | undefined>;

/**
 * How the supplier scope may use a route (route config `supplier`); a route without it refuses the supplier
 * scope with 403 (http/auth.ts), so a new route is closed to suppliers until it says otherwise.
 * - `'company'`: allowed; the handler confines what it reads to `companyScope(request)` itself (lists, the
 *   caller's own account).
 * - `{ owner, in, field }`: allowed for records of the caller's company. The record's id is read from
 *   `request[in][field]`; another company's id is replaced by one that cannot exist (0) before the handler
 *   runs, so the route answers exactly as it does for a missing record (404 with its own message,
 *   whatever else the request holds), and ids reveal nothing.
 *   `fields`, when given, are the only body fields the supplier scope may send: any other is 403 naming it.
 */
export type SupplierAccess =
  | 'company'
  | {
      owner: OwnerOf;
      in: 'params' | 'query' | 'body';
      field: string;
      fields?: ReadonlySet<string>;
    };

/** The id no record has: ids start at 1. */
const NO_RECORD = 0;

/** The company a supplier-scoped caller is confined to; undefined for the organisation's users. */
export function companyScope(request: FastifyRequest): number | undefined {
  const p = request.principal;
  return p?.scope === 'supplier' ? p.companyid : undefined;
}

/** The owner check of `SupplierAccess`, after validation (ids are numbers by then). */
export function installScope(app: FastifyInstance, db: Queryable): void {
  // A callback hook: the organisation's users and routes without an owner check pass with no promise made.
  app.addHook('preHandler', (request, _reply, done) => {
    const company = companyScope(request);
    if (company === undefined) return done();
    const access = request.routeOptions.config.supplier;
    if (access === undefined || access === 'company') return done();
    checkOwner(db, request, access, company).then(() => done(), done);
  });
}

/** The owner check itself: the fields a supplier may send, then the record's company. */
async function checkOwner(
  db: Queryable,
  request: FastifyRequest,
  access: Exclude<SupplierAccess, 'company'>,
  company: number,
) {
  if (access.fields) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    // Fields the route does not know are ignored for everyone, as its schema says; only known ones are refused.
    const known = (request.routeOptions.schema?.body as { properties?: object } | undefined)?.properties;
    const refused = Object.keys(body).find(
      (f) =>
        body[f] !== undefined && !access.fields!.has(f) && (known === undefined || Object.hasOwn(known, f)),
    );
    if (refused !== undefined) throw new Forbidden(`Insufficient permissions for ${refused}`);
  }
  const source = request[access.in] as Record<string, unknown> | undefined;
  const id = source?.[access.field];
  if (typeof id !== 'number') return; // absent: the handler falls back to the caller's own record
  if ((await access.owner(db, id)) !== company) source![access.field] = NO_RECORD;
}

/** An `OwnerOf` from a query returning `companyid` for `$1`. */
export function ownerQuery(sql: string): OwnerOf {
  return async (q, id) => (await q.query<{ companyid: number }>(sql, [id])).rows[0]?.companyid;
}
