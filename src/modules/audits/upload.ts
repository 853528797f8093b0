import type { FastifyRequest } from 'fastify';
import { receiveFile, type StagedFile, type UploadSpec } from '../../http/upload.js';
import { NOT_IMAGE_MESSAGE } from './audits.schemas.js';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export type StagedPhoto = StagedFile;

const PHOTO: UploadSpec = {
  types: new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  wrongType: NOT_IMAGE_MESSAGE,
  fallbackName: 'photo',
  messages: {
    tooLarge: 'Photo is larger than the limit of 10 MB',
    tooManyParts: 'Too many form fields: send `file` and optionally `userid`',
    notMultipart: 'Unsupported content type. Use multipart/form-data with the image in field `file`.',
  },
};

/** The photo of an upload (JPEG, PNG, GIF or WebP by its bytes), staged: see `receiveFile`. */
export function receivePhoto(request: FastifyRequest, stagingDir: string): Promise<StagedPhoto> {
  return receiveFile(request, stagingDir, PHOTO);
}
