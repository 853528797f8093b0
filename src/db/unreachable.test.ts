import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable.js';

// The classification alone; test/foundation/database-unreachable.test.ts cuts a real PostgreSQL off.
describe('isDatabaseUnreachable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('recognises the server out of reach, shutting down or refusing connections', () => {
    for (const err of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('08006', 'connection failure'),
      pgError('55000', 'database "x" is not currently accepting connections'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('timeout expired'),
    ]) {
      expect(isDatabaseUnreachable(err), String(err)).toBe(true);
    }
  });

  it("leaves a statement's own failures and anything else alone", () => {
    for (const err of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('22P02', 'invalid input syntax for type integer'),
      pgError('42P01', 'relation "nope" does not exist'),
      pgError('55000', 'cannot refresh materialized view concurrently'),
      new Error('Something else'),
      new Error('The webhook request timeout expired after 10 s'),
      null,
      undefined,
      'ECONNREFUSED',
      { code: 5300 },
    ]) {
      expect(isDatabaseUnreachable(err), String(err)).toBe(false);
    }
  });
});
