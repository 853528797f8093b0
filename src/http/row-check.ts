import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { describeIssues, type AjvIssue } from './validation.js';
import { bodyProblem } from './body-checks.js';

export type RowCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Checks one row of a bulk upload against the single-record route's body schema, compiled by the route's
 * own validator (the same coercion of CSV text to numbers, the same formats, the same messages as a single
 * create, the route's `config.messages` included). The row is not changed: the checked copy is returned.
 */
export function checkRow<T>(
  request: FastifyRequest,
  schema: TSchema,
  row: Record<string, unknown>,
): RowCheck<T> {
  const messages = request.routeOptions.config.messages;
  const problem = bodyProblem(schema, row, messages);
  if (problem !== undefined) return { ok: false, message: problem };
  const validate = request.compileValidationSchema(schema as Record<string, unknown>, 'body');
  const copy: Record<string, unknown> = { ...row };
  if (validate(copy)) return { ok: true, value: copy as T };
  const message = describeIssues((validate.errors ?? []) as AjvIssue[], 'body', messages);
  return { ok: false, message: message ?? 'Invalid row' };
}
