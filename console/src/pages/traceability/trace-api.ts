/**
 * The lot page's requests: the lot's summary and its two traces (asked together), and the FSMA 204 spreadsheet
 * as a download through the console's own client (its credential, as the audit PDF is downloaded).
 */
import { api, download, ok } from '../../api.js';
import { lotLink } from './scan.js';
import type { TraceGraph, TraceLot } from './trace-types.js';

/** The client's GET for an operation the generated client does not name yet (the FSMA 204 records, built beside). */
type Untyped = {
  GET(
    path: string,
    init: { params: { path?: Record<string, string>; query?: Record<string, string> }; parseAs?: 'blob' },
  ): Promise<{ data?: unknown; error?: unknown; response: Response }>;
};
const client = () => api as unknown as Untyped;

export interface LotTrace {
  summary: TraceLot;
  backward: TraceGraph;
  forward: TraceGraph;
}

export async function loadLotTrace(gtin: string, lot: string): Promise<LotTrace> {
  const epc = lotLink(gtin, lot);
  const [summary, backward, forward] = await Promise.all([
    ok(api.GET('/api/v1/trace/lots/{gtin}/{lot}', { params: { path: { gtin, lot } } })),
    ok(api.GET('/api/v1/trace/backward', { params: { query: { epc } } })),
    ok(api.GET('/api/v1/trace/forward', { params: { query: { epc } } })),
  ]);
  return { summary: summary.data, backward: backward.data, forward: forward.data };
}

/** The FSMA 204 sortable spreadsheet of the lot (`format` xlsx or csv), saved as a file. */
export function downloadFsma(gtin: string, lot: string, format: 'xlsx' | 'csv'): Promise<void> {
  const safe = lot.replace(/[^A-Za-z0-9_-]/g, '_');
  return download(
    client().GET('/api/v1/fsma204/records', {
      params: { query: { tlc: lotLink(gtin, lot), format } },
      parseAs: 'blob',
    }) as Promise<{ data?: Blob; error?: unknown; response: Response }>,
    `fsma204-${gtin}-${safe}.${format}`,
  );
}
