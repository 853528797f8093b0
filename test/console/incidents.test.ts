import { describe, expect, it } from 'vitest';
import { bodyOf, lotsOf } from '../../console/src/pages/incidents/new-form.js';
import { dueText, durationText } from '../../console/src/pages/incidents/texts.js';

// The incidents screens' pure parts: durations in words, and the new incident form's body.

describe('durationText and dueText', () => {
  it('say a duration in its two largest units, under a second in ms', () => {
    expect(durationText(0)).toBe('0 ms');
    expect(durationText(120)).toBe('120 ms');
    expect(durationText(45_400)).toBe('45 s');
    expect(durationText(185_000)).toBe('3 min 5 s');
    expect(durationText(30 * 60_000)).toBe('30 min');
    expect(durationText((2 * 60 + 10) * 60_000)).toBe('2 h 10 min');
    expect(durationText(28 * 3_600_000)).toBe('1 d 4 h');
  });

  it('count down to a due moment, then say how late', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(dueText('2026-11-20T10:30:00Z', now)).toBe('due in 30 min');
    expect(dueText('2026-11-20T09:59:30Z', now)).toBe('30 s late');
  });
});

describe('the new incident form', () => {
  const gtin = '09506000134352';
  const form = { kind: 'recall', title: 'Glass', hazard: 'foreign_body', severity: '1', description: '' };

  it('reads lots as any code the lot search reads, sent as Digital Links', () => {
    const r = lotsOf(`https://brand.example/01/${gtin}/10/L1\n\n(01)${gtin}(10)L2\n${gtin} L3`);
    expect(r.problem).toBeUndefined();
    expect(r.links).toEqual(['L1', 'L2', 'L3'].map((l) => `https://id.gs1.org/01/${gtin}/10/${l}`));
    expect(lotsOf(`${gtin} L1\nnot a lot`).problem).toMatch(/^Line 2: /);
  });

  it('asks for a lot or a GTIN, and sends ackwithin as seconds or with its unit', () => {
    expect(bodyOf({ ...form, lots: '', gtins: '' })).toEqual({
      errors: { lots: 'Enter a lot or a GTIN: the incident is about them' },
    });
    const one = bodyOf({ ...form, lots: `${gtin} L1`, gtins: '', ackwithin: '30min' });
    expect(one).toEqual({
      body: {
        ...form,
        severity: 1,
        scope: { lots: [`https://id.gs1.org/01/${gtin}/10/L1`] },
        ackwithin: '30m',
      },
    });
    const two = bodyOf({ ...form, lots: '', gtins: gtin, ackwithin: '600' });
    expect('body' in two && two.body).toMatchObject({ scope: { gtins: [gtin] }, ackwithin: 600 });
    expect(bodyOf({ ...form, lots: '', gtins: '123' }).errors?.gtins).toBeTruthy();
  });
});
