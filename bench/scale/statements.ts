import type { Db } from '../../src/db/index.js';
import { withChangeContext } from '../../src/db/change-context.js';
import { auditAnswers, saveAnswer } from '../../src/modules/audits/audits.repository.js';
import { findAllergensJson } from '../../src/modules/products/allergens.repository.js';
import { floorSelect, floorUpsert } from './floor.js';
import type { Fixtures } from './fixtures.js';
import { between, fmt, ratio, row, type Row } from './table.js';

// The slowest routes' statements alone, called straight on the pool with no HTTP, against the floor's statements
// called the same way in the same run. When a statement's ratio is the route's, the gap is the statement's (its
// joins, lock, checks and history), not the service around it.

const CALLERS = 100;

/** Calls `call` from CALLERS loops at once for `seconds`, with 0, 1, 2… in turn: calls a second. */
async function drive(call: (i: number) => Promise<unknown>, seconds: number): Promise<number> {
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

export async function statementRows(db: Db, fx: Fixtures, seconds: number): Promise<Row[]> {
  const label = `statement alone, on the pool (${CALLERS} callers)`;
  const reads = await between(
    () => drive(() => floorSelect(db, fx.userid), seconds),
    [
      () => drive(() => findAllergensJson(db, fx.psid), seconds),
      () => drive(() => auditAnswers(db, fx.auditid), seconds),
    ],
  );
  const readFloor = (reads.before + reads.after) / 2;
  const [allergens, sections] = reads.results as [number, number];
  // The answer PUT's own statement, with a request's change context for the history it writes; the same keys and
  // results as the PUT's load (bench/scale.bench.ts).
  const { auditid, answers } = fx.answering;
  const nth = (i: number) => answers[i % answers.length]!;
  const ctx = withChangeContext(db, { userid: 1, via: 'key:bench', requestid: 'bench', reason: null });
  const writes = await between(
    () =>
      drive((i) => {
        const { itemid, result } = nth(i);
        return floorUpsert(db, auditid, itemid, result, 'bench');
      }, seconds),
    [() => drive((i) => saveAnswer(ctx, { auditid, ...nth(i), notes: 'bench', userid: 1 }), seconds)],
  );
  const writeFloor = (writes.before + writes.after) / 2;
  const [answer] = writes.results as [number];
  const against = (name: string, rate: number, floor: number, floorName: string) =>
    row(`${name}: ${label}`, `${fmt(rate)} calls/s`, { against: floorName, ratio: ratio(rate, floor) });
  return [
    row(`floor select: ${label}`, `${fmt(readFloor)} calls/s`),
    against('getAllergens (findAllergensJson)', allergens, readFloor, 'floor select'),
    against('sections (auditAnswers)', sections, readFloor, 'floor select'),
    row(`floor upsert: ${label}`, `${fmt(writeFloor)} calls/s`),
    against('answer PUT (saveAnswer)', answer, writeFloor, 'floor upsert'),
  ];
}
