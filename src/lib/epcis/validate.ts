/**
 * Validation of an EPCISDocument (or EPCISQueryDocument), JSON or JSON-LD, against GS1's published EPCIS 2.0
 * JSON Schema (schema/EPCIS-JSON-Schema.json, byte for byte as GS1 publishes it) and the CBV 2.0 vocabularies.
 * Three steps, each stopping at the first problem: limits on the parsed document's shape (depth, string
 * length, event count, `__proto__` keys) before anything recurses into it; the CBV values of every event
 * (bare words, GS1 Web URIs and EPCIS 1.x URNs are one value; anything else must be a URI); then the schema.
 * A problem names the event (its index in the event list, from 0) and the field, as one English sentence.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { canonicalCbv, EVENT_TYPES, isAbsoluteUri, type CbvVocabulary } from './cbv.js';
import schema from './schema/EPCIS-JSON-Schema.json' with { type: 'json' };

export const EPCIS_LIMITS = {
  /** Events per document; above, the capture answers 413. */
  maxEvents: 10_000,
  /** Nesting of objects and arrays (a GS1 event with sensor data is about 9 deep). */
  maxDepth: 32,
  /** Characters in any one string or key. */
  maxStringLength: 65_536,
} as const;

export type EpcisValidation =
  | {
      ok: true;
      kind: 'EPCISDocument' | 'EPCISQueryDocument';
      events: unknown[];
      /** Per event, the canonical CBV value of each vocabulary field present, by its path in the event. */
      vocabulary: Record<string, string>[];
    }
  /** `invalid`: a 400. `eventIndex` null when the fault is outside the events. */
  | { ok: false; reason: 'invalid'; message: string; eventIndex: number | null; field: string | null }
  /** More events than `EPCIS_LIMITS.maxEvents`: a 413. */
  | { ok: false; reason: 'tooLarge'; message: string; eventIndex: null; field: null };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

let compiled: ValidateFunction | undefined;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** RFC 3339 date-time (seconds required, as JSON Schema's `date-time`), with the calendar checked. */
export function isDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (m === null) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && !leap ? 28 : (DAYS[month - 1] ?? 0);
  const offsetOk = m[7] === undefined || (Number(m[7]) <= 23 && Number(m[8]) <= 59);
  return day >= 1 && day <= days && hour <= 23 && minute <= 59 && second <= 60 && offsetOk;
}

/** A text equal for equal JSON values (keys sorted); the shape check has bounded the depth. */
function canonicalText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalText((value as Json)[k])}`).join(',')}}`;
}

/** The positions of the first repeated item (`i` the earlier, `j` the later, as Ajv reports them), or null. */
function firstDuplicate(items: readonly unknown[]): { i: number; j: number } | null {
  const seen = new Map<string, number>();
  for (const [j, item] of items.entries()) {
    const text = typeof item === 'string' ? `s${item}` : canonicalText(item);
    const i = seen.get(text);
    if (i !== undefined) return { i, j };
    seen.set(text, j);
  }
  return null;
}

/** The schema, compiled once on first use. `ajv-formats` is not a dependency: its two formats the schema uses are here. */
export function epcisValidator(): ValidateFunction {
  if (compiled === undefined) {
    const ajv = new Ajv({ strict: false, allErrors: false, messages: true });
    ajv.addFormat('uri', isAbsoluteUri);
    ajv.addFormat('date-time', isDateTime);
    // Ajv checks `uniqueItems` by comparing every pair when the items' type is not written beside it (epcList's
    // items are a $ref): 40,000 EPCs took 6 s. The same rule, in one pass over a set of canonical texts.
    ajv.removeKeyword('uniqueItems');
    const unique = Object.assign(
      (wanted: boolean, data: unknown[]): boolean => {
        const at = wanted ? firstDuplicate(data) : null;
        unique.errors =
          at === null
            ? []
            : [{ keyword: 'uniqueItems', params: at, message: 'must NOT have duplicate items' }];
        return at === null;
      },
      { errors: [] as Partial<ErrorObject>[] },
    );
    ajv.addKeyword({
      keyword: 'uniqueItems',
      type: 'array',
      schemaType: 'boolean',
      errors: true,
      validate: unique,
    });
    compiled = ajv.compile(schema as object);
  }
  return compiled;
}

