/**
 * The lines of an event a person reads (goods, places, its title), with our names put on its GTINs and GLNs. Pure,
 * unit-tested (test/console/traceability-event.test.ts); the card (event-card.tsx) and the results use them.
 */
import { formatNumber } from '../../ui/format.js';
import type { EventDescription, GoodsLine, Place } from './describe.js';
import { quantityWords } from './words.js';

/** Our names for the keys an event carries: sites by GLN, product names by GTIN-14 (both may be empty). */
export interface Names {
  sites: Record<string, { sitename: string; companyname: string; companyid: number } | undefined>;
  products: Record<string, string | undefined>;
}
export const NO_NAMES: Names = { sites: {}, products: {} };

/** A product: our spec's name with its GTIN, or the GTIN alone. */
export function productText(gtin: string, names: Names): string {
  const name = names.products[gtin];
  return name ? `${name} (GTIN ${gtin})` : `GTIN ${gtin}`;
}

/** One line of goods in words: "Oat biscuits (GTIN …), lot L123: 240 kg". */
export function goodsText(g: GoodsLine, names: Names): string {
  const amount =
    g.quantity !== undefined
      ? quantityWords(g.quantity, g.uom, (n) => formatNumber(n, 3))
      : g.serials !== undefined
        ? `${formatNumber(g.serials, 0)} serial ${g.serials === 1 ? 'item' : 'items'}`
        : undefined;
  let what: string;
  if (g.gtin) what = `${productText(g.gtin, names)}${g.lot ? `, lot ${g.lot}` : ', all lots'}`;
  else if (g.sscc) what = `Logistic unit (SSCC ${g.sscc})`;
  else what = g.other ?? '';
  return amount ? `${what}: ${amount}` : what;
}

/** A place in words: our site's name (and its company, for a supplier's) with its GLN, or the identifier. */
export function placeText(p: Place, names: Names): string {
  if (!p.gln) return p.id;
  const site = names.sites[p.gln];
  const within = p.extension ? `, location ${p.extension} within it` : '';
  if (!site) return `GLN ${p.gln}${within}`;
  // A supplier's site says whose it is, unless its name already does (a default site is named after its company).
  const whose = site.companyid === 1 || site.companyname === site.sitename ? '' : ` (${site.companyname})`;
  return `${site.sitename}${whose}, GLN ${p.gln}${within}`;
}

/** Whether a read point and a business location name one place (in any of their forms). */
export const samePlace = (a: Place, b: Place) =>
  a.gln !== undefined ? a.gln === b.gln && a.extension === b.extension : a.id === b.id;

/** A heading for the event: its business step, else what happened. */
export function eventTitle(d: EventDescription): string {
  return d.bizStep?.text ?? d.what;
}
