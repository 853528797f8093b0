/**
 * The CBV 2.0 event hash (`ni:///sha-256;<hex>?ver=CBV2.0`) of an EPCIS 2.0 event in JSON/JSON-LD, computed
 * exactly as GS1's reference implementation does (RalphTro/epcis-event-hash-generator, MIT licence, commit
 * 5d2f1c389a1599af40fe1b530b62e0ca59ab818f: json_to_py.py, json_xml_model_mismatch_correction.py,
 * hash_generator.py and __init__.py's PROP_ORDER). The reference publishes its test vectors as pre-hash
 * strings and hashes, and other systems compute the same eventID from it, so this is a port of its steps, its
 * quirks included (which lists are sorted, what `str()` and `float()` do to values, which fields end up in
 * the "remaining elements" part); the comments name each reference function. Where the reference raises
 * and drops an event, this module gives a hash instead and says so where it happens.
 */
import { createHash } from 'node:crypto';
import { referenceDlNormalise } from './dl-normaliser.js';
import { memoised } from './memo.js';
import { PROP_ORDER, type Order } from './prop-order.js';
import { expandedVocabulary } from './expanded-vocabulary.js';
import { fixTimestampPy, formatNumericPy, stripPy } from './python-values.js';

import {
  type Node,
  type Child,
  JOIN_BY,
  isNode,
  sortStrings,
  removeChild,
  namespacesOf,
  jsonToPy,
  deepStructureCorrection,
} from './event-tree.js';

/** `_canonize_value`: CBV URNs as web URIs, numbers without trailing zeros, GS1 keys as Digital Links. */
const canonizeValue = memoised((text: string): string => {
  const web = text
    .replaceAll('urn:epcglobal:cbv:bizstep:', 'https://ref.gs1.org/cbv/BizStep-')
    .replaceAll('urn:epcglobal:cbv:disp:', 'https://ref.gs1.org/cbv/Disp-')
    .replaceAll('urn:epcglobal:cbv:btt:', 'https://ref.gs1.org/cbv/BTT-')
    .replaceAll('urn:epcglobal:cbv:sdt:', 'https://ref.gs1.org/cbv/SDT-')
    .replaceAll('urn:epcglobal:cbv:er:', 'https://ref.gs1.org/cbv/ER-');
  const numeric = formatNumericPy(web);
  // The reference's normaliser backtracks badly on long text; no GS1 identifier is this long.
  return (numeric.length <= 2048 ? referenceDlNormalise(numeric) : null) ?? numeric;
});

/** `_gather_user_extensions`: extensions of readPoint, bizLocation, sensor elements, appended after their fields. */
function gatherUserExtensions(children: Child[]): Child[] {
  if (children.length <= 1) return [];
  const has = (c: Child, s: string) => (isNode(c) ? c[0].includes(s) : c.some((x) => (x as unknown) === s));
  if (children.some((c) => has(c, 'eventTime') || has(c, 'action'))) return [];
  const extensions = children.filter((c) => isNode(c) && c[0].includes('{') && c[0].includes('/}'));
  for (const e of extensions) removeChild(children, e);
  return extensions;
}

/** `_child_to_pre_hash_string`. */
function childToPreHash(child: Node, subOrder: Order | null): string {
  const grandChildren = subOrder ? recurseInOrder(child[2], subOrder) : '';
  let text = '';
  if (child[1] !== '') {
    text = stripPy(child[1]);
    const lower = child[0].toLowerCase();
    text = lower.includes('time') && !lower.includes('offset') ? fixTimestampPy(text) : canonizeValue(text);
    if (text !== '') text = '=' + text;
  }
  return text !== '' || grandChildren !== '' ? child[0] + text + grandChildren : '';
}

/** `_recurse_through_children_in_order`: consumes what it writes; what is left is written later, sorted. */
function recurseInOrder(children: Child[], order: Order): string {
  let preHash = '';
  const extensions = gatherUserExtensions(children);
  for (const [name, subOrder] of order) {
    const named = children.filter((c): c is Node => isNode(c) && name !== null && c[0] === name);
    const values: string[] = [];
    for (const child of named) {
      const s = childToPreHash(child, subOrder);
      if (s !== '') values.push(s);
      if (child[2].length === 0) removeChild(children, child);
    }
    sortStrings(values);
    if (values.join('') !== '') {
      if (preHash !== '') values.unshift(preHash);
      preHash = values.join(JOIN_BY);
    }
  }
  if (extensions.length > 0) preHash = preHash + JOIN_BY + genericToPreHash(extensions);
  return preHash;
}

