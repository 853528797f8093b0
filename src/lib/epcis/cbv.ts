/**
 * The CBV 2.0 vocabularies an EPCIS event uses, and one canonical form for each value. A standard value may
 * arrive as a bare word (`shipping`), a GS1 Web URI (`https://ref.gs1.org/cbv/BizStep-shipping`), a CURIE of
 * the EPCIS context (`cbv:BizStep-shipping`) or an EPCIS 1.x URN (`urn:epcglobal:cbv:bizstep:shipping`): all
 * four mean the same and become the GS1 Web URI (the form JSON-LD expansion of the EPCIS 2.0 context gives,
 * and the one the event hash uses). A non-standard value must be an absolute URI and is kept as sent; a bare
 * word that is not a standard term, or an unknown term inside GS1's own namespace, is a problem.
 * The word lists are those of the EPCIS 2.0 JSON-LD context (context-terms.ts).
 */
import { CONTEXT_TERMS } from './context-terms.js';

export type CbvVocabulary =
  | 'bizStep'
  | 'disposition'
  | 'bizTransactionType'
  | 'sourceDestType'
  | 'errorReason'
  | 'measurementType'
  | 'sensorAlertType'
  | 'component';

interface VocabularyForm {
  /** The terms: bare word → GS1 Web URI. */
  terms: Readonly<Record<string, string>>;
  /** The GS1 Web URI of a term is `webPrefix + term`. */
  webPrefix: string;
  /** EPCIS 1.x URN prefix (`urn:epcglobal:cbv:bizstep:`), when the vocabulary existed in CBV 1.x. */
  urnPrefix?: string;
  /** Said in a problem: "is not a CBV 2.0 {noun}". */
  noun: string;
}

const VOCABULARIES: Readonly<Record<CbvVocabulary, VocabularyForm>> = {
  bizStep: {
    terms: CONTEXT_TERMS.bizStep!,
    webPrefix: 'https://ref.gs1.org/cbv/BizStep-',
    urnPrefix: 'urn:epcglobal:cbv:bizstep:',
    noun: 'business step',
  },
  disposition: {
    terms: CONTEXT_TERMS.disposition!,
    webPrefix: 'https://ref.gs1.org/cbv/Disp-',
    urnPrefix: 'urn:epcglobal:cbv:disp:',
    noun: 'disposition',
  },
  bizTransactionType: {
    terms: CONTEXT_TERMS.bizTransactionType!,
    webPrefix: 'https://ref.gs1.org/cbv/BTT-',
    urnPrefix: 'urn:epcglobal:cbv:btt:',
    noun: 'business transaction type',
  },
  sourceDestType: {
    terms: CONTEXT_TERMS.sourceOrDestinationType!,
    webPrefix: 'https://ref.gs1.org/cbv/SDT-',
    urnPrefix: 'urn:epcglobal:cbv:sdt:',
    noun: 'source or destination type',
  },
  errorReason: {
    terms: CONTEXT_TERMS.reason!,
    webPrefix: 'https://ref.gs1.org/cbv/ER-',
    urnPrefix: 'urn:epcglobal:cbv:er:',
    noun: 'error reason',
  },
  measurementType: {
    terms: CONTEXT_TERMS.measurementType!,
    webPrefix: 'https://gs1.org/voc/',
    noun: 'measurement type',
  },
  sensorAlertType: {
    terms: CONTEXT_TERMS.exception!,
    webPrefix: 'https://gs1.org/voc/',
    noun: 'sensor alert type',
  },
  component: {
    terms: CONTEXT_TERMS.component!,
    webPrefix: 'https://ref.gs1.org/cbv/Comp-',
    noun: 'component',
  },
};

/** The five EPCIS 2.0 event types, as `GET /epcis/eventTypes` lists them. */
export const EVENT_TYPES: readonly string[] = [
  'ObjectEvent',
  'AggregationEvent',
  'TransactionEvent',
  'TransformationEvent',
  'AssociationEvent',
];

