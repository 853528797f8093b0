import { describe, expect, it } from 'vitest';
import { confirmRefusal } from './confirm-rules.js';

const open = { status: 'delivered', command: 'CHANGE', itemactive: 1, newest: true };

describe('confirmRefusal', () => {
  it('records an answer to the newest ADD or CHANGE of an active item until it is final', () => {
    for (const status of ['pending', 'delivered', 'failed', 'ACCEPTED', 'REVIEW'])
      expect(confirmRefusal({ ...open, status }), status).toBeUndefined();
    expect(confirmRefusal({ ...open, command: 'ADD' })).toBeUndefined();
  });

  it('refuses a DELETE, a withdrawn item, a superseded publication and a final answer', () => {
    expect(confirmRefusal({ ...open, command: 'DELETE', itemactive: 0 })).toBe(
      'A DELETE publication cannot be confirmed',
    );
    expect(confirmRefusal({ ...open, itemactive: 0 })).toBe('The catalogue item is withdrawn');
    expect(confirmRefusal({ ...open, newest: false })).toBe(
      'A newer publication of this item supersedes this one',
    );
    expect(confirmRefusal({ ...open, status: 'SYNCHRONISED' })).toBe(
      'The publication is already SYNCHRONISED',
    );
    expect(confirmRefusal({ ...open, status: 'REJECTED' })).toBe('The publication is already REJECTED');
  });
});
