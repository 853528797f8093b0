import type { Tx } from '../../db/index.js';
import { Conflict, Forbidden, Unprocessable } from '../../http/errors.js';
import { guardMessage, specGuard } from '../approval/guard.repository.js';
import { onApproval } from '../catalogues/publications.repository.js';
import { specUndeclaredAllergens } from './ingredients.guard.js';
import * as versions from './versions.repository.js';
import { APPROVED, decideMove, missingForApproval, type Mover, type StatusId } from './workflow.js';

/** Who asks for a move: their level and scope, and the user recorded with it. */
export interface Actor extends Mover {
  userid: number;
}

/**
 * Refuses a move `who` may not make (403) or the table does not allow (409), before anything is written.
 * Whether there is anything to do: false for staying put.
 */
export function assertMove(from: StatusId, to: StatusId, who: Mover): boolean {
  const decision = decideMove(from, to, who);
  if (decision.kind === 'forbidden') throw new Forbidden();
  if (decision.kind === 'illegal') throw new Conflict(decision.message);
  return decision.kind === 'move';
}

/**
 * The rest of a move whose new status is written (by the caller, in `tx`, on a spec locked with lockSpec):
 * an approval checks the spec is complete and declares every allergen its ingredients carry (422, and the caller's
 * transaction rolls back), freezes the next version and publishes it to the catalogues that autopublish it (the
 * others become stale); every move is logged.
 * The supplier approval's spec guard (docs/approval.md, "Effects") refuses an approval (block, 422) or returns its
 * warning (warn), which the move's log keeps.
 */
export async function completeMove(
  tx: Tx,
  move: { psid: number; from: StatusId; to: StatusId; who: Actor; comment?: string | null },
): Promise<string | undefined> {
  const { psid, from, to, who } = move;
  let warning: string | undefined;
  if (to === APPROVED) {
    const readiness = await versions.findReadiness(tx, psid);
    const missing = readiness ? missingForApproval(readiness) : [];
    if (missing.length > 0) throw new Unprocessable(`Cannot approve: missing ${missing.join(', ')}`);
    // An allergen an ingredient carries but the record does not declare Yes (docs/label.md).
    const undeclared = await specUndeclaredAllergens(tx, psid);
    if (undeclared) throw new Unprocessable(`Cannot approve: ${undeclared}`);
    const guard = await specGuard(tx, psid);
    if (guard?.mode === 'block') throw new Unprocessable(`Cannot approve: ${guardMessage(guard)}`);
    if (guard) warning = guardMessage(guard);
    const versionno = await versions.freezeVersion(tx, psid, who.userid);
    // Automated product updates: the catalogues listing this spec, in this same transaction.
    await onApproval(tx, psid, versionno);
  }
  const comment = [move.comment, warning && `Warning: ${warning}`].filter(Boolean).join(' | ') || null;
  await versions.logStatusChange(tx, { psid, from, to, userid: who.userid, comment });
  return warning;
}
