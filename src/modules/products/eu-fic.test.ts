import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

// EU FIC 1169/2011 beyond the contract: milk among the allergens, salt and warnings on the nutrition read.
const t = useTestApp();

async function allergens(psid: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/products/getAllergens/${psid}`, key: t.key[1] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
}
async function nutrition(psid: number) {
  const res = await t.api({
    method: 'GET',
    url: `/api/v1/products/getNutritionalInfo/${psid}`,
    key: t.key[1],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
}
async function addNutrition(payload: Record<string, unknown>) {
  return t.api({ method: 'POST', url: '/api/v1/products/addNutritionalInfo', payload });
}
async function updateNutrition(psid: number, payload: Record<string, unknown>) {
  return t.api({ method: 'PUT', url: `/api/v1/products/updateNutritionalInfo/${psid}`, payload });
}

describe('milk (Annex II; lactose is not milk)', () => {
  it('writes 0 / 1 / 2 and reads No / Yes / May on add and on update by POST and PUT; omitted is No on add, unchanged on update', async () => {
    const omitted = await createNewline(t);
    let res = await t.api({
      method: 'POST',
      url: '/api/v1/products/addAllergens',
      payload: { psid: omitted.psid, lactose: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(await allergens(omitted.psid)).toMatchObject({ milk: 'No', lactose: 'Yes' });

    for (const [value, word] of [
      [0, 'No'],
      [1, 'Yes'],
      [2, 'May'],
    ] as const) {
      const n = await createNewline(t);
      res = await t.api({
        method: 'POST',
        url: '/api/v1/products/addAllergens',
        payload: { psid: n.psid, milk: value },
      });
      expect(res.statusCode).toBe(201);
      expect(await allergens(n.psid)).toMatchObject({ milk: word, lactose: 'No' });
    }

    const n = await createNewline(t);
    await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid: n.psid, milk: 1 } });
    for (const [method, value, word] of [
      ['POST', 2, 'May'],
      ['PUT', 0, 'No'],
      ['PUT', 1, 'Yes'],
    ] as const) {
      res = await t.api({
        method,
        url: `/api/v1/products/updateAllergens/${n.psid}`,
        payload: { milk: value },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { message: 'Allergens updated successfully', psid: n.psid },
      });
      expect((await allergens(n.psid)).milk).toBe(word);
    }
    res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateAllergens/${n.psid}`,
      payload: { eggs: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(await allergens(n.psid)).toMatchObject({ milk: 'Yes', eggs: 'May' });
  });

  it('refuses anything but 0, 1, 2 with the allergens’ message, on add and update', async () => {
    const n = await createNewline(t);
    const error = 'Invalid value for milk: must be 0 (No), 1 (Yes) or 2 (May contain)';
    for (const bad of [3, -1, 'x', null, 1.5]) {
      let res = await t.api({
        method: 'POST',
        url: '/api/v1/products/addAllergens',
        payload: { psid: n.psid, milk: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
      res = await t.api({
        method: 'POST',
        url: `/api/v1/products/updateAllergens/${n.psid}`,
        payload: { milk: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    }
    const { rows } = await t.db.query('SELECT 1 FROM allergens WHERE psid = $1', [n.psid]);
    expect(rows).toHaveLength(0);
  });

  it('reads No for a record made before the column existed (migration 0052 on existing rows)', async () => {
    const n = await createNewline(t);
    // Back to the schema before 0052, a record written then, and 0052 applied as at start-up.
    await t.db.exec('ALTER TABLE allergens DROP COLUMN milk');
    await t.db.query('INSERT INTO allergens (psid, eggs) VALUES ($1, 1)', [n.psid]);
    await t.db.exec(fs.readFileSync(new URL('../../../migrations/0052_eu_fic.sql', import.meta.url), 'utf8'));
    expect(await allergens(n.psid)).toMatchObject({ milk: 'No', eggs: 'Yes' });
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/products/addAllergens',
      payload: { psid: n.psid },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('salt (sodium × 2.5), read-only', () => {
  it('is exact to 4 decimals, rounded half up, and null without sodium', async () => {
    const cases: [unknown, unknown, string | null, string | null][] = [
      ['1.2345', '0.0001', '3.0863', '0.0003'],
      [0.4, 0, '1.0000', '0.0000'],
      ['0.00005', '100', '0.0003', '250.0000'], // sodium stored as 0.0001
      [null, '0.3333', null, '0.8333'],
      [undefined, undefined, null, null],
    ];
    for (const [sodium100g, sodiumPortion, salt100g, saltPortion] of cases) {
      const n = await createNewline(t);
      const res = await addNutrition({
        psid: n.psid,
        sodium100gcontains: sodium100g,
        sodiumperportion: sodiumPortion,
      });
      expect(res.statusCode).toBe(201);
      expect(await nutrition(n.psid)).toMatchObject({
        salt100gcontains: salt100g,
        saltperportion: saltPortion,
      });
    }
  });

  it('follows sodium on update, and is ignored like any unknown field when sent', async () => {
    const n = await createNewline(t);
    let res = await addNutrition({
      psid: n.psid,
      sodium100gcontains: '2',
      salt100gcontains: '99',
      saltperportion: 'lots',
      warnings: ['none'],
    });
    expect(res.statusCode).toBe(201);
    expect(await nutrition(n.psid)).toMatchObject({
      salt100gcontains: '5.0000',
      saltperportion: null,
      warnings: [],
    });

    res = await updateNutrition(n.psid, { salt100gcontains: '1', saltperportion: 1, warnings: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'No valid nutritional fields provided for update' });

    res = await updateNutrition(n.psid, { sodium100gcontains: '1.2345', salt100gcontains: '1' });
    expect(res.statusCode).toBe(200);
    expect(await nutrition(n.psid)).toMatchObject({
      sodium100gcontains: '1.2345',
      salt100gcontains: '3.0863',
    });
    res = await updateNutrition(n.psid, { sodium100gcontains: null });
    expect(res.statusCode).toBe(200);
    expect(await nutrition(n.psid)).toMatchObject({ sodium100gcontains: null, salt100gcontains: null });
  });
});

describe('nutrition warnings', () => {
  it('never block a save: contradictory figures are stored (201, 200) and listed on reading', async () => {
    const n = await createNewline(t);
    let res = await addNutrition({
      psid: n.psid,
      kj100gcontains: 100,
      kcal100gcontains: 100,
      sugar100gcontains: '60',
      carbs100gcontains: '50',
      saturates100gcontains: 30,
      fat100gcontains: 20,
      water100gcontains: 40,
    });
    expect(res.statusCode).toBe(201);
    expect((await nutrition(n.psid)).warnings).toEqual([
      'Energy per 100 g: 100 kcal is 418.4 kJ, more than 5% away from the 100 kJ given.',
      'Sugars per 100 g (60 g) are more than carbohydrate per 100 g (50 g).',
      'Saturates per 100 g (30 g) are more than fat per 100 g (20 g).',
      'Fat, carbohydrate and water per 100 g add up to 110 g, more than 100 g.',
    ]);

    res = await updateNutrition(n.psid, {
      saturatesperportion: 3,
      fatperportion: 2,
      sugarperportion: 2,
      carbsperportion: 1,
    });
    expect(res.statusCode).toBe(200);
    expect((await nutrition(n.psid)).warnings).toEqual(
      expect.arrayContaining([
        'Sugars per portion (2 g) are more than carbohydrate per portion (1 g).',
        'Saturates per portion (3 g) are more than fat per portion (2 g).',
      ]),
    );

    res = await updateNutrition(n.psid, {
      kj100gcontains: '418.4',
      kcal100gcontains: 100,
      sugar100gcontains: 50,
      saturates100gcontains: 20,
      water100gcontains: 30,
      sugarperportion: 1,
      saturatesperportion: 2,
    });
    expect(res.statusCode).toBe(200);
    expect((await nutrition(n.psid)).warnings).toEqual([]);
  });

  it('appear exactly when their condition holds, not at the boundary', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ kj100gcontains: '418.4', kcal100gcontains: '105' }, 0], // exactly 5 % over
      [{ kj100gcontains: '418.4', kcal100gcontains: '95' }, 0], // exactly 5 % under
      [{ kj100gcontains: '418.4', kcal100gcontains: '105.0001' }, 1],
      [{ kj100gcontains: '418.4', kcal100gcontains: '94.9999' }, 1],
      [{ kjperportion: '4184', kcalperportion: '1050' }, 0],
      [{ kjperportion: '4184', kcalperportion: '1050.0001' }, 1],
      [{ sugar100gcontains: '10', carbs100gcontains: '10' }, 0],
      [{ sugar100gcontains: '10.0001', carbs100gcontains: '10' }, 1],
      [{ saturates100gcontains: '5', fat100gcontains: '5' }, 0],
      [{ saturates100gcontains: '5.0001', fat100gcontains: '5' }, 1],
      [{ fat100gcontains: 50, protein100gcontains: 25, fibre100gcontains: 25 }, 0], // exactly 100 g
      [{ fat100gcontains: 50, protein100gcontains: 25, fibre100gcontains: '25.0001' }, 1],
      [{ sugar100gcontains: 10 }, 0], // nothing to compare with
      [{ fatperportion: 80, waterperportion: 80 }, 0], // composition is per 100 g only
    ];
    for (const [figures, count] of cases) {
      const n = await createNewline(t);
      expect((await addNutrition({ psid: n.psid, ...figures })).statusCode).toBe(201);
      expect((await nutrition(n.psid)).warnings, JSON.stringify(figures)).toHaveLength(count);
    }
  });
});
