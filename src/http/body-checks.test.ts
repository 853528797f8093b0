import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from './schemas.js';
import { bodyProblem, checkBody } from './body-checks.js';

const schema = Type.Object({
  name: Type.Optional(Type.String()),
  flag: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  comments: Type.Optional(Nullable(Type.String())),
});

describe('body checks before validation', () => {
  it('names the first string field holding U+0000', () => {
    expect(bodyProblem(schema, { a: 'ok', b: 'x\u0000y', c: 1 }, undefined)).toBe(
      'Invalid value for b: must not contain NUL characters',
    );
    expect(bodyProblem(schema, { a: 'ok' }, undefined)).toBeUndefined();
    expect(bodyProblem(schema, [{ a: '\u0000' }], undefined)).toBeUndefined();
    expect(bodyProblem(schema, undefined, undefined)).toBeUndefined();
  });

  it('refuses null where the field cannot be null, keeps it where it can', () => {
    expect(bodyProblem(schema, { flag: null }, undefined)).toBe('Invalid value for flag: must be an integer');
    expect(bodyProblem(schema, { name: null }, undefined)).toBe('Invalid value for name: must be a string');
    expect(bodyProblem(schema, { comments: null, unknown: null }, undefined)).toBeUndefined();
  });

  it('refuses a single value where the field is a list (no array coercion of bodies)', () => {
    const lists = Type.Object({ events: Type.Optional(Type.Array(Type.String())) });
    expect(bodyProblem(lists, { events: 'supplier.created' }, undefined)).toBe(
      'Invalid value for events: must be an array',
    );
    expect(bodyProblem(lists, { events: 1 }, undefined)).toBe('Invalid value for events: must be an array');
    expect(bodyProblem(lists, { events: ['supplier.created'] }, undefined)).toBeUndefined();
  });

  it('uses the route’s own message for the field', () => {
    const messages = { fields: { flag: 'Invalid value for flag: must be 0 or 1' } };
    expect(bodyProblem(schema, { flag: null }, messages)).toBe('Invalid value for flag: must be 0 or 1');
  });

  it('throws a 400 from the hook', () => {
    expect(() =>
      checkBody({ body: { name: '\u0000' }, routeOptions: { schema: { body: schema }, config: {} } }),
    ).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: 'Invalid value for name: must not contain NUL characters',
      }),
    );
  });
});
