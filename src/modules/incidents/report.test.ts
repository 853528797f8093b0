import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { pdfPages } from '../../../test/fixtures/pdf.js';

const t = useTestApp();

const report = (incidentid: number | string, headers: Record<string, string> = {}, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/incidents/${incidentid}/report.pdf`, headers, key });

/**
 * An incident written straight into its tables, as the incidents core would leave it: two wholesalers and a store,
 * notified at +1 min, the first acknowledging and reporting all it received, the second half of it, the store not
 * at all (until the incidents core lands, when this test goes through the API).
 */
async function incidentInDb(t: TestApp, kind: 'mock' | 'recall', closed: boolean) {
  const at = (min: number) => new Date(Date.parse('2026-11-29T08:00:00Z') + min * 60_000).toISOString();
  const affected = {
    lots: [
      {
        epc: 'urn:epc:class:lgtin:0614141.107346.L123',
        gtin: '00614141073467',
        lot: 'L123',
        psid: null,
        productname: 'Sesame bar',
      },
    ],
    specs: [{ psid: 1, productname: 'Sesame bar', gtin: '00614141073467', companyid: 2 }],
    suppliers: [{ companyid: 2, name: 'Seed Farm Ltd' }],
    sites: [
      {
        siteid: 1,
        gln: '0614141000005',
        name: 'Harbour Store',
        companyid: 1,
        sitetype: 'store',
        received: 40,
        uom: null,
      },
    ],
    wholesalers: [],
  };
  const { rows } = await t.db.query<{ incidentid: number }>(
    `INSERT INTO incidents (kind, title, hazard, description, severity, scope, roots, ackwithin, status, affected,
                            closurenote, openedby, opened_at, scoped_at, scope_ms, notify_started_at, contained_at,
                            closed_at)
     VALUES ($1, 'Undeclared sesame in L123', 'allergen', 'Sesame found in the bar', 1, $2, $3, 7200, $4, $5, $6, 1,
             $7, $8, 2150, $9, $10, $11)
     RETURNING incidentid`,
    [
      kind,
      JSON.stringify({ lots: ['urn:epc:class:lgtin:0614141.107346.L123'] }),
      ['urn:epc:class:lgtin:0614141.107346.L123'],
      closed ? 'closed' : 'notifying',
      JSON.stringify(affected),
      closed ? 'Stock destroyed under supervision' : null,
      at(0),
      at(0.05),
      at(1),
      closed ? at(90) : null,
      closed ? at(95) : null,
    ],
  );
  const incidentid = rows[0]!.incidentid;
  const party = async (kind: string, refid: number, name: string, received: number, uom: string | null) => {
    const { rows } = await t.db.query<{ partyid: number }>(
      `INSERT INTO incident_parties (incidentid, kind, refid, name, email, received, uom)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING partyid`,
      [incidentid, kind, refid, name, `${refid}@example.com`, received, uom],
    );
    return rows[0]!.partyid;
  };
  const notice = async (partyid: number, acknowledged: string | null) => {
    const { rows } = await t.db.query<{ noticeid: number }>(
      `INSERT INTO incident_notices (incidentid, partyid, sent_at, due_at, acknowledged_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING noticeid`,
      [incidentid, partyid, at(1), at(121), acknowledged],
    );
    const noticeid = rows[0]!.noticeid;
    await t.db.query(
      `INSERT INTO incident_mail_outbox (incidentid, noticeid, recipient, kind, status, sent_at)
       VALUES ($1, $2, 'x@example.com', 'notice', 'sent', $3)`,
      [incidentid, noticeid, at(1.5)],
    );
    return noticeid;
  };
  const fresh = await party('wholesaler', 901, 'Fresh Wholesale', 100, 'CS');
  const metro = await party('wholesaler', 902, 'Metro Foods', 60, 'CS');
  const store = await party('site', 1, 'Harbour Store', 40, null);
  const freshNotice = await notice(fresh, at(12));
  const metroNotice = await notice(metro, at(20));
  await notice(store, null);
  await t.db.query(
    `INSERT INTO incident_reports (noticeid, incidentid, onhand, sold, destroyed, returned, note, reported_at)
     VALUES ($1, $3, 70, 30, 0, 0, 'all found', $4), ($2, $3, 10, 20, 0, 0, '', $5)`,
    [freshNotice, metroNotice, incidentid, at(12), at(20)],
  );
  await t.db.query(
    `INSERT INTO incident_steps (incidentid, step, at, data)
     VALUES ($1, 'opened', $2, NULL), ($1, 'scoped', $3, '{"lots": 1}'), ($1, 'notify', $4, '{"queued": 3}')`,
    [incidentid, at(0), at(0.05), at(1)],
  );
  return { incidentid };
}

describe('GET /incidents/{incidentid}/report.pdf', () => {
  it('reports a mock recall: EXERCISE, scope, parties, timeline, reconciliation, actions and its targets', async () => {
    const { incidentid } = await incidentInDb(t, 'mock', true);
    const res = await report(incidentid, {}, t.key[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const { text, pages, count } = await pdfPages(res.rawPayload);
    expect(count).toBe(Number(res.headers['x-page-count']));
    for (const s of [
      'Mock recall report',
      'EXERCISE',
      'Undeclared sesame in L123',
      'allergen, severity 1',
      // Scope
      'L123',
      'Sesame bar',
      'Seed Farm Ltd',
      'Harbour Store (store)',
      // Parties and reconciliation
      'Fresh Wholesale (wholesaler)',
      'Metro Foods (wholesaler)',
      '100 CS',
      'Short: Metro Foods; Harbour Store',
      // Timeline
      'notice_sent',
      'acknowledged',
      'total accounted 50.0 %',
      // Actions
      'Parties notified: 3 notice(s) sent',
      'Declared contained',
      'Closed. Closure note: Stock destroyed under supervision',
      // Targets
      'BRCGS 3.11: traced within 4 hours',
      'met (measured 2.1 s)',
      'Reconciliation 100 %',
      'not met (measured 65.0 %)',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(/Time to notify all\s+30\.0 s/);
    expect(text).toMatch(/Time to last acknowledgement\s+not reached: 2 of 3 parties acknowledged/);
    pages.forEach((page, n) => {
      expect(page).toContain(`Page ${n + 1} of ${count}`);
      expect(page).toMatch(new RegExp(`by System Administrator - incident ${incidentid} - EXERCISE`));
    });
  });

  it('reports a recall without the exercise or its targets', async () => {
    const { incidentid } = await incidentInDb(t, 'recall', false);
    const res = await report(incidentid);
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfPages(res.rawPayload);
    expect(text).toContain('Incident report');
    expect(text).not.toContain('EXERCISE');
    expect(text).not.toContain('Targets of the exercise');
    expect(text).toContain('not closed');
  });

  it('answers 404 for an incident that does not exist, 400 for a bad id, 403 to a supplier', async () => {
    const missing = await report(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Incident not found' });
    expect((await report('abc')).statusCode).toBe(400);
    const { incidentid } = await incidentInDb(t, 'recall', false);
    const supplier = await supplierAccount(t);
    const refused = await report(incidentid, bearer(supplier.token), null as unknown as string);
    expect(refused.statusCode).toBe(403);
  });
});
