/**
 * Validation of an EPCISDocument (or EPCISQueryDocument), JSON or JSON-LD, against GS1's published EPCIS 2.0
 * JSON Schema (schema/EPCIS-JSON-Schema.json, byte for byte as GS1 publishes it) and the CBV 2.0 vocabularies.
 * Three steps, each stopping at the first problem: limits on the parsed document's shape (depth, string
 * length, event count, `__proto__` keys) before anything recurses into it; the CBV values of every event
 * (bare words, GS1 Web URIs and EPCIS 1.x URNs are one value; anything else must be a URI); then the schema.
 * A problem names the event (its index in the event list, from 0) and the field, as one English sentence.
 */
import { canonicalCbv, type CbvVocabulary } from './cbv.js';
import {
  describeSchemaErrors,
  fieldName,
  invalid,
  locate,
  type EpcisProblem,
  type Segment,
} from './epcis-problems.js';
import { epcisValidator } from './epcis-schema.js';

export { epcisValidator, isDateTime } from './epcis-schema.js';
export type { EpcisProblem } from './epcis-problems.js';

export const EPCIS_LIMITS = {
  /** Events per document; above, the capture answers 413. */
  maxEvents: 10_000,
  /** Nesting of objects and arrays (a GS1 event with sensor data is about 9 deep). */
  maxDepth: 32,
  /** Characters in any one string or key. */
  maxStringLength: 65_536,
} as const;

/** Accepted, with the events and their canonical CBV values; or the first problem (`EpcisProblem`). */
export type EpcisValidation =
  | {
      ok: true;
      kind: 'EPCISDocument' | 'EPCISQueryDocument';
      events: unknown[];
      /** Per event, the canonical CBV value of each vocabulary field present, by its path in the event. */
      vocabulary: Record<string, string>[];
    }
  | EpcisProblem;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Where the event list sits, and how its path reads in the schema's error paths. */
function eventListOf(doc: Json): { list: unknown; prefix: string } {
  const body = isObject(doc.epcisBody) ? doc.epcisBody : {};
  if (doc.type === 'EPCISQueryDocument') {
    const results = isObject(body.queryResults) ? body.queryResults : {};
    const inner = isObject(results.resultsBody) ? results.resultsBody : {};
    return { list: inner.eventList, prefix: '/epcisBody/queryResults/resultsBody/eventList/' };
  }
  return { list: body.eventList, prefix: '/epcisBody/eventList/' };
}

/**
 * Shape limits, checked without recursion (an explicit stack), so that a hostile document is refused before
 * the schema, the event hash or the database recurse into it.
 */
function checkShape(doc: unknown, listPath: readonly string[]): EpcisValidation | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: doc, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.length > EPCIS_LIMITS.maxStringLength) {
        const at = locate(path, listPath);
        return invalid(
          `${at.where}: ${at.field || 'a value'} is longer than ${EPCIS_LIMITS.maxStringLength.toLocaleString('en')} characters.`,
          at.eventIndex,
          at.field,
        );
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= EPCIS_LIMITS.maxDepth) {
      const at = locate(path, listPath);
      return invalid(
        `${at.where}: ${at.field || 'the document'} is nested deeper than ${EPCIS_LIMITS.maxDepth} levels.`,
        at.eventIndex,
        at.field,
      );
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key === '__proto__' || key.length > EPCIS_LIMITS.maxStringLength) {
        const at = locate([...path, key.length > 80 ? `${key.slice(0, 80)}…` : key], listPath);
        return invalid(`${at.where}: the field name ${at.field} is not allowed.`, at.eventIndex, at.field);
      }
      stack.push({ value: (value as Json)[key], path: [...path, key] });
    }
  }
  return null;
}

