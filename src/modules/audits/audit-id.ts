import { AUDIT_ID_MESSAGE } from './audits.schemas.js';

/** The spec's message for a bad audit id; another bad path id (item, section, photo) keeps its own message. */
export const auditIdMessages = { params: { auditid: AUDIT_ID_MESSAGE } };

/** The public link of a photo: served by the media module without a key. */
export function photoUrl(publicUrl: string, token: string, filename: string): string {
  return `${publicUrl}/media/${token}/${encodeURIComponent(filename)}`;
}
