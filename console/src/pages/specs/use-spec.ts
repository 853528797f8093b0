import { api, ok, type Schemas } from '../../api.js';
import { useAsync } from '../../ui/hooks.js';
import {
  fieldLists,
  historyOf,
  orNull,
  type Allergens,
  type FieldLists,
  type HistoryEntry,
  type Nutrition,
  type SpecRow,
} from './data.js';

export interface SpecData {
  psid: number;
  product: Schemas['Product'];
  /** The whole spec row (GET /products/{psid}/spec: what updateProduct answers). */
  spec: SpecRow;
  statusid: number;
  history: HistoryEntry[];
  allergens: Allergens | null;
  nutrition: Nutrition | null;
  productcode: string | null;
  companyid: number | null;
  companyname: string | null;
  /** The product line (GET /newlines/{id}); null when it cannot be read. */
  newline: Schemas['Newline'] | null;
  fields: FieldLists;
}

/** Everything the spec page shows, loaded together; `notFound` when the spec is missing (or not the caller's). */
export function useSpec(psid: number) {
  return useAsync(async (): Promise<SpecData | 'notFound'> => {
    if (!Number.isInteger(psid) || psid < 1) return 'notFound';
    const product = await orNull(
      ok(api.GET('/api/v1/products/getProduct/{psid}', { params: { path: { psid } } })).then((r) => r.data),
    );
    if (!product) return 'notFound';
    const [spec, history, allergens, nutrition, fields] = await Promise.all([
      ok(api.GET('/api/v1/products/{psid}/spec', { params: { path: { psid } } })).then(
        (r) => r.data as SpecRow,
      ),
      historyOf('product', psid),
      orNull(
        ok(api.GET('/api/v1/products/getAllergens/{psid}', { params: { path: { psid } } })).then(
          (r) => r.data,
        ),
      ),
      orNull(
        ok(api.GET('/api/v1/products/getNutritionalInfo/{psid}', { params: { path: { psid } } })).then(
          (r) => r.data,
        ),
      ),
      fieldLists(),
    ]);
    const newlineid = Number(spec.newlineid);
    let productcode: string | null = allergens?.productcode ?? nutrition?.productcode ?? null;
    let companyid: number | null = null;
    let companyname: string | null = allergens?.companyname ?? nutrition?.companyname ?? null;
    let newline: Schemas['Newline'] | null = null;
    if (newlineid > 0) {
      const [nl, summary] = await Promise.all([
        orNull(ok(api.GET('/api/v1/newlines/{id}', { params: { path: { id: newlineid } } }))),
        orNull(ok(api.GET('/api/v1/products/getNewline/{newlineid}', { params: { path: { newlineid } } }))),
      ]);
      newline = nl?.data ?? null;
      productcode = nl?.data.productcode ?? productcode;
      companyid = nl?.data.companyid ?? summary?.data.companyid ?? null;
      companyname = summary?.data.companyname ?? companyname;
    }
    return {
      psid,
      product,
      spec,
      statusid: Number(spec.statusid ?? nutrition?.statusid ?? 1),
      history,
      allergens,
      nutrition,
      productcode,
      companyid,
      companyname,
      newline,
      fields,
    };
  }, [psid]);
}