/** `_generic_child_list_to_prehash_string`: key=value strings, sorted unless they are a paired entry. */
function genericToPreHash(children: Child[]): string {
  const values: string[] = [];
  for (const child of children) {
    if (!isNode(child)) {
      values.push(genericToPreHash(child));
      continue;
    }
    let text = stripPy(child[1]);
    if (text !== '') text = '=' + canonizeValue(text);
    values.push(child[0] + text + genericToPreHash(child[2]));
  }
  const paired = children.some(
    (c) => isNode(c) && ['bizTransaction', 'source', 'destination'].includes(c[0]),
  );
  if (children.length > 1 && !paired) sortStrings(values);
  return values.join(JOIN_BY);
}

/** `_gather_elements_not_in_order`: user extensions, ilmd, paired lists…, without recordTime, eventID, errorDeclaration. */
function remainingToPreHash(children: Child[]): string {
  const ignored = ['recordTime', 'eventID', 'type', 'errorDeclaration'];
  const rest = children.filter((c) => !isNode(c) || !ignored.includes(c[0]));
  return rest.length > 0 ? genericToPreHash(rest) : '';
}

export interface HashOptions {
  /**
   * Values of the whole document that JSON-LD expansion yields under https://ref.gs1.org/cbv or
   * https://gs1.org/voc (see `expandedVocabulary`); the reference gathers them over the whole document, so a
   * caller hashing a document's events passes the document's. Default: the event's own.
   */
  expanded?: ReadonlySet<string>;
  /** Fields of the event left out of the hash (the reference's `ignoreFields` document extension). */
  ignoreFields?: readonly string[];
}

/**
 * `_replace_bare_string_values`: a bare value matching exactly one expanded vocabulary URI (ending with
 * `-value` or `/value`) becomes it. The URIs are indexed by every such ending once, not scanned per value.
 */
const indexes = new WeakMap<ReadonlySet<string>, Map<string, string | null>>();
function bareStringIndex(expanded: ReadonlySet<string>): Map<string, string | null> {
  const known = indexes.get(expanded);
  if (known !== undefined) return known;
  const index = new Map<string, string | null>();
  indexes.set(expanded, index);
  for (const uri of expanded)
    for (let i = 0; i < uri.length; i++)
      if (uri[i] === '-' || uri[i] === '/') {
        const ending = uri.slice(i + 1);
        // null: more than one URI ends so; the reference then leaves the value as it is.
        index.set(ending, index.has(ending) ? null : uri);
      }
  return index;
}

function replaceBareStrings(json: unknown, index: Map<string, string | null>): unknown {
  if (typeof json === 'string') return index.get(json) ?? json;
  if (Array.isArray(json)) return json.map((item) => replaceBareStrings(item, index));
  if (json !== null && typeof json === 'object')
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, replaceBareStrings(v, index)]));
  return json;
}

/**
 * The pre-hash string of one event (an object as parsed from JSON), given its document's `@context` (for
 * the namespace prefixes of user extensions). Throws a TypeError when the event is no object with a string
 * `type`.
 */
export function eventPreHash(event: unknown, context: unknown, options: HashOptions = {}): string {
  if (
    event === null ||
    typeof event !== 'object' ||
    Array.isArray(event) ||
    typeof (event as { type?: unknown }).type !== 'string'
  )
    throw new TypeError('An EPCIS event is an object with a string type');
  const expanded = options.expanded ?? expandedVocabulary(event, context);
  const namespaces = namespacesOf(context);
  const replaced = replaceBareStrings(event, bareStringIndex(expanded));
  const node = deepStructureCorrection(jsonToPy(replaced, namespaces, options.ignoreFields ?? []));
  return `eventType=${node[0]}${JOIN_BY}${recurseInOrder(node[2], PROP_ORDER)}${JOIN_BY}${remainingToPreHash(node[2])}`;
}

/** The hash of a pre-hash string in the `ni` URI form (RFC 6920) the CBV 2.0 specifies. */
export function hashOfPreHash(preHash: string): string {
  return `ni:///sha-256;${createHash('sha256').update(preHash, 'utf8').digest('hex')}?ver=CBV2.0`;
}

/** The CBV 2.0 event hash of one event. */
export function eventHash(event: unknown, context: unknown, options: HashOptions = {}): string {
  return hashOfPreHash(eventPreHash(event, context, options));
}
