/** The badges every incident screen shows the same way: the words say it all, the colour repeats them. */
import { Badge, type Tone } from '../../ui/components.js';
import type { IncidentStatus, Party } from './incidents-api.js';
import { STATUS_TEXT } from './texts.js';

export * from './texts.js';

const STATUS_TONE: Record<IncidentStatus, Tone> = {
  open: 'amber',
  notifying: 'blue',
  contained: 'green',
  closed: 'grey',
};

export function StatusBadge({ status }: { status: IncidentStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_TEXT[status]}</Badge>;
}

/** A mock recall, said in words wherever it shows: no one may take it for a real recall. */
export function ExerciseBadge() {
  return <Badge tone="blue">EXERCISE</Badge>;
}

/** Where a party's notice stands, as one badge. */
export function NoticeState({ party }: { party: Party }) {
  const n = party.notice;
  if (!party.inscope) return <Badge tone="grey">No longer in scope</Badge>;
  if (!n) return <Badge tone="grey">Not notified</Badge>;
  if (n.acknowledged_at) return <Badge tone="green">Acknowledged</Badge>;
  if (n.escalated_at) return <Badge tone="red">Escalated</Badge>;
  if (n.overdue) return <Badge tone="red">Overdue</Badge>;
  if (n.delivered_at) return <Badge tone="blue">Delivered</Badge>;
  return <Badge tone="amber">Sent</Badge>;
}
