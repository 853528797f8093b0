/**
 * The query parameters of `GET /epcis/events` (GS1 EPCIS 2.0 REST binding, SimpleEventQuery), parsed into the
 * filter the repository runs: values of one parameter separated by `|` (the binding's `pipeDelimited`), CBV values
 * and identifiers in the canonical forms the capture stored, and the opaque page token. Pure: no database, no HTTP.
 */
import { canonicalCbv, EVENT_TYPES, type CbvVocabulary } from '../../lib/epcis/cbv.js';
import { isDateTime } from '../../lib/epcis/validate.js';
import { parseEpc } from '../../lib/epcis/identifiers.js';
import { ValidationError } from '../../http/errors.js';
import { storedId } from './event-rows.js';

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 1000;
/** Values of one parameter: more is no query anyone means (and would make a long SQL array). */
export const MAX_VALUES = 100;
/** Characters of one parameter as sent (an identifier is at most 2,048; ten of them with their pipes). */
export const MAX_PARAM_CHARS = 21_000;

/** Where an identifier parameter looks (epcis_event_epcs.role, see event-rows.ts EPC_ROLES). */
export const EPC_PARAMS = {
  MATCH_epc: [1, 3],
  MATCH_anyEPC: [1, 2, 3, 4, 5],
  MATCH_epcClass: [6, 7],
  MATCH_anyEPCClass: [6, 7, 8, 9],
} as const;
type EpcParam = keyof typeof EPC_PARAMS;

/** One identifier parameter: exact identifiers (serials, lots, SSCCs…) and classes (matching their lots). */
export interface EpcMatch {
  roles: readonly number[];
  epcs: string[];
  classes: string[];
}

/** Where the next page starts: after the event at (eventtime, id). */
export interface PageAfter {
  eventtime: string;
  id: string;
}

export interface EventFilter {
  eventTypes: string[] | null;
  geEventTime: string | null;
  ltEventTime: string | null;
  geRecordTime: string | null;
  ltRecordTime: string | null;
  actions: string[] | null;
  bizSteps: string[] | null;
  dispositions: string[] | null;
  readPoints: string[] | null;
  bizLocations: string[] | null;
  eventIds: string[] | null;
  /** Every identifier parameter given: an event must match each. */
  epcs: EpcMatch[];
  perPage: number;
  after: PageAfter | null;
}

export const QUERY_PARAMS = [
  'eventType',
  'GE_eventTime',
  'LT_eventTime',
  'GE_recordTime',
  'LT_recordTime',
  'EQ_action',
  'EQ_bizStep',
  'EQ_disposition',
  'EQ_readPoint',
  'EQ_bizLocation',
  'MATCH_epc',
  'MATCH_anyEPC',
  'MATCH_epcClass',
  'MATCH_anyEPCClass',
  'EQ_eventID',
  'perPage',
  'nextPageToken',
] as const;
const KNOWN: ReadonlySet<string> = new Set(QUERY_PARAMS);

const quote = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

function values(name: string, text: string): string[] {
  const list = text.split('|');
  if (list.some((v) => v === ''))
    throw new ValidationError(`${name}: an empty value (separate values with one |)`);
  if (list.length > MAX_VALUES) throw new ValidationError(`${name}: at most ${MAX_VALUES} values`);
  return list;
}

/**
 * A date-time as the binding writes it (RFC 3339 with an offset). In a URL a `+` reads as a space, so an
 * offset written `+02:00` unencoded arrives as ` 02:00`: taken as the `+` it was.
 */
function dateTime(name: string, text: string): string {
  const fixed = text.replace(/ (\d{2}:\d{2})$/, '+$1');
  if (!isDateTime(fixed) || Number.isNaN(Date.parse(fixed)))
    throw new ValidationError(`${name}: ${quote(text)} is not a date-time (e.g. 2026-11-28T08:00:00.000Z)`);
  return new Date(Date.parse(fixed)).toISOString();
}

function cbvValues(name: string, vocabulary: CbvVocabulary, text: string): string[] {
  return values(name, text).map((v) => {
    const c = canonicalCbv(vocabulary, v);
    if (!c.ok) throw new ValidationError(`${name}: ${c.problem}`);
    return c.value;
  });
}

function epcMatch(name: EpcParam, text: string): EpcMatch {
  const match: EpcMatch = { roles: EPC_PARAMS[name], epcs: [], classes: [] };
  for (const v of values(name, text)) {
    // A class without a lot or serial (a GTIN's Digital Link, an sgtin idpat) matches its lots and serials.
    if (parseEpc(v)?.kind === 'class') match.classes.push(storedId(v));
    else match.epcs.push(storedId(v));
  }
  return match;
}

