import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound } from '../../http/errors.js';
import type { SupplierAccess } from '../../http/scope.js';
import { Ok, responses } from '../../http/schemas.js';
import { registerUploadParser } from '../../http/multipart.js';
import { storeUpload, type UploadSpec } from '../../http/upload.js';
import * as repo from './certificates.repository.js';
import {
  Accreditation,
  ACCREDITATION_NOT_FOUND,
  AccreditationParams,
  DOCUMENT_NOT_FOUND,
  tags,
} from './certificates.schemas.js';
import { media } from '../../http/openapi.js';

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

const PDF: UploadSpec = {
  types: new Set(['application/pdf']),
  wrongType: 'Only PDF files are allowed',
  fallbackName: 'certificate',
  messages: {
    tooLarge: 'Certificate document is larger than the limit of 20 MB',
    tooManyParts: 'Too many form fields: send the PDF in field `file`',
    notMultipart: 'Unsupported content type. Use multipart/form-data with the PDF in field `file`.',
  },
};

interface Deps {
  read: (request: FastifyRequest, id: number) => Promise<Accreditation | undefined>;
  accreditationOwner: SupplierAccess;
  afterWrite: (id: number) => Promise<void>;
}

/** A certificate's PDF: uploaded (replacing any earlier one) and downloaded with a key. */
export async function documentRoutes(
  app: App,
  { storage }: Pick<AppContext, 'storage'>,
  { read, accreditationOwner, afterWrite }: Deps,
) {
  // Only the upload takes multipart: the parser lives in a scope of its own.
  await app.register(async (plugin) => {
    const scope = plugin as App;
    await registerUploadParser(scope, MAX_DOCUMENT_BYTES, 2);
    scope.post(
      '/accreditations/:accreditationid/document',
      {
        config: {
          idempotent: true,
          level: 2,
          supplier: accreditationOwner,
          openapi: {
            body: {
              content: {
                'multipart/form-data': media.upload(
                  'The certificate: a PDF, at most 20 MB',
                  MAX_DOCUMENT_BYTES,
                ),
              },
            },
          },
        },
        schema: {
          operationId: 'uploadAccreditationDocument',
          tags,
          summary:
            'Attach the certificate’s PDF (multipart field `file`, max 20 MB), replacing any earlier one',
          description: 'The type is read from the bytes: anything but a PDF is refused.',
          consumes: ['multipart/form-data'],
          params: AccreditationParams,
          response: responses({ 200: Ok(Accreditation) }, [404, 413, 415]),
        },
      },
      async (request) => {
        const id = request.params.accreditationid;
        // Refuse before reading the body when there is no such certificate.
        const found = await read(request, id);
        if (!found) throw new NotFound(ACCREDITATION_NOT_FOUND);
        const token = randomBytes(18).toString('base64url');
        const previous = await storeUpload(request, storage, PDF, {
          key: () => `certificates/${found.supplierid}/${id}/${token}.pdf`,
          commit: (pdf, storageKey) =>
            request.db.transaction(async (tx) => {
              if (!(await repo.lockCertificate(tx, id))) throw new NotFound(ACCREDITATION_NOT_FOUND);
              return repo.setDocument(tx, id, { storageKey, filename: pdf.filename, size: pdf.size });
            }),
        });
        if (previous) {
          await storage
            .delete(previous)
            .catch((err: unknown) =>
              request.log.error({ err, key: previous }, 'replaced document not removed'),
            );
        }
        await afterWrite(id);
        const data = await read(request, id);
        if (!data) throw new NotFound(ACCREDITATION_NOT_FOUND);
        return { success: true as const, data };
      },
    );
  });

  app.get(
    '/accreditations/:accreditationid/document',
    {
      config: {
        level: 1,
        supplier: accreditationOwner,
        openapi: {
          responses: { 200: { description: 'The PDF', content: { 'application/pdf': media.binary() } } },
        },
      },
      schema: {
        operationId: 'getAccreditationDocument',
        tags,
        summary: 'Download a certificate’s PDF',
        params: AccreditationParams,
        response: responses(
          {
            200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          },
          [404],
        ),
      },
    },
    async (request, reply) => {
      const doc = await repo.findDocument(request.db, request.params.accreditationid);
      const object = doc ? await storage.get(doc.storage_key) : undefined;
      if (!doc || !object) throw new NotFound(DOCUMENT_NOT_FOUND);
      reply
        .header('content-type', 'application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.filename)}`)
        .header('cache-control', 'private, no-cache');
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );
}
