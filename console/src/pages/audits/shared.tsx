import type { Schemas } from '../../api.js';
import type { Op, Result } from '../../offline/queue.js';
import type { Light } from '../../ui/badges.js';
import { Badge } from '../../ui/components.js';

export type Audit = Schemas['Audit'];
export type Section = Schemas['AuditSection'];
export type Item = Schemas['AuditItem'];
export { TrafficLight, type Light } from '../../ui/badges.js';

export const RESULTS: { value: Result; label: string; long: string }[] = [
  { value: 'pass', label: 'Pass', long: 'Pass' },
  { value: 'fail', label: 'Fail', long: 'Fail' },
  { value: 'flag', label: 'Flag', long: 'Flag' },
  { value: 'na', label: 'N/A', long: 'Not applicable' },
];
export const resultText = (r: Result): string => RESULTS.find((x) => x.value === r)?.long ?? r;

export function StatusBadge({ audit }: { audit: Pick<Audit, 'statusid'> }) {
  return audit.statusid === 2 ? <Badge tone="green">Complete</Badge> : <Badge tone="blue">In progress</Badge>;
}

/**
 * A photo link as this page can load it. The API gives `PUBLIC_URL/media/…`; the console is served by that
 * same server, so its own origin reaches the same path (and a tablet that reaches the server by another name
 * than PUBLIC_URL still sees the photos).
 */
export function mediaSrc(url: string): string {
  try {
    const u = new URL(url, location.origin);
    const at = u.pathname.indexOf('/media/');
    return at >= 0 ? `${u.pathname.slice(at)}${u.search}` : url;
  } catch {
    return url;
  }
}

/** An item as shown: its server answer, or the last answer still waiting in the queue. */
export interface Shown {
  item: Item;
  result: Result | null;
  notes: string | null;
  /** Answers of this item still queued. */
  pendingAnswers: number;
  pendingPhotos: Extract<Op, { kind: 'photo' }>[];
}

export function shownItem(item: Item, auditid: number, ops: Op[]): Shown {
  const mine = ops.filter((o) => o.auditid === auditid && o.itemid === item.itemid);
  const answers = mine.filter((o) => o.kind === 'answer');
  const last = answers[answers.length - 1];
  return {
    item,
    result: last ? last.result : (item.answer?.result ?? null),
    notes: last ? last.notes : (item.answer?.notes ?? null),
    pendingAnswers: answers.length,
    pendingPhotos: mine.filter((o) => o.kind === 'photo'),
  };
}

/** The section's progress and light from what is shown (the API's rule, docs/audits.md). */
export function progressOf(items: Shown[]): { answered: number; total: number; light: Light } {
  const answered = items.filter((s) => s.result !== null).length;
  const bad = items.filter((s) => s.result === 'fail' || s.result === 'flag');
  const critical = bad.filter((s) => s.item.critical).length;
  const total = items.length;
  const light: Light =
    answered === 0
      ? 'grey'
      : critical > 0
        ? 'red'
        : answered >= total && bad.length === 0
          ? 'green'
          : 'amber';
  return { answered, total, light };
}

/** The audit's light from its sections' (the API's rule). */
export function auditLight(lights: Light[]): Light {
  if (lights.every((l) => l === 'grey')) return 'grey';
  if (lights.includes('red')) return 'red';
  if (lights.every((l) => l === 'green')) return 'green';
  return 'amber';
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function today(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
