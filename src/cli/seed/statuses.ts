import { findAllergensOf } from '../../modules/products/allergens.repository.js';
import { findNutritionOf } from '../../modules/products/nutrition.repository.js';
import { findSpecRows } from '../../modules/products/spec.repository.js';
import { FIRST_NAMES, SURNAMES } from './names.js';
import { add, type SeedContext, type SeededSupplier, type Tally } from './plan.js';
import { moment } from './random.js';

/** A spec's fields as the seed fills them in, with their types: the spec's content and its creation. */
const CONTENT = {
  created: 'timestamptz',
  productdescription: 'text',
  weight: 'text',
  uom: 'int',
  countryid: 'int',
  shelflife: 'text',
  totallife: 'text',
  readytoeat: 'boolean',
  preparation_instuctions: 'text',
} as const;
export type SpecContent = Record<keyof typeof CONTENT, string | number | boolean | null>;
const CONTENT_NAMES = Object.keys(CONTENT) as (keyof typeof CONTENT)[];

/** A spec being seeded: whose, how old (days before `asOf`), the status it ends in, and its content. */
export interface SpecDraft {
  supplier: SeededSupplier;
  age: number;
  psid: number;
  newlineid: number;
  statusid: number;
  content?: SpecContent;
}

/**
 * The content columns of an `UPDATE product_specs s … FROM unnest(…) AS t(…)` whose unnest starts at parameter
 * `first`: the SET list, the unnest's arguments and column names, and their values for `drafts`.
 */
function contentUpdate(first: number, drafts: SpecDraft[]) {
  return {
    set: CONTENT_NAMES.map((c) => `${c} = t.${c}`).join(', '),
    args: CONTENT_NAMES.map((c, i) => `$${first + i}::${CONTENT[c]}[]`).join(', '),
    names: CONTENT_NAMES.join(', '),
    values: CONTENT_NAMES.map((c) => drafts.map((d) => d.content![c])),
  };
}

/** The workflow's moves to reach each status (docs/products.md): New → Submitted → In review → Approved or Rejected. */
const PATHS: Record<number, [number, number][]> = {
  1: [],
  2: [[1, 2]],
  3: [
    [1, 2],
    [2, 3],
  ],
  4: [
    [1, 2],
    [2, 3],
    [3, 4],
  ],
  5: [
    [1, 2],
    [2, 3],
    [3, 5],
  ],
};

const REJECTIONS = [
  'Shelf life not supported by challenge testing.',
  'Allergen declaration does not match the recipe.',
  'Nutrition values need lab analysis, not calculation.',
];

/** When the k-th move of a spec happened: spread over up to 60 days after its creation. */
function moveDay(d: SpecDraft, k: number, steps: number): number {
  const span = Math.min(d.age, 60);
  return -d.age + Math.round((span * k) / steps);
}

/**
 * Each spec's content (`content`, drawn by products.ts) and final status with what it implies (declaration once
 * submitted, sign-offs once approved, the reason of a rejection), and every move of its way there in the status
 * log, dated and attributed.
 */
