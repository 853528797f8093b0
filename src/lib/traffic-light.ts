/** Section and audit colours (docs/audits.md). */
export type TrafficLight = 'grey' | 'amber' | 'red' | 'green';

export interface SectionProgress {
  total: number;
  answered: number;
  /** Answers that are `fail` or `flag`. */
  failsOrFlags: number;
  /** Answers that are `fail` or `flag` on a critical item. */
  criticalFailsOrFlags: number;
}

/**
 * grey: nothing answered; red: a critical item failed or flagged; green: every item answered with no
 * fail and no flag; amber: anything else.
 */
export function sectionLight(p: SectionProgress): TrafficLight {
  if (p.answered === 0) return 'grey';
  if (p.criticalFailsOrFlags > 0) return 'red';
  if (p.answered >= p.total && p.failsOrFlags === 0) return 'green';
  return 'amber';
}

/** grey if nothing answered, red if any section is red, green if all are green, else amber. */
export function auditLight(sections: readonly TrafficLight[]): TrafficLight {
  if (sections.every((s) => s === 'grey')) return 'grey';
  if (sections.includes('red')) return 'red';
  if (sections.every((s) => s === 'green')) return 'green';
  return 'amber';
}
