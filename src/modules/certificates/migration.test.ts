import { expect, it } from 'vitest';
import { acrossMigration } from '../../../test/migration.js';

it('links earlier certificates to their standard by name, without history entries or events', async () => {
  await acrossMigration('0080', async (db, upgrade) => {
    const { rows: company } = await db.query<{ companyid: number }>(
      "INSERT INTO companies (companyname) VALUES ('Earlier Foods') RETURNING companyid",
    );
    const companyid = company[0]!.companyid;
    await db.query(
      `INSERT INTO accreditations (companyid, standard, certificatenumber, expirydate)
       VALUES ($1, 'brcgs food safety ', 'E-1', '2027-01-01'), ($1, 'Soil Association', 'E-2', NULL)`,
      [companyid],
    );
    const before = await db.query('SELECT count(*)::int AS n FROM history');
    await upgrade();
    const { rows } = await db.query(
      'SELECT certificatenumber, standard, standardid, active FROM accreditations ORDER BY certificatenumber',
    );
    expect(rows).toEqual([
      { certificatenumber: 'E-1', standard: 'brcgs food safety ', standardid: 1, active: 1 },
      { certificatenumber: 'E-2', standard: 'Soil Association', standardid: null, active: 1 },
    ]);
    expect((await db.query('SELECT count(*)::int AS n FROM history')).rows).toEqual(before.rows);
    const status = await db.query(
      "SELECT certificate_status(expirydate, '2026-12-01') AS s FROM accreditations ORDER BY certificatenumber",
    );
    expect(status.rows).toEqual([{ s: 'expiring' }, { s: null }]);
  });
});
