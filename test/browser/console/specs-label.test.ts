import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { completeSpec, transition } from '../../fixtures/specs/workflow.js';

const w = useConsole();

async function ingredientsOf(psid: number) {
  const res = await w.t.api({ method: 'GET', url: `/api/v1/products/${psid}/ingredients` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as unknown[];
}

describe("console: a specification's ingredients and label", () => {
  it('edits the ingredients, previews the statement and the allergen check as typed, and saves them', async () => {
    const n = await createNewline(w.t, { productname: 'Shortbread', productcode: 'SB-1' });
    // Allergens: milk not declared; nutrition per 100 g (fat 25 g: red on the front of pack).
    await completeSpec(w.t, n.psid);
    const nutrition = await w.t.api({
      method: 'PUT',
      url: `/api/v1/products/updateNutritionalInfo/${n.psid}`,
      payload: { fat100gcontains: '25', kj100gcontains: '2090', kcal100gcontains: '500' },
    });
    expect(nutrition.statusCode, nutrition.body).toBe(200);
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Shortbread' }).waitFor();

    const editor = page.getByRole('form', { name: 'Ingredients' });
    await editor.getByText('No ingredients recorded.').waitFor();
    await editor.getByRole('button', { name: 'Add ingredient' }).click();
    await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('Wheat flour');
    await editor.getByRole('textbox', { name: 'Percent of Wheat flour' }).fill('55');
    await editor.getByRole('button', { name: 'Add ingredient' }).click();
    await editor.getByRole('textbox', { name: 'Name', exact: true }).nth(1).fill('Butter');
    await editor.getByRole('textbox', { name: 'Percent of Butter' }).fill('30');
    await editor.getByText('Allergens of Butter: none').click();
    await editor.getByRole('checkbox', { name: 'milk in Butter', exact: true }).check();

    // The preview follows before anything is saved: the statement, and the check against the declaration.
    const preview = page.getByRole('region', { name: 'Label' });
    const statement = preview.locator('p.statement').first();
    await expect.poll(() => statement.textContent()).toBe('Ingredients: Wheat flour, Butter (milk)');
    expect(await statement.locator('strong').allTextContents()).toEqual(['milk']);
    const mismatches = preview.getByRole('list', { name: 'Allergen mismatches' });
    await mismatches.getByText('declared No but contained in Butter').waitFor();
    await mismatches.getByText('Blocks approval').waitFor();
    // The front of pack is drawn (fat 25 g per 100 g: high).
    await preview.locator('figure.label-svg svg').first().waitFor();
    expect(await preview.locator('figure.label-svg svg').first().textContent()).toContain('HIGH');
    // And the nutrition being typed, unsaved: fat 2 g per 100 g is low.
    const strip = preview.locator('figure.label-svg svg').first();
    await page.getByLabel('Fat (g) per 100 g').fill('2');
    await expect.poll(() => strip.textContent()).not.toContain('HIGH');
    expect(await strip.textContent()).toContain('LOW');
    await page.getByLabel('Fat (g) per 100 g').fill('25');
    await expect.poll(() => strip.textContent()).toContain('HIGH');
    expect(await ingredientsOf(n.psid)).toEqual([]);

    await editor.getByRole('button', { name: 'Save ingredients' }).click();
    await editor.getByRole('status').filter({ hasText: 'Ingredients saved.' }).waitFor();
    expect(await ingredientsOf(n.psid)).toMatchObject([
      { name: 'Wheat flour', percent: '55' },
      { name: 'Butter', percent: '30', allergens: ['milk'] },
    ]);

    // The approval is refused while milk is contained but declared No.
    for (const to of ['Submitted', 'In review'])
      expect((await transition(w.t, n.psid, to)).statusCode).toBe(200);
    const refused = await transition(w.t, n.psid, 'Approved');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toContain('Butter');
    await page.close();
  });

  it('sets the Nutri-Score inputs and shows the grade with its points', async () => {
    const n = await createNewline(w.t, { productname: 'Plain crackers', productcode: 'PC-1' });
    await completeSpec(w.t, n.psid);
    const nutrition = await w.t.api({
      method: 'PUT',
      url: `/api/v1/products/updateNutritionalInfo/${n.psid}`,
      payload: {
        kj100gcontains: '1800',
        kcal100gcontains: '430',
        fat100gcontains: '10',
        saturates100gcontains: '1',
        carbs100gcontains: '70',
        sugar100gcontains: '3',
        fibre100gcontains: '4',
        protein100gcontains: '10',
        sodium100gcontains: '0.4',
      },
    });
    expect(nutrition.statusCode, nutrition.body).toBe(200);
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    const preview = page.getByRole('region', { name: 'Label' });
    await preview.getByText(/Not computed: missing category/).waitFor();
    const form = preview.getByRole('form', { name: 'Nutri-Score and front of pack inputs' });
    await form.getByLabel('Nutri-Score category').selectOption('general');
    await preview.getByRole('table', { name: /^Nutri-Score [A-E]: / }).waitFor();
    await form.getByRole('button', { name: 'Save label inputs' }).click();
    await form.getByRole('status').filter({ hasText: 'Label inputs saved.' }).waitFor();
    const label = await w.t.api({ method: 'GET', url: `/api/v1/products/${n.psid}/label` });
    expect(label.statusCode, label.body).toBe(200);
    const grade = label.json().data.nutriscore.grade as string;
    expect(grade).toMatch(/^[A-E]$/);
    await preview.getByRole('table', { name: new RegExp(`^Nutri-Score ${grade}: `) }).waitFor();
    await page.close();
  });
});
