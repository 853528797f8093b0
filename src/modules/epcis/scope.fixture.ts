import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';
import { epcisDocument, shippingEvent, uniqueLot } from '../../../test/fixtures/epcis.js';

/** The scope matrix's requests of the EPCIS operations (test/fixtures/scope-fixture.ts): an event at the company's site. */
export const bodies: Bodies = {
  captureEpcisDocument: (ids) => json(epcisDocument([shippingEvent({ ...uniqueLot(), gln: ids.gln })])),
};

export const pathIds: PathIds = {
  captureID: 'captureid',
  eventID: 'eventid',
};