const TOKEN = /^ev1\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,17})$/;
const BAD_TOKEN = 'nextPageToken is not one this server gave: pass the Link header’s address unchanged';

/** The page token after the event at `after` (its eventtime in UTC to the microsecond, as the database keeps it). */
export const encodePageToken = (after: PageAfter): string =>
  Buffer.from(`ev1|${after.eventtime}|${after.id}`).toString('base64url');

export function decodePageToken(token: string): PageAfter {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const m = TOKEN.exec(text);
  // Only the form encodePageToken makes: no stray characters the base64 decoder would skip.
  if (!m || Buffer.from(text).toString('base64url') !== token || Number.isNaN(Date.parse(m[1]!)))
    throw new ValidationError(BAD_TOKEN);
  if (BigInt(m[2]!) > 9223372036854775807n) throw new ValidationError(BAD_TOKEN);
  return { eventtime: m[1]!, id: m[2]! };
}

function perPage(text: string): number {
  if (!/^\d{1,7}$/.test(text) || Number(text) < 1 || Number(text) > MAX_PER_PAGE)
    throw new ValidationError(`perPage must be an integer from 1 to ${MAX_PER_PAGE}`);
  return Number(text);
}

/**
 * The filter of a query string. Throws a 400 naming the parameter: an unknown one, one given twice (the binding
 * joins values with `|`), or a value that cannot be what it names.
 */
export function parseEventQuery(params: URLSearchParams): EventFilter {
  const seen = new Map<string, string>();
  for (const [name, value] of params) {
    if (!KNOWN.has(name))
      throw new ValidationError(`Unknown query parameter ${quote(name)}; known: ${QUERY_PARAMS.join(', ')}`);
    if (seen.has(name))
      throw new ValidationError(`${name} is given more than once: separate its values with |`);
    if (value.length > MAX_PARAM_CHARS)
      throw new ValidationError(`${name} is longer than ${MAX_PARAM_CHARS.toLocaleString('en')} characters`);
    seen.set(name, value);
  }
  const get = <T>(name: string, read: (text: string) => T): T | null => {
    const text = seen.get(name);
    return text === undefined ? null : read(text);
  };
  const ids = (name: string) => get(name, (t) => values(name, t).map(storedId));
  const epcs: EpcMatch[] = [];
  for (const name of Object.keys(EPC_PARAMS) as EpcParam[]) {
    const m = get(name, (t) => epcMatch(name, t));
    if (m) epcs.push(m);
  }
  return {
    eventTypes: get('eventType', (t) =>
      values('eventType', t).map((v) => {
        // An extension event type is a URI; anything else must be one of the five.
        if (!EVENT_TYPES.includes(v) && !/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(v))
          throw new ValidationError(`eventType: ${quote(v)} is not ${EVENT_TYPES.join(', ')} or a URI`);
        return v;
      }),
    ),
    geEventTime: get('GE_eventTime', (t) => dateTime('GE_eventTime', t)),
    ltEventTime: get('LT_eventTime', (t) => dateTime('LT_eventTime', t)),
    geRecordTime: get('GE_recordTime', (t) => dateTime('GE_recordTime', t)),
    ltRecordTime: get('LT_recordTime', (t) => dateTime('LT_recordTime', t)),
    actions: get('EQ_action', (t) =>
      values('EQ_action', t).map((v) => {
        if (!['ADD', 'OBSERVE', 'DELETE'].includes(v))
          throw new ValidationError(`EQ_action: ${quote(v)} must be one of ADD, OBSERVE, DELETE`);
        return v;
      }),
    ),
    bizSteps: get('EQ_bizStep', (t) => cbvValues('EQ_bizStep', 'bizStep', t)),
    dispositions: get('EQ_disposition', (t) => cbvValues('EQ_disposition', 'disposition', t)),
    readPoints: ids('EQ_readPoint'),
    bizLocations: ids('EQ_bizLocation'),
    eventIds: get('EQ_eventID', (t) => values('EQ_eventID', t)),
    epcs,
    perPage: get('perPage', perPage) ?? DEFAULT_PER_PAGE,
    after: get('nextPageToken', decodePageToken),
  };
}

/** The query string of the next page: the same parameters, in the order sent, and the new token. */
export function nextPageQuery(params: URLSearchParams, token: string): string {
  const next = new URLSearchParams([...params].filter(([name]) => name !== 'nextPageToken'));
  next.append('nextPageToken', token);
  return next.toString();
}
