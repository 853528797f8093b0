import type { Queryable } from '../../db/index.js';
import type { Label, LabelInput } from '../../lib/label/label.js';
import { NUTRITION_FIELDS } from '../../lib/nutrition.js';

/** What the working copy's label is made of, with where the spec stands. */
export interface WorkingCopy {
  input: LabelInput;
  statusid: number;
  /** The latest approved version's number; null when the spec was never approved. */
  latest: number | null;
}

// The nutrition record as decimal text (never a JSON number: "17.5000" stays exact), the allergens as stored (0/1/2).
const NUTRITION_JSON = `jsonb_build_object(${NUTRITION_FIELDS.map((f) => `'${f}', u.${f}::text`).join(', ')})`;

const WORKING_COPY_SQL = `SELECT s.statusid, n.productname, m.name AS uom, s.weight, s.isdrink, s.ingredients,
    s.nutriscorecategory, s.fruitvegpulsespct::text AS fruitvegpulsespct, s.nonnutritivesweeteners,
    (SELECT to_jsonb(a) - 'psid' FROM allergens a WHERE a.psid = s.psid) AS allergens,
    (SELECT ${NUTRITION_JSON} FROM nutrition u WHERE u.psid = s.psid) AS nutrition,
    (SELECT max(v.versionno) FROM spec_versions v WHERE v.psid = s.psid) AS latest
  FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid LEFT JOIN uoms m ON m.id = s.uom
  WHERE s.psid = $1`;

type WorkingRow = LabelInput & { statusid: number; latest: number | null };

/** The spec's label inputs as they stand (deleted specs too, as their versions); undefined when no such spec. */
export async function findWorkingCopy(q: Queryable, psid: number): Promise<WorkingCopy | undefined> {
  const { rows } = await q.query<WorkingRow>(WORKING_COPY_SQL, [psid]);
  const row = rows[0];
  if (!row) return undefined;
  const { statusid, latest, ...input } = row;
  return { input, statusid, latest };
}

/** The label inputs of a spec, for freezing its label with a version (call under the spec's row lock). */
export async function findLabelInput(q: Queryable, psid: number): Promise<LabelInput | undefined> {
  return (await findWorkingCopy(q, psid))?.input;
}

export interface FrozenLabel {
  productname: string | null;
  /** Null for a version approved before labels were frozen. */
  label: Label | null;
}

/** Version `versionno`'s frozen label and the product name it was approved under; undefined when no such version. */
export async function findFrozenLabel(
  q: Queryable,
  psid: number,
  versionno: number,
): Promise<FrozenLabel | undefined> {
  const { rows } = await q.query<FrozenLabel>(
    `SELECT spec->>'productname' AS productname, label FROM spec_versions WHERE psid = $1 AND versionno = $2`,
    [psid, versionno],
  );
  return rows[0];
}
