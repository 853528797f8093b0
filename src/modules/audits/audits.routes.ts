import type { App, AppContext } from '../../app-context.js';

// Placeholder: the audits issue fills this module in.
export async function auditsRoutes(_app: App, _ctx: AppContext) {}
