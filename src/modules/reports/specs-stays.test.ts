import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { approveNewVersion, approvedSpec } from '../../../test/fixtures/catalogues.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { moveThrough, transition } from '../../../test/fixtures/specs/workflow.js';

const t = useTestApp();

interface Move {
  fromstatus: number;
  tostatus: number;
  changed_at: Date;
  since: Date;
}

async function stays(psid: number) {
  const moves = await t.db.query<Move>(
    'SELECT fromstatus, tostatus, changed_at, since FROM spec_status_changes WHERE psid = $1 ORDER BY id',
    [psid],
  );
  const spec = await t.db.query<{ created: Date; status_since: Date | null; statusid: number }>(
    'SELECT created, status_since, statusid FROM product_specs WHERE psid = $1',
    [psid],
  );
  return { moves: moves.rows, spec: spec.rows[0]! };
}

/**
 * The report reads when each stay began from the moves themselves (migration 0095): every path that moves a
 * spec must record it, the database's own returns to New included.
 */
describe('when a spec’s stays began, as its moves record them', () => {
  it('chains every move to the one before it, through the workflow and both returns to New', async () => {
    const { psid, companyid } = await approvedSpec(t);
    // A changed allergen record sends it back to New (a trigger on allergens), then approved again.
    await approveNewVersion(t, psid);
    // A changed content field does too (a trigger on the spec itself, before its update).
    const changed = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${psid}`,
      payload: { productdescription: 'Now with oats from a new mill' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await moveThrough(t, psid, 'Submitted');

    const { moves, spec } = await stays(psid);
    expect(moves.map((m) => `${m.fromstatus}>${m.tostatus}`)).toEqual([
      '1>2',
      '2>3',
      '3>4',
      '4>1',
      '1>2',
      '2>3',
      '3>4',
      '4>1',
      '1>2',
    ]);
    expect(moves[0]!.since).toEqual(spec.created);
    for (const [i, move] of moves.entries()) {
      if (i > 0) expect(move.since, `move ${i}`).toEqual(moves[i - 1]!.changed_at);
      expect(move.changed_at.getTime()).toBeGreaterThanOrEqual(move.since.getTime());
    }
    expect(spec.statusid).toBe(2);
    expect(spec.status_since).toEqual(moves.at(-1)!.changed_at);

    // What a client sees: every stay counted where it was spent, none of them negative.
    const res = await t.api({ method: 'GET', url: `/api/v1/reports/specs/status?companyid=${companyid}` });
    expect(res.statusCode, res.body).toBe(200);
    const figures = (res.json().data.statuses as Record<string, unknown>[]).map((s) => [
      s.status,
      s.stays,
      s.current,
      s.median_days,
    ]);
    expect(figures).toEqual([
      ['New', 3, 0, 0],
      ['Submitted', 2, 1, 0],
      ['In review', 2, 0, 0],
      ['Approved', 2, 0, 0],
      ['Rejected', 0, 0, null],
    ]);
  });

  it('keeps the chain under concurrent moves of one spec', async () => {
    const { psid } = await createNewline(t, { productcode: 'RACE-1' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => transition(t, psid, i % 2 === 0 ? 'Submitted' : 'New')),
    );
    // Each answer is a move or, when the spec is already there, a no-op (200 both); none fails.
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const { moves, spec } = await stays(psid);
    expect(moves.length).toBeGreaterThan(0);
    expect(spec.statusid).toBe(moves.at(-1)!.tostatus);
    expect(moves[0]!.since).toEqual(spec.created);
    for (const [i, move] of moves.entries()) {
      if (i > 0) expect(move.since, `move ${i}`).toEqual(moves[i - 1]!.changed_at);
      if (i > 0) expect(move.fromstatus).toBe(moves[i - 1]!.tostatus);
    }
    expect(spec.status_since).toEqual(moves.at(-1)!.changed_at);
  });

  it('keeps a spec that never moved at its creation, and when a status began out of the history', async () => {
    const unmoved = await createNewline(t, { productcode: 'UN-1' });
    expect((await stays(unmoved.psid)).spec.status_since).toBeNull();
    const { psid } = await approvedSpec(t);
    const history = await t.api({ method: 'GET', url: `/api/v1/history/product/${psid}` });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).toContain('"statusid"');
    expect(history.body).not.toContain('status_since');
  });
});
