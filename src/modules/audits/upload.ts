import { Type } from 'typebox';
import { FormId } from '../../http/multipart.js';
import type { UploadSpec } from '../../http/upload.js';
import { NOT_IMAGE_MESSAGE } from './audits.schemas.js';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The photo form's text field: who took it (the key's user when absent or empty). */
export const PhotoFields = Type.Object({ userid: FormId('Who took it; defaults to the key’s user') });

/** The message of a `userid` field that is not a row id (the check against users answers its own). */
export const PHOTO_FIELD_MESSAGES = { userid: 'Invalid value for userid: must be an integer' };

/** A photo upload: JPEG, PNG, GIF or WebP by its bytes (http/upload.ts). */
export const PHOTO: UploadSpec<typeof PhotoFields> = {
  types: new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  wrongType: NOT_IMAGE_MESSAGE,
  fallbackName: 'photo',
  messages: {
    tooLarge: 'Photo is larger than the limit of 10 MB',
    tooManyParts: 'Too many form fields: send `file` and optionally `userid`',
    notMultipart: 'Unsupported content type. Use multipart/form-data with the image in field `file`.',
  },
  fields: PhotoFields,
};
