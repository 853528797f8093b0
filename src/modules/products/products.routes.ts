import type { App, AppContext } from '../../app-context.js';
import { allergenRoutes } from './allergens.routes.js';
import { ingredientRoutes } from './ingredients.routes.js';
import { productListRoutes } from './list.routes.js';
import { productNewlineRoutes } from './newline.routes.js';
import { nutritionRoutes } from './nutrition.routes.js';
import { specReadRoutes, specRoutes } from './spec.routes.js';
import { transitionRoutes } from './transition.routes.js';
import { versionRoutes } from './versions.routes.js';

/** Product specs (by psid), their allergen and nutrition records, and the newline views under /products. */
export async function productsRoutes(app: App, ctx: AppContext) {
  await specRoutes(app, ctx);
  await productNewlineRoutes(app, ctx);
  await allergenRoutes(app, ctx);
  await nutritionRoutes(app, ctx);
  await productListRoutes(app, ctx);
  await specReadRoutes(app, ctx);
  await ingredientRoutes(app, ctx);
  await transitionRoutes(app);
  await versionRoutes(app, ctx);
}
