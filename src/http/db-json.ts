import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/index.js';

/**
 * Reads whose answer PostgreSQL writes as JSON. A wide row (a newline's 30 fields, a spec's 30 allergens and its
 * names) costs Node more than it costs the database: pg builds an object of it field by field, then the route's
 * serializer writes each field out again. Read as one JSON text (`row_to_json`) instead, the row goes into the
 * envelope as it came. The route keeps its response schema (the OpenAPI document, the typed client), and
 * db-json.test.ts holds each such read to it: for the same rows, the text is byte for byte what the schema's
 * serializer writes from the object read (field order, nulls, escapes), on both engines. Not for rows with
 * floating-point or numeric columns: PostgreSQL and JavaScript write some numbers differently.
 */
export function jsonRowSql(select: string): string {
  return `SELECT row_to_json(r)::text AS json FROM (${select}) r`;
}

/** The JSON text of the one row a `jsonRowSql` statement reads; undefined when it reads none. */
export async function jsonRow(q: Queryable, sql: string, params: unknown[]): Promise<string | undefined> {
  const { rows } = await q.query<{ json: string }>(sql, params);
  return rows[0]?.json;
}

/** The success envelope around JSON the database wrote, sent as is (Fastify serializes no string it is given). */
export function sendJsonData(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(`{"success":true,"data":${json}}`);
}

/** JSON text written by a route itself (an EPCIS query document with its stored events spliced in), sent as is. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}
