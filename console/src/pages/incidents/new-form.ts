/**
 * How the new incident form’s values become `POST /incidents`'s body: the lots one per line as any code
 * the lot search reads (a Digital Link, an EPC URN, a barcode's text, a GTIN and a lot), sent as Digital Links.
 */
import { gtinProblem } from '../../gs1.js';
import { lotFromText, lotLink } from '../traceability/scan.js';
import type { Hazard, IncidentKind, NewIncident } from './types.js';

/** The server's default per kind (docs/incidents.md): 2 h for a recall (and a mock one), 24 h for a withdrawal. */
export const ACK_DEFAULT: Record<IncidentKind, string> = { recall: '2h', mock: '2h', withdrawal: '24h' };

export const DURATION = /^\s*(\d+)\s*(s|m|min|h|d)?\s*$/i;

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
