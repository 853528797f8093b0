import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';
import { epcisDocument, shippingEvent, uniqueLot } from '../../../test/fixtures/epcis.js';
import { multipart } from '../../../test/fixtures/suppliers.js';

/** The scope matrix's requests of the EPCIS operations (test/fixtures/scope-fixture.ts): an event at the company's site. */
export const bodies: Bodies = {
  captureEpcisDocument: (ids) => json(epcisDocument([shippingEvent({ ...uniqueLot(), gln: ids.gln })])),
  // The same file whoever sends it (no id in it): a row from a site that is no company's (GS1's example GLNs) fails
  // alone for a supplier (200) and is captured for the organisation (once: the same row again is the same event).
  captureShipmentsCsv: () =>
    multipart(
      'gtin,lot,quantity,uom,ship_date,from_gln,to_gln\r\n' +
        '04012345000016,MATRIX-1,5,KGM,2026-11-28,4012345000016,4012345000023\r\n',
    ),
};

export const pathIds: PathIds = {
  captureID: 'captureid',
};
