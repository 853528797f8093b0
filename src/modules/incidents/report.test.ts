import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { incidentInDb } from '../../../test/fixtures/incident-rows.js';
import { pdfPages } from '../../../test/fixtures/pdf.js';

const t = useTestApp();

const report = (incidentid: number | string, headers: Record<string, string> = {}, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/incidents/${incidentid}/report.pdf`, headers, key });

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
