import type { App } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { responses } from '../../http/schemas.js';
import { BULK_MAX_BYTES, BULK_MAX_ROWS, registerBulkParsers } from '../../http/bulk.js';
import { bulkImport } from '../../http/bulk-import.js';
import { newlineImport } from './bulk.service.js';
import { BulkResponse, NEWLINE_FIELD_MESSAGES, CreateNewlineBody } from './newlines.schemas.js';
import { media } from '../../http/openapi.js';

export async function newlinesBulkRoutes(app: App) {
  await app.register(async (scope) => {
    await registerBulkParsers(scope);
    scope.post(
      '/newlines/createNewlineBulk',
      {
        bodyLimit: BULK_MAX_BYTES,
        // The single create's field messages, so that a bad row reads as POST /newlines would answer it.
        config: {
          idempotent: true,
          level: 2,
          messages: { fields: NEWLINE_FIELD_MESSAGES },
          // Read by readBulkRows, not validated as a body: documented here.
          openapi: { body: { content: media.bulk(CreateNewlineBody, BULK_MAX_ROWS, BULK_MAX_BYTES) } },
        },
        schema: {
          operationId: 'createNewlineBulk',
          tags: ['Newlines'],
          summary:
            'Create newlines from a JSON array or a CSV file (multipart field `file`), each with its spec',
          description:
            'Rows are independent: a failed row leaves nothing behind and does not stop the others. ' +
            'At most 10,000 rows and 20 MB per request. 201 when at least one row was created, else 200.',
          response: responses({ 200: BulkResponse, 201: BulkResponse }, [413]),
        },
      },
      async (request, reply) =>
        bulkImport(request, reply, newlineImport(request.db, principalOf(request).userid)),
    );
  });
}
