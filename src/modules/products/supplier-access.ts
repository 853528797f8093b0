import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../http/auth.js';
import type { SupplierAccess } from '../../http/scope.js';
import type { Actor } from './workflow.service.js';
import { specOwner } from './spec.repository.js';

/**
 * What the supplier scope may write on its own specs with updateProduct: the specification's content and
 * its own declaration. Status, dates the retailer sets, buying and technical sign-off, catalogue, product
 * and company fields stay with the organisation (403 naming the field).
 */
export const SUPPLIER_SPEC_FIELDS: ReadonlySet<string> = new Set([
  'productdescription',
  'fopdescription',
  'bopdescription',
  'preparation_instuctions',
  'weight',
  'uom',
  'countryid',
  'totallife',
  'shelflife',
  'minlife',
  'supportingdocumentation',
  'suppliercomments',
  'readytoeat',
  // The label's inputs (docs/products.md, "Label inputs"): content, unlike gtin.
  'nutriscorecategory',
  'fruitvegpulsespct',
  'nonnutritivesweeteners',
  'isdrink',
  'supplierdeclarationname',
  'supplierdeclarationtitle',
  'supplierdeclarationdate',
]);

/** Routes on a spec named by the `psid` path parameter: the caller's own company's specs only. */
export const ownSpec: SupplierAccess = { owner: specOwner, in: 'params', field: 'psid' };
/** addAllergens and addNutritionalInfo name the spec in their body. */
export const ownSpecInBody: SupplierAccess = { owner: specOwner, in: 'body', field: 'psid' };
/** updateProduct: own specs, and only the fields above. */
export const ownSpecContent: SupplierAccess = { ...ownSpec, fields: SUPPLIER_SPEC_FIELDS };

/** The caller as the workflow sees it: level, whether in the supplier scope, and the user recorded. */
export function actorOf(request: FastifyRequest): Actor {
  const p = principalOf(request);
  return { level: p.level, supplier: p.scope === 'supplier', userid: p.userid };
}
