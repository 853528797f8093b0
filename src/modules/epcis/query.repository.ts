import type { Queryable } from '../../db/index.js';
import type { EventFilter } from './query-params.js';

export interface StoredEvent {
  id: string;
  eventid: string;
  captureid: number;
  /** UTC to the microsecond: what the page token carries. */
  eventtime: string;
  recordtime: string;
  /** The event as stored (event-rows.ts `storedEvent`: as sent, its eventID in it), as JSON text. */
  event: string;
}

const COLUMNS = `e.id::text AS id, e.eventid, e.captureid,
  to_char(e.eventtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS eventtime,
  to_char(e.recordtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recordtime,
  e.event::text AS event`;

/**
 * One page of events matching `filter`, ordered by (eventtime, id), one more than the page to tell whether another
 * follows. `scope`: the GLNs of a supplier's sites (an event must name one), or null for everyone's. The SQL is
 * made of fixed fragments, one per filter given, every value bound: one value compares with `=` (so the
 * (bizlocation, eventtime, id) and like indexes give the order and the LIMIT stops the scan), several with `= ANY`.
 */
export async function queryEvents(
  q: Queryable,
  filter: EventFilter,
  scope: string[] | null,
): Promise<StoredEvent[]> {
  const params: unknown[] = [];
  const bind = (value: unknown, cast: string) => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  const where: string[] = [];
  const oneOf = (column: string, list: string[] | null) => {
    if (list === null) return;
    where.push(
      list.length === 1
        ? `${column} = ${bind(list[0], 'text')}`
        : `${column} = ANY (${bind(list, 'text[]')})`,
    );
  };
  oneOf('e.eventtype', filter.eventTypes);
  oneOf('e.action', filter.actions);
  oneOf('e.bizstep', filter.bizSteps);
  oneOf('e.disposition', filter.dispositions);
  oneOf('e.readpoint', filter.readPoints);
  oneOf('e.bizlocation', filter.bizLocations);
  oneOf('e.eventid', filter.eventIds);
  if (filter.geEventTime) where.push(`e.eventtime >= ${bind(filter.geEventTime, 'timestamptz')}`);
  if (filter.ltEventTime) where.push(`e.eventtime < ${bind(filter.ltEventTime, 'timestamptz')}`);
  if (filter.geRecordTime) where.push(`e.recordtime >= ${bind(filter.geRecordTime, 'timestamptz')}`);
  if (filter.ltRecordTime) where.push(`e.recordtime < ${bind(filter.ltRecordTime, 'timestamptz')}`);
  for (const m of filter.epcs) {
    const roles = bind(m.roles, 'smallint[]');
    const parts: string[] = [];
    const by = (column: string, list: string[]) => {
      if (list.length === 0) return;
      const value = list.length === 1 ? `= ${bind(list[0], 'text')}` : `= ANY (${bind(list, 'text[]')})`;
      parts.push(
        `SELECT p.id FROM epcis_event_epcs p WHERE p.${column} ${value} AND p.role = ANY (${roles})`,
      );
    };
    by('epc', m.epcs);
    by('class', m.classes);
    where.push(`e.id IN (${parts.join(' UNION ALL ')})`);
  }
  if (scope !== null) where.push(`e.glns && ${bind(scope, 'text[]')}`);
  if (filter.after)
    where.push(
      `(e.eventtime, e.id) > (${bind(filter.after.eventtime, 'timestamptz')}, ${bind(filter.after.id, 'bigint')})`,
    );
  const limit = bind(filter.perPage + 1, 'int');
  const { rows } = await q.query<StoredEvent>(
    `SELECT ${COLUMNS} FROM epcis_events e
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY e.eventtime, e.id LIMIT ${limit}`,
    params,
  );
  return rows;
}

/** An event and its error declarations (one eventID), the event first; confined to `scope` as queryEvents. */
export async function eventById(
  q: Queryable,
  eventid: string,
  scope: string[] | null,
): Promise<StoredEvent[]> {
  const { rows } = await q.query<StoredEvent>(
    `SELECT ${COLUMNS} FROM epcis_events e
      WHERE e.eventid = $1 AND ($2::text[] IS NULL OR e.glns && $2::text[])
      ORDER BY e.declaration, e.id`,
    [eventid, scope],
  );
  return rows;
}

/** The @context each capture was sent with, by capture. */
export async function captureContexts(q: Queryable, captureids: number[]): Promise<Map<number, unknown>> {
  if (captureids.length === 0) return new Map();
  const { rows } = await q.query<{ captureid: number; context: unknown }>(
    'SELECT captureid, context FROM epcis_captures WHERE captureid = ANY ($1::int[])',
    [captureids],
  );
  return new Map(rows.map((r) => [r.captureid, r.context]));
}
