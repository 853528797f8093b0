import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { epcisClient, lgtin, lotLink, uniqueLot } from '../../../test/fixtures/epcis.js';
import { buildChain, dl, specWithGtin } from './chain.fixture.js';
import { COLUMNS, HEADINGS } from './sheet.js';

/** GET /fsma204/records (docs/traceability-events.md, "FSMA 204 records"). */
const t = useTestApp();

type Row = Record<string, string | number | null>;
const get = (qs: string, as: { key?: string | null; headers?: Record<string, string> } = { key: t.key[1] }) =>
  t.api({ method: 'GET', url: `/api/v1/fsma204/records?${qs}`, ...as });

async function json(qs: string): Promise<Row[]> {
  const res = await get(`${qs}&format=json`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
}

/** The CSV's rows as text cells, the header first. */
async function csv(qs: string): Promise<string[][]> {
  const res = await get(qs);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fsma204-[^"]+\.csv"$/);
  return parse(res.body) as string[][];
}

async function xlsx(qs: string): Promise<unknown[][]> {
  const res = await get(`${qs}&format=xlsx`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fsma204-[^"]+\.xlsx"$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet('FSMA 204')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const asText = (v: string | number | null) => (v === null ? '' : String(v));

describe('GET /fsma204/records', () => {
  it('one row per CTE of a lot, in event order, with its KDEs; a transformation one row per lot used', async () => {
    const c = await buildChain(t, '2030-01-10T08:00:00.000Z');
    const rows = await json(`tlc=${encodeURIComponent(lotLink(c.harvest.gtin, c.harvest.lot))}`);
    const farm = `GLN ${c.farm.gln}`;
    const tlc = `(01)${c.harvest.gtin}(10)${c.harvest.lot}`;
    const { rows: org } = await t.db.query<{ name: string }>(
      'SELECT companyname AS name FROM companies WHERE companyid = 1',
    );
    const dcText = `${org[0]!.name}, Central DC, 1 Dock Road, Leeds LS1 1AA, United Kingdom (GLN ${c.dc.gln})`;
    expect(
      rows.map((r) => [r.criticalTrackingEvent, r.traceabilityLotCode, r.inputTraceabilityLotCode]),
    ).toEqual([
      ['Initial packing', tlc, null],
      ['Shipping', tlc, null],
      ['Receiving', tlc, null],
      // The transformation's rows of this lot: the lot made, the harvest lot as the food used.
      ['Transformation', `(01)${c.saladLot.gtin}(10)${c.saladLot.lot}`, tlc],
    ]);
    const [packed, shipped, received, made] = rows as [Row, Row, Row, Row];
    expect(packed.eventLocation).toMatch(new RegExp(`\\(GLN ${c.farm.gln}\\)$`));
    expect(packed.traceabilityLotCodeSource).toBe(packed.eventLocation);
    expect(shipped).toMatchObject({
      productDescription: 'Romaine lettuce',
      quantity: 100,
      unitOfMeasure: 'KGM',
      immediatePreviousSource: null,
      immediateSubsequentRecipient: dcText,
      traceabilityLotCodeSource: packed.eventLocation,
      eventDate: '2030-01-10',
      eventTime: '2030-01-10T09:00:00.000Z',
      referenceDocumentType: 'Despatch advice',
      referenceDocumentNumber: `urn:epcglobal:cbv:bt:${c.farm.gln}:ASN-1`,
      eventId: c.events.shipped.eventID,
    });
    expect(received).toMatchObject({
      immediatePreviousSource: packed.eventLocation,
      immediateSubsequentRecipient: null,
      eventLocation: dcText,
    });
    expect(made).toMatchObject({
      productDescription: 'Garden salad',
      quantity: 90,
      unitOfMeasure: 'H87',
      eventLocation: dcText,
      traceabilityLotCodeSource: dcText,
      referenceDocumentType: 'Production order',
      inputProductDescription: 'Romaine lettuce',
      inputQuantity: 60,
      inputUnitOfMeasure: 'KGM',
    });
    expect(packed.eventLocation).not.toBe(farm);
    // The declared shipment is nowhere.
    expect(rows.map((r) => r.eventId)).not.toContain(c.events.wrong.eventID);
  });

  it('the finished lot: both inputs as rows sharing the event ID, then its shipment to a wholesaler', async () => {
    const c = await buildChain(t, '2030-02-10T08:00:00.000Z');
    const urn = lgtin(c.saladLot.gtin, c.saladLot.lot);
    const rows = await json(`tlc=${encodeURIComponent(urn)}`);
    expect(rows.map((r) => [r.criticalTrackingEvent, r.inputTraceabilityLotCode, r.eventId])).toEqual([
      ['Transformation', `(01)${c.harvest.gtin}(10)${c.harvest.lot}`, c.events.made.eventID],
      ['Transformation', `(01)${c.carrotLot.gtin}(10)${c.carrotLot.lot}`, c.events.made.eventID],
      ['Shipping', null, c.events.shippedOn.eventID],
    ]);
    expect(rows[1]).toMatchObject({ inputProductDescription: 'Carrots', inputQuantity: 40 });
    // The location entry of the destinations, the wholesaler's name for its GLN.
    expect(rows[2]!.immediateSubsequentRecipient).toBe(`${c.wholesaler.name} (GLN ${c.wholesaler.gln})`);
  });

  it('CSV, XLSX and JSON agree: the headings in order, then the same cells', async () => {
    const c = await buildChain(t, '2030-03-10T08:00:00.000Z');
    const qs = 'from=2030-03-10&to=2030-03-11';
    const [records, text, sheet] = await Promise.all([json(qs), csv(qs), xlsx(qs)]);
    expect(text[0]).toEqual(HEADINGS);
    expect(sheet[0]).toEqual(HEADINGS);
    expect(records).toHaveLength(6);
    expect(records.map((r) => r.criticalTrackingEvent)).toEqual([
      'Initial packing',
      'Shipping',
      'Receiving',
      'Transformation',
      'Transformation',
      'Shipping',
    ]);
    const values = records.map((r) => COLUMNS.map((col) => r[col.key]!));
    expect(text.slice(1)).toEqual(values.map((v) => v.map(asText)));
    // exceljs reads an empty cell as nothing: compared as the CSV is.
    expect(sheet.slice(1).map((r) => COLUMNS.map((_, i) => asText((r[i] ?? null) as string | null)))).toEqual(
      values.map((v) => v.map(asText)),
    );
    expect(typeof sheet[1]![COLUMNS.findIndex((col) => col.key === 'quantity')]).toBe('number');
    expect(records.map((r) => r.eventId)).not.toContain(c.events.wrong.eventID);
  });

  it('neutralises a formula in a CSV cell; the XLSX keeps it as text', async () => {
    const gtin = await specWithGtin(t, '=HYPERLINK("http://evil.example","x")');
    const lot = '=1+1';
    const gln = (await buildChain(t, '2030-04-10T08:00:00.000Z')).dc.gln;
    const epcis = epcisClient(t);
    const at = { id: dl(gln) };
    await epcis.capture([
      {
        type: 'ObjectEvent',
        eventTime: '2030-04-20T10:00:00.000Z',
        eventTimeZoneOffset: '+00:00',
        action: 'OBSERVE',
        bizStep: 'receiving',
        readPoint: at,
        bizLocation: at,
        quantityList: [{ epcClass: lotLink(gtin, '%3D1%2B1'), quantity: 1, uom: 'KGM' }],
      },
    ]);
    const qs = `tlc=${encodeURIComponent(lotLink(gtin, '%3D1%2B1'))}`;
    const [row] = (await csv(qs)).slice(1);
    const product = HEADINGS.indexOf('Product description');
    expect(row![product]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row![HEADINGS.indexOf('Traceability lot code')]).toBe(`(01)${gtin}(10)${lot}`);
    const [, cells] = await xlsx(qs);
    expect(cells![product]).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it('refuses a tlc that is no lot, a window missing, reversed or too long, a format it does not make', async () => {
    const { gtin } = uniqueLot();
    const cases: [string, RegExp][] = [
      [`tlc=${encodeURIComponent(`https://id.gs1.org/01/${gtin}`)}`, /^Invalid tlc/],
      [`tlc=${encodeURIComponent(`https://id.gs1.org/01/${gtin}/21/S1`)}`, /^Invalid tlc/],
      ['tlc=garbage', /^Invalid tlc/],
      [`tlc=${encodeURIComponent('https://id.gs1.org/01/04012345111119/10/L1')}`, /^Invalid tlc/],
      ['', /^Invalid from/],
      ['from=2030-01-01', /^Invalid to/],
      ['from=2030-01-02&to=2030-01-01', /^Invalid to/],
      ['from=2030-01-01&to=2031-01-03', /^Invalid to.*366 days/],
      ['from=2030-02-30&to=2030-03-03', /^Invalid from/],
      ['from=yesterday&to=2030-03-03', /^Invalid from/],
      ['from=2030-01-01&to=2030-01-02&format=pdf', /^Invalid format/],
    ];
    for (const [qs, message] of cases) {
      const res = await get(qs);
      expect(res.statusCode, `${qs}: ${res.body}`).toBe(400);
      expect(res.json().error, qs).toMatch(message);
    }
    // A lot's records need no window; its window may be a year or more.
    expect(
      (await get(`tlc=${encodeURIComponent(lotLink(gtin, 'L1'))}&from=2020-01-01&to=2030-01-01`)).statusCode,
    ).toBe(200);
  });

  it('the supplier scope sees only the CTEs at its own sites; another company is 404', async () => {
    const c = await buildChain(t, '2030-05-10T08:00:00.000Z');
    const other = await buildChain(t, '2030-05-10T08:30:00.000Z');
    const as = { key: null, headers: c.farm.as.headers };
    const window = 'from=2030-05-10&to=2030-05-11&format=json';
    const own = await get(window, as);
    expect(own.statusCode, own.body).toBe(200);
    // Its packing and its shipment; not our DC's receipt of it, nor the other farm's.
    expect((own.json().data as Row[]).map((r) => r.eventId)).toEqual([
      c.events.packed.eventID,
      c.events.shipped.eventID,
    ]);
    const lot = `tlc=${encodeURIComponent(lotLink(c.harvest.gtin, c.harvest.lot))}&format=json`;
    expect(((await get(lot, as)).json().data as Row[]).map((r) => r.criticalTrackingEvent)).toEqual([
      'Initial packing',
      'Shipping',
    ]);
    const otherLot = `tlc=${encodeURIComponent(lotLink(other.harvest.gtin, other.harvest.lot))}&format=json`;
    expect((await get(otherLot, as)).json().data).toEqual([]);
    for (const companyid of [other.farm.supplierid, 1, 999999]) {
      const res = await get(`${window}&companyid=${companyid}`, as);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toBe('Company not found');
    }
    expect((await get(`${window}&companyid=${c.farm.supplierid}`, as)).json()).toEqual(own.json());
    // The organisation may ask for one company: the other farm's CTEs only.
    const theirs = await get(`${window}&companyid=${other.farm.supplierid}`);
    expect((theirs.json().data as Row[]).map((r) => r.eventId)).toEqual([
      other.events.packed.eventID,
      other.events.shipped.eventID,
    ]);
  });
});
