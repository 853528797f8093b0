import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { csvMedia, sendCsvStream } from '../../http/csv-answer.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { media } from '../../http/openapi.js';
import { responses } from '../../http/schemas.js';
import { companyScope, type SupplierAccess } from '../../http/scope.js';
import { parseEpc } from '../../lib/epcis/identifiers.js';
import { companyLocations, companyName } from './lookups.repository.js';
import {
  COMPANY_NOT_FOUND,
  RecordsQuery,
  RecordsResponse,
  tags,
  WINDOW_MESSAGES,
} from './fsma204.schemas.js';
import { jsonStream, XLSX_TYPE, xlsxStream } from './outputs.js';
import { readCtes, type ReadEvent } from './records.service.js';
import { cells, HEADINGS, record, type Record204 } from './sheet.js';
import { checkedWindow } from './window.js';

/**
 * The supplier scope names `companyid` in the query: another company's is replaced by one that cannot exist
 * (http/scope.ts), so it gets the 404 of a missing company; absent, the handler takes the caller's own.
 */
export const ownCompany: SupplierAccess = { owner: async (_q, id) => id, in: 'query', field: 'companyid' };

/**
 * The company the answer is confined to (the one asked for, which must exist, or the supplier scope's own) and the
 * location ids of its active sites; both undefined/null for the organisation's users asking for all.
 */
export async function confinedTo(q: Queryable, request: FastifyRequest, asked: number | undefined) {
  if (asked !== undefined && (await companyName(q, asked)) === undefined)
    throw new NotFound(COMPANY_NOT_FOUND);
  const companyid = asked ?? companyScope(request);
  return { companyid, locations: companyid === undefined ? null : await companyLocations(q, companyid) };
}

const TLC_PROBLEM =
  'Invalid tlc: a traceability lot code is a GTIN with its lot, as a GS1 Digital Link (https://id.gs1.org/01/{gtin}/10/{lot}, any host) or an EPC URN (urn:epc:class:lgtin:…)';

/** The batches, the first already read: what can fail before the answer starts (a database error) fails as a 4xx/5xx. */
async function started<T>(it: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await it.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* it;
  })();
}

/** The records of the batches; with a lot named, only the rows of that lot (made, moved or used). */
async function* records(
  batches: AsyncIterable<ReadEvent[]>,
  lot: string | null,
): AsyncGenerator<Record204[]> {
  for await (const batch of batches) {
    yield batch.flatMap((r) =>
      r.rows.filter((row) => lot === null || row.lot?.epc === lot || row.input?.epc === lot).map(record),
    );
  }
}

async function* cellBatches(batches: AsyncIterable<Record204[]>): AsyncGenerator<object[]> {
  for await (const batch of batches) yield batch.map(cells);
}

/** GET /fsma204/records: the FDA's electronic sortable spreadsheet (docs/traceability-events.md, "FSMA 204 records"). */
export function recordsRoutes(app: App, { reads, clock }: Pick<AppContext, 'reads' | 'clock'>) {
  app.get(
    '/fsma204/records',
    {
      config: {
        level: 1,
        supplier: ownCompany,
        messages: {
          fields: {
            ...WINDOW_MESSAGES,
            tlc: TLC_PROBLEM,
            format: 'Invalid format: csv, xlsx or json',
          },
        },
        openapi: {
          responses: {
            200: {
              alsoJson: true,
              content: {
                'text/csv': csvMedia(
                  'format=csv (the default): a header row, then one row per CTE (a transformation: per lot used)',
                  HEADINGS,
                ),
                [XLSX_TYPE]: media.binary(),
              },
            },
          },
        },
      },
      schema: {
        operationId: 'getFsma204Records',
        tags,
        summary:
          'FSMA 204 records: the FDA’s sortable spreadsheet of CTEs and their KDEs (CSV, XLSX or JSON)',
        description:
          'One row per Critical Tracking Event (initial packing, shipping, receiving; a transformation one row per ' +
          'lot used) with the Key Data Elements of 21 CFR 1.1325–1.1350 as columns (docs/traceability-events.md, ' +
          '"FSMA 204 records"). `tlc`: one lot’s CTEs (any window); without it every CTE of `from`–`to` (both ' +
          'required, at most 366 days). Events declared erroneous are left out. Streamed: any size answers in the ' +
          'memory of one batch.',
        querystring: RecordsQuery,
        response: responses({ 200: RecordsResponse }, [404]),
      },
    },
    async (request, reply) => {
      const db = reads.for(request);
      const { tlc, from, to, format = 'csv' } = request.query;
      let lot: { canonical: string; gtin: string; lot: string } | null = null;
      if (tlc !== undefined) {
        const parsed = parseEpc(tlc);
        if (parsed?.kind !== 'lot') throw new ValidationError(TLC_PROBLEM);
        lot = { canonical: parsed.canonical, gtin: parsed.gtin!, lot: parsed.lot! };
      }
      const window = checkedWindow(from, to, lot === null);
      const { companyid, locations } = await confinedTo(db, request, request.query.companyid);
      const scope = companyScope(request);
      const batches = await started(
        readCtes(db, {
          filter: {
            lot: lot?.canonical ?? null,
            from: window.from?.toISOString() ?? null,
            to: window.to?.toISOString() ?? null,
            locations,
            shippingOnly: false,
          },
          // A supplier learns where a lot was made only from events at its own sites.
          scope: scope === undefined ? null : (locations ?? []).map((l) => l.slice(-13)),
        }),
      );
      const rows = records(batches, lot?.canonical ?? null);
      const name =
        lot !== null
          ? `fsma204-${lot.gtin}-${lot.lot.replace(/[^A-Za-z0-9._-]/g, '_')}`
          : `fsma204-${window.from!.toISOString().slice(0, 10)}-${window.to!.toISOString().slice(0, 10)}` +
            (companyid === undefined ? '' : `-company-${companyid}`);
      reply.header('cache-control', 'no-store');
      if (format === 'csv')
        return sendCsvStream(reply, `${name}.csv`, { columns: HEADINGS, batches: cellBatches(rows) });
      if (format === 'xlsx') {
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send(xlsxStream(rows, clock()));
      }
      return reply.type('application/json; charset=utf-8').send(jsonStream(rows));
    },
  );
}
