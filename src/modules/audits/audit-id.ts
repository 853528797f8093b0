import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../http/errors.js';
import { AUDIT_ID_MESSAGE } from './audits.schemas.js';

/**
 * Runs before schema validation on routes with more than one path parameter: there `config.messages.params`
 * cannot be used (it would name the audit id for a bad item id), so the audit id is checked here first.
 */
export async function checkAuditId(request: FastifyRequest): Promise<void> {
  const raw = (request.params as Record<string, string | undefined>).auditid ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2147483647) throw new ValidationError(AUDIT_ID_MESSAGE);
}

export const auditIdMessages = { params: AUDIT_ID_MESSAGE };

/** The public link of a photo: served by the media module without a key. */
export function photoUrl(publicUrl: string, token: string, filename: string): string {
  return `${publicUrl}/media/${token}/${encodeURIComponent(filename)}`;
}
