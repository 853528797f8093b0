import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { ValidationError } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { isValidGtin } from '../../lib/gs1.js';
import { parseEpc } from '../../lib/epcis/identifiers.js';
import { bound, traceRoot } from './trace-input.js';
import { companyGlns } from '../epcis/capture.repository.js';
import { lotSummary } from './lot-summary.js';
import type { Direction } from './trace-graph.js';
import { trace, traceWithRootEvents } from './trace.service.js';
import { LotParams, LotResponse, TraceQuery, TraceResponse, tags } from './trace.schemas.js';

/**
 * Who traces: a supplier passes only its active sites' GLNs and sees only its own specifications named; the
 * organisation's users, everything.
 */
async function scopeOf(db: Queryable, request: FastifyRequest) {
  const company = companyScope(request);
  if (company === undefined) return { glns: null, company: null };
  return { glns: [...(await companyGlns(db, company))], company };
}

const TRACE_DESCRIPTION =
  'The trace graph of one lot, serial or pallet (docs/traceability-events.md, "The trace"): nodes are the objects ' +
  '(lots, serials, pallets) and the places they were at; edges are events, one per object moved, the product ' +
  'flowing from → to. Each object is followed once (cycles end), through transformations and packing into and out ' +
  'of pallets; events declared erroneous are left out. A lot without events answers its root alone. The supplier ' +
  'scope sees only events at its own sites.';

/** GET /trace/forward, /trace/backward and /trace/lots/{gtin}/{lot}. */
export async function traceRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  const directions: [Direction, string, string][] = [
    ['forward', 'traceForward', 'Where a lot went: every place, pallet and lot made from it'],
    ['backward', 'traceBackward', 'Where a lot came from: every input lot, place and supplier'],
  ];
  for (const [direction, operationId, summary] of directions) {
    app.get(
      `/trace/${direction}`,
      {
        config: { level: 1, supplier: 'company' },
        schema: {
          operationId,
          tags,
          summary,
          description: TRACE_DESCRIPTION,
          querystring: TraceQuery,
          response: responses({ 200: TraceResponse }),
        },
      },
      async (request) => {
        const q = request.query;
        const graph = await trace(db, {
          root: traceRoot(q.epc),
          direction,
          from: bound('from', q.from),
          to: bound('to', q.to),
          depth: q.depth ?? null,
          ...(await scopeOf(db, request)),
        });
        return { success: true as const, data: graph };
      },
    );
  }

  app.get(
    '/trace/lots/:gtin/:lot',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'getTraceLot',
        tags,
        summary: 'One lot: its product, origin, quantities received and shipped, on hand by place',
        description:
          'From the events naming the lot itself (a pallet’s movements are the trace’s): made (commissioned or ' +
          'transformed into), received and shipped per place, and on hand per place as the events say (made + ' +
          'received − shipped − destroyed − used in a transformation). A lot without events answers zero counts. ' +
          'The supplier scope counts only events at its own sites.',
        params: LotParams,
        response: responses({ 200: LotResponse }),
      },
    },
    async (request) => {
      const { gtin, lot } = request.params;
      if (!isValidGtin(gtin)) throw new ValidationError(`gtin ${gtin} has a wrong check digit`);
      const root = parseEpc(`https://id.gs1.org/01/${gtin.padStart(14, '0')}/10/${encodeURIComponent(lot)}`);
      if (root === null)
        throw new ValidationError('lot must be 1 to 20 characters of the GS1 character set 82');
      const own = { root: root.canonical, from: null, to: null, ...(await scopeOf(db, request)) };
      // The lot's own events are the trace's first generation: read once, for the graph and the sums.
      const { graph, rootEvents } = await traceWithRootEvents(db, { ...own, direction: 'forward', depth: 0 });
      return { success: true as const, data: lotSummary(graph, rootEvents) };
    },
  );
}
