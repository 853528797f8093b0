/**
 * Event hashes of a whole EPCISDocument or EPCISQueryDocument, as the reference implementation reads one
 * (json_to_py.py, `event_list_from_epcis_document_json`): the bare-value vocabulary is gathered over the
 * whole document, and the document may name fields to leave out of the hash (`ignoreFields`, an extension
 * of the reference under the namespace https://repository-x.example.com/).
 */
import { eventPreHash, hashOfPreHash } from './event-hash.js';
import { expandedVocabulary } from './expanded-vocabulary.js';

const IGNORE_NAMESPACE = 'https://repository-x.example.com/';

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};

function ignoreKey(context: unknown): string {
  for (const c of Array.isArray(context) ? context : [])
    for (const [k, v] of Object.entries(asObject(c))) if (v === IGNORE_NAMESPACE) return `${k}:ignoreFields`;
  return ':ignoreFields';
}

/** The document's events, its @context and the fields it asks to leave out. */
export function documentEvents(document: unknown): {
  events: unknown[];
  context: unknown;
  ignoreFields: string[];
} {
  const doc = asObject(document);
  const context = doc['@context'];
  const body = asObject(doc.epcisBody);
  const key = ignoreKey(context);
  let events: unknown;
  let ignore: unknown;
  if ('eventList' in body) [events, ignore] = [body.eventList, doc[key]];
  else if ('queryResults' in body) {
    const results = asObject(body.queryResults);
    [events, ignore] = [asObject(results.resultsBody).eventList, results[key]];
  } else [events, ignore] = ['event' in body ? [body.event] : [], doc[key]];
  const ignoreFields = Array.isArray(ignore) ? ignore.filter((f): f is string => typeof f === 'string') : [];
  return { events: Array.isArray(events) ? events : [], context, ignoreFields };
}

/**
 * The pre-hash string of every event of the document, in order; with `only`, of the events it picks (null for the
 * others: the vocabulary is still gathered over the whole document, so a picked event's string is the same).
 */
export function documentPreHashes(document: unknown): string[];
export function documentPreHashes(document: unknown, only: (index: number) => boolean): (string | null)[];
export function documentPreHashes(document: unknown, only?: (index: number) => boolean): (string | null)[] {
  const { events, context, ignoreFields } = documentEvents(document);
  const expanded = expandedVocabulary(events, context);
  return events.map((event, i) =>
    only === undefined || only(i) ? eventPreHash(event, context, { expanded, ignoreFields }) : null,
  );
}

/** The CBV 2.0 event hash of every event of the document (or of those `only` picks, null for the others). */
export function documentEventHashes(document: unknown): string[];
export function documentEventHashes(document: unknown, only: (index: number) => boolean): (string | null)[];
export function documentEventHashes(document: unknown, only?: (index: number) => boolean): (string | null)[] {
  return (only === undefined ? documentPreHashes(document) : documentPreHashes(document, only)).map((p) =>
    p === null ? null : hashOfPreHash(p),
  );
}
