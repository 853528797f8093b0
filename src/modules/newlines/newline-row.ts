import type { FastifyRequest } from 'fastify';
import { checkRow, fieldProblems, type RowCheck } from '../../http/row-check.js';
import { CreateNewlineBody, FLAGS } from './newlines.schemas.js';

/** The required fields, in the order a row's missing ones are listed (the create schema's order). */
export const REQUIRED_NEWLINE_FIELDS = CreateNewlineBody.required as readonly string[];

function isBlank(v: unknown) {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/**
 * One bulk row as a create body, or its problems. A row lists all its missing required fields in its message (the
 * spec's `Missing required fields: <fields>`, one problem naming those fields); any other problem gets the message
 * POST /newlines gives, because the row is checked against the same schema, field by field for its `problems`.
 * CSV flags may also read `true` / `false`.
 */
export function readNewlineRow(
  request: FastifyRequest,
  row: Record<string, unknown>,
): RowCheck<CreateNewlineBody> {
  const missing = REQUIRED_NEWLINE_FIELDS.filter((f) => isBlank(row[f]));
  const input: Record<string, unknown> = { ...row };
  for (const flag of FLAGS) {
    const v = input[flag];
    if (typeof v === 'string' && /^(true|false)$/i.test(v.trim()))
      input[flag] = v.trim().toLowerCase() === 'true';
  }
  if (missing.length > 0) {
    const message = `Missing required fields: ${missing.join(', ')}`;
    const others = fieldProblems(request, CreateNewlineBody, input).filter(
      (p) => !p.fields.some((f) => missing.includes(f)),
    );
    return { ok: false, message, problems: [{ fields: missing, message }, ...others] };
  }
  return checkRow<CreateNewlineBody>(request, CreateNewlineBody, input);
}
