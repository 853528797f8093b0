/** The FSMA tests' supply chain, built through the API: sites, specs with GTINs, and its events captured. */
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { createWholesaler } from '../../../test/fixtures/catalogues.js';
import { epcisClient, lgtin, supplierWithGln, uniqueLot, type Event } from '../../../test/fixtures/epcis.js';
import { uniqueGln, uniqueGtin } from '../../../test/fixtures/gs1.js';

export const dl = (gln: string) => `https://id.gs1.org/414/${gln}`;

/** A spec named `productname` with a new GTIN-14. */
export async function specWithGtin(t: TestApp, productname: string): Promise<string> {
  const { psid } = await createNewline(t, { productname });
  const gtin = uniqueGtin(14);
  const res = await t.api({
    method: 'PUT',
    url: `/api/v1/products/updateProduct/${psid}`,
    payload: { gtin },
    key: t.key[2],
  });
  expect(res.statusCode, res.body).toBe(200);
  return gtin;
}

/** One of the organisation's distribution centres, with a GLN and an address. */
export async function ourDc(t: TestApp, sitename = 'Central DC') {
  const gln = uniqueGln();
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/sites',
    payload: {
      sitename,
      sitetype: 'dc',
      gln,
      address1: '1 Dock Road',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      countryid: 826,
    },
    key: t.key[2],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { gln, siteid: res.json().data.siteid as number };
}

const q = (gtin: string, lot: string, quantity?: number, uom = 'KGM') => ({
  epcClass: lgtin(gtin, lot),
  ...(quantity === undefined ? {} : { quantity, uom }),
});

/** An event of the chain at `at`, `hours` after `base`. */
function event(base: string, hours: number, at: string, fields: Event): Event {
  return {
    type: 'ObjectEvent',
    eventID: `urn:uuid:${crypto.randomUUID()}`,
    eventTime: new Date(Date.parse(base) + hours * 3_600_000).toISOString(),
    eventTimeZoneOffset: '+01:00',
    action: 'OBSERVE',
    readPoint: { id: dl(at) },
    bizLocation: { id: dl(at) },
    ...fields,
  };
}

/**
 * A supplier's harvest lot packed at its farm, shipped to our DC and received there, made with a second lot into a
 * finished lot, which is shipped to a wholesaler; and a shipment declared erroneous. `base`: the first event's time.
 */
export async function buildChain(t: TestApp, base: string) {
  const farm = await supplierWithGln(t);
  const dc = await ourDc(t);
  const wholesaler = await createWholesaler(t, { gln: uniqueGln() });
  const lettuce = await specWithGtin(t, 'Romaine lettuce');
  const carrots = await specWithGtin(t, 'Carrots');
  const salad = await specWithGtin(t, 'Garden salad');
  const harvest = { gtin: lettuce, lot: uniqueLot().lot };
  const carrotLot = { gtin: carrots, lot: uniqueLot().lot };
  const saladLot = { gtin: salad, lot: uniqueLot().lot };
  const desadv = [{ type: 'desadv', bizTransaction: `urn:epcglobal:cbv:bt:${farm.gln}:ASN-1` }];
  const events = {
    packed: event(base, 0, farm.gln, {
      action: 'ADD',
      bizStep: 'commissioning',
      quantityList: [q(harvest.gtin, harvest.lot, 100)],
    }),
    shipped: event(base, 1, farm.gln, {
      bizStep: 'shipping',
      quantityList: [q(harvest.gtin, harvest.lot, 100)],
      sourceList: [{ type: 'location', source: dl(farm.gln) }],
      destinationList: [{ type: 'location', destination: dl(dc.gln) }],
      bizTransactionList: desadv,
    }),
    received: event(base, 2, dc.gln, {
      bizStep: 'receiving',
      quantityList: [q(harvest.gtin, harvest.lot, 100)],
      sourceList: [{ type: 'location', source: dl(farm.gln) }],
      destinationList: [{ type: 'location', destination: dl(dc.gln) }],
      bizTransactionList: desadv,
    }),
    made: <Event>{
      ...event(base, 3, dc.gln, {}),
      type: 'TransformationEvent',
      action: undefined,
      inputQuantityList: [q(harvest.gtin, harvest.lot, 60), q(carrotLot.gtin, carrotLot.lot, 40)],
      outputQuantityList: [q(saladLot.gtin, saladLot.lot, 90, 'H87')],
      bizTransactionList: [{ type: 'prodorder', bizTransaction: 'urn:example:order:PO-77' }],
    },
    shippedOn: event(base, 4, dc.gln, {
      bizStep: 'shipping',
      quantityList: [q(saladLot.gtin, saladLot.lot, 90, 'H87')],
      sourceList: [{ type: 'location', source: dl(dc.gln) }],
      destinationList: [
        { type: 'owning_party', destination: `https://id.gs1.org/417/${wholesaler.gln}` },
        { type: 'location', destination: dl(wholesaler.gln) },
      ],
    }),
    // Shipped twice by mistake: declared erroneous, left out.
    wrong: event(base, 5, farm.gln, {
      bizStep: 'shipping',
      quantityList: [q(harvest.gtin, harvest.lot, 100)],
      destinationList: [{ type: 'location', destination: dl(dc.gln) }],
    }),
  };
  delete (events.made as Record<string, unknown>).action;
  const epcis = epcisClient(t);
  await epcis.capture(Object.values(events));
  await epcis.capture([
    { ...events.wrong, errorDeclaration: { declarationTime: base, reason: 'incorrect_data' } },
  ]);
  return {
    farm,
    dc,
    wholesaler,
    harvest,
    carrotLot,
    saladLot,
    events,
    products: { lettuce, carrots, salad },
  };
}
