import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import {
  answer,
  BODIES,
  buildWorld,
  call,
  inRunOrder,
  label,
  operations,
  REFUSED,
  send,
  viaKey,
  type Bodies,
  MATRIX_ENV,
} from '../fixtures/scope-world.js';

/**
 * The organisation's keys of levels 1–4 over every operation of the OpenAPI document, on supplier A's and
 * supplier B's records: the supplier scope confines nothing of theirs. The supplier side:
 * scope-matrix.supplier.test.ts.
 */
const t = useTestApp(MATRIX_ENV);

const ORG_BODIES: Bodies = {
  ...BODIES,
  // The keys act as the seeded System Administrator, who has no password to change (and changing it would
  // revoke the keys): a body refused by validation shows that the guard let the request through.
  changePassword: () => ({ payload: { currentpassword: 'x', newpassword: 'short' } }),
};

// The sweep runs in the order inRunOrder gives (deletes last), in six parts of about 250 requests each: one test
// each, so that a busy machine slows a part, not the whole sweep, past the time a test has.
const PARTS = 6;
let w: Awaited<ReturnType<typeof buildWorld>>;
let ops: Awaited<ReturnType<typeof operations>>;
beforeAll(async () => {
  w = await buildWorld(t);
  ops = inRunOrder(await operations(t));
});

it.each(Array.from({ length: PARTS }, (_, i) => i + 1))(
  'answers every operation on A’s and B’s records with 403 below its level, and never refuses it from there (part %i of 6)',
  async (part) => {
    expect(ops.length).toBeGreaterThan(40);
    const size = Math.ceil(ops.length / PARTS);
    for (const op of ops.slice((part - 1) * size, part * size)) {
      for (const level of [1, 2, 3, 4] as const) {
        for (const owner of ['own', 'other'] as const) {
          const res = await send(t, call(op, w, owner, ORG_BODIES), viaKey(t.key[level]));
          const what = `${label(op, `organisation level ${level}`, owner)}: ${res.body}`;
          if (level < op.level) {
            expect(answer(res), what).toEqual(REFUSED);
          } else {
            expect([401, 403], what).not.toContain(res.statusCode);
            expect(res.statusCode, what).toBeLessThan(500);
          }
        }
      }
    }
  },
);
