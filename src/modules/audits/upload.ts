import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError, PayloadTooLarge, ValidationError } from '../../http/errors.js';
import { assertMultipartBoundary, uploadError, type UploadMessages } from '../../http/multipart.js';
import { NOT_IMAGE_MESSAGE } from './audits.schemas.js';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const TOO_LARGE_MESSAGE = 'Photo is larger than the limit of 10 MB';

export interface StagedPhoto {
  /** The received file, in the storage's staging directory; the caller moves or removes it. */
  file: string;
  size: number;
  /** The client's file name, cleaned for display. */
  filename: string;
  mime: string;
  ext: string;
  fields: Record<string, string>;
}

/** Keeps the client's name as data only: no path, no control characters, bounded length. */
export function cleanFilename(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? `photo.${ext}` : clean;
}

const NOT_MULTIPART = 'Unsupported content type. Use multipart/form-data with the image in field `file`.';
const UPLOAD_MESSAGES: UploadMessages = {
  tooLarge: TOO_LARGE_MESSAGE,
  tooManyParts: 'Too many form fields: send `file` and optionally `userid`',
  notMultipart: NOT_MULTIPART,
};

/**
 * Streams the `file` part to a staging file (never buffered whole in memory) and decides its type from
 * its first bytes. On any failure (too large, not an image, aborted upload) the staging file is removed.
 */
export async function receivePhoto(request: FastifyRequest, stagingDir: string): Promise<StagedPhoto> {
  if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART);
  assertMultipartBoundary(request);
  await fs.promises.mkdir(stagingDir, { recursive: true });
  const fields: Record<string, string> = {};
  let staged: { file: string; name: string | undefined } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      staged = { file: path.join(stagingDir, `${randomUUID()}.part`), name: part.filename };
      await pipeline(part.file, fs.createWriteStream(staged.file, { flags: 'wx' }));
      if (part.file.truncated) throw new PayloadTooLarge(TOO_LARGE_MESSAGE);
    }
    if (!staged) throw new ValidationError('Missing required field: file');
    const { size } = await fs.promises.stat(staged.file);
    const type = size > 0 ? await fileTypeFromFile(staged.file) : undefined;
    if (!type || !IMAGE_TYPES.has(type.mime)) throw new ValidationError(NOT_IMAGE_MESSAGE);
    return {
      file: staged.file,
      size,
      filename: cleanFilename(staged.name, type.ext),
      mime: type.mime,
      ext: type.ext,
      fields,
    };
  } catch (err) {
    if (staged) await fs.promises.rm(staged.file, { force: true });
    throw uploadError(err, UPLOAD_MESSAGES);
  }
}
