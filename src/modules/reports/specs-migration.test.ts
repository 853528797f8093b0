import { expect, it } from 'vitest';
import { specStatusReport } from './specs.repository.js';
import { acrossMigration } from '../../../test/migration.js';

const DAY = 86_400_000;
const NOW = new Date('2026-04-15T00:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

it('dates the stays of the moves recorded before it, without history entries', async () => {
  await acrossMigration('0095', async (db, upgrade) => {
    const { rows: company } = await db.query<{ companyid: number }>(
      "INSERT INTO companies (companyname) VALUES ('Earlier Foods') RETURNING companyid",
    );
    const companyid = company[0]!.companyid;
    const { rows: site } = await db.query<{ siteid: number }>(
      "INSERT INTO sites (companyid, sitename) VALUES ($1, 'Main') RETURNING siteid",
      [companyid],
    );
    // Two specs: one moved New → Submitted → New → Submitted (created 30 days ago, moves at 20, 15 and 5), one
    // never moved (created 8 days ago).
    const spec = async (code: string, created: number, statusid: number) => {
      const { rows } = await db.query<{ newlineid: number }>(
        `INSERT INTO newlines (companyid, siteid, productname, productcode) VALUES ($1, $2, $3, $3)
         RETURNING newlineid`,
        [companyid, site[0]!.siteid, code],
      );
      const { rows: s } = await db.query<{ psid: number }>(
        'INSERT INTO product_specs (newlineid, created, statusid) VALUES ($1, $2, $3) RETURNING psid',
        [rows[0]!.newlineid, ago(created), statusid],
      );
      return s[0]!.psid;
    };
    const moved = await spec('M-1', 30, 2);
    const unmoved = await spec('U-1', 8, 1);
    for (const [from, to, at] of [
      [1, 2, 20],
      [2, 1, 15],
      [1, 2, 5],
    ] as const) {
      await db.query(
        'INSERT INTO spec_status_changes (psid, fromstatus, tostatus, changed_at) VALUES ($1, $2, $3, $4)',
        [moved, from, to, ago(at)],
      );
    }
    const before = await db.query('SELECT count(*)::int AS n FROM history');

    await upgrade();

    const { rows: moves } = await db.query<{ since: Date; stay_days: number }>(
      'SELECT since, stay_days FROM spec_status_changes WHERE psid = $1 ORDER BY id',
      [moved],
    );
    expect(moves).toEqual([
      { since: new Date(ago(30)), stay_days: 10 },
      { since: new Date(ago(20)), stay_days: 5 },
      { since: new Date(ago(15)), stay_days: 10 },
    ]);
    const { rows: specs } = await db.query<{ psid: number; status_since: Date | null }>(
      'SELECT psid, status_since FROM product_specs ORDER BY psid',
    );
    expect(specs).toEqual([
      { psid: moved, status_since: new Date(ago(5)) },
      { psid: unmoved, status_since: null },
    ]);
    expect((await db.query('SELECT count(*)::int AS n FROM history')).rows).toEqual(before.rows);

    // The report over them: New ended twice (10 days each), Submitted once (5); under way, Submitted 5 days and New 8.
    const report = await specStatusReport(db, companyid, NOW);
    expect(report.statuses.slice(0, 2)).toMatchObject([
      { status: 'New', specs: 1, stays: 2, median_days: 10, current: 1, current_median_days: 8 },
      { status: 'Submitted', specs: 1, stays: 1, median_days: 5, current: 1, current_median_days: 5 },
    ]);
    expect(await specStatusReport(db, null, NOW)).toEqual(report);
  });
});
