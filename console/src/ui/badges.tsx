import type { Schemas } from '../api.js';
import { Badge, type Tone } from './components.js';

/**
 * The states every screen shows the same way, in one place: an audit's traffic light, a certificate's validity,
 * a specification's workflow status, a corrective action's status. The words say it all; the colour repeats them.
 */

export type Light = Schemas['Audit']['traffic_light'];

const LIGHT_TEXT: Record<Light, string> = { grey: 'Not started', amber: 'Amber', red: 'Red', green: 'Green' };

/** A traffic light: the colour, and its name in words. */
export function TrafficLight({ light }: { light: Light }) {
  return (
    <span class={`light light-${light}`}>
      <span class="light-dot" aria-hidden="true" />
      <span class="light-text">{LIGHT_TEXT[light]}</span>
    </span>
  );
}

const CERTIFICATE: Record<string, [Tone, string]> = {
  valid: ['green', 'Valid'],
  expiring: ['amber', 'Expiring'],
  expired: ['red', 'Expired'],
};

/** A certificate's validity (`status` of an accreditation; null: no expiry date). */
export function CertificateStatus({ status }: { status: string | null }) {
  const [tone, text] = (status && CERTIFICATE[status]) || ['grey', 'No expiry date'];
  return <Badge tone={tone}>{text}</Badge>;
}

/** A spec status's colour by id (GET /lookups/spec_statuses: New 1 … Approved 4, Rejected 5). */
const SPEC_TONE: Record<number, Tone> = { 1: 'grey', 2: 'blue', 3: 'amber', 4: 'green', 5: 'red' };

/** A specification's workflow status: its name from the API, the colour by its id. */
export function SpecStatus({ statusid, name }: { statusid: number | null | undefined; name: string }) {
  return <Badge tone={(statusid && SPEC_TONE[statusid]) || 'grey'}>{name}</Badge>;
}

export type ActionStatus = Schemas['CorrectiveAction']['status'];

export const ACTION_STATUS_TEXT: Record<ActionStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
  verified: 'Verified',
};
const ACTION_TONE: Record<ActionStatus, Tone> = {
  open: 'amber',
  in_progress: 'blue',
  done: 'green',
  verified: 'green',
};

/** A corrective action's status. */
export function ActionStatusBadge({ status }: { status: ActionStatus }) {
  return <Badge tone={ACTION_TONE[status]}>{ACTION_STATUS_TEXT[status]}</Badge>;
}
