import type { App, AppContext, ModuleDescriptor } from '../../app-context.js';
import { answerRoutes } from './answers.routes.js';
import { assignmentRoutes } from './assignments.routes.js';
import { QuestionnaireReminders } from './reminders.js';
import { templateRoutes } from './templates.routes.js';

/** Supplier questionnaires: templates, assignments, answers and reviews (docs/approval.md). */
async function questionnairesRoutes(
  app: App,
  ctx: AppContext,
  { reminders }: { reminders: QuestionnaireReminders },
) {
  templateRoutes(app);
  assignmentRoutes(app, ctx);
  await answerRoutes(app, ctx, reminders);
}

export const questionnairesModule: ModuleDescriptor<{ reminders: QuestionnaireReminders }> = {
  name: 'questionnaires',
  // A supplier's questionnaires are sent and listed under the supplier.
  prefixes: ['/questionnaires', '/suppliers/{supplierid}/questionnaires'],
  tag: {
    name: 'Questionnaires',
    description:
      'Supplier questionnaires: versioned templates, assignments answered by the supplier, reviews',
  },
  // The assignments' history is the supplier's (part saq, its id the assignment's), kept by the suppliers module.
  eventTypes: [
    'questionnaire.sent',
    'questionnaire.submitted',
    'questionnaire.reviewed',
    'questionnaire.expiring',
    'questionnaire.expired',
  ],
  workers: ({ db, config, clock }, log) => ({
    reminders: new QuestionnaireReminders(db, config, clock, log.child({ module: 'questionnaires' })),
  }),
  routes: questionnairesRoutes,
};
