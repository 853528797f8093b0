import type { App, AppContext } from '../../app-context.js';
import { ValidationError } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import {
  CompletenessQuery,
  CompletenessResponse,
  MAX_WINDOW_DAYS,
  tags,
  WINDOW_MESSAGES,
} from './fsma204.schemas.js';
import { missingKdes, Tally } from './kde.js';
import { companyNames } from './lookups.repository.js';
import { readCtes } from './records.service.js';
import { confinedTo, ownCompany } from './records.routes.js';
import { checkedWindow } from './window.js';

const DAY = 86_400_000;
/** The window when none is given: the 30 days before now. */
const DEFAULT_DAYS = 30;

/** GET /traceability/completeness: per supplier, how many of its shipping events carry every KDE a receiver needs. */
export function completenessRoutes(app: App, { reads, clock }: Pick<AppContext, 'reads' | 'clock'>) {
  app.get(
    '/traceability/completeness',
    {
      config: { level: 1, supplier: ownCompany, messages: { fields: WINDOW_MESSAGES } },
      schema: {
        operationId: 'getTraceabilityCompleteness',
        tags,
        summary:
          'Per supplier: the share of its shipping events carrying every KDE a receiver needs, and what is missing',
        description:
          'The shipping events of the window (eventTime; default the 30 days before now, at most 366), each counted ' +
          'for the company owning the site it happened at (the organisation, 1, included), checked for the KDEs of ' +
          '21 CFR 1.1345 as docs/traceability-events.md ("Completeness") defines them. The supplier scope sees its ' +
          'own line only.',
        querystring: CompletenessQuery,
        response: responses({ 200: CompletenessResponse }, [404]),
      },
    },
    async (request) => {
      const db = reads.for(request);
      const { from, to } = request.query;
      const given = checkedWindow(from, to, false);
      const end = given.to ?? (given.from ? new Date(given.from.getTime() + DEFAULT_DAYS * DAY) : clock());
      const start = given.from ?? new Date(end.getTime() - DEFAULT_DAYS * DAY);
      if (end <= start) throw new ValidationError('Invalid to: it must be after from');
      if (end.getTime() - start.getTime() > MAX_WINDOW_DAYS * DAY) {
        throw new ValidationError(
          `Invalid to: the window from from to to is at most ${MAX_WINDOW_DAYS} days`,
        );
      }
      const { companyid } = await confinedTo(db, request, request.query.companyid);
      const tallies = new Map<number, Tally>();
      if (companyid !== undefined) tallies.set(companyid, new Tally());
      const events = readCtes(db, {
        filter: {
          lot: null,
          from: start.toISOString(),
          to: end.toISOString(),
          locations: null,
          shippingOnly: true,
        },
        scope: null,
      });
      for await (const batch of events) {
        for (const r of batch) {
          const owner = r.site?.companyid;
          if (owner === undefined || owner === null || (companyid !== undefined && owner !== companyid))
            continue;
          let tally = tallies.get(owner);
          if (!tally) tallies.set(owner, (tally = new Tally()));
          tally.add(missingKdes(r.json, r.rows));
        }
      }
      const names = await companyNames(db, [...tallies.keys()]);
      const suppliers = [...tallies].map(([id, tally]) => tally.line(id, names.get(id) ?? ''));
      suppliers.sort(
        (a, b) =>
          (a.share ?? 2) - (b.share ?? 2) || a.name.localeCompare(b.name) || a.companyid - b.companyid,
      );
      return {
        success: true as const,
        data: { from: start.toISOString(), to: end.toISOString(), suppliers },
      };
    },
  );
}
