/**
 * GS1's EPCIS 2.0 JSON Schema compiled with Ajv 8, once, on first use; with the two formats it uses (`ajv-formats`
 * is no dependency of ours) and a linear `uniqueItems`.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { isAbsoluteUri } from './cbv.js';
import schema from './schema/EPCIS-JSON-Schema.json' with { type: 'json' };

type Json = Record<string, unknown>;

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
