/** The words every incident screen uses the same way (pure: unit-tested in test/console/incidents.test.ts). */
import type { Hazard, IncidentKind, IncidentStatus, Party } from './types.js';

export const KIND_TEXT: Record<IncidentKind, string> = {
  recall: 'Recall',
  withdrawal: 'Withdrawal',
  mock: 'Mock recall',
};

export const HAZARD_TEXT: Record<Hazard, string> = {
  allergen: 'Allergen',
  microbiological: 'Microbiological',
  foreign_body: 'Foreign body',
  chemical: 'Chemical',
  labelling: 'Labelling',
  other: 'Other',
};

export const SEVERITY_TEXT: Record<number, string> = {
  1: '1 – serious (health risk)',
  2: '2 – moderate',
  3: '3 – low (quality)',
};

export const STATUS_TEXT: Record<IncidentStatus, string> = {
  open: 'Open',
  notifying: 'Notifying',
  contained: 'Contained',
  closed: 'Closed',
};

export const PARTY_KIND_TEXT: Record<Party['kind'], string> = {
  wholesaler: 'Wholesaler',
  site: 'Site',
  supplier: 'Supplier',
};

/** A duration in words: `120 ms`, `45 s`, `3 min 5 s`, `2 h 10 min`, `1 d 4 h`. */
export function durationText(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** A measure (milliseconds, or null: not yet). */
export const measureText = (ms: number | null) => (ms === null ? 'Not yet' : durationText(ms));

/** The time left to a notice's due moment, or how late it is. */
export function dueText(dueAt: string, now: number): string {
  const left = Date.parse(dueAt) - now;
  return left >= 0 ? `due in ${durationText(left)}` : `${durationText(-left)} late`;
}

/** `ackwithin` seconds in words (`2 h`). */
export const ackWithinText = (seconds: number) => durationText(seconds * 1000);
