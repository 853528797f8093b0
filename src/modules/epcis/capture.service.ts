/**
 * A capture: an EPCIS document validated, its events given their IDs (as sent, or the CBV 2.0 event hash),
 * checked against the supplier scope, and stored whole in one transaction or not at all.
 */
import type { Db } from '../../db/index.js';
import { Forbidden, PayloadTooLarge, ValidationError } from '../../http/errors.js';
import { documentEventHashes } from '../../lib/epcis/document-hash.js';
import { validateEpcisDocument } from '../../lib/epcis/validate.js';
import * as repo from './capture.repository.js';
import { eventRow, foreignPlaceField } from './event-rows.js';

export interface Capturer {
  /** The caller's company: 1 for the organisation's users, else the supplier's. */
  companyid: number;
  /** A supplier's portal user or key: may capture only events at its own sites. */
  supplier: boolean;
}

export interface Captured {
  captureid: number;
  eventcount: number;
  storedcount: number;
  created: string;
}

type Json = Record<string, unknown>;

/** Validates and stores an EPCISDocument; throws the 400, 403 or 413 that refuses it, leaving nothing written. */
export async function captureDocument(
  db: Db,
  doc: unknown,
  caller: Capturer,
  format: repo.CaptureRecord['format'],
): Promise<Captured> {
  const valid = validateEpcisDocument(doc);
  if (!valid.ok) {
    if (valid.reason === 'tooLarge') throw new PayloadTooLarge(valid.message);
    throw new ValidationError(valid.message);
  }
  if (valid.kind !== 'EPCISDocument')
    throw new ValidationError('The document: type must be EPCISDocument (a query document is not captured).');
  const events = valid.events as Json[];
  const sentIds = events.map((e) => (typeof e.eventID === 'string' ? e.eventID : null));
  // The hash is computed over the whole document (a bare word's meaning may come from another event), for the
  // events sent without an ID only.
  const hashes = sentIds.includes(null) ? documentEventHashes(doc, (i) => sentIds[i] === null) : [];
  const rows = events.map((event, i) => eventRow(event, sentIds[i] ?? hashes[i]!, valid.vocabulary[i]!));

  if (caller.supplier) {
    const own = await repo.companyGlns(db, caller.companyid);
    for (const event of events) {
      const field = foreignPlaceField(event, own);
      if (field !== null) throw new Forbidden(`Insufficient permissions for ${field}`);
    }
  }

  const context = (doc as Json)['@context'];
  return db.transaction(async (tx) => {
    const captureid = await repo.nextCaptureId(tx);
    const storedcount = await repo.insertEvents(tx, captureid, rows);
    const record = {
      captureid,
      companyid: caller.companyid,
      format,
      eventcount: rows.length,
      storedcount,
      context,
    };
    const created = await repo.insertCapture(tx, record);
    return { captureid, eventcount: rows.length, storedcount, created };
  });
}
