import { describe, expect, it } from 'vitest';
import { changesOf, renderValue } from './render.js';

describe('history values as the API shows them', () => {
  it('allergens as words, nutrition as 4-decimal strings, ids as numbers', () => {
    expect(renderValue('allergens', 'celery', 0)).toBe('No');
    expect(renderValue('allergens', 'celery', 1)).toBe('Yes');
    expect(renderValue('allergens', 'milk', 2)).toBe('May');
    expect(renderValue('allergens', 'psid', 2)).toBe(2);
    expect(renderValue('nutrition', 'fat100gcontains', 1.5)).toBe('1.5000');
    expect(renderValue('nutrition', 'fat100gcontains', 9999999999.9999)).toBe('9999999999.9999');
    expect(renderValue('nutrition', 'psid', 7)).toBe(7);
    expect(renderValue('spec', 'version', 3)).toBe(3);
  });

  it('timestamps in UTC without fractions, dates and text as stored, null as null', () => {
    expect(renderValue('user', 'x', '2026-11-23T13:10:05.123456+00:00')).toBe('2026-11-23 13:10:05');
    expect(renderValue('user', 'x', '2026-11-23T14:10:05+01:00')).toBe('2026-11-23 13:10:05');
    expect(renderValue('spec', 'launchdate', '2026-11-23')).toBe('2026-11-23');
    expect(renderValue('spec', 'weight', '100 g')).toBe('100 g');
    expect(renderValue('spec', 'readytoeat', false)).toBe(false);
    expect(renderValue('spec', 'x', null)).toBeNull();
  });

  it('lists the fields that differ, in name order; a create lists what it set', () => {
    expect(
      changesOf(
        'allergens',
        { psid: 1, eggs: 0, celery: 1, fish: 0 },
        { psid: 1, eggs: 1, celery: 2, fish: 0 },
      ),
    ).toEqual([
      { field: 'celery', old: 'Yes', new: 'May' },
      { field: 'eggs', old: 'No', new: 'Yes' },
    ]);
    expect(changesOf('spec', null, { psid: 3, weight: null, shelflife: '5 days' })).toEqual([
      { field: 'psid', old: null, new: 3 },
      { field: 'shelflife', old: null, new: '5 days' },
    ]);
    expect(
      changesOf(
        'user',
        { userid: 2, password_hash: '[redacted]' },
        { userid: 2, password_hash: '[redacted]' },
      ),
    ).toEqual([{ field: 'password_hash', old: '[redacted]', new: '[redacted]' }]);
    expect(changesOf('spec', { a: 1 }, null)).toEqual([{ field: 'a', old: 1, new: null }]);
  });
});
