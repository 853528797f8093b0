/**
 * The lookup form of the Traceability area: what a person types (a GTIN, a lot, a site, dates, a business step)
 * checked and turned into the EPCIS 2.0 query parameters of `GET /epcis/events`. Pure, with unit tests
 * (test/console/traceability-lookup.test.ts); the form's values also live in the page's address.
 */
import { normaliseGtin } from '../../../../src/lib/gs1.js';
import { canonicalEpc } from '../../../../src/lib/epcis/identifiers.js';
import { glnProblem, gtinProblem } from '../../gs1.js';

export interface LookupForm {
  gtin: string;
  lot: string;
  /** A site's GLN (13 digits). */
  site: string;
  /** Whether the site is where the goods are (bizLocation) or where they were seen (readPoint). */
  siteAs: 'bizLocation' | 'readPoint';
  /** Calendar days, YYYY-MM-DD, in the browser's time zone; both included. */
  from: string;
  to: string;
  /** A CBV business step (bare word), or ''. */
  bizStep: string;
}

export const EMPTY_LOOKUP: LookupForm = {
  gtin: '',
  lot: '',
  site: '',
  siteAs: 'bizLocation',
  from: '',
  to: '',
  bizStep: '',
};

export type LookupQuery = Partial<
  Record<
    'MATCH_anyEPCClass' | 'EQ_bizLocation' | 'EQ_readPoint' | 'GE_eventTime' | 'LT_eventTime' | 'EQ_bizStep',
    string
  >
>;

/** The first instant of a calendar day in the browser's time zone, as ISO 8601 (UTC). */
export function startOfDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}

/** The first instant of the day after. */
function startOfNextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).toISOString();
}

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const validDay = (s: string) => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The problems of a form as typed, by field (GOV.UK's error messages: what to do). */
export function lookupProblems(f: LookupForm): Record<string, string> {
  const problems: Record<string, string> = {};
  const gtin = f.gtin.trim();
  const lot = f.lot.trim();
  if (gtin) {
    const p = gtinProblem(gtin);
    if (p) problems.gtin = p;
  }
  if (lot) {
    if (!gtin) problems.lot = 'Enter the GTIN too: a lot number is a lot of one product';
    else if (!problems.gtin && lotClass(gtin, lot) === null)
      problems.lot = 'Enter the lot as on the label: up to 20 letters, digits or symbols, no spaces';
  }
  if (f.site.trim()) {
    const p = glnProblem(f.site.trim());
    if (p) problems.site = p;
  }
  if (f.from && !validDay(f.from)) problems.from = 'Enter the from date as a real date';
  if (f.to && !validDay(f.to)) problems.to = 'Enter the to date as a real date';
  if (!problems.from && !problems.to && f.from && f.to && f.to < f.from)
    problems.to = 'The to date must be the same as or after the from date';
  return problems;
}

/** A lot of a GTIN as its canonical Digital Link; null when the lot is no GS1 lot (over 20 characters…). */
function lotClass(gtin: string, lot: string): string | null {
  const gtin14 = normaliseGtin(gtin);
  if (!gtin14) return null;
  return canonicalEpc(`https://id.gs1.org/01/${gtin14}/10/${encodeURIComponent(lot)}`);
}

/**
 * The query of a form without problems: a GTIN (with its lot, or every lot) as `MATCH_anyEPCClass`, a site's GLN
 * as `EQ_bizLocation` or `EQ_readPoint`, the days as `GE_eventTime` / `LT_eventTime` (the from day's first
 * instant, the instant after the to day), the step as `EQ_bizStep`. Empty fields ask nothing.
 */
export function lookupQuery(f: LookupForm): LookupQuery {
  const q: LookupQuery = {};
  const gtin = f.gtin.trim();
  const lot = f.lot.trim();
  if (gtin) {
    const gtin14 = normaliseGtin(gtin);
    if (gtin14)
      q.MATCH_anyEPCClass = lot ? (lotClass(gtin, lot) ?? undefined) : `https://id.gs1.org/01/${gtin14}`;
  }
  const site = f.site.trim();
  if (site)
    q[f.siteAs === 'readPoint' ? 'EQ_readPoint' : 'EQ_bizLocation'] = `https://id.gs1.org/414/${site}`;
  if (f.from) q.GE_eventTime = startOfDay(f.from);
  if (f.to) q.LT_eventTime = startOfNextDay(f.to);
  if (f.bizStep) q.EQ_bizStep = f.bizStep;
  for (const k of Object.keys(q) as (keyof LookupQuery)[]) if (q[k] === undefined) delete q[k];
  return q;
}

/** The form as the page's address keeps it (only the fields filled in). */
export function lookupToSearch(f: LookupForm): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (k === 'siteAs' ? v !== 'bizLocation' && f.site : v) params.set(k, v);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The form from the page's address (unknown or missing fields: empty). */
export function lookupFromSearch(query: Record<string, string | undefined>): LookupForm {
  return {
    gtin: query.gtin ?? '',
    lot: query.lot ?? '',
    site: query.site ?? '',
    siteAs: query.siteAs === 'readPoint' ? 'readPoint' : 'bizLocation',
    from: query.from ?? '',
    to: query.to ?? '',
    bizStep: query.bizStep ?? '',
  };
}

/** Whether the form asks anything (an empty form lists the latest events). */
export const isEmptyLookup = (f: LookupForm) => Object.keys(lookupQuery(f)).length === 0;
