import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer } from '../../../test/fixtures/accounts.js';
import {
  buildWorld,
  call,
  inRunOrder,
  MATRIX_ENV,
  operations,
  send,
  viaKey,
} from '../../../test/fixtures/scope-world.js';

/**
 * Every write the API offers, generated from the OpenAPI document: each history entry it leaves names the
 * caller, the way it came in and the request. A handler that wrote through the module's `db` instead of
 * `request.db` would leave entries of nobody, and fail here. The one exception is background work a write
 * sets off after it committed: a certificate's reminders (docs/certificates.md) are the system's, whoever wrote
 * the certificate.
 */
const CALLERS = "part <> 'certificate_reminder'";
const t = useTestApp(MATRIX_ENV);

it('attributes every change of every write operation to its caller and request', async () => {
  const w = await buildWorld(t);
  const { rows } = await t.db.query<{ max: number }>(
    'SELECT coalesce(max(historyid), 0)::int AS max FROM history',
  );
  const before = rows[0]!.max;
  const writes = inRunOrder(await operations(t)).filter((op) => op.method !== 'GET' && op.level > 0);
  expect(writes.length).toBeGreaterThan(20);
  let wrote = 0;
  let mark = before;
  const latest = async () =>
    (await t.db.query<{ max: number }>('SELECT coalesce(max(historyid), 0)::int AS max FROM history'))
      .rows[0]!.max;
  for (const op of writes) {
    const reason = `matrix ${op.operationId}`;
    // changePassword by a user who has a password (the keys act as the system user, who has none).
    const by = op.operationId === 'changePassword' ? bearer(w.a.token) : viaKey(t.key[4]);
    const res = await send(t, call(op, w, 'own'), { ...by, 'x-change-reason': reason });
    expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBeLessThan(500);
    const { rows: entries } = await t.db.query<{ reason: string | null; requestid: string | null }>(
      `SELECT reason, requestid FROM history WHERE historyid > $1 AND ${CALLERS}`,
      [mark],
    );
    // Everything this request changed carries its reason, and one request id.
    expect(
      entries.filter((e) => e.reason !== reason),
      `${op.method} ${op.path}`,
    ).toEqual([]);
    expect(new Set(entries.map((e) => e.requestid)).size, `${op.method} ${op.path}`).toBeLessThanOrEqual(1);
    wrote += entries.length > 0 ? 1 : 0;
    mark = await latest();
  }
  // Most write operations change something tracked (a few only refuse, or write what is not tracked).
  expect(wrote).toBeGreaterThan(15);
  const { rows: all } = await t.db.query<{
    userid: number | null;
    via: string | null;
    requestid: string | null;
  }>(`SELECT userid, via, requestid FROM history WHERE historyid > $1 AND ${CALLERS}`, [before]);
  for (const e of all) {
    expect(e.userid).not.toBeNull();
    expect(e.via).toMatch(/^(key:\d+|token)$/);
    expect(e.requestid).toMatch(/^[0-9a-f-]{36}$/);
  }
  const { rows: system } = await t.db.query(
    `SELECT DISTINCT userid, via, requestid, reason FROM history WHERE historyid > $1 AND NOT (${CALLERS})`,
    [before],
  );
  expect(system).toEqual([{ userid: null, via: null, requestid: null, reason: null }]);
});
