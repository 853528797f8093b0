/**
 * The specification workflow as pure rules (docs/products.md, "Workflow and versions"): the statuses of
 * `spec_statuses`, the moves allowed between them, who may make them, and what an approval needs.
 */

export const STATUSES = { New: 1, Submitted: 2, 'In review': 3, Approved: 4, Rejected: 5 } as const;
export type StatusName = keyof typeof STATUSES;
export type StatusId = (typeof STATUSES)[StatusName];

export const NEW = STATUSES.New;
export const APPROVED = STATUSES.Approved;
export const REJECTED = STATUSES.Rejected;

const NAMES = Object.fromEntries(Object.entries(STATUSES).map(([name, id]) => [id, name])) as Record<
  StatusId,
  StatusName
>;

export function statusName(id: StatusId): StatusName {
  return NAMES[id];
}

/** A status by id or by name (any case); undefined when there is no such status. */
export function parseStatus(value: unknown): StatusId | undefined {
  if (typeof value === 'number') return Object.hasOwn(NAMES, value) ? (value as StatusId) : undefined;
  if (typeof value !== 'string') return undefined;
  const name = Object.keys(STATUSES).find((n) => n.toLowerCase() === value.trim().toLowerCase());
  return name === undefined ? undefined : STATUSES[name as StatusName];
}

const key = (from: StatusId, to: StatusId) => `${from}>${to}`;
const S = STATUSES;

/** Every allowed move; any other (but staying put) is refused. */
const MOVES: ReadonlySet<string> = new Set([
  key(S.New, S.Submitted),
  key(S.Submitted, S['In review']),
  key(S.Submitted, S.Rejected),
  key(S.Submitted, S.New), // withdrawn
  key(S['In review'], S.Approved),
  key(S['In review'], S.Rejected),
  key(S.Rejected, S.Submitted),
  key(S.Rejected, S.New),
]);

/** The moves the supplier scope may make on its own specs: submit, resubmit, withdraw. */
const SUPPLIER_MOVES: ReadonlySet<string> = new Set([
  key(S.New, S.Submitted),
  key(S.Rejected, S.Submitted),
  key(S.Submitted, S.New),
]);

/** Approving and rejecting are decisions of level 3 (Manager) and above. */
export const DECIDING_LEVEL = 3;

export interface Mover {
  level: number;
  supplier: boolean;
}

export type Decision =
  { kind: 'noop' } | { kind: 'move' } | { kind: 'forbidden' } | { kind: 'illegal'; message: string };

/**
 * Whether `who` may move a spec from `from` to `to`. Checked in this order:
 * staying put is a no-op for anyone; the supplier scope may make only its three moves; approving and
 * rejecting need level 3; then the move must be in the table.
 */
export function decideMove(from: StatusId, to: StatusId, who: Mover): Decision {
  if (from === to) return { kind: 'noop' };
  if (who.supplier && !SUPPLIER_MOVES.has(key(from, to))) return { kind: 'forbidden' };
  if ((to === S.Approved || to === S.Rejected) && who.level < DECIDING_LEVEL) return { kind: 'forbidden' };
  if (!MOVES.has(key(from, to)))
    return {
      kind: 'illegal',
      message: `Cannot move a specification from ${statusName(from)} to ${statusName(to)}`,
    };
  return { kind: 'move' };
}

/** What an approval reads to decide whether the spec is complete. */
export interface Readiness {
  allergens: boolean;
  nutrition: boolean;
  supplierdeclarationname: string | null;
  supplierdeclarationdate: string | null;
  technicalsignoffname: string | null;
  technicalsignoffdate: string | null;
}

const present = (v: string | null) => v !== null && v.trim() !== '';

/** What an approval still lacks, in a fixed order; empty when the spec may be approved. */
export function missingForApproval(r: Readiness): string[] {
  const missing: [boolean, string][] = [
    [r.allergens, 'allergens'],
    [r.nutrition, 'nutrition'],
    [present(r.supplierdeclarationname), 'supplier declaration name'],
    [present(r.supplierdeclarationdate), 'supplier declaration date'],
    [present(r.technicalsignoffname), 'technical sign-off name'],
    [present(r.technicalsignoffdate), 'technical sign-off date'],
  ];
  return missing.filter(([ok]) => !ok).map(([, item]) => item);
}

/** One difference between two snapshots. */
export interface Change {
  part: Part;
  field: string;
  old: unknown;
  new: unknown;
}

export type Part = 'spec' | 'allergens' | 'nutrition';
export type Snapshot = Record<Part, Record<string, unknown>>;
export const PARTS: readonly Part[] = ['spec', 'allergens', 'nutrition'];

/**
 * `record` with its fields in `order` (a read shape's field order), then any others by name. jsonb keeps its
 * own key order, so a stored snapshot is put back in the order its read shows before it is answered.
 */
export function inOrder(record: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const rest = Object.keys(record)
    .filter((f) => !order.includes(f))
    .sort();
  return Object.fromEntries(
    [...order.filter((f) => Object.hasOwn(record, f)), ...rest].map((f) => [f, record[f]]),
  );
}

/**
 * The fields that differ between two snapshots: part by part (spec, allergens, nutrition), each in `order`'s
 * field order (then any other field by name). A field missing on one side is null there.
 */
export function diffSnapshots(a: Snapshot, b: Snapshot, order: Record<Part, readonly string[]>): Change[] {
  const changes: Change[] = [];
  for (const part of PARTS) {
    const fields = Object.keys(inOrder({ ...a[part], ...b[part] }, order[part]));
    for (const field of fields) {
      const old = a[part][field] ?? null;
      const now = b[part][field] ?? null;
      if (canonical(old) !== canonical(now)) changes.push({ part, field, old, new: now });
    }
  }
  return changes;
}

/** JSON with object keys sorted, so equal values compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
