import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { createSupplierRows } from '../../../test/factories.js';
import { createWholesaler } from '../../../test/fixtures/catalogues.js';
import { epcisClient, lotLink } from '../../../test/fixtures/epcis.js';
import { uniqueGln } from '../../../test/fixtures/gs1.js';
import { get, openIncident, post, type Incident, type Party } from '../../../test/fixtures/incidents.js';
import { commission, orgSite, receive, ship, specWithGtin } from '../../../test/fixtures/trace-chain.js';
import { pdfPages } from '../../../test/fixtures/pdf.js';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const t = useTestApp({ SMTP_URL: smtp.url, PORTAL_URL: 'https://portal.example.test', WORKER_POLL: '50ms' });

const report = (
  incidentid: number | string,
  as: { key?: string | null; headers?: Record<string, string> } = {},
) => t.api({ method: 'GET', url: `/api/v1/incidents/${incidentid}/report.pdf`, key: t.key[1], ...as });

const linkIn = (text: string) => /https:\/\/portal\.example\.test\/ack\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
let n = 0;

/**
 * A small chain (no sign-in, so it is quick on a busy machine): a supplier's lot made at its site, shipped to our
 * DC, on to a store and to a wholesaler; each party with a contact email of its own.
 */
async function chain() {
  const k = ++n;
  const { companyid, siteid } = await createSupplierRows(t.db, `Seed Farm ${k}`);
  const farmGln = uniqueGln();
  const put = async (url: string, payload: object) => {
    const res = await t.api({ method: 'PUT', url: `/api/v1${url}`, payload, key: t.key[2] });
    expect(res.statusCode, res.body).toBe(200);
  };
  await put(`/sites/${siteid}`, { gln: farmGln, contactemail: `farm${k}@report.example` });
  const spec = await specWithGtin(t, { supplierid: companyid, siteid }, 'Sesame bar');
  const dc = await orgSite(t, 'dc', `DC ${k}`);
  const store = await orgSite(t, 'store', `Store ${k}`);
  await put(`/sites/${dc.siteid}`, { contactemail: `dc${k}@report.example` });
  await put(`/sites/${store.siteid}`, { contactemail: `store${k}@report.example` });
  const wholesaler = await createWholesaler(t, { contactemail: `edi${k}@report.example` });
  const lot = lotLink(spec.gtin, `L${k}-${Date.now() % 1e6}`);
  await epcisClient(t).capture([
    commission('2026-09-01T06:00:00.000Z', lot, 500, farmGln, '2026-12-31'),
    ship('2026-09-01T08:00:00.000Z', { lot, quantity: 500 }, farmGln, dc.gln),
    receive('2026-09-01T12:00:00.000Z', { lot, quantity: 500 }, farmGln, dc.gln),
    ship('2026-09-02T08:00:00.000Z', { lot, quantity: 300 }, dc.gln, store.gln),
    ship('2026-09-02T09:00:00.000Z', { lot, quantity: 100 }, dc.gln, wholesaler.gln),
  ]);
  return { lot, spec, dc, store, wholesaler };
}
type Chain = Awaited<ReturnType<typeof chain>>;

/** A recall of the chain's lot. */
const recallOf = (c: Chain, extra: Record<string, unknown> = {}) => ({
  kind: 'recall',
  title: 'Undeclared sesame',
  hazard: 'allergen',
  severity: 1,
  description: 'Sesame found on the line.',
  scope: { lots: [c.lot] },
  ...extra,
});

/**
 * Opens the incident, notifies every party, and has each party that got an email report through its link: what
 * it received, less `shortOf` for the wholesaler. Then contained and closed.
 */
async function runIncident(c: Chain, kind: 'mock' | 'recall', shortOf = 0) {
  const title = `${kind === 'mock' ? 'Annual mock recall' : 'Recall'} ${++n}`;
  const incident = await openIncident(t, recallOf(c, { kind, title }));
  const id = incident.incidentid;
  await post(t, `/incidents/${id}/notify`, {}, 2);
  const parties = await get<Party[]>(t, `/incidents/${id}/parties`);
  const reachable = parties.filter((p) => p.email !== null);
  const mails = () => smtp.messages.filter((m) => m.subject?.includes(title) && linkIn(m.text ?? ''));
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(reachable.length);
  for (const mail of mails()) {
    const token = linkIn(mail.text ?? '')!;
    const view = await t.api({ method: 'GET', url: `/api/v1/incidents/ack/${token}`, key: null });
    expect(view.statusCode, view.body).toBe(200);
    const { received, party } = view.json().data as { received: number | null; party: { kind: string } };
    const onhand = (received ?? 0) - (party.kind === 'wholesaler' ? shortOf : 0);
    const ack = await t.api({
      method: 'POST',
      url: `/api/v1/incidents/ack/${token}`,
      payload: { onhand, sold: 0, destroyed: 0, returned: 0, note: 'Counted in the warehouse' },
      key: null,
    });
    expect(ack.statusCode, ack.body).toBe(200);
  }
  // Every email sent: the time to notify all is measured.
  await expect
    .poll(async () => (await get<Incident>(t, `/incidents/${id}`)).measures.notify_ms, { timeout: 15_000 })
    .not.toBeNull();
  await post(t, `/incidents/${id}/contain`, {}, 2);
  await post(t, `/incidents/${id}/close`, { closurenote: 'All stock found and destroyed.' });
  return { id, parties };
}

