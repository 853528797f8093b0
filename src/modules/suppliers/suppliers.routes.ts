import type { App, AppContext } from '../../app-context.js';

// Placeholder: the suppliers issue fills this module in.
export async function suppliersRoutes(_app: App, _ctx: AppContext) {}
