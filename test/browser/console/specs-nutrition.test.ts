import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { apiGet } from './c-specs.js';

const w = useConsole();

describe("console: a specification's nutrition form", () => {
  it('shows the portion size in grams (the API records no unit)', async () => {
    const n = await createNewline(w.t, { productname: 'Rye crackers', productcode: 'RYE-1' });
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Rye crackers' }).waitFor();
    await page.getByRole('textbox', { name: 'Portion size (g)', exact: true }).fill('30');
    await page.getByRole('columnheader', { name: 'Per portion (30 g)' }).waitFor();
  });

  it('offers per portion from per 100 g and fills it in without overwriting what was typed', async () => {
    const n = await createNewline(w.t, { productname: 'Oat biscuits', productcode: 'OAT-1' });
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Oat biscuits' }).waitFor();
    await page.getByLabel('Portion size').fill('30');

    await page.getByLabel('Fat (g) per 100 g').fill('5.5');
    await page.getByLabel('Energy (kJ) per 100 g').fill('2000');
    await page.getByLabel('Sodium (g) per 100 g').fill('0.4');
    // Typed by hand before asking for the derived values: kept until the user says otherwise.
    const kjPortion = page.getByLabel('Energy (kJ) per portion');
    await kjPortion.fill('650');

    // The derived values are offered beside each per-portion field, described to assistive technology.
    const fatPortion = page.getByLabel('Fat (g) per portion');
    await expect.poll(() => fatPortion.getAttribute('aria-describedby')).toMatch(/derived/);
    await page.getByText('From per 100 g: 1.65').waitFor();
    await page.getByText('From per 100 g: 600').waitFor();

    await page.getByRole('button', { name: 'Fill in per portion from per 100 g' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Filled in 2 per-portion values from per 100 g.' })
      .waitFor();
    expect(await fatPortion.inputValue()).toBe('1.65');
    expect(await page.getByLabel('Sodium (g) per portion').inputValue()).toBe('0.12');
    expect(await kjPortion.inputValue()).toBe('650');

    // Asked about the value typed: kept, then replaced when the user says so.
    const ask = page.getByRole('group', { name: 'Replace the per-portion values you typed?' });
    await ask.getByText('Energy (kJ) per portion: you typed 650, per 100 g gives 600').waitFor();
    await ask.getByRole('button', { name: 'Keep mine' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await kjPortion.inputValue()).toBe('650');
    await page.getByRole('button', { name: 'Fill in per portion from per 100 g' }).click();
    await ask.getByRole('button', { name: 'Replace it' }).click();
    expect(await kjPortion.inputValue()).toBe('600');
    await page
      .getByRole('button', { name: 'Fill in per portion from per 100 g' })
      .waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save nutrition' }).click();
    await page.getByRole('status').filter({ hasText: 'Nutrition saved.' }).waitFor();
    const saved = await apiGet<Record<string, unknown>>(w.t, `/products/getNutritionalInfo/${n.psid}`);
    expect(saved).toMatchObject({
      portionsize: 30,
      fatperportion: '1.6500',
      kjperportion: '600.0000',
      sodiumperportion: '0.1200',
    });
  });

  it('warns while typing saturates above fat and sugars above carbohydrate, and still saves', async () => {
    const n = await createNewline(w.t, { productname: 'Fudge bites', productcode: 'FDG-1' });
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Fudge bites' }).waitFor();

    await page.getByLabel('Fat (g) per 100 g').fill('5');
    const saturates = page.getByLabel('of which saturates (g) per 100 g');
    await saturates.fill('5.5');
    await page.getByLabel('Carbohydrate (g) per portion').fill('10');
    const sugars = page.getByLabel('of which sugars (g) per portion');
    await sugars.fill('12');

    // Nothing saved yet: the warnings come as the figures are typed, in the server's words.
    const saturatesWarning = 'Saturates per 100 g (5.5 g) are more than fat per 100 g (5 g).';
    const sugarsWarning = 'Sugars per portion (12 g) are more than carbohydrate per portion (10 g).';
    const check = page.getByRole('region', { name: 'Check these figures' });
    await check.getByRole('link', { name: saturatesWarning }).waitFor();
    await check.getByRole('link', { name: sugarsWarning }).waitFor();
    // Inline, and each field is described by its warning.
    await expect.poll(() => descriptionOf(saturates)).toContain(saturatesWarning);
    await expect.poll(() => descriptionOf(page.getByLabel('Fat (g) per 100 g'))).toContain(saturatesWarning);
    await expect.poll(() => descriptionOf(sugars)).toContain(sugarsWarning);
    // The summary's link takes the user to the field.
    await check.getByRole('link', { name: sugarsWarning }).click();
    await expect
      .poll(() =>
        sugars.evaluate(
          (el) => el === (globalThis as unknown as { document: PageDocument }).document.activeElement,
        ),
      )
      .toBe(true);

    // Put right, the warning goes as the user types.
    await sugars.fill('9');
    await check.getByRole('link', { name: sugarsWarning }).waitFor({ state: 'detached' });
    expect(await descriptionOf(sugars)).not.toContain(sugarsWarning);

    // A warning does not stop a save; the server gives the same one.
    await page.getByRole('button', { name: 'Save nutrition' }).click();
    await page.getByRole('status').filter({ hasText: 'Nutrition saved.' }).waitFor();
    await page.getByRole('region', { name: 'Nutrition warnings' }).getByText(saturatesWarning).waitFor();

    // A value the server would refuse is said inline, and the save is stopped with a summary.
    const fat = page.getByLabel('Fat (g) per 100 g');
    await fat.fill('101');
    await expect.poll(() => fat.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => descriptionOf(fat))
      .toContain('Fat (g) per 100 g: a 100 g portion cannot hold more than 100 g');
    await page.getByRole('button', { name: 'Save nutrition' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem
      .getByRole('link', { name: 'Fat (g) per 100 g: a 100 g portion cannot hold more than 100 g' })
      .waitFor();
    const stored = await apiGet<Record<string, unknown>>(w.t, `/products/getNutritionalInfo/${n.psid}`);
    expect(stored.fat100gcontains).toBe('5.0000');
  });
});

/** The text of the elements an input's aria-describedby names. */
function descriptionOf(input: import('playwright-core').Locator): Promise<string> {
  return input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map(
        (id: string) =>
          (globalThis as unknown as { document: PageDocument }).document.getElementById(id)?.textContent ??
          '',
      )
      .join(' | '),
  );
}

/** What the tests read of the page's document inside `evaluate` (type-checked without the DOM's types). */
interface PageDocument {
  activeElement: unknown;
  getElementById(id: string): { textContent: string | null } | null;
}
