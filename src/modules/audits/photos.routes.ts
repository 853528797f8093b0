import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { Ok, PG_INT_MAX, responses } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { ITEM_NOT_FOUND_MESSAGE } from './answers.routes.js';
import { auditIdMessages, photoUrl } from './audit-id.js';
import {
  ALREADY_COMPLETE_MESSAGE,
  AUDIT_NOT_FOUND_MESSAGE,
  ItemParams,
  PHOTO_NOT_FOUND_MESSAGE,
  Photo,
  PhotoParams,
  STATUS_IN_PROGRESS,
  tags,
} from './audits.schemas.js';
import type { RowLock } from './audits.repository.js';
import * as repo from './photos.repository.js';
import { storeUpload } from '../../http/upload.js';
import { MAX_PHOTO_BYTES, PHOTO, PHOTO_FIELD_MESSAGES } from './upload.js';
import { media } from '../../http/openapi.js';

async function assertOpenItem(q: Queryable, auditid: number, itemid: number, lock: RowLock = '') {
  const found = await repo.auditItem(q, auditid, itemid, lock);
  if (!found) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
  if (!found.in_template) throw new NotFound(ITEM_NOT_FOUND_MESSAGE);
  if (found.statusid !== STATUS_IN_PROGRESS) throw new Conflict(ALREADY_COMPLETE_MESSAGE);
}

export async function photoRoutes(app: App, { config, storage }: Pick<AppContext, 'config' | 'storage'>) {
  app.post(
    '/audits/:auditid/items/:itemid/photos',
    {
      config: {
        idempotent: true,
        level: 2,
        messages: { ...auditIdMessages, fields: PHOTO_FIELD_MESSAGES },
        openapi: {
          body: {
            content: {
              'multipart/form-data': media.upload(
                'The photo: JPEG, PNG, GIF or WebP, at most 10 MB',
                MAX_PHOTO_BYTES,
                {
                  userid: {
                    type: 'integer',
                    minimum: 1,
                    maximum: PG_INT_MAX,
                    description: 'Who took it; defaults to the key’s user',
                  },
                },
              ),
            },
          },
        },
      },
      schema: {
        operationId: 'uploadAuditPhoto',
        tags,
        summary:
          'Upload a photo for a checklist item (multipart field `file`: JPEG, PNG, GIF or WebP, max 10 MB)',
        description:
          'Optional form field `userid` (defaults to the key’s user). The type is read from the bytes.',
        consumes: ['multipart/form-data'],
        params: ItemParams,
        response: responses({ 201: Ok(Photo) }, [404, 409, 413, 415]),
      },
    },
    async (request, reply) => {
      const { auditid, itemid } = request.params;
      // Refuse before reading the body when the audit or item is wrong.
      await assertOpenItem(request.db, auditid, itemid);
      const token = randomBytes(24).toString('base64url');
      const userid = (fields: { userid?: string }) =>
        fields.userid ? Number(fields.userid) : principalOf(request).userid;
      const data = await storeUpload(request, storage, PHOTO, {
        key: (photo) => `audits/${auditid}/${token}.${photo.ext}`,
        check: async ({ fields }) => {
          if (fields.userid) {
            await assertLookupIds(request.db, [{ field: 'userid', table: 'users', value: userid(fields) }]);
          }
        },
        commit: async (photo, storageKey) => {
          const docid = await request.db.transaction(async (tx) => {
            await assertOpenItem(tx, auditid, itemid, 'FOR SHARE');
            return repo.insertPhoto(tx, {
              auditid,
              itemid,
              userid: userid(photo.fields),
              filename: photo.filename,
              token,
              storageKey,
              contentType: photo.mime,
              size: photo.size,
            });
          });
          return { docid, url: photoUrl(config.publicUrl, token, photo.filename), filename: photo.filename };
        },
      });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/audits/:auditid/photos/:docid',
    {
      config: { level: 3, messages: auditIdMessages },
      schema: {
        operationId: 'deleteAuditPhoto',
        tags,
        summary: 'Delete one photo of this audit; its public link answers 404 from then on',
        params: PhotoParams,
        response: responses({ 200: Ok(Type.Object({ success: Type.Literal(true) })) }, [404, 409]),
      },
    },
    async (request) => {
      const { auditid, docid } = request.params;
      const userid = principalOf(request).userid;
      const key = await request.db.transaction(async (tx) => {
        const photo = await repo.findPhoto(tx, auditid, docid);
        if (!photo) throw new NotFound(PHOTO_NOT_FOUND_MESSAGE);
        if (photo.statusid !== STATUS_IN_PROGRESS) throw new Conflict(ALREADY_COMPLETE_MESSAGE);
        await repo.markPhotoDeleted(tx, docid, userid);
        return photo.storage_key;
      });
      // The row is already flagged, so the link is dead even if removing the bytes fails now.
      await storage
        .delete(key)
        .catch((err: unknown) => request.log.error({ err, key }, 'photo file not removed'));
      return { success: true as const, data: { success: true as const } };
    },
  );
}
