import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import {
  EPCIS_CONTEXT,
  epcisClient,
  lgtin,
  supplierWithGln,
  uniqueLot,
  type Event,
} from '../../../test/fixtures/epcis.js';
import { uniqueGln } from '../../../test/fixtures/gs1.js';
import { dl, specWithGtin } from './chain.fixture.js';

/** GET /traceability/completeness (docs/traceability-events.md, "Completeness"). */
const t = useTestApp();

const get = (qs: string, as: { key?: string | null; headers?: Record<string, string> } = { key: t.key[1] }) =>
  t.api({ method: 'GET', url: `/api/v1/traceability/completeness?${qs}`, ...as });

const at = (gln: string) => ({ readPoint: { id: dl(gln) }, bizLocation: { id: dl(gln) } });
const time = (day: string, h: number) => `${day}T${String(h).padStart(2, '0')}:00:00.000Z`;

/** A shipping event of `lot` from `gln`, complete unless `without` leaves fields out. */
function shipped(day: string, h: number, gln: string, epcClass: string, extra: Event = {}): Event {
  return {
    type: 'ObjectEvent',
    eventID: `urn:uuid:${crypto.randomUUID()}`,
    eventTime: time(day, h),
    eventTimeZoneOffset: '+00:00',
    action: 'OBSERVE',
    bizStep: 'shipping',
    ...at(gln),
    quantityList: [{ epcClass, quantity: 10, uom: 'KGM' }],
    sourceList: [{ type: 'location', source: dl(gln) }],
    destinationList: [{ type: 'location', destination: dl(uniqueGln()) }],
    bizTransactionList: [{ type: 'desadv', bizTransaction: `urn:epcglobal:cbv:bt:${gln}:D${h}` }],
    ...extra,
  };
}

/** A lot packed at `gln` (its TLC source): an ObjectEvent ADD, commissioning. */
const packed = (day: string, gln: string, epcClass: string): Event => ({
  type: 'ObjectEvent',
  eventTime: time(day, 0),
  eventTimeZoneOffset: '+00:00',
  action: 'ADD',
  bizStep: 'commissioning',
  ...at(gln),
  quantityList: [{ epcClass, quantity: 100, uom: 'KGM' }],
});

/** A supplier with shipping events: one complete, one without destination or document, one missing most. */
async function mixedSupplier(day: string) {
  const s = await supplierWithGln(t);
  const gtin = await specWithGtin(t, 'Spinach');
  const [a, b, c] = [uniqueLot().lot, uniqueLot().lot, uniqueLot().lot];
  const complete = shipped(day, 1, s.gln, lgtin(gtin, a));
  const noDocument = shipped(day, 2, s.gln, lgtin(gtin, b), {
    // Its TLC source as a reference (a field of one's own named tlcSourceReference), no origin event.
    'example:tlcSourceReference': 'https://farm.example/tlc-source',
  });
  delete noDocument.destinationList;
  delete noDocument.bizTransactionList;
  const poor = shipped(day, 3, s.gln, lgtin(uniqueLot().gtin, c), {
    quantityList: [{ epcClass: lgtin(uniqueLot().gtin, c) }],
  });
  delete poor.sourceList;
  delete poor.bizTransactionList;
  const declared = shipped(day, 4, s.gln, 'urn:epc:idpat:sscc:4012345.*');
  const received = { ...shipped(day, 5, s.gln, lgtin(gtin, a)), bizStep: 'receiving' };
  const epcis = epcisClient(t);
  await epcis.capture([packed(day, s.gln, lgtin(gtin, a)), complete, noDocument, poor, declared, received], {
    '@context': [EPCIS_CONTEXT, { example: 'https://example.com/' }],
  });
  await epcis.capture([
    { ...declared, errorDeclaration: { declarationTime: time(day, 6), reason: 'incorrect_data' } },
  ]);
  return s;
}

describe('GET /traceability/completeness', () => {
  it('counts a supplier’s shipping events carrying every KDE, and what the others miss, most often first', async () => {
    const s = await mixedSupplier('2030-06-01');
    const other = await supplierWithGln(t);
    const gtin = await specWithGtin(t, 'Kale');
    const lot = lgtin(gtin, uniqueLot().lot);
    await epcisClient(t).capture([
      packed('2030-06-01', other.gln, lot),
      shipped('2030-06-01', 7, other.gln, lot),
    ]);

    const res = await get('from=2030-06-01&to=2030-06-02');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ from: '2030-06-01T00:00:00.000Z', to: '2030-06-02T00:00:00.000Z' });
    const [first, second] = data.suppliers;
    expect(data.suppliers).toHaveLength(2);
    // Lowest share first.
    expect(first).toEqual({
      companyid: s.supplierid,
      name: expect.any(String),
      shipping: 3,
      complete: 1,
      share: 0.3333,
      counts: {
        traceabilityLotCode: 0,
        quantityAndUnitOfMeasure: 1,
        productDescription: 1,
        immediatePreviousSource: 1,
        receiverLocation: 1,
        date: 0,
        traceabilityLotCodeSource: 1,
        referenceDocument: 2,
      },
      missing: [
        { kde: 'referenceDocument', count: 2 },
        { kde: 'quantityAndUnitOfMeasure', count: 1 },
        { kde: 'productDescription', count: 1 },
        { kde: 'immediatePreviousSource', count: 1 },
        { kde: 'receiverLocation', count: 1 },
        { kde: 'traceabilityLotCodeSource', count: 1 },
      ],
    });
    expect(second).toMatchObject({
      companyid: other.supplierid,
      shipping: 1,
      complete: 1,
      share: 1,
      missing: [],
    });

    // One company's line: asked for by the organisation, or the supplier scope's own whatever it sends.
    const one = await get(`from=2030-06-01&to=2030-06-02&companyid=${other.supplierid}`);
    expect(one.json().data.suppliers).toEqual([second]);
    const as = { key: null, headers: s.as.headers };
    const own = await get('from=2030-06-01&to=2030-06-02', as);
    expect(own.json().data.suppliers).toEqual([first]);
    const refused = await get(`from=2030-06-01&to=2030-06-02&companyid=${other.supplierid}`, as);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Company not found');
  });

  it('a company with no shipping event in the window has a line of zeros, its share null', async () => {
    const s = await supplierWithGln(t);
    const res = await get(`from=2030-07-01&to=2030-07-02&companyid=${s.supplierid}`);
    expect(res.json().data.suppliers).toEqual([
      expect.objectContaining({
        companyid: s.supplierid,
        shipping: 0,
        complete: 0,
        share: null,
        missing: [],
      }),
    ]);
  });

  it('the window: by default the 30 days before now; reversed, too long or not a date is 400', async () => {
    const res = await get('');
    expect(res.statusCode, res.body).toBe(200);
    const { from, to } = res.json().data;
    expect(Date.parse(to) - Date.parse(from)).toBe(30 * 86_400_000);
    for (const qs of ['from=2030-01-02&to=2030-01-01', 'from=2030-01-01&to=2031-06-01', 'from=soon']) {
      const bad = await get(qs);
      expect(bad.statusCode, `${qs}: ${bad.body}`).toBe(400);
      expect(bad.json().error, qs).toMatch(/^Invalid (from|to)/);
    }
  });
});
