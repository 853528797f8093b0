import type { Queryable } from '../../db/index.js';

/** CBV business steps (canonical Web URIs) of the Critical Tracking Events (docs/traceability-events.md). */
export const STEP = {
  shipping: 'https://ref.gs1.org/cbv/BizStep-shipping',
  receiving: 'https://ref.gs1.org/cbv/BizStep-receiving',
  commissioning: 'https://ref.gs1.org/cbv/BizStep-commissioning',
  packing: 'https://ref.gs1.org/cbv/BizStep-packing',
} as const;
const CTE_STEPS = Object.values(STEP);

/** Roles of epcis_event_epcs that name a lot with a quantity: quantityList, childQuantityList, inputs, outputs. */
export const ROLE = { quantity: 6, childQuantity: 7, input: 8, output: 9 } as const;

export interface CteEvent {
  id: string;
  eventid: string;
  eventtype: string;
  /** UTC to the microsecond: the keyset's position. */
  eventtime: string;
  action: string | null;
  bizstep: string | null;
  bizlocation: string | null;
  readpoint: string | null;
  /** The event as stored, JSON text. */
  event: string;
}

export interface LotRow {
  id: string;
  role: number;
  epc: string;
  class: string | null;
  quantity: number | null;
  uom: string | null;
}

/** Which events a read takes: every filter optional but the window's ends when no lot is named. */
export interface CteFilter {
  /** A lot's canonical Digital Link: only its events (read through epcis_event_epcs (epc, id)). */
  lot: string | null;
  from: string | null;
  to: string | null;
  /** Canonical location ids (`https://id.gs1.org/414/{gln}`): only events there (bizLocation, else readPoint). */
  locations: string[] | null;
  /** Only shipping events (the completeness view); else every CTE. */
  shippingOnly: boolean;
}

export interface Position {
  eventtime: string;
  id: string;
}

const COLUMNS = `e.id::text AS id, e.eventid, e.eventtype,
  to_char(e.eventtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS eventtime,
  e.action, e.bizstep, e.bizlocation, e.readpoint, e.event::text AS event`;

/** SQL text with its values bound in order (never interpolated). */
class Bound {
  readonly params: unknown[] = [];
  bind(value: unknown, cast: string): string {
    this.params.push(value);
    return `$${this.params.length}::${cast}`;
  }
}

/** The conditions every read shares: a CTE (never declared erroneous, nor a declaration), in the window, after. */
function conditions(b: Bound, f: CteFilter, after: Position): string {
  const what = f.shippingOnly
    ? `e.bizstep = ${b.bind(STEP.shipping, 'text')}`
    : `(e.eventtype = 'TransformationEvent' OR e.bizstep = ANY (${b.bind(CTE_STEPS, 'text[]')}))`;
  const window = [
    f.from === null ? '' : `AND e.eventtime >= ${b.bind(f.from, 'timestamptz')}`,
    f.to === null ? '' : `AND e.eventtime < ${b.bind(f.to, 'timestamptz')}`,
  ].join(' ');
  const position = `(e.eventtime, e.id) > (${b.bind(after.eventtime, 'timestamptz')}, ${b.bind(after.id, 'bigint')})`;
  return `NOT e.declared AND NOT e.declaration AND ${what} ${window} AND ${position}`;
}

/** The first position: before every event. */
export const START: Position = { eventtime: '-infinity', id: '0' };

/**
 * One batch of CTE events after `after`, oldest first, at most `limit`. Three plans, each an index read in order
 * that stops at the batch, so that a batch costs the same at any depth: a lot's events through its few identifier
 * rows (epcis_event_epcs (epc, id)); the CTEs at some places, each place's from its (bizlocation | readpoint,
 * eventtime, id) index and merged; every CTE of a window from (eventtime, id).
 */
export async function cteBatch(
  q: Queryable,
  f: CteFilter,
  after: Position,
  limit: number,
): Promise<CteEvent[]> {
  const b = new Bound();
  let sql: string;
  if (f.lot !== null) {
    const places =
      f.locations === null
        ? ''
        : (() => {
            const at = b.bind(f.locations, 'text[]');
            return `AND (e.bizlocation = ANY (${at}) OR (e.bizlocation IS NULL AND e.readpoint = ANY (${at})))`;
          })();
    sql = `SELECT ${COLUMNS} FROM epcis_events e
      WHERE e.id IN (SELECT p.id FROM epcis_event_epcs p WHERE p.epc = ${b.bind(f.lot, 'text')})
        AND ${conditions(b, f, after)} ${places}
      ORDER BY e.eventtime, e.id LIMIT ${b.bind(limit, 'int')}`;
  } else if (f.locations !== null) {
    const n = b.bind(limit, 'int');
    const places = b.bind(f.locations, 'text[]');
    const cond = conditions(b, f, after);
    sql = `WITH picked AS (
      SELECT x.id FROM unnest(${places}) AS place(id)
      CROSS JOIN LATERAL (
        (SELECT e.eventtime, e.id FROM epcis_events e
          WHERE e.bizlocation = place.id AND ${cond} ORDER BY e.eventtime, e.id LIMIT ${n})
        UNION ALL
        (SELECT e.eventtime, e.id FROM epcis_events e
          WHERE e.readpoint = place.id AND e.bizlocation IS NULL AND ${cond} ORDER BY e.eventtime, e.id LIMIT ${n})
      ) x
      ORDER BY x.eventtime, x.id LIMIT ${n})
    SELECT ${COLUMNS} FROM picked JOIN epcis_events e ON e.id = picked.id ORDER BY e.eventtime, e.id`;
  } else {
    sql = `SELECT ${COLUMNS} FROM epcis_events e WHERE ${conditions(b, f, after)}
      ORDER BY e.eventtime, e.id LIMIT ${b.bind(limit, 'int')}`;
  }
  const { rows } = await q.query<CteEvent>(sql, b.params);
  return rows;
}

/** The lots (with quantities) the events name, in the order they were stored. */
export async function lotRows(q: Queryable, ids: string[]): Promise<LotRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<LotRow>(
    `SELECT p.id::text AS id, p.role, p.epc, p.class, p.quantity::float8 AS quantity, p.uom
       FROM epcis_event_epcs p
      WHERE p.id = ANY ($1::bigint[]) AND p.role = ANY ($2::smallint[]) AND p.epc LIKE '%/10/%'
      ORDER BY p.id, p.role, p.ctid`,
    [ids, Object.values(ROLE)],
  );
  return rows;
}
