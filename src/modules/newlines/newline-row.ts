import type { FastifyRequest } from 'fastify';
import { checkRow, type RowCheck } from '../../http/row-check.js';
import { CreateNewlineBody, FLAGS } from './newlines.schemas.js';

/** The required fields, in the order a row's missing ones are listed (the create schema's order). */
export const REQUIRED_NEWLINE_FIELDS = CreateNewlineBody.required as readonly string[];

function isBlank(v: unknown) {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/**
 * One bulk row as a create body, or the message of its first problem. A row lists all its missing required
 * fields (the spec's `Missing required fields: <fields>`); any other problem gets the message POST /newlines
 * gives, because the row is checked against the same schema. CSV flags may also read `true` / `false`.
 */
export function readNewlineRow(
  request: FastifyRequest,
  row: Record<string, unknown>,
): RowCheck<CreateNewlineBody> {
  const missing = REQUIRED_NEWLINE_FIELDS.filter((f) => isBlank(row[f]));
  if (missing.length > 0) return { ok: false, message: `Missing required fields: ${missing.join(', ')}` };
  const input: Record<string, unknown> = { ...row };
  for (const flag of FLAGS) {
    const v = input[flag];
    if (typeof v === 'string' && /^(true|false)$/i.test(v.trim()))
      input[flag] = v.trim().toLowerCase() === 'true';
  }
  return checkRow<CreateNewlineBody>(request, CreateNewlineBody, input);
}
