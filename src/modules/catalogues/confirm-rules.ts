/** Whether a wholesaler's confirmation may be recorded on a publication (docs/catalogues.md). */
export interface ConfirmTarget {
  status: string;
  command: string;
  itemactive: number;
  /** No later publication of the same item exists. */
  newest: boolean;
}

/** Final answers: nothing is confirmed after them. */
const FINAL = new Set(['SYNCHRONISED', 'REJECTED']);

/** Why the confirmation is refused (409), or undefined when it may be recorded. */
export function confirmRefusal(t: ConfirmTarget): string | undefined {
  if (t.command === 'DELETE') return 'A DELETE publication cannot be confirmed';
  if (t.itemactive !== 1) return 'The catalogue item is withdrawn';
  if (!t.newest) return 'A newer publication of this item supersedes this one';
  if (FINAL.has(t.status)) return `The publication is already ${t.status}`;
  return undefined;
}
