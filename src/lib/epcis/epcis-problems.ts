/**
 * The problems of a document said in English: one sentence naming the event (its index in the event list, from
 * 0) and the field, from a limit, the CBV or the first of the schema's errors.
 */
import type { ErrorObject } from 'ajv';
import { EVENT_TYPES } from './cbv.js';

type Json = Record<string, unknown>;

/** A refused document: `invalid` is a 400, `tooLarge` (more events than allowed) a 413. */
export interface EpcisProblem {
  ok: false;
  reason: 'invalid' | 'tooLarge';
  message: string;
  /** The event's index in the event list, from 0; null when the fault is outside the events. */
  eventIndex: number | null;
  /** The field's path in the event (`quantityList[0].quantity`), or in the document outside the events. */
  field: string | null;
}

export type Segment = string | number;

export const invalid = (message: string, eventIndex: number | null, field: string | null): EpcisProblem => ({
  ok: false,
  reason: 'invalid',
  message,
  eventIndex,
  field,
});

/** JSON path segments as a field name: `quantityList[0].quantity`. */
export function fieldName(segments: readonly (string | number)[]): string {
  let out = '';
  for (const s of segments) out += typeof s === 'number' ? `[${s}]` : out === '' ? s : `.${s}`;
  return out;
}

/** Which event and which field a place in the document is: events from the list, or the document itself. */
export function locate(
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
): EpcisProblem | null {
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
export function describeSchemaErrors(
  doc: unknown,
  errors: readonly ErrorObject[],
  listPath: readonly string[],
): EpcisProblem {
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
