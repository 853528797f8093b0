import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';
import { epcisDocument, shippingEvent, uniqueLot } from '../../../test/fixtures/epcis.js';

/** A fixed boundary, so that the same file sent twice is the same request (the matrix compares them). */
const BOUNDARY = 'scope-matrix-shipments';

/** The scope matrix's requests of the EPCIS operations (test/fixtures/scope-fixture.ts): an event at the company's site. */
export const bodies: Bodies = {
  captureEpcisDocument: (ids) => json(epcisDocument([shippingEvent({ ...uniqueLot(), gln: ids.gln })])),
  // The same file whoever sends it (no id in it): a row from a site that is no company's (GS1's example GLNs) fails
  // alone for a supplier (200) and is captured for the organisation (once: the same row again is the same event).
  captureShipmentsCsv: () => ({
    payload:
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="shipments.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\ngtin,lot,quantity,uom,ship_date,from_gln,to_gln\r\n' +
      `04012345000016,MATRIX-1,5,KGM,2026-11-28,4012345000016,4012345000023\r\n--${BOUNDARY}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }),
};

export const pathIds: PathIds = {
  captureID: 'captureid',
  eventID: 'eventid',
};
