import type { Queryable, Tx } from '../../db/index.js';
import type { EventRow } from './event-rows.js';

/** A capture's time as its job says it: UTC, to the millisecond. */
const CREATED = `to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created`;

/** The GLNs of a company's active sites: where a supplier may say its events happened. */
export async function companyGlns(q: Queryable, companyid: number): Promise<Set<string>> {
  const { rows } = await q.query<{ gln: string }>(
    'SELECT gln FROM sites WHERE companyid = $1 AND active = 1 AND gln IS NOT NULL',
    [companyid],
  );
  return new Set(rows.map((r) => r.gln));
}

/** A capture's number, taken before its events are written (their captureid refers to it, checked at commit). */
export async function nextCaptureId(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT nextval('epcis_captures_captureid_seq')::int AS id`,
  );
  return rows[0]!.id;
}

/**
 * Writes the events not already known (same eventID, same kind: an event and its error declaration are two), in
 * one statement; the identifiers of those written in a second. Returns how many were written.
 */
export async function insertEvents(tx: Tx, captureid: number, events: readonly EventRow[]): Promise<number> {
  if (events.length === 0) return 0;
  // Each event's JSON text goes in as it is, a JSON value among the record's fields (not a string of it): stored as
  // the object sent, parsed once, with no escaping to undo.
  const records = `[${events
    .map(({ epcs: _, event, ...e }, ord) => `${JSON.stringify({ ord, ...e }).slice(0, -1)},"event":${event}}`)
    .join(',')}]`;
  // Ids follow the document's order (a query lists events of one eventTime in the order captured), while the rows
  // are written in eventID order: one order for every capture, so that two captures of the same events never wait
  // on each other (a deadlock in the order sent).
  const { rows } = await tx.write<{ id: string; ord: number }>(
    `WITH r AS (SELECT * FROM json_to_recordset($1::json) AS r(
         ord int, eventid text, declaration boolean, eventtype text, eventtime timestamptz, action text,
         bizstep text, disposition text, readpoint text, bizlocation text, glns text[], event json)),
          numbered AS MATERIALIZED (SELECT nextval('epcis_events_id_seq') AS id, r.* FROM r ORDER BY ord),
          ins AS (
       INSERT INTO epcis_events (id, eventid, declaration, captureid, eventtype, eventtime, action, bizstep,
                                 disposition, readpoint, bizlocation, glns, event)
       SELECT id, eventid, declaration, $2, eventtype, eventtime, action, bizstep, disposition, readpoint,
              bizlocation, glns, event
         FROM numbered ORDER BY eventid, declaration, ord
       ON CONFLICT (eventid, declaration) DO NOTHING
       RETURNING id)
     SELECT ins.id::text AS id, numbered.ord FROM ins JOIN numbered USING (id) ORDER BY ins.id`,
    [records, captureid],
  );
  const epcs = rows.flatMap(({ id, ord }) => events[ord]!.epcs.map((e) => ({ id, ...e })));
  if (epcs.length > 0) {
    await tx.write(
      `INSERT INTO epcis_event_epcs (id, role, epc, class, quantity, uom)
       SELECT id, role, epc, class, quantity, uom
         FROM json_to_recordset($1::json) AS r(id bigint, role smallint, epc text, class text, quantity numeric, uom text)`,
      [JSON.stringify(epcs)],
    );
  }
  const declarations = events.filter((e) => e.declaration).map((e) => e.eventid);
  if (rows.length > 0) {
    // An error declaration marks the event it names, whichever of the two arrived first.
    await tx.write(
      `UPDATE epcis_events e SET declared = true
        WHERE NOT e.declaration AND NOT e.declared
          AND (e.eventid = ANY ($1::text[])
               OR (e.id = ANY ($2::bigint[])
                   AND EXISTS (SELECT FROM epcis_events d WHERE d.eventid = e.eventid AND d.declaration)))`,
      [declarations, rows.map((r) => r.id)],
    );
  }
  return rows.length;
}

export interface CaptureRecord {
  captureid: number;
  companyid: number;
  format: 'json' | 'json-ld' | 'csv';
  eventcount: number;
  storedcount: number;
  context: unknown;
}

/** Writes the capture's row; answers when it was made (as the capture job says it). */
export async function insertCapture(tx: Tx, c: CaptureRecord): Promise<string> {
  const { rows } = await tx.write<{ created: string }>(
    `INSERT INTO epcis_captures (captureid, companyid, format, eventcount, storedcount, context)
     VALUES ($1, $2, $3, $4, $5, $6::json)
     RETURNING ${CREATED}`,
    [
      c.captureid,
      c.companyid,
      c.format,
      c.eventcount,
      c.storedcount,
      c.context === undefined ? null : JSON.stringify(c.context),
    ],
  );
  return rows[0]!.created;
}

export interface CaptureRow {
  captureid: number;
  companyid: number;
  format: string;
  eventcount: number;
  storedcount: number;
  created: string;
}

/** A capture, confined to one company when `companyid` is given (the supplier scope). */
export async function getCapture(q: Queryable, captureid: number, companyid: number | null) {
  const { rows } = await q.query<CaptureRow>(
    `SELECT captureid, companyid, format, eventcount, storedcount, ${CREATED}
       FROM epcis_captures WHERE captureid = $1 AND ($2::int IS NULL OR companyid = $2)`,
    [captureid, companyid],
  );
  return rows[0];
}