export async function recordStatuses(ctx: SeedContext, drafts: SpecDraft[], tally: Tally): Promise<void> {
  const { tx, rng, asOf, staff } = ctx;
  const moved = drafts.filter((d) => d.statusid > 1);
  // The specs that stay New: their content alone.
  const unmoved = drafts.filter((d) => d.statusid === 1);
  if (unmoved.length > 0) {
    const content = contentUpdate(2, unmoved);
    await tx.query(
      `UPDATE product_specs s SET ${content.set}, lastupdated = t.created
         FROM unnest($1::int[], ${content.args}) AS t(psid, ${content.names})
        WHERE s.psid = t.psid`,
      [unmoved.map((d) => d.psid), ...content.values],
    );
  }
  if (moved.length === 0) return;
  const at = (d: SpecDraft, k: number) => moment(rng, asOf, moveDay(d, k, PATHS[d.statusid]!.length));
  // Drawn in this order, the spec's fields then its moves, so that a seed number keeps giving the same data set.
  const fields = [
    moved.map((d) => d.psid),
    moved.map((d) => d.statusid),
    moved.map((d) => at(d, 1)),
    moved.map((d) => (d.statusid >= 4 ? at(d, 3) : null)),
    moved.map(() => `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`),
    moved.map((d) => (d.statusid === 5 ? rng.pick(REJECTIONS) : null)),
    moved.map(() => rng.pick(staff.technical)),
  ];
  const moves = moved.flatMap((d) =>
    PATHS[d.statusid]!.map(([from, to], k) => ({
      psid: d.psid,
      from,
      to,
      by:
        to === 2
          ? d.supplier.portalUserid
          : to === 3
            ? rng.pick(staff.technologists)
            : rng.pick(staff.technical),
      at: at(d, k + 1),
      comment: to === 5 ? 'Returned to the supplier with comments' : null,
    })),
  );
  // The current stay of each spec began at its last move (every spec here moved at least once). One update per
  // spec, its content with its status: a second one would write a second history entry and row version.
  const lastMove = new Map(moves.map((m) => [m.psid, m.at]));
  const content = contentUpdate(9, moved);
  await tx.query(
    `UPDATE product_specs s
        SET ${content.set},
            statusid = t.status, status_since = t.since, submitted = 1, submissiondate = t.submitted,
            supplierdeclarationname = t.declarer, supplierdeclarationtitle = 'Technical Manager',
            supplierdeclarationdate = t.submitted,
            technicalsignoffname = CASE WHEN t.status = 4 THEN tu.firstname || ' ' || tu.lastname END,
            technicalsignofftitle = CASE WHEN t.status = 4 THEN tu.jobtitle END,
            technicalsignoffdate = CASE WHEN t.status = 4 THEN t.decided END,
            technicalsignoffcomments = t.rejection,
            buyingsignoffname = CASE WHEN t.status = 4 THEN bu.firstname || ' ' || bu.lastname END,
            buyingsignofftitle = CASE WHEN t.status = 4 THEN bu.jobtitle END,
            buyingsignoffdate = CASE WHEN t.status = 4 THEN t.decided END,
            lastupdated = coalesce(t.decided, t.submitted)
       FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::timestamptz[], $5::text[], $6::text[], $7::int[],
                   $8::timestamptz[], ${content.args})
              AS t(psid, status, submitted, decided, declarer, rejection, tech, since, ${content.names})
       JOIN users tu ON tu.userid = t.tech,
            newlines n JOIN users bu ON bu.userid = n.buyer
      WHERE s.psid = t.psid AND n.newlineid = s.newlineid`,
    [...fields, moved.map((d) => lastMove.get(d.psid)), ...content.values],
  );
  // Each stay began at the spec's move before it or, for its first, at its creation: said here, set-based, rather
  // than looked up move by move by the table's trigger.
  await tx.query(
    `INSERT INTO spec_status_changes (psid, fromstatus, tostatus, changed_by, changed_at, since, comment)
     SELECT t.psid, t.fromstatus, t.tostatus, t.changed_by, t.changed_at,
            coalesce(lag(t.changed_at) OVER (PARTITION BY t.psid ORDER BY t.n), s.created), t.comment
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::timestamptz[], $6::text[]) WITH ORDINALITY
              AS t(psid, fromstatus, tostatus, changed_by, changed_at, comment, n)
       JOIN product_specs s ON s.psid = t.psid
      ORDER BY t.n`,
    [
      moves.map((m) => m.psid),
      moves.map((m) => m.from),
      moves.map((m) => m.to),
      moves.map((m) => m.by),
      moves.map((m) => m.at),
      moves.map((m) => m.comment),
    ],
  );
  add(tally, 'status changes', moves.length);
}

/**
 * Freezes version 1 of each approved spec as an approval does: the spec, allergen and nutrition records as
 * their reads show them (the products module's own reads), dated with the approval.
 */
export async function approveSpecs(ctx: SeedContext, approved: SpecDraft[], tally: Tally): Promise<void> {
  const { tx } = ctx;
  // The reads' many-spec forms: three statements for the batch rather than three per spec.
  const psids = approved.map((d) => d.psid);
  const [specs, allergens, nutrition] = [
    await findSpecRows(tx, psids),
    await findAllergensOf(tx, psids),
    await findNutritionOf(tx, psids),
  ];
  const snapshots = psids.map((psid) => ({
    psid,
    spec: specs.get(psid),
    allergens: allergens.get(psid) ?? {},
    nutrition: nutrition.get(psid) ?? {},
  }));
  if (snapshots.length === 0) return;
  await tx.query(
    `INSERT INTO spec_versions (psid, versionno, approved_at, approved_by, spec, allergens, nutrition)
     SELECT r.psid, 1, c.changed_at, c.changed_by, r.spec, r.allergens, r.nutrition
       FROM jsonb_to_recordset($1::jsonb) AS r(psid int, spec jsonb, allergens jsonb, nutrition jsonb)
       JOIN spec_status_changes c ON c.psid = r.psid AND c.tostatus = 4`,
    [JSON.stringify(snapshots)],
  );
  add(tally, 'approved versions', snapshots.length);
}
