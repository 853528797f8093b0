import type { ActionStatus } from './actions.schemas.js';

/** Why a change of an action is refused, or undefined when it may go ahead (docs/actions.md). */
export type MoveProblem = 'final' | 'needs_done';

/**
 * A verified action is final: nothing of it changes any more. `verified` is reached from `done` only. Between
 * open, in_progress and done any move is allowed, forward (a quick fix goes straight to done) or back (work
 * reopened before verification).
 */
export function moveProblem(from: ActionStatus, to: ActionStatus | undefined): MoveProblem | undefined {
  if (from === 'verified') return 'final';
  if (to === 'verified' && from !== 'done') return 'needs_done';
  return undefined;
}
