/**
 * The new incident form's fields and how they become `POST /incidents`'s body: the lots one per line as any code
 * the lot search reads (a Digital Link, an EPC URN, a barcode's text, a GTIN and a lot), sent as Digital Links.
 */
import { gtinProblem } from '../../gs1.js';
import type { FieldSpec } from '../suppliers/form.js';
import { lotFromText, lotLink } from '../traceability/scan.js';
import type { Hazard, IncidentKind, NewIncident } from './incidents-api.js';
import { HAZARD_TEXT, KIND_TEXT, SEVERITY_TEXT } from './texts.js';

/** The server's default per kind (docs/incidents.md): 2 h for a recall (and a mock one), 24 h for a withdrawal. */
export const ACK_DEFAULT: Record<IncidentKind, string> = { recall: '2h', mock: '2h', withdrawal: '24h' };

const DURATION = /^\s*(\d+)\s*(s|m|min|h|d)?\s*$/i;

export const FIELDS: FieldSpec[] = [
  {
    name: 'kind',
    label: 'Kind',
    type: 'select',
    required: true,
    options: Object.entries(KIND_TEXT) as [string, string][],
    hint: 'A mock recall is an exercise: every notice says EXERCISE.',
  },
  { name: 'title', label: 'Title', required: true, maxLength: 200, hint: 'What the parties read first' },
  {
    name: 'hazard',
    label: 'Hazard',
    type: 'select',
    required: true,
    options: [['', 'Choose the hazard'], ...(Object.entries(HAZARD_TEXT) as [string, string][])],
  },
  {
    name: 'severity',
    label: 'Severity',
    type: 'select',
    required: true,
    options: Object.entries(SEVERITY_TEXT) as [string, string][],
  },
  { name: 'description', label: 'Description', type: 'textarea', hint: 'What was found, and what to do' },
  {
    name: 'lots',
    label: 'Lots',
    type: 'textarea',
    hint: 'One a line: a GS1 Digital Link, an EPC URN, a barcode’s text, or a GTIN and a lot apart by a space. Lots, GTINs or both',
  },
  {
    name: 'gtins',
    label: 'GTINs',
    type: 'textarea',
    hint: 'One a line: every lot of the product is in scope',
  },
  {
    name: 'ackwithin',
    label: 'Acknowledge within',
    hint: 'Seconds, or with a unit: 30m, 2h, 1d. Empty: 2 h for a recall, 24 h for a withdrawal',
    validate: (v) => (DURATION.test(v) ? undefined : 'Enter a duration like 30m, 2h or 1d'),
  },
];

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The lots typed, as Digital Links, or the first line's problem. */
export function lotsOf(text: string): { links: string[]; problem?: string } {
  const links: string[] = [];
  for (const [i, line] of lines(text).entries()) {
    const r = lotFromText(line);
    if (!r.ok) return { links, problem: `Line ${i + 1}: ${r.problem}` };
    links.push(lotLink(r.gtin, r.lot));
  }
  return { links };
}

/** The body of `POST /incidents` from the form's values, or the problems by field. */
export function bodyOf(
  v: Record<string, string>,
): { body: NewIncident; errors?: undefined } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lots = lotsOf(v.lots ?? '');
  if (lots.problem) errors.lots = lots.problem;
  const gtins = lines(v.gtins ?? '');
  const badGtin = gtins.map((g) => gtinProblem(g)).find(Boolean);
  if (badGtin) errors.gtins = badGtin;
  if (!errors.lots && !errors.gtins && lots.links.length === 0 && gtins.length === 0)
    errors.lots = 'Enter a lot or a GTIN: the incident is about them';
  if (Object.keys(errors).length > 0) return { errors };
  const ack = DURATION.exec(v.ackwithin ?? '');
  return {
    body: {
      kind: v.kind as IncidentKind,
      title: v.title!,
      hazard: v.hazard as Hazard,
      description: v.description ?? '',
      severity: Number(v.severity),
      scope: {
        ...(lots.links.length ? { lots: lots.links } : {}),
        ...(gtins.length ? { gtins } : {}),
      },
      ...(ack
        ? { ackwithin: ack[2] ? `${ack[1]}${ack[2].toLowerCase().replace('min', 'm')}` : Number(ack[1]) }
        : {}),
    },
  };
}
