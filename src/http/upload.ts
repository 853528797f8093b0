import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { Static, TSchema } from 'typebox';
import type { Storage } from '../storage/storage.js';
import { AppError, PayloadTooLarge, ValidationError } from './errors.js';
import { assertMultipartBoundary, checkFormFields, uploadError, type UploadMessages } from './multipart.js';

export interface StagedFile<Fields = Record<string, string>> {
  /** The received file, in the storage's staging directory; the caller moves or removes it. */
  file: string;
  size: number;
  /** The client's file name, cleaned for display. */
  filename: string;
  mime: string;
  ext: string;
  /** The form's text fields, as checked by the spec's `fields` schema. */
  fields: Fields;
}

/** What one upload route accepts, and what it says when it does not. */
export interface UploadSpec<F extends TSchema = TSchema> {
  /** The MIME types accepted, as decided from the file's bytes. */
  types: ReadonlySet<string>;
  /** 400: the bytes are not of an accepted type. */
  wrongType: string;
  /** The display name when the client sent none usable: `<base>.<ext>`. */
  fallbackName: string;
  messages: UploadMessages;
  /**
   * The form's text fields (strings), checked once the file is: a failure is a 400 in the words of the
   * route's `config.messages.fields`, as a JSON body's would be. Absent: any fields are ignored.
   */
  fields?: F;
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
async function receiveFile<F extends TSchema>(
  request: FastifyRequest,
  stagingDir: string,
  spec: UploadSpec<F>,
): Promise<StagedFile<Static<F>>> {
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
    const checked = spec.fields ? checkFormFields(request, spec.fields, fields) : (fields as Static<F>);
    return {
      file: staged.file,
      size,
      filename: cleanFilename(staged.name, type.ext, spec.fallbackName),
      mime: type.mime,
      ext: type.ext,
      fields: checked,
    };
  } catch (err) {
    if (staged) await fs.promises.rm(staged.file, { force: true });
    throw uploadError(err, spec.messages);
  }
}

/** What an upload route does with its file once received: see `storeUpload`. */
export interface UploadSteps<Fields, T> {
  /** The storage key of the file (generated, never the client's name). */
  key: (file: StagedFile<Fields>) => string;
  /** Checks run before anything is stored (the form's fields against the database...). */
  check?: (file: StagedFile<Fields>) => Promise<void>;
  /** Writes the rows that name the stored file, in a transaction of its own; its result is returned. */
  commit: (file: StagedFile<Fields>, key: string) => Promise<T>;
}

/**
 * An upload from start to end, the one way every upload route takes: the file received to staging
 * (`receiveFile`: its type, size and form fields checked), `check`, the file stored under `key`, then
 * `commit`. Should any step fail, nothing is left: the stored file is removed when the commit fails (a
 * removal that fails is logged, the commit's error answered), and the staging file whatever happens.
 */
export async function storeUpload<F extends TSchema, T>(
  request: FastifyRequest,
  storage: Pick<Storage, 'stagingDir' | 'putFile' | 'delete'>,
  spec: UploadSpec<F>,
  steps: UploadSteps<Static<F>, T>,
): Promise<T> {
  const file = await receiveFile(request, storage.stagingDir, spec);
  const key = steps.key(file);
  let stored = false;
  try {
    await steps.check?.(file);
    await storage.putFile(key, file.file, file.size, file.mime);
    stored = true;
    return await steps.commit(file, key);
  } catch (err) {
    if (stored) await storage.delete(key).catch((e: unknown) => request.log.error({ err: e }));
    throw err;
  } finally {
    await fs.promises.rm(file.file, { force: true });
  }
}
