import type { Db } from '../../src/db/index.js';
import { withChangeContext } from '../../src/db/change-context.js';
import { auditAnswers, saveAnswer } from '../../src/modules/audits/audits.repository.js';
import type { AnswerResult } from '../../src/lib/score.js';
import { findAllergensJson } from '../../src/modules/products/allergens.repository.js';
import { floorSelect, floorUpsert } from './floor.js';
import type { Fixtures } from './fixtures.js';
import { fmt, ratio, row, type Row } from './table.js';

// The slowest routes' statements alone, called straight on the pool with no HTTP, against the floor's statements
// called the same way in the same run. When a statement's ratio is the route's, the gap is the statement's (its
// joins, lock, checks and history), not the service around it.

const CALLERS = 100;

/** Calls `call` from CALLERS loops at once for `seconds`, with 0, 1, 2… in turn: calls a second. */
export async function drive(call: (i: number) => Promise<unknown>, seconds: number): Promise<number> {
  const start = performance.now();
  const end = start + seconds * 1000;
  let next = 0;
  let done = 0;
  const loop = async () => {
    while (performance.now() < end) {
      await call(next++);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CALLERS }, loop));
  return done / ((performance.now() - start) / 1000);
}

/** The floor statement's rate, before and after `ours`, and ours: each of ours against the mean of the two. */
async function paired(floor: () => Promise<number>, ours: (() => Promise<number>)[]) {
  const before = await floor();
  const rates = [];
  for (const run of ours) rates.push(await run());
  const after = await floor();
  return { floor: (before + after) / 2, rates };
}

export async function statementRows(db: Db, fx: Fixtures, seconds: number): Promise<Row[]> {
  const label = `statement alone, on the pool (${CALLERS} callers)`;
  const reads = await paired(
    () => drive(() => floorSelect(db, fx.userid), seconds),
    [
      () => drive(() => findAllergensJson(db, fx.psid), seconds),
      () => drive(() => auditAnswers(db, fx.auditid), seconds),
    ],
  );
  const [allergens, sections] = reads.rates as [number, number];
  // The answer PUT's own statement, with a request's change context for the history it writes; the same keys and
  // results as the PUT's load (bench/scale.bench.ts).
  const results: AnswerResult[] = ['pass', 'fail', 'flag', 'na'];
  const { auditid, itemids } = fx.answering;
  /** The i-th answer: the audit's items in turn, each with its same result. */
  const nth = (i: number) => {
    const j = i % itemids.length;
    return { itemid: itemids[j]!, result: results[j % 4]! };
  };
  const ctx = withChangeContext(db, { userid: 1, via: 'key:bench', requestid: 'bench', reason: null });
  const writes = await paired(
    () =>
      drive((i) => {
        const { itemid, result } = nth(i);
        return floorUpsert(db, auditid, itemid, result, 'bench');
      }, seconds),
    [() => drive((i) => saveAnswer(ctx, { auditid, ...nth(i), notes: 'bench', userid: 1 }), seconds)],
  );
  const [answer] = writes.rates as [number];
  const against = (name: string, rate: number, floor: number, floorName: string) =>
    row(`${name}: ${label}`, `${fmt(rate)} calls/s`, { against: floorName, ratio: ratio(rate, floor) });
  return [
    row(`floor select: ${label}`, `${fmt(reads.floor)} calls/s`),
    against('getAllergens (findAllergensJson)', allergens, reads.floor, 'floor select'),
    against('sections (auditAnswers)', sections, reads.floor, 'floor select'),
    row(`floor upsert: ${label}`, `${fmt(writes.floor)} calls/s`),
    against('answer PUT (saveAnswer)', answer, writes.floor, 'floor upsert'),
  ];
}
