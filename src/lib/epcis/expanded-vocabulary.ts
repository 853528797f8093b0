/**
 * The reference implementation turns bare CBV values (`shipping`) into their web URIs by expanding the whole
 * document with a JSON-LD processor and collecting every expanded string under https://ref.gs1.org/cbv or
 * https://gs1.org/voc (json_to_py.py, `_bare_string_pre_preocessing`). Only a handful of fields expand to
 * such URIs, so this module computes the same set without a JSON-LD processor: the standard terms of the
 * EPCIS 2.0 context field by field, CURIEs with the context's `cbv:` and `gs1:` prefixes (or a prefix the
 * document defines), and values already written as such URIs.
 */
import { CONTEXT_TERMS } from './context-terms.js';

const PREFIXES = ['https://ref.gs1.org/cbv', 'https://gs1.org/voc'];

/** Which term list a key's value is read with, given the list or object the key sits in. */
function termsFor(key: string, parent: string): Readonly<Record<string, string>> | undefined {
  if (key === 'bizStep') return CONTEXT_TERMS.bizStep;
  if (key === 'disposition' || parent === 'persistentDisposition') return CONTEXT_TERMS.disposition;
  if (key === 'type' && parent === 'bizTransactionList') return CONTEXT_TERMS.bizTransactionType;
  if (key === 'type' && (parent === 'sourceList' || parent === 'destinationList'))
    return CONTEXT_TERMS.sourceOrDestinationType;
  if (parent === 'sensorReport') {
    if (key === 'type') return CONTEXT_TERMS.measurementType;
    if (key === 'exception') return CONTEXT_TERMS.exception;
    if (key === 'component') return CONTEXT_TERMS.component;
  }
  if (key === 'reason' && parent === 'errorDeclaration') return CONTEXT_TERMS.reason;
  return undefined;
}

function prefixesOf(context: unknown): Map<string, string> {
  const prefixes = new Map([
    ['cbv', 'https://ref.gs1.org/cbv/'],
    ['gs1', 'https://gs1.org/voc/'],
  ]);
  for (const c of Array.isArray(context) ? context : [context])
    if (c !== null && typeof c === 'object' && !Array.isArray(c))
      for (const [k, v] of Object.entries(c as Record<string, unknown>))
        if (typeof v === 'string') prefixes.set(k, v);
  return prefixes;
}

function collect(
  json: unknown,
  key: string,
  parent: string,
  prefixes: Map<string, string>,
  out: Set<string>,
): void {
  if (typeof json === 'string') {
    const term = termsFor(key, parent);
    let value = term !== undefined && Object.hasOwn(term, json) ? term[json]! : json;
    const colon = value.indexOf(':');
    const ns = colon > 0 ? prefixes.get(value.slice(0, colon)) : undefined;
    if (ns !== undefined && !value.startsWith(ns)) value = ns + value.slice(colon + 1);
    if (PREFIXES.some((p) => value.startsWith(p))) out.add(value);
  } else if (Array.isArray(json)) {
    for (const item of json) collect(item, key, parent, prefixes, out);
  } else if (json !== null && typeof json === 'object') {
    for (const [k, v] of Object.entries(json as Record<string, unknown>))
      if (k !== '@context') collect(v, k, key, prefixes, out);
  }
}

/** The expanded vocabulary URIs of an event, a document or any part of one, given the document's @context. */
export function expandedVocabulary(json: unknown, context: unknown): Set<string> {
  const out = new Set<string>();
  collect(json, '', '', prefixesOf(context), out);
  return out;
}
