import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError, PayloadTooLarge, ValidationError } from './errors.js';
import { assertMultipartBoundary, uploadError, type UploadMessages } from './multipart.js';

export interface StagedFile {
  /** The received file, in the storage's staging directory; the caller moves or removes it. */
  file: string;
  size: number;
  /** The client's file name, cleaned for display. */
  filename: string;
  mime: string;
  ext: string;
  fields: Record<string, string>;
}

/** What one upload route accepts, and what it says when it does not. */
export interface UploadSpec {
  /** The MIME types accepted, as decided from the file's bytes. */
  types: ReadonlySet<string>;
  /** 400: the bytes are not of an accepted type. */
  wrongType: string;
  /** The display name when the client sent none usable: `<base>.<ext>`. */
  fallbackName: string;
  messages: UploadMessages;
}

/** Keeps the client's name as data only: no path, no control characters, bounded length. */
export function cleanFilename(name: string | undefined, ext: string, fallbackName = 'file'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? `${fallbackName}.${ext}` : clean;
}

/**
 * Streams the `file` part to a staging file (never buffered whole in memory) and decides its type from
 * its first bytes. On any failure (too large, wrong type, aborted upload) the staging file is removed.
 * The size limit is the multipart plugin's `fileSize`, registered in the route's scope.
 */
export async function receiveFile(
  request: FastifyRequest,
  stagingDir: string,
  spec: UploadSpec,
): Promise<StagedFile> {
  if (!request.isMultipart()) throw new AppError(415, spec.messages.notMultipart);
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
      if (part.file.truncated) throw new PayloadTooLarge(spec.messages.tooLarge);
    }
    if (!staged) throw new ValidationError('Missing required field: file');
    const { size } = await fs.promises.stat(staged.file);
    const type = size > 0 ? await fileTypeFromFile(staged.file) : undefined;
    if (!type || !spec.types.has(type.mime)) throw new ValidationError(spec.wrongType);
    return {
      file: staged.file,
      size,
      filename: cleanFilename(staged.name, type.ext, spec.fallbackName),
      mime: type.mime,
      ext: type.ext,
      fields,
    };
  } catch (err) {
    if (staged) await fs.promises.rm(staged.file, { force: true });
    throw uploadError(err, spec.messages);
  }
}
