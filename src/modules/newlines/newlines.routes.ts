import type { App, AppContext } from '../../app-context.js';

// Placeholder: the newlines issue fills this module in.
export async function newlinesRoutes(_app: App, _ctx: AppContext) {}
