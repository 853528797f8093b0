import type { Db } from '../../src/db/index.js';

// Issue 37's two queries of GET /epcis/events, on a database holding the seeded events (src/cli/seed/epcis.ts):
// MATCH_anyEPCClass of one lot, and EQ_bizLocation (a distribution centre) with a one-day eventTime window. The
// lots and days are picked from the middle of what the database holds, different ones in turn.

export interface QueryPicks {
  /** Lots' canonical Digital Links. */
  lots: string[];
  /** A DC's canonical location and a day (ISO instants) in which it has events. */
  windows: { bizLocation: string; from: string; to: string }[];
}

/** `n` lots and `n` (DC, day) windows from the middle half of the events by id; `dcs`: the DCs' GLNs. */
export async function pickQueries(db: Db, dcs: string[], n = 20): Promise<QueryPicks> {
  const { rows: span } = await db.query<{ lo: string; hi: string }>(
    'SELECT min(id)::text AS lo, max(id)::text AS hi FROM epcis_events',
  );
  const lo = Number(span[0]!.lo);
  const hi = Number(span[0]!.hi);
  const ids = Array.from({ length: n }, (_, i) => Math.round(lo + ((hi - lo) * (i + n / 2)) / (2 * n)));
  const { rows: lots } = await db.query<{ epc: string }>(
    `SELECT DISTINCT ON (e.id) p.epc FROM epcis_events e JOIN epcis_event_epcs p USING (id)
      WHERE e.id = ANY ($1::bigint[]) AND p.role IN (6, 9) ORDER BY e.id`,
    [ids],
  );
  const { rows: windows } = await db.query<{ bizLocation: string; from: string; to: string }>(
    `SELECT bizlocation AS "bizLocation",
            to_char(date_trunc('day', eventtime) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "from",
            to_char((date_trunc('day', eventtime) + interval '1 day') AT TIME ZONE 'UTC',
                    'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "to"
       FROM (SELECT DISTINCT ON (s.i) e.bizlocation, e.eventtime
               FROM unnest($1::bigint[]) WITH ORDINALITY s (id, i)
               JOIN LATERAL (SELECT bizlocation, eventtime FROM epcis_events
                              WHERE id >= s.id AND bizstep = 'https://ref.gs1.org/cbv/BizStep-receiving'
                                AND bizlocation = ANY ($2::text[])
                              ORDER BY id LIMIT 1) e ON true
              ORDER BY s.i) w`,
    [ids, dcs.map((gln) => `https://id.gs1.org/414/${gln}`)],
  );
  return { lots: lots.map((l) => l.epc), windows };
}

/** The route's paths for the two queries, in turn over the picks. */
export function queryPaths(picks: QueryPicks) {
  const q = (params: Record<string, string>) =>
    `/api/v1/epcis/events?${new URLSearchParams(params).toString()}`;
  return {
    lot: picks.lots.map((lot) => q({ MATCH_anyEPCClass: lot })),
    window: picks.windows.map((w) =>
      q({ EQ_bizLocation: w.bizLocation, GE_eventTime: w.from, LT_eventTime: w.to }),
    ),
  };
}

// The statements GET /epcis/events runs for them (src/modules/epcis/query.repository.ts): a page of 30 and one more.
const COLUMNS = `e.id::text AS id, e.eventid, e.captureid,
  to_char(e.eventtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS eventtime,
  to_char(e.recordtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recordtime,
  CASE WHEN json_typeof(e.event) = 'string' THEN e.event #>> '{}' ELSE e.event::text END AS event`;
export const LOT_SQL = `SELECT ${COLUMNS} FROM epcis_events e
  WHERE e.id IN (SELECT p.id FROM epcis_event_epcs p WHERE p.epc = $1::text AND p.role = ANY ($2::smallint[]))
  ORDER BY e.eventtime, e.id LIMIT 31`;
export const WINDOW_SQL = `SELECT ${COLUMNS} FROM epcis_events e
  WHERE e.bizlocation = $1::text AND e.eventtime >= $2::timestamptz AND e.eventtime < $3::timestamptz
  ORDER BY e.eventtime, e.id LIMIT 31`;
const QUANTITY_ROLES = [6, 7, 8, 9];

export const lotParams = (lot: string) => [lot, QUANTITY_ROLES];
export const windowParams = (w: QueryPicks['windows'][number]) => [w.bizLocation, w.from, w.to];

/** EXPLAIN (ANALYZE, BUFFERS) of both statements for the first picks: the plans and their times. */
export async function explainQueries(db: Db, picks: QueryPicks): Promise<string> {
  const explain = async (sql: string, params: unknown[]) =>
    (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  return [
    `-- MATCH_anyEPCClass=${picks.lots[0]}`,
    await explain(LOT_SQL, lotParams(picks.lots[0]!)),
    `-- EQ_bizLocation=${picks.windows[0]!.bizLocation}, ${picks.windows[0]!.from} to ${picks.windows[0]!.to}`,
    await explain(WINDOW_SQL, windowParams(picks.windows[0]!)),
  ].join('\n');
}

/** The statement alone on the pool, from `callers` loops at once for `seconds`: calls a second, p50 and p99 in ms. */
export async function driveStatement(
  db: Db,
  sql: string,
  params: unknown[][],
  callers: number,
  seconds: number,
): Promise<{ rate: number; p50: number; p99: number }> {
  const times: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await db.query(sql, params[next++ % params.length]);
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: callers }, loop));
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { rate: times.length / ((performance.now() - start) / 1000), p50: at(0.5), p99: at(0.99) };
}
