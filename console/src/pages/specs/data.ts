import { api, ok, type Schemas } from '../../api.js';
import { openApi, type OpenApiDoc } from '../../openapi-doc.js';

export type HistoryEntry = Schemas['HistoryEntry'];
export type Allergens = Schemas['Allergens'];
export type Nutrition = Schemas['Nutrition'];

/** The spec statuses (GET /lookups/spec_statuses): New 1, Submitted 2, In review 3, Approved 4, Rejected 5. */
export const NEW = 1;
export const SUBMITTED = 2;
export const IN_REVIEW = 3;
export const APPROVED = 4;
export const REJECTED = 5;

export { lookup, type Lookup, type LookupName } from '../../lookups.js';

let flash: string | null = null;
/** A line for the next screen of the specs area to show once (the list, after a product line is deactivated). */
export function setFlash(text: string) {
  flash = text;
}
export function takeFlash(): string | null {
  const text = flash;
  flash = null;
  return text;
}

/** The whole spec row as GET /products/{psid}/spec answers it (dates as PHP date objects). */
export type SpecRow = Record<string, unknown>;

/** Every entry of a record's history (following the cursor), oldest first. */
export async function historyOf(
  entity: 'product' | 'supplier',
  id: number,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const all: HistoryEntry[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const r = await ok(
      api.GET('/api/v1/history/{entity}/{id}', {
        params: { path: { entity, id }, query: { limit: 1000, ...(cursor ? { cursor } : {}) } },
        signal,
      }),
    );
    const page = r as unknown as { data: HistoryEntry[]; pagination?: { next_cursor: string | null } };
    all.push(...page.data);
    cursor = page.pagination?.next_cursor ?? undefined;
    if (!cursor) break;
  }
  return all;
}

/** The PHP-style dates' reading is the console's one helper (ui/format.ts). */
export { apiDateText as dateText } from '../../ui/format.js';

function bodyProps(doc: OpenApiDoc, path: string): string[] {
  const schema = doc.paths[path]?.post?.requestBody?.content['application/json']?.schema;
  return Object.keys(schema?.properties ?? {}).filter((k) => k !== 'psid');
}

export interface FieldLists {
  /** The allergen fields, in the API's order (addAllergens' body). */
  allergens: string[];
  /** The nutrition fields that can be written (addNutritionalInfo's body), portionsize first. */
  nutritionWritable: string[];
  /** Every nutrition value of the read (getNutritionalInfo), derived ones (salt) included. */
  nutritionRead: string[];
}

/**
 * The allergen and nutrition fields as the API describes them. A record that exists gives its own keys too
 * (so a field the document lacks is still shown).
 */
let lists: Promise<FieldLists> | null = null;
export function fieldLists(): Promise<FieldLists> {
  // One set of lists for the page's life: the same arrays on every reload, so forms keep their drafts.
  lists ??= openApi().then((doc) => {
    const nutritionSchema = Object.keys(doc.components.schemas.Nutrition?.properties ?? {});
    return {
      allergens: bodyProps(doc, '/api/v1/products/addAllergens'),
      nutritionWritable: bodyProps(doc, '/api/v1/products/addNutritionalInfo'),
      nutritionRead: nutritionSchema.filter((k) => /(100gcontains|perportion)$/.test(k)),
    };
  });
  lists.catch(() => (lists = null));
  return lists;
}

/** Fetches a record; a 404 (never recorded) is null. */
export async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
}

/** A person-readable label for an API field name (`sulphurdioxide` → `Sulphur dioxide`). */
const LABELS: Record<string, string> = {
  gtin: 'GTIN',
  sulphurdioxide: 'Sulphur dioxide / sulphites',
  nuts: 'Nuts (tree nuts)',
  brazil: 'Brazil nuts',
  queensland: 'Queensland nuts',
  macadamia: 'Macadamia nuts',
  gluten: 'Cereals containing gluten',
  kj: 'Energy (kJ)',
  kcal: 'Energy (kcal)',
  fat: 'Fat (g)',
  saturates: 'of which saturates (g)',
  carbs: 'Carbohydrate (g)',
  sugar: 'of which sugars (g)',
  fibre: 'Fibre (g)',
  protein: 'Protein (g)',
  water: 'Water (g)',
  sodium: 'Sodium (g)',
  salt: 'Salt (g)',
  portionsize: 'Portion size',
  productdescription: 'Product description',
  fopdescription: 'Front of pack description',
  bopdescription: 'Back of pack description',
  preparation_instuctions: 'Preparation instructions',
  uom: 'Unit of measure',
  countryid: 'Country of origin',
  totallife: 'Total life',
  shelflife: 'Shelf life',
  minlife: 'Minimum life',
  supportingdocumentation: 'Supporting documentation',
  suppliercomments: 'Supplier comments',
  readytoeat: 'Ready to eat',
  launchdate: 'Launch date',
  submissiondate: 'Submission date',
  statusid: 'Status',
  supplierdeclarationname: 'Supplier declaration name',
  supplierdeclarationtitle: 'Supplier declaration title',
  supplierdeclarationdate: 'Supplier declaration date',
  buyingsignoffname: 'Buying sign-off name',
  buyingsignofftitle: 'Buying sign-off title',
  buyingsignoffdate: 'Buying sign-off date',
  buyingsignoffcomments: 'Buying sign-off comments',
  technicalsignoffname: 'Technical sign-off name',
  technicalsignofftitle: 'Technical sign-off title',
  technicalsignoffdate: 'Technical sign-off date',
  technicalsignoffcomments: 'Technical sign-off comments',
  lastupdated: 'Last updated',
};
export function labelOf(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const per = /^(.*?)(100gcontains|perportion)$/.exec(field);
  if (per) return `${labelOf(per[1]!)} ${per[2] === 'perportion' ? 'per portion' : 'per 100 g'}`;
  return field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');
}
