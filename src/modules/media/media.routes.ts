import type { App, AppContext } from '../../app-context.js';

// Placeholder: the media issue fills this module in.
export async function mediaRoutes(_app: App, _ctx: AppContext) {}
