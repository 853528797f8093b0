import type { App, AppContext } from '../../app-context.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { ingredientProblems, type Ingredient } from '../../lib/label/ingredients.js';
import * as repo from './ingredients.repository.js';
import {
  IngredientList,
  ingredientMessages as messages,
  INGREDIENTS_BODY_MAX,
} from './ingredients.schemas.js';
import { withActiveSpec } from './spec.repository.js';
import { PsidParams } from './spec.schemas.js';
import { ownSpec } from './supplier-access.js';

const tags = ['Products'];
const INACTIVE = 'Product spec not found or inactive';

/** Every origin of the list, top level and sub-ingredients, with the name a message gives it. */
function origins(list: readonly Ingredient[]): { id: number; who: string }[] {
  return list.flatMap((i) => [
    ...(typeof i.origin === 'number' ? [{ id: i.origin, who: `"${i.name}"` }] : []),
    ...(i.ingredients ?? []).flatMap((s) =>
      typeof s.origin === 'number' ? [{ id: s.origin, who: `"${s.name}" (in "${i.name}")` }] : [],
    ),
  ]);
}

/** A spec's ingredient list (docs/label.md): ordered, two levels, content of the spec. */
export async function ingredientRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/:psid/ingredients',
    {
      config: { level: 1, messages, supplier: ownSpec },
      schema: {
        operationId: 'getIngredients',
        tags,
        summary: 'Read a spec’s ingredient list, in order ([] when none is recorded)',
        params: PsidParams,
        response: responses({ 200: Ok(IngredientList) }, [404]),
      },
    },
    async (request) => {
      const found = await repo.findIngredients(db, request.params.psid);
      if (!found) throw new NotFound('Product not found');
      if (!found.active) throw new NotFound(INACTIVE);
      return { success: true as const, data: found.list };
    },
  );

  app.put(
    '/products/:psid/ingredients',
    {
      bodyLimit: INGREDIENTS_BODY_MAX,
      config: { level: 2, messages, supplier: ownSpec },
      schema: {
        operationId: 'putIngredients',
        tags,
        summary: 'Replace a spec’s ingredient list (content: an approved spec moves back to New)',
        description:
          'The body is the whole list, in order. Refused with 400 naming the ingredient or the level: ' +
          'percents of one level adding up to more than 100, a third level, an unknown allergen code, an ' +
          'unknown country. Approving a spec whose ingredients carry an allergen its record does not declare ' +
          'Yes is refused (422).',
        params: PsidParams,
        body: IngredientList,
        response: responses({ 200: Ok(IngredientList) }, [404, 413]),
      },
    },
    async (request) => {
      const { psid } = request.params;
      const list = request.body as Ingredient[];
      const problem = ingredientProblems(list)[0];
      if (problem) throw new ValidationError(problem.message);
      const stored = await withActiveSpec(request.db, psid, async (tx) => {
        const wanted = origins(list);
        const unknown = await repo.unknownCountries(
          tx,
          wanted.map((o) => o.id),
        );
        const bad = wanted.find((o) => o.id === unknown[0]);
        if (bad) throw new ValidationError(`Invalid origin of ${bad.who}: ${bad.id} does not exist`);
        await repo.writeIngredients(tx, psid, list);
        return (await repo.findIngredients(tx, psid))?.list ?? [];
      });
      return { success: true as const, data: stored };
    },
  );
}