async function reportText(id: number) {
  const res = await report(id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('no-store');
  const pdf = await pdfPages(res.rawPayload);
  expect(pdf.count).toBe(Number(res.headers['x-page-count']));
  return pdf;
}

describe('GET /incidents/{incidentid}/report.pdf', () => {
  it('reports a mock recall: EXERCISE, scope, parties, timeline, reconciliation, actions, its targets met', async () => {
    const c = await chain();
    const { id, parties } = await runIncident(c, 'mock');
    const { text, pages, count } = await reportText(id);
    for (const s of [
      'Mock recall report',
      'EXERCISE',
      `Incident ${id}`,
      'allergen, severity 1',
      'Sesame found on the line.',
      // Scope: the lot traced forward, its product, the supplier and the places it reached.
      'Scope',
      c.lot.split('/10/')[1]!,
      `Sesame bar (${c.spec.gtin})`,
      `${c.dc.sitename} (dc)`,
      // Parties, and the timeline of their notices.
      'Parties',
      `${c.wholesaler.name} (wholesaler)`,
      `${c.dc.sitename} (site)`,
      `${c.store.sitename} (site)`,
      'notice_sent',
      'delivered',
      'acknowledged',
      // Reconciliation: everyone accounted for all they received.
      'Reconciliation',
      '100 KGM',
      'No party is short.',
      'Accounted over time',
      // The actions taken: the incident's own steps.
      'Actions taken',
      'Parties notified:',
      'Declared contained',
      'Closed. Closure note: All stock found and destroyed.',
      // The targets of the exercise.
      'BRCGS 3.11: traced within 4 hours',
      "Customers' codes: traced within 2 hours",
      'Reconciliation 100 %',
    ]) {
      expect(text).toContain(s);
    }
    expect(parties.map((p) => p.kind).sort()).toEqual(['site', 'site', 'site', 'supplier', 'wholesaler']);
    expect(text.match(/\bmet \(measured/g)).toHaveLength(3);
    expect(text).not.toContain('not met');
    expect(text).toMatch(/Reconciliation 100 %\s+met \(measured 100\.0 %\)/);
    expect(text).toMatch(/Time to notify all\s+\d[\d.]* (ms|s|min)/);
    expect(text).toMatch(/Total accounted\s+100\.0 %/);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${count}`);
      expect(page).toMatch(
        new RegExp(`Generated .* UTC by System Administrator - incident ${id} - EXERCISE`),
      );
    });
  });

  it('says a mock missed the reconciliation target, and which party is short', async () => {
    const c = await chain();
    const { id } = await runIncident(c, 'mock', 20);
    const { text } = await reportText(id);
    expect(text).toMatch(/Reconciliation 100 %\s+not met \(measured \d+\.\d %\)/);
    expect(text).toContain(`Short: ${c.wholesaler.name}`);
    expect(text).toMatch(/BRCGS 3\.11: traced within 4 hours\s+met/);
  });

  it('reports a recall without EXERCISE or targets, before any notice', async () => {
    const c = await chain();
    const { incidentid } = await openIncident(t, recallOf(c));
    const { text } = await reportText(incidentid);
    expect(text).toContain('Incident report');
    expect(text).toContain('not closed');
    expect(text).toMatch(/Time to notify all\s+not notified yet/);
    expect(text).not.toContain('EXERCISE');
    expect(text).not.toContain('Targets of the exercise');
  });

  it('answers 404 for an incident that does not exist, 400 for a bad id, 403 to a supplier', async () => {
    const missing = await report(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Incident not found' });
    expect((await report('abc')).statusCode).toBe(400);
    const supplier = await supplierAccount(t);
    const refused = await report(1, { key: null, headers: bearer(supplier.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Insufficient permissions');
  });
});