const invalid = (message: string, eventIndex: number | null, field: string | null): EpcisValidation => ({
  ok: false,
  reason: 'invalid',
  message,
  eventIndex,
  field,
});

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

/** JSON path segments as a field name: `quantityList[0].quantity`. */
function fieldName(segments: readonly (string | number)[]): string {
  let out = '';
  for (const s of segments) out += typeof s === 'number' ? `[${s}]` : out === '' ? s : `.${s}`;
  return out;
}

/** Which event and which field a place in the document is: events from the list, or the document itself. */
function locate(
  segments: readonly (string | number)[],
  listPath: readonly string[],
): { eventIndex: number | null; field: string; where: string } {
  const inList = listPath.every((s, i) => segments[i] === s) && segments.length > listPath.length;
  if (inList) {
    const eventIndex = Number(segments[listPath.length]);
    const field = fieldName(segments.slice(listPath.length + 1));
    return { eventIndex, field, where: `Event ${eventIndex}` };
  }
  return { eventIndex: null, field: fieldName(segments), where: 'The document' };
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

type Segment = string | number;
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

/** The most telling of the schema's errors: the deepest place, not a combinator's summary. */
function pickError(errors: readonly ErrorObject[]): { error: ErrorObject; choice: boolean } {
  // A field name refused: Ajv says so with a `propertyNames` error after its branches' (some without the name).
  const names = errors.filter((e) => e.keyword === 'propertyNames');
  if (names.length > 0) {
    let deepest = names[0]!;
    for (const e of names) if (e.instancePath.length > deepest.instancePath.length) deepest = e;
    return { error: deepest, choice: false };
  }
  const combinators = new Set(['anyOf', 'oneOf', 'if', 'allOf', 'not']);
  const specific = errors.filter((e) => !combinators.has(e.keyword));
  const pool = specific.length > 0 ? specific : errors;
  let best = pool[0]!;
  for (const e of pool) if (e.instancePath.length > best.instancePath.length) best = e;
  const choice = errors.some((e) => e.keyword === 'anyOf' && e.instancePath === best.instancePath);
  return { error: best, choice };
}

function decodePointer(pointer: string): Segment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}

