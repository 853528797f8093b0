import { describe, expect, it } from 'vitest';
import { STATUSES } from './actions.schemas.js';
import { moveProblem } from './transitions.js';

describe('moveProblem', () => {
  it('allows any move between open, in_progress and done, and no status change at all', () => {
    const working = ['open', 'in_progress', 'done'] as const;
    for (const from of working) {
      expect(moveProblem(from, undefined)).toBeUndefined();
      for (const to of working) expect(moveProblem(from, to), `${from} → ${to}`).toBeUndefined();
    }
  });

  it('reaches verified from done only', () => {
    expect(moveProblem('done', 'verified')).toBeUndefined();
    expect(moveProblem('open', 'verified')).toBe('needs_done');
    expect(moveProblem('in_progress', 'verified')).toBe('needs_done');
  });

  it('changes nothing of a verified action', () => {
    for (const to of [...STATUSES, undefined]) expect(moveProblem('verified', to)).toBe('final');
  });
});
