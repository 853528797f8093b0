import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createPgDb } from '../../db/pg.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { approvalOf, reviewQuestionnaire, statusOf } from '../../../test/fixtures/approval.js';

// The supplier scope on the approval (its own read only), and concurrent changes of one supplier's evidence.
const t = useTestApp();

const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.api({ method, url: `/api/v1${url}`, payload, key: null, headers: bearer(token) });

describe('the supplier scope', () => {
  it('a portal user reads its own approval; another’s is missing; the override and the rules are refused', async () => {
    const mine = await supplierAccount(t, { risk: 1 });
    const other = await createSupplier(t, { risk: 1 });
    const own = await as(mine.token, 'GET', `/suppliers/${mine.supplierid}/approval`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ supplierid: mine.supplierid, approvalstatus: 'pending' });
    const theirs = await as(mine.token, 'GET', `/suppliers/${other.supplierid}/approval`);
    expect(theirs.statusCode).toBe(404);
    const missing = await as(mine.token, 'GET', `/suppliers/2147483646/approval`);
    expect(theirs.json()).toEqual(missing.json());
    for (const id of [mine.supplierid, other.supplierid]) {
      const put = await as(mine.token, 'PUT', `/suppliers/${id}/approval`, {
        status: 'approved',
        reason: 'me',
      });
      expect(put.statusCode).toBe(403);
    }
    expect((await as(mine.token, 'GET', '/approval/rules')).statusCode).toBe(403);
    expect((await as(mine.token, 'PUT', '/approval/rules', { specguard: 'off' })).statusCode).toBe(403);
    expect(await statusOf(t, mine.supplierid)).toBe('pending');
  });
});

describe('concurrency', () => {
  it('two changes of one supplier’s evidence in overlapping transactions: the last to commit sees both', async () => {
    if (!t.dbUrl) return; // PGlite has one connection: its transactions never overlap
    const { supplierid } = await createSupplier(t, { risk: 2 });
    const [a, b] = [createPgDb(t.dbUrl), createPgDb(t.dbUrl)];
    try {
      let releaseFirst!: () => void;
      const held = new Promise<void>((r) => (releaseFirst = r));
      let firstWrote!: () => void;
      const wrote = new Promise<void>((r) => (firstWrote = r));
      // The questionnaire accepted in one transaction, held open...
      const first = a.transaction(async (tx) => {
        await tx.query(
          `UPDATE saqs SET status = 'Accepted', score = 90, expires = '2029-01-01' WHERE companyid = $1`,
          [supplierid],
        );
        firstWrote();
        await held;
      });
      await wrote;
      // ...while a certificate is recorded in another, which waits for it (the approval row's lock).
      const second = b.query(
        `INSERT INTO accreditations (companyid, standardid, standard, certificatenumber, issuedate, expirydate)
         VALUES ($1, 1, 'BRCGS Food Safety', 'C-1', current_date - 10, current_date + 300)`,
        [supplierid],
      );
      const waiting = await Promise.race([
        second.then(() => 'done'),
        new Promise((r) => setTimeout(r, 300, 'waiting')),
      ]);
      expect(waiting).toBe('waiting');
      releaseFirst();
      await Promise.all([first, second]);
      // Neither change alone approves a medium-risk supplier: both together do.
      expect(await approvalOf(t, supplierid)).toMatchObject({
        approvalstatus: 'approved',
        computed: 'approved',
      });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('many changes of one supplier at once through the API end as a fresh computation says', async () => {
    const { supplierid } = await createSupplier(t, { risk: 3 });
    await reviewQuestionnaire(t, supplierid, { score: 90 });
    const writes = Array.from({ length: 6 }, (_, i) =>
      t.api({
        method: 'POST',
        url: `/api/v1/suppliers/${supplierid}/accreditations`,
        payload: {
          standard: i % 2 === 0 ? 3 : 1,
          certificatenumber: `CC-${i}`,
          certifyingbody: 'SAI Global',
          grade: i === 5 ? 'A' : 'D',
          issuedate: '2026-02-01',
          expirydate: '2027-01-31',
        },
      }),
    );
    const risk = t.api({ method: 'PUT', url: `/api/v1/suppliers/${supplierid}`, payload: { risk: 2 } });
    for (const res of await Promise.all([...writes, risk]))
      expect(res.statusCode, res.body).toBeLessThan(300);
    const { rows } = await t.db.query<{ computed: string }>(
      `SELECT e.computed FROM approval_rules r, approval_evaluate(ARRAY[$1::integer], r.asof) e`,
      [supplierid],
    );
    expect(await statusOf(t, supplierid)).toBe(rows[0]!.computed);
    expect(rows[0]!.computed).toBe('approved');
  });
});
