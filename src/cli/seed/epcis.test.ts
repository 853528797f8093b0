import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { gs1CheckDigit } from '../../lib/gs1.js';
import { validateEpcisDocument } from '../../lib/epcis/validate.js';
import { eventRow } from '../../modules/epcis/event-rows.js';
import { createTestDb } from '../../../test/helpers.js';
import { insertEpcisEvents, type EpcisMasterData } from './epcis.js';

const key = (body: string) => body + String(gs1CheckDigit(body));
const DATA: EpcisMasterData = {
  gtins: ['0400000000101', '0400000000102', '0400000000103'].map(key),
  plants: ['410000000001', '410000000002', '410000000003'].map(key),
  dcs: [key('500000000001')],
  stores: ['500000000002', '500000000003'].map(key),
};
const PLAN = { events: 1_010, lots: 101, products: 3, dcs: 1, stores: 2 };

interface Stored {
  id: string;
  eventid: string;
  eventtype: string;
  eventtime: string;
  action: string | null;
  bizstep: string | null;
  disposition: string | null;
  readpoint: string | null;
  bizlocation: string | null;
  glns: string[];
  event: string;
  epcs: { role: number; epc: string; class: string | null; quantity: number | null; uom: string | null }[];
}

describe('the data sets’ EPCIS events (seed/epcis.ts)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let stored: Stored[];
  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await db.transaction((tx) => insertEpcisEvents(tx, DATA, PLAN, new Date('2026-06-30T00:00:00Z')));
    ({ rows: stored } = await db.query<Stored>(
      `SELECT e.id::text AS id, e.eventid, e.eventtype,
              to_char(e.eventtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS eventtime, e.action,
              e.bizstep, e.disposition, e.readpoint, e.bizlocation, e.glns, e.event::text AS event,
              (SELECT json_agg(json_build_object('role', p.role, 'epc', p.epc, 'class', p.class,
                                                 'quantity', p.quantity, 'uom', p.uom) ORDER BY p.role, p.epc)
                 FROM epcis_event_epcs p WHERE p.id = e.id) AS epcs
         FROM epcis_events e ORDER BY e.id`,
    ));
  }, 120_000);
  afterAll(async () => close?.());

  it('writes every lot’s events, a transformation of two earlier lots now and then, one capture a hundred lots', async () => {
    expect(stored).toHaveLength(1_010);
    expect(stored.filter((e) => e.eventtype === 'TransformationEvent')).toHaveLength(1);
    const { rows } = await db.query<{ n: number; events: number }>(
      'SELECT count(*)::int AS n, sum(eventcount)::int AS events FROM epcis_captures',
    );
    expect(rows[0]).toEqual({ n: 2, events: 1_010 });
    const next = await db.query<{ id: string }>(`SELECT nextval('epcis_events_id_seq')::text AS id`);
    expect(next.rows[0]!.id).toBe('1011');
  });

  it('stores what capture would have stored: valid events, the same canonical columns and identifiers', () => {
    const events = stored.map((e) => JSON.parse(e.event) as Record<string, unknown>);
    const valid = validateEpcisDocument({
      '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-06-30T00:00:00.000Z',
      epcisBody: { eventList: events },
    });
    expect(valid.ok, JSON.stringify(valid)).toBe(true);
    if (!valid.ok) return;
    events.forEach((event, i) => {
      const s = stored[i]!;
      const row = eventRow(event, s.eventid, valid.vocabulary[i]!);
      const epcs = row.epcs
        .map((p) => ({ ...p }))
        .sort((a, b) => a.role - b.role || (a.epc < b.epc ? -1 : 1));
      expect({
        ...s,
        id: undefined,
        epcs: s.epcs.map((p) => ({ ...p, quantity: Number(p.quantity) })),
      }).toEqual({
        ...row,
        id: undefined,
        declaration: undefined,
        epcs,
      });
      expect(s.eventid).toEqual(
        typeof event.eventID === 'string'
          ? event.eventID
          : expect.stringMatching(/^ni:\/\/\/sha-256;[0-9a-f]{64}\?ver=CBV2\.0$/),
      );
    });
  });
});