/** The bare words of a vocabulary, in the context's order (for `GET /epcis/bizSteps`, `/dispositions`). */
export function cbvTerms(vocabulary: CbvVocabulary): string[] {
  return Object.keys(VOCABULARIES[vocabulary].terms);
}

/** The canonical value, whether it is a CBV term (`term`, the bare word) or a user's own URI (`term` null). */
export type CbvResult = { ok: true; value: string; term: string | null } | { ok: false; problem: string };

const MAX_URI = 2048;
// An absolute URI (RFC 3986): a scheme, a colon, then no space, control character or character RFC 3986 never allows.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const ABSOLUTE_URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|\\^`\u0000-\u001f\u007f]+$/;

/** Whether `text` is an absolute URI (a scheme and something after it, nothing RFC 3986 forbids). */
export function isAbsoluteUri(text: string): boolean {
  return text.length <= MAX_URI && ABSOLUTE_URI.test(text);
}

const CURIE_PREFIXES: readonly (readonly [string, string])[] = [
  ['cbv:', 'https://ref.gs1.org/cbv/'],
  ['gs1:', 'https://gs1.org/voc/'],
];

const NAMESPACE_ALIASES: readonly (readonly [string, string])[] = [
  ['https://ns.gs1.org/cbv/', 'https://ref.gs1.org/cbv/'],
  ['https://www.gs1.org/voc/', 'https://gs1.org/voc/'],
];

function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/** The canonical form of `text` in `vocabulary`, or the problem with it (a sentence to follow the field name). */
export function canonicalCbv(vocabulary: CbvVocabulary, text: string): CbvResult {
  const form = VOCABULARIES[vocabulary];
  if (Object.hasOwn(form.terms, text)) return { ok: true, value: form.terms[text]!, term: text };
  if (!isAbsoluteUri(text))
    return {
      ok: false,
      problem: `${quote(text)} is not a CBV 2.0 ${form.noun}; a value of your own must be an absolute URI`,
    };
  let uri = text;
  for (const [curie, ns] of CURIE_PREFIXES) if (uri.startsWith(curie)) uri = ns + uri.slice(curie.length);
  if (uri.startsWith('http://')) uri = `https://${uri.slice(7)}`;
  // Drafts of EPCIS 2.0 wrote the CBV under ns.gs1.org, and GS1's vocabulary is also served from www.gs1.org.
  for (const [alias, ns] of NAMESPACE_ALIASES) if (uri.startsWith(alias)) uri = ns + uri.slice(alias.length);
  let word: string | undefined;
  if (uri.startsWith(form.webPrefix)) word = uri.slice(form.webPrefix.length);
  else if (form.urnPrefix !== undefined && text.startsWith(form.urnPrefix))
    word = text.slice(form.urnPrefix.length);
  if (word === undefined) return { ok: true, value: text, term: null };
  if (Object.hasOwn(form.terms, word)) return { ok: true, value: form.terms[word]!, term: word };
  return { ok: false, problem: `${quote(text)} is not a CBV 2.0 ${form.noun}` };
}

export const canonicalBizStep = (text: string): CbvResult => canonicalCbv('bizStep', text);
export const canonicalDisposition = (text: string): CbvResult => canonicalCbv('disposition', text);
export const canonicalBizTransactionType = (text: string): CbvResult =>
  canonicalCbv('bizTransactionType', text);
export const canonicalSourceDestType = (text: string): CbvResult => canonicalCbv('sourceDestType', text);
export const canonicalErrorReason = (text: string): CbvResult => canonicalCbv('errorReason', text);
export const canonicalMeasurementType = (text: string): CbvResult => canonicalCbv('measurementType', text);
export const canonicalSensorAlertType = (text: string): CbvResult => canonicalCbv('sensorAlertType', text);
export const canonicalComponent = (text: string): CbvResult => canonicalCbv('component', text);
