import type { App, AppContext } from '../../app-context.js';

// Placeholder: the products issue fills this module in.
export async function productsRoutes(_app: App, _ctx: AppContext) {}
