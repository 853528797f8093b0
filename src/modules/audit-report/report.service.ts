import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { Db, Queryable } from '../../db/index.js';
import type { Storage } from '../../storage/index.js';
import { listAuditActions } from '../actions/actions.repository.js';
import { buildModel } from './model.js';
import type { PhotoLoader } from './render-items.js';
import * as repo from './report.repository.js';

/** Raised when the layout changes: every kept report is then rendered anew at its next download. */
export const RENDER_VERSION = 2;

export interface RenderedFile {
  file: string;
  size: number;
  etag: string;
  pages: number;
}

/** Reads a stored photo whole (pdfkit needs the bytes; at most 10 MB, one at a time). */
export function photoLoader(storage: Storage): PhotoLoader {
  return async (photo) => {
    const obj = await storage.get(photo.storage_key);
    if (!obj) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of obj.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
}

/**
 * Renders the audit's report into a staging file (never whole in memory), hashing it on the way for the ETag.
 * The caller owns the file.
 */
export async function renderToFile(
  q: Queryable,
  storage: Storage,
  header: repo.ReportHeader,
  generated: { at: Date; by: string },
): Promise<RenderedFile> {
  const [rows, photos, actions] = await Promise.all([
    repo.reportItems(q, header.auditid),
    repo.reportPhotos(q, header.auditid),
    listAuditActions(q, header.auditid),
  ]);
  const model = buildModel(header, rows, photos, actions, generated);
  await fs.promises.mkdir(storage.stagingDir, { recursive: true });
  const file = path.join(storage.stagingDir, `${randomUUID()}.pdf`);
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const out = fs.createWriteStream(file);
  tap.pipe(out);
  try {
    // pdfkit (a fifth of a second to load) is loaded by the first report, not at start-up.
    const { renderReport } = await import('./render.js');
    const { pages } = await renderReport(model, photoLoader(storage), tap);
    await new Promise<void>((resolve, reject) => {
      if (out.writableFinished) resolve();
      out.on('finish', resolve);
      out.on('error', reject);
    });
    return { file, size, pages, etag: `"${hash.digest('hex').slice(0, 40)}"` };
  } catch (err) {
    out.destroy();
    await fs.promises.rm(file, { force: true });
    throw err;
  }
}

/** When a report is rendered: the app's clock, to the whole second. */
export function renderedAt(clock: () => Date): Date {
  return new Date(Math.floor(clock().getTime() / 1000) * 1000);
}

/**
 * The kept report of a completed audit for its current state, rendered and kept first when there is none (or the
 * state moved on since). Two first downloads at once may both render; one is kept, and both serve it.
 */
export async function keptReportFor(
  db: Db,
  storage: Storage,
  header: repo.ReportHeader,
  generator: { userid: number; name: string },
  clock: () => Date,
): Promise<repo.KeptReport> {
  const fingerprint = `v${RENDER_VERSION}:${await repo.reportState(db, header.auditid)}`;
  const kept = await repo.keptReport(db, header.auditid);
  if (kept?.fingerprint === fingerprint) return kept;
  const at = renderedAt(clock);
  const rendered = await renderToFile(db, storage, header, { at, by: generator.name });
  const key = `reports/${header.auditid}/${randomUUID()}.pdf`;
  try {
    await storage.putFile(key, rendered.file, rendered.size, 'application/pdf');
  } finally {
    await fs.promises.rm(rendered.file, { force: true });
  }
  const { kept: now, replaced } = await repo.keepReport(db, {
    auditid: header.auditid,
    fingerprint,
    storage_key: key,
    etag: rendered.etag,
    size_bytes: rendered.size,
    pages: rendered.pages,
    generated_by: generator.userid,
    generated_at: at,
  });
  if (now.storage_key !== key) await storage.delete(key); // another download kept its rendering first
  if (replaced !== undefined) await storage.delete(replaced);
  return now;
}
