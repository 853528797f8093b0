import type { ModuleDescriptor } from '../../app-context.js';
import { authRoutes } from './auth.routes.js';
import { ResetOutbox } from './reset-outbox.js';
import { resetRoutes } from './reset.routes.js';

export const authModule: ModuleDescriptor<{ resetMail: ResetOutbox | undefined }> = {
  name: 'auth',
  prefixes: ['/auth'],
  tag: {
    name: 'Auth',
    description: 'Signing in with email and password, tokens, the caller and its password',
  },
  // Reset emails go out only when SMTP_URL is set; otherwise they wait in their outbox, unsent.
  workers: ({ db, config }, log) => ({
    resetMail: config.smtpUrl
      ? new ResetOutbox(
          db,
          {
            smtpUrl: config.smtpUrl,
            mailFrom: config.mailFrom,
            portalUrl: config.portalUrl,
            pollMs: config.workerPollMs,
          },
          log.child({ module: 'password-reset-outbox' }),
        )
      : undefined,
  }),
  routes: async (app, ctx, { resetMail }) => {
    await authRoutes(app, ctx);
    resetRoutes(app, ctx, resetMail);
  },
};