function valueAt(doc: unknown, path: readonly Segment[]): unknown {
  let v = doc;
  for (const s of path) v = v !== null && typeof v === 'object' ? (v as Json)[s as string] : undefined;
  return v;
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/**
 * The rules across fields of each event type (GS1's schema: `allOf[2]` and ObjectEvent's `allOf[3]`, each an
 * `anyOf`), said as the standard says them; the schema's own error would name one branch only.
 */
const RULES: Record<string, Record<string, [field: string, sentence: string]>> = {
  ObjectEvent: {
    2: [
      'epcList',
      'epcList, quantityList, or sensorElementList with readPoint, is required in an ObjectEvent',
    ],
    3: ['ilmd', 'ilmd is allowed only when action is ADD'],
  },
  AggregationEvent: {
    2: ['childEPCs', 'childEPCs or childQuantityList is required unless action is DELETE'],
  },
  AssociationEvent: {
    2: ['childEPCs', 'childEPCs or childQuantityList is required unless action is DELETE'],
  },
  TransactionEvent: { 2: ['epcList', 'epcList or quantityList is required unless action is DELETE'] },
  TransformationEvent: {
    2: [
      'inputEPCList',
      'inputEPCList or inputQuantityList, and outputEPCList or outputQuantityList, are required (one side is enough with a transformationID)',
    ],
  },
};

function ruleBroken(
  doc: unknown,
  errors: readonly ErrorObject[],
  listPath: readonly string[],
): EpcisValidation | null {
  for (const e of errors) {
    const rule = /^#\/allOf\/(\d+)\/anyOf$/.exec(e.schemaPath);
    if (e.keyword !== 'anyOf' || rule === null) continue;
    const path = decodePointer(e.instancePath);
    if (path.length !== listPath.length + 1 || !listPath.every((s, i) => path[i] === s)) continue;
    const type = valueAt(doc, [...path, 'type']);
    const found = typeof type === 'string' ? RULES[type]?.[rule[1]!] : undefined;
    if (found === undefined) continue;
    const eventIndex = path[listPath.length] as number;
    return invalid(`Event ${eventIndex}: ${found[1]}.`, eventIndex, found[0]);
  }
  return null;
}

/** What the schema's patterns ask for, by the field they sit on. */
const PATTERN_NAMES: Record<string, string> = {
  eventTimeZoneOffset: 'an offset from UTC such as +01:00 or -05:00',
  schemaVersion: 'a version number such as 2.0',
};

/** One English sentence for the schema's error. */
function describe(
  doc: unknown,
  errors: readonly ErrorObject[],
  listPath: readonly string[],
): EpcisValidation {
  const rule = ruleBroken(doc, errors, listPath);
  if (rule !== null) return rule;
  const { error, choice } = pickError(errors);
  const path = decodePointer(error.instancePath);
  const value = valueAt(doc, path);
  const params = error.params as Record<string, unknown>;
  let target = path;
  let sentence: string;
  switch (error.keyword) {
    case 'required':
      target = [...path, String(params.missingProperty)];
      sentence = 'is required';
      break;
    case 'additionalProperties':
      target = [...path, String(params.additionalProperty)];
      sentence = 'is not a field of this element';
      break;
    case 'propertyNames':
    case 'format':
    case 'pattern':
    case 'enum':
    case 'type':
    default:
      if (error.propertyName !== undefined || error.keyword === 'propertyNames') {
        const name = error.propertyName ?? String(params.propertyName);
        target = [...path, name];
        const type = valueAt(doc, [...path, 'type']);
        const isEvent = path.length === listPath.length + 1 && typeof type === 'string';
        const element = isEvent ? `${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type}` : 'this element';
        sentence = name.includes(':')
          ? 'is not an allowed field name: a field of your own must be a URI or a prefixed name'
          : `is not a field of ${element}; a field of your own must be a URI or a prefixed name declared in @context (e.g. example:${name})`;
      } else if (choice) sentence = `${shown(value)} is neither one of the standard values nor a URI`;
      else if (error.keyword === 'format' && params.format === 'date-time')
        sentence = `${shown(value)} is not a date and time with its offset (e.g. 2024-05-01T10:00:00.000+01:00)`;
      else if (error.keyword === 'format' && params.format === 'uri')
        sentence =
          path.length === listPath.length + 2 && path.at(-1) === 'type'
            ? `${shown(value)} is no EPCIS event type (${EVENT_TYPES.join(', ')}) and not a URI`
            : `${shown(value)} is not a URI`;
      else if (error.keyword === 'enum')
        sentence = `${shown(value)} must be one of ${(params.allowedValues as unknown[]).map((v) => String(v)).join(', ')}`;
      else if (error.keyword === 'type')
        sentence = `must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}`;
      else if (error.keyword === 'uniqueItems' && Array.isArray(value))
        sentence = `holds ${shown(value[Number(params.j)])} twice (at ${String(params.i)} and ${String(params.j)})`;
      else if (error.keyword === 'pattern')
        sentence = `${shown(value)} is not ${PATTERN_NAMES[String(path.at(-1))] ?? 'in the expected form'}`;
      else sentence = error.message ?? 'is not valid';
  }
  const at = locate(target, listPath);
  const subject = at.field || (at.eventIndex === null ? 'the document' : 'the event');
  return invalid(`${at.where}: ${subject} ${sentence}.`, at.eventIndex, at.field || null);
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
  if (!validate(view)) return describe(view, validate.errors ?? [], listPath);
  return { ok: true, kind: doc.type, events, vocabulary };
}
