import type { App, AppContext } from '../../app-context.js';
import { responses } from '../../http/schemas.js';
import { namesOf } from '../../lib/pick.js';
import { refuseUnknownFields } from './alerts-input.js';
import { matchAlert } from './alerts.service.js';
import { AlertBody, AlertResponse, MAX_GTINS, MAX_LOTS, tags } from './alerts.schemas.js';

const FIELDS = namesOf(AlertBody.properties);

/** POST /incidents/alerts: an alert in, the specs and lots it matches (docs/incidents.md, "Alerts in"). */
export async function alertsRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.post(
    '/incidents/alerts',
    {
      // The organisation's: a supplier is not told which of the others' products an alert names.
      config: { level: 2 },
      schema: {
        operationId: 'matchAlert',
        tags,
        summary:
          'An alert in (a regulator’s, a feed’s): the specs and lots it matches, to open an incident from',
        description:
          'Reads only: nothing is stored. GTINs (8, 12, 13 or 14 digits, check digit verified) and lots (Digital ' +
          'Link, EPC URN, `(01)…(10)…` element string, or a lot number alone taken under each of `gtins`) match ' +
          'exactly, score 1: a lot that has events; a GTIN named without lots lists its spec and its lots seen in ' +
          'events, the latest first. The product name and brand match the active specs’ by trigram similarity ' +
          '(Dice’s coefficient over names lower-cased, accents and punctuation stripped), reported from 0.3. ' +
          '`scope` is the exact matches as `POST /incidents` takes them. At most ' +
          `${MAX_GTINS} GTINs and ${MAX_LOTS} lots; a field it does not know is refused. The organisation’s only.`,
        body: AlertBody,
        response: responses({ 200: AlertResponse }),
      },
      preValidation: async (request) => refuseUnknownFields(request.body, FIELDS),
    },
    async (request) => ({ success: true as const, data: await matchAlert(db, request.body) }),
  );
}