/** The CBV fields of an event, each with its vocabulary. */
function* cbvFields(event: Json): Generator<{ path: Segment[]; vocabulary: CbvVocabulary; value: unknown }> {
  yield { path: ['bizStep'], vocabulary: 'bizStep', value: event.bizStep };
  yield { path: ['disposition'], vocabulary: 'disposition', value: event.disposition };
  const persistent = event.persistentDisposition;
  if (isObject(persistent))
    for (const key of ['set', 'unset'])
      if (Array.isArray(persistent[key]))
        for (const [i, v] of (persistent[key] as unknown[]).entries())
          yield { path: ['persistentDisposition', key, i], vocabulary: 'disposition', value: v };
  const lists: [string, CbvVocabulary][] = [
    ['bizTransactionList', 'bizTransactionType'],
    ['sourceList', 'sourceDestType'],
    ['destinationList', 'sourceDestType'],
  ];
  for (const [list, vocabulary] of lists)
    if (Array.isArray(event[list]))
      for (const [i, entry] of (event[list] as unknown[]).entries())
        if (isObject(entry)) yield { path: [list, i, 'type'], vocabulary, value: entry.type };
  if (isObject(event.errorDeclaration))
    yield {
      path: ['errorDeclaration', 'reason'],
      vocabulary: 'errorReason',
      value: event.errorDeclaration.reason,
    };
  if (Array.isArray(event.sensorElementList))
    for (const [i, element] of event.sensorElementList.entries())
      if (isObject(element) && Array.isArray(element.sensorReport))
        for (const [j, report] of element.sensorReport.entries())
          if (isObject(report)) {
            const at = ['sensorElementList', i, 'sensorReport', j];
            yield { path: [...at, 'type'], vocabulary: 'measurementType', value: report.type };
            yield { path: [...at, 'exception'], vocabulary: 'sensorAlertType', value: report.exception };
            yield { path: [...at, 'component'], vocabulary: 'component', value: report.component };
          }
}

/** A copy of `root` with the value at `path` replaced, copying only the objects and arrays on the way. */
function withValue(root: unknown, path: readonly Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Segment, ...Segment[]];
  if (Array.isArray(root)) {
    const copy = root.slice();
    copy[head as number] = withValue(root[head as number], rest, value);
    return copy;
  }
  const copy = { ...(root as Json) };
  Object.defineProperty(copy, head, {
    value: withValue((root as Json)[head as string], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/**
 * Validates a parsed EPCIS document. `ok` gives its events and their canonical CBV values; otherwise the
 * first problem, as a sentence naming the event index and the field (`reason: 'tooLarge'` past 10,000 events).
 */
export function validateEpcisDocument(doc: unknown): EpcisValidation {
  if (!isObject(doc)) return invalid('The document must be a JSON object.', null, null);
  if (doc.type !== 'EPCISDocument' && doc.type !== 'EPCISQueryDocument')
    return invalid('The document: type must be EPCISDocument or EPCISQueryDocument.', null, 'type');
  const { list, prefix } = eventListOf(doc);
  const listPath = prefix.slice(1, -1).split('/');
  if (Array.isArray(list) && list.length > EPCIS_LIMITS.maxEvents)
    return {
      ok: false,
      reason: 'tooLarge',
      message: `The document holds ${list.length.toLocaleString('en')} events; at most ${EPCIS_LIMITS.maxEvents.toLocaleString('en')} are accepted in one document.`,
      eventIndex: null,
      field: null,
    };
  const shape = checkShape(doc, listPath);
  if (shape !== null) return shape;

  // The schema refuses EPCIS 1.x URNs and GS1 vocabulary URIs in some fields; it is shown each standard value as its bare word.
  const events = Array.isArray(list) ? list : [];
  const vocabulary: Record<string, string>[] = [];
  let viewEvents: unknown[] | undefined;
  for (const [index, event] of events.entries()) {
    const canonical: Record<string, string> = {};
    vocabulary.push(canonical);
    if (!isObject(event)) continue;
    let changed: unknown = event;
    for (const { path, vocabulary: vocab, value } of cbvFields(event)) {
      if (typeof value !== 'string') continue;
      const result = canonicalCbv(vocab, value);
      const field = fieldName(path);
      if (!result.ok) return invalid(`Event ${index}: ${field} ${result.problem}.`, index, field);
      canonical[field] = result.value;
      if (result.term !== null && result.term !== value) changed = withValue(changed, path, result.term);
    }
    if (changed !== event) (viewEvents ??= events.slice())[index] = changed;
  }
  const view = viewEvents === undefined ? doc : withValue(doc, listPath, viewEvents);
  const validate = epcisValidator();
  if (!validate(view)) return describeSchemaErrors(view, validate.errors ?? [], listPath);
  return { ok: true, kind: doc.type, events, vocabulary };
}
