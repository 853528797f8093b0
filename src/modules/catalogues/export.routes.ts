import { Type } from 'typebox';
import type { App } from '../../app-context.js';
import { NotFound, Unprocessable, ValidationError } from '../../http/errors.js';
import { Id, Ok, responses } from '../../http/schemas.js';
import { barcodeOf, normaliseGtin } from '../../lib/gs1.js';
import { firstListing, specExists } from './items.repository.js';
import { INVALID_GTIN, PsidParams } from './items.schemas.js';
import { gs1Payload, offProduct } from './payload.js';
import { findSnapshot } from './publications.repository.js';
import { NO_APPROVED_VERSION } from './publications.schemas.js';
import { ownSpec } from './scope.js';
import { tags } from './wholesalers.schemas.js';

const ExportQuery = Type.Object({
  format: Type.Optional(
    Type.String({
      enum: ['gs1', 'off'],
      default: 'gs1',
      description: 'gs1 (default) or off (Open Food Facts)',
    }),
  ),
  version: Type.Optional(Id('An approved version number; default the latest')),
  gtin: Type.Optional(
    Type.String({
      maxLength: 50,
      description: 'The GTIN to export under; default the GTIN of the spec’s first active listing, else null',
    }),
  ),
});

/** Any approved version, for other systems: the GS1 payload or an Open Food Facts product. */
export async function exportRoutes(app: App) {
  app.get(
    '/products/:psid/export',
    {
      config: { level: 1, supplier: ownSpec },
      schema: {
        operationId: 'exportProduct',
        tags,
        summary:
          'An approved version as GS1-aligned JSON (format=gs1) or an Open Food Facts product (format=off)',
        params: PsidParams,
        querystring: ExportQuery,
        response: responses({ 200: Ok(Type.Record(Type.String(), Type.Unknown())) }, [404, 422]),
      },
    },
    async (request) => {
      const { psid } = request.params;
      const { format = 'gs1', version } = request.query;
      let gtin: string | null = null;
      if (request.query.gtin !== undefined) {
        gtin = normaliseGtin(request.query.gtin) ?? null;
        if (gtin === null) throw new ValidationError(INVALID_GTIN);
      }
      if (!(await specExists(request.db, psid))) throw new NotFound('Product not found');
      const snapshot = await findSnapshot(request.db, psid, version ?? null);
      if (!snapshot) {
        if (version !== undefined) throw new NotFound('Version not found');
        throw new Unprocessable(NO_APPROVED_VERSION);
      }
      const listing = gtin === null ? await firstListing(request.db, psid) : undefined;
      gtin ??= listing?.gtin ?? null;
      const data =
        format === 'off'
          ? offProduct(snapshot, gtin === null ? null : barcodeOf(gtin))
          : gs1Payload(snapshot, {
              gtin,
              targetmarket: listing?.targetmarket ?? null,
              gln: null,
              itemcode: null,
            });
      return { success: true as const, data };
    },
  );
}
