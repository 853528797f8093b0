/**
 * The reference event hash's event tree (json_to_py.py, json_xml_model_mismatch_correction.py of
 * RalphTro/epcis-event-hash-generator, MIT licence, commit 5d2f1c389a1599af40fe1b530b62e0ca59ab818f): an event
 * as the reference's "simple python object" of (name, value, children), with its ordering and corrections.
 * The pre-hash is assembled from it in event-hash.ts.
 */
import { comparePy, scalarStrPy } from './python-values.js';

/** A Python triple (name, value, children) of the reference's "simple python object". */
export type Node = [string, string, Child[]];
/** The pairs built for bizTransaction, source and destination list entries. */
export type Pair = Node[];
export type Child = Node | Pair;

export const JOIN_BY = '';
export const PAIRED_LISTS = ['sourceList', 'destinationList', 'bizTransactionList'];

export const isNode = (c: Child): c is Node => c.length === 3 && typeof c[0] === 'string';
export const sortStrings = (list: string[]) => list.sort(comparePy);

/** Python's tuple ordering of (name, value, children) triples, children compared element by element. */
export function compareNodes(a: Child, b: Child): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i]!;
    const y = b[i]!;
    const c =
      typeof x === 'string' && typeof y === 'string'
        ? comparePy(x, y)
        : Array.isArray(x) && Array.isArray(y)
          ? compareLists(x as Child[], y as Child[])
          : 0;
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
export function compareLists(a: Child[], b: Child[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareNodes(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

export function removeChild(list: Child[], child: Child): void {
  const i = list.indexOf(child);
  if (i >= 0) list.splice(i, 1);
}

/** Namespace prefixes of the document's @context, as `_collect_namespaces_from_jsonld_context` gathers them. */
export function namespacesOf(context: unknown): Map<string, string> {
  const namespaces = new Map<string, string>();
  if (!Array.isArray(context)) return namespaces;
  for (const c of context) {
    if (typeof c === 'string') namespaces.set(c, `{${c}}`);
    else if (c !== null && typeof c === 'object')
      for (const [key, value] of Object.entries(c as Record<string, unknown>))
        // The reference would fail on a term definition object; a prefix is a string.
        if (typeof value === 'string') namespaces.set(key, `{${value}}`);
  }
  return namespaces;
}

/** `_namespace_replace`: `prefix:local` → `{namespace}local` for keys, `namespacelocal` for values. */
export function namespaceReplace(text: string, namespaces: Map<string, string>, isValue = false): string {
  const colon = text.indexOf(':');
  if (colon < 0) return text;
  const ns = namespaces.get(text.slice(0, colon));
  if (ns === undefined) return text;
  const rest = text.slice(colon + 1);
  return isValue ? ns.replaceAll('{', '').replaceAll('}', '') + rest : ns + rest;
}

/** `_json_to_py`: JSON as nested (name, value, children) triples, children sorted as the reference sorts them. */
export function jsonToPy(
  json: unknown,
  namespaces: Map<string, string>,
  ignore: readonly string[] = [],
): Node {
  let node: Node = ['', '', []];
  if (Array.isArray(json)) {
    for (const item of json) node[2].push(jsonToPy(item, namespaces));
  } else if (json !== null && typeof json === 'object') {
    const obj = json as Record<string, unknown>;
    if (Object.hasOwn(obj, 'type')) node = [scalarStrPy(obj.type), '', []];
    if (Object.hasOwn(obj, '#text')) node = [node[0], scalarStrPy(obj['#text']), node[2]];
    const ignored = ['#text', 'rdfs:comment', 'comment', ...ignore];
    for (const [key, value] of Object.entries(obj)) {
      if (ignored.includes(key)) continue;
      if (key.startsWith('@xmlns')) {
        namespaces.set(key.slice(7), `{${scalarStrPy(value)}}`);
        node = [namespaceReplace(node[0], namespaces), node[1], node[2]];
        continue;
      }
      const child = jsonToPy(value, namespaces);
      const name = namespaceReplace(key, namespaces);
      if (Array.isArray(value))
        for (const element of child[2]) node[2].push([name, element[1] as string, element[2] as Child[]]);
      else node[2].push([name, child[1], child[2]]);
    }
  } else {
    return ['', typeof json === 'string' ? namespaceReplace(json, namespaces, true) : scalarStrPy(json), []];
  }
  const keys = ['bizTransaction', 'source', 'destination'];
  const unsorted = Array.isArray(json)
    ? keys.some((k) => json.includes(k))
    : keys.some((k) => Object.hasOwn(json as object, k));
  if (!unsorted) node[2].sort(compareNodes);
  return node;
}

/** `_correct_xml_vs_js_structure_mismatch`. */
export function correctMismatch(node: Node): Node {
  const [name, value, children] = node;
  if (name === 'inputEPC' || name === 'outputEPC') return ['epc', value, children];
  if (
    ['inputQuantity', 'outputQuantity', 'childQuantity'].includes(name) ||
    (name === 'quantity' && children.length > 0)
  )
    return ['quantityElement', value, children];
  return node;
}

/** `deep_structure_correction`: `xList` entries grouped under one `xList`, childEPCs likewise. */
export function deepStructureCorrection(node: Node): Node {
  const level = node[2];
  const lists = new Map<string, Node[]>();
  for (const element of level.filter((e) => isNode(e) && e[0].endsWith('List')) as Node[]) {
    const group = lists.get(element[0]) ?? [];
    group.push([element[0].slice(0, -4), element[1], element[2]]);
    lists.set(element[0], group);
    removeChild(level, element);
  }
  for (const [listName, elements] of lists) {
    // The reference keeps an entry's first two fields as a pair and fails on an entry with one field (a
    // bizTransaction without type); such an entry keeps its one field here.
    if (PAIRED_LISTS.includes(listName))
      level.push([listName, '', elements.map((e) => e[2].slice(0, 2) as Pair)]);
    else level.push([listName, '', elements]);
  }
  const childEpcs: Node[] = [];
  for (const element of level.filter((e) => isNode(e) && e[0] === 'childEPCs') as Node[]) {
    childEpcs.push(['epc', element[1], []]);
    removeChild(level, element);
  }
  if (childEpcs.length > 0) level.push(['childEPCs', '', childEpcs]);
  const corrected = level.map((e) =>
    isNode(e) && !PAIRED_LISTS.includes(e[0]) ? deepStructureCorrection(e) : e,
  );
  return correctMismatch([node[0], node[1], corrected]);
}
