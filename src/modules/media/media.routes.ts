import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound } from '../../http/errors.js';
import { photoByToken } from '../audits/photos.repository.js';
import { media } from '../../http/openapi.js';
import { NO_NUL } from '../../http/openapi-schemas.js';

const NOT_FOUND = 'Photo not found';
/** The shape of a photo link's token (photos.routes.ts makes them). */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Public photo links, `GET /media/<token>/<filename>`, outside /api/v1 and without a key so that they work as
 * an image source. The token is unguessable; a deleted photo is a 404 at once.
 */
export async function mediaRoutes(app: App, { db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  app.get(
    '/media/:token/:filename',
    {
      config: {
        openapi: {
          // What the handler checks itself (any other token or name is the same 404).
          params: {
            token: { pattern: TOKEN.source, maxLength: 64 },
            filename: { maxLength: 255, pattern: NO_NUL },
          },
          responses: {
            200: { description: 'The photo, in its own type', content: { 'image/*': media.binary() } },
            304: { description: 'Not modified: the If-None-Match ETag is current' },
            404: {
              description: 'No such photo (or deleted)',
              content: { 'application/json': media.failure() },
            },
          },
        },
      },
      schema: {
        operationId: 'getMedia',
        tags: ['Media'],
        summary: 'An audit photo, by the link returned at upload (no key needed)',
        params: Type.Object({ token: Type.String(), filename: Type.String() }),
      },
    },
    async (request, reply) => {
      const { token, filename } = request.params;
      const photo = TOKEN.test(token) ? await photoByToken(db, token) : undefined;
      if (!photo || photo.filename !== filename) throw new NotFound(NOT_FOUND);
      const etag = `"${token}"`;
      reply
        .header('content-type', photo.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(photo.filename)}`)
        // Revalidate every time: a deleted photo must stop being served.
        .header('cache-control', 'private, no-cache')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const object = await storage.get(photo.storage_key);
      if (!object) throw new NotFound(NOT_FOUND);
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );
}
