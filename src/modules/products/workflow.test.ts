import { describe, expect, it } from 'vitest';
import {
  decideMove,
  diffSnapshots,
  inOrder,
  missingForApproval,
  parseStatus,
  STATUSES,
  type StatusId,
  type StatusName,
} from './workflow.js';

const NAMES = Object.keys(STATUSES) as StatusName[];
const ALLOWED = new Set([
  'New>Submitted',
  'Submitted>In review',
  'Submitted>Rejected',
  'Submitted>New',
  'In review>Approved',
  'In review>Rejected',
  'Rejected>Submitted',
  'Rejected>New',
]);
const SUPPLIER = new Set(['New>Submitted', 'Rejected>Submitted', 'Submitted>New']);
const manager = { level: 3, supplier: false };
const editor = { level: 2, supplier: false };
const supplier = { level: 2, supplier: true };

describe('decideMove', () => {
  it('allows exactly the table’s moves to a manager, all 25 pairs', () => {
    for (const from of NAMES) {
      for (const to of NAMES) {
        const decision = decideMove(STATUSES[from], STATUSES[to], manager);
        const pair = `${from}>${to}`;
        if (from === to) expect(decision, pair).toEqual({ kind: 'noop' });
        else if (ALLOWED.has(pair)) expect(decision, pair).toEqual({ kind: 'move' });
        else
          expect(decision, pair).toEqual({
            kind: 'illegal',
            message: `Cannot move a specification from ${from} to ${to}`,
          });
      }
    }
  });

  it('keeps approving and rejecting for level 3; an editor makes the other moves', () => {
    for (const from of NAMES) {
      for (const to of NAMES) {
        const decision = decideMove(STATUSES[from], STATUSES[to], editor);
        const pair = `${from}>${to}`;
        if (from === to) expect(decision.kind, pair).toBe('noop');
        else if (to === 'Approved' || to === 'Rejected') expect(decision.kind, pair).toBe('forbidden');
        else expect(decision.kind, pair).toBe(ALLOWED.has(pair) ? 'move' : 'illegal');
      }
    }
  });

  it('lets the supplier scope submit, resubmit and withdraw, and nothing else', () => {
    for (const from of NAMES) {
      for (const to of NAMES) {
        const decision = decideMove(STATUSES[from], STATUSES[to], supplier);
        const pair = `${from}>${to}`;
        const expected = from === to ? 'noop' : SUPPLIER.has(pair) ? 'move' : 'forbidden';
        expect(decision.kind, pair).toBe(expected);
      }
    }
  });
});

describe('parseStatus', () => {
  it('reads names in any case and ids; anything else is unknown', () => {
    expect(parseStatus('Approved')).toBe(4);
    expect(parseStatus(' in REVIEW ')).toBe(3);
    expect(parseStatus(5)).toBe(5);
    for (const v of ['Draft', '', 'toString', '__proto__', 0, 6, 2.5])
      expect(parseStatus(v), String(v)).toBe(undefined);
    for (const id of Object.values(STATUSES)) expect(parseStatus(id)).toBe(id as StatusId);
  });
});

describe('missingForApproval', () => {
  const complete = {
    allergens: true,
    nutrition: true,
    supplierdeclarationname: 'Pat Supplier',
    supplierdeclarationdate: '2026-01-02 00:00:00',
    technicalsignoffname: 'Tess Tech',
    technicalsignoffdate: '2026-01-03 00:00:00',
  };

  it('is empty for a complete spec', () => {
    expect(missingForApproval(complete)).toEqual([]);
  });

  it('lists what is missing in a fixed order; blank names are missing', () => {
    expect(
      missingForApproval({
        allergens: false,
        nutrition: false,
        supplierdeclarationname: null,
        supplierdeclarationdate: null,
        technicalsignoffname: '  ',
        technicalsignoffdate: null,
      }),
    ).toEqual([
      'allergens',
      'nutrition',
      'supplier declaration name',
      'supplier declaration date',
      'technical sign-off name',
      'technical sign-off date',
    ]);
    expect(missingForApproval({ ...complete, nutrition: false, technicalsignoffdate: null })).toEqual([
      'nutrition',
      'technical sign-off date',
    ]);
  });
});

describe('diffSnapshots', () => {
  const order = { spec: ['psid', 'weight', 'shelflife'], allergens: ['psid', 'eggs', 'nuts'], nutrition: [] };

  it('lists only differing fields, part by part in the read’s field order', () => {
    const a = {
      spec: { shelflife: '10 days', weight: '250g', psid: 1, date: { date: 'x', timezone: 'UTC' } },
      allergens: { nuts: 'No', eggs: 'No', psid: 1 },
      nutrition: { fat100gcontains: '1.0000' },
    };
    const b = {
      spec: { psid: 1, weight: '300g', shelflife: '12 days', date: { timezone: 'UTC', date: 'x' } },
      allergens: { psid: 1, eggs: 'Yes', nuts: 'No', milk: 'No' },
      nutrition: { fat100gcontains: '1.0000' },
    };
    expect(diffSnapshots(a, b, order)).toEqual([
      { part: 'spec', field: 'weight', old: '250g', new: '300g' },
      { part: 'spec', field: 'shelflife', old: '10 days', new: '12 days' },
      { part: 'allergens', field: 'eggs', old: 'No', new: 'Yes' },
      { part: 'allergens', field: 'milk', old: null, new: 'No' },
    ]);
    expect(diffSnapshots(a, a, order)).toEqual([]);
  });

  it('puts a record’s fields in the read’s order, others by name', () => {
    expect(Object.keys(inOrder({ z: 1, nuts: 2, a: 3, psid: 4 }, order.allergens))).toEqual([
      'psid',
      'nuts',
      'a',
      'z',
    ]);
  });
});
