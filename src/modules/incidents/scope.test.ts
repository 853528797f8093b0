import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { supplierAccount } from '../../../test/fixtures/accounts.js';
import { uniqueGln } from '../../../test/fixtures/gs1.js';
import { bearer } from '../../../test/fixtures/trace-chain.js';
import { captureChain } from '../../../test/fixtures/trace-chain.js';
import {
  get,
  openIncident,
  post,
  recallOf,
  siteContacts,
  type Incident,
  type Party,
} from '../../../test/fixtures/incidents.js';

const t = useTestApp();

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('incidents: who sees what, and what is refused', () => {
  it('a supplier sees the incidents that reach its company, only its own part; another supplier, none', async () => {
    const c = await captureChain(t);
    const incident = await openIncident(t, recallOf(c));
    const id = incident.incidentid;
    await post(t, `/incidents/${id}/notify`, {}, 2);
    const copacker = { key: null, headers: bearer(c.copacker.token) };

    const listed = await t.api({ method: 'GET', url: '/api/v1/incidents', ...copacker });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json().data as Incident[]).map((i) => i.incidentid)).toContain(id);
    const own = await get<Incident>(t, `/incidents/${id}`, copacker);
    expect(own.affected.wholesalers).toEqual([]);
    expect(own.affected.sites.map((s) => s.companyid)).toEqual([c.copacker.supplierid]);
    expect(own.affected.specs.map((s) => s.psid)).toEqual([c.pie.psid]);
    expect(own.affected.suppliers.map((s) => s.companyid)).toEqual([c.copacker.supplierid]);
    const parties = await get<Party[]>(t, `/incidents/${id}/parties`, copacker);
    expect(new Set(parties.map((p) => p.companyid))).toEqual(new Set([c.copacker.supplierid]));
    expect(parties.map((p) => p.kind).sort()).toEqual(['site', 'supplier']);
    const timeline = await get<{ steps: { partyid: number | null }[] }>(
      t,
      `/incidents/${id}/timeline`,
      copacker,
    );
    const mine = new Set(parties.map((p) => p.partyid));
    expect(timeline.steps.length).toBeGreaterThan(0);
    expect(timeline.steps.every((s) => s.partyid !== null && mine.has(s.partyid))).toBe(true);
    const rec = await get<{ parties: { partyid: number }[] }>(t, `/incidents/${id}/reconciliation`, copacker);
    expect(rec.parties.every((p) => mine.has(p.partyid))).toBe(true);

    // A supplier the incident does not reach: as if it did not exist.
    const other = await supplierAccount(t);
    const as = { key: null, headers: bearer(other.token) };
    for (const url of [`/incidents/${id}`, `/incidents/${id}/parties`, `/incidents/${id}/timeline`]) {
      const res = await t.api({ method: 'GET', url: `/api/v1${url}`, ...as });
      const missing = await t.api({
        method: 'GET',
        url: `/api/v1${url.replace(String(id), '999999')}`,
        ...as,
      });
      expect([res.statusCode, res.json()]).toEqual([404, missing.json()]);
    }
    const none = await t.api({ method: 'GET', url: '/api/v1/incidents', ...as });
    expect((none.json().data as Incident[]).map((i) => i.incidentid)).not.toContain(id);
    // No supplier opens, notifies or closes.
    for (const [url, payload] of [
      ['/api/v1/incidents', recallOf(c)],
      [`/api/v1/incidents/${id}/notify`, {}],
      [`/api/v1/incidents/${id}/close`, { closurenote: 'x' }],
    ] as const) {
      const res = await t.api({ method: 'POST', url, payload, ...copacker });
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
    }
  });

  it('refuses bad scopes and fields with a 400 naming the fault, and writes nothing', async () => {
    const c = await captureChain(t);
    const before = await Promise.all(['incidents', 'incident_parties', 'catalogue_holds'].map(count));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ scope: {} }, /scope must name lots, gtins or a siteid/],
      [{ scope: { lots: [`https://id.gs1.org/01/${c.apples.gtin}`] } }, /whole product/],
      [{ scope: { lots: [`https://id.gs1.org/414/${uniqueGln()}`] } }, /names a place/],
      [{ scope: { gtins: ['04012345111119'] } }, /scope\.gtins: 04012345111119 is not a GTIN/],
      [{ scope: { gtins: [c.apples.gtin], siteid: 999999 } }, /scope\.siteid: site 999999/],
      [{ scope: { gtins: [c.apples.gtin], from: 'yesterday' } }, /scope\.from must be an ISO 8601/],
      [{ scope: { gtins: [c.apples.gtin], from: '2030-01-01' } }, /scope finds no lot/],
      [{ scope: { lots: Array.from({ length: 201 }, (_, i) => `L${i}`) } }, /lots/],
      [{ kind: 'drill' }, /kind/],
      [{ severity: 4 }, /severity/],
      [{ ackwithin: '0m' }, /ackwithin/],
      [{ ackwithin: 'soon' }, /ackwithin/],
      [{ ackwithin: 0 }, /ackwithin/],
      [{ hazard: 'aliens' }, /hazard/],
      [{ title: '' }, /title/],
    ];
    for (const [change, message] of cases) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/incidents',
        payload: { ...recallOf(c), ...change },
        key: t.key[3],
      });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(400);
      expect(res.json().error, JSON.stringify(change)).toMatch(message);
    }
    const level2 = await t.api({
      method: 'POST',
      url: '/api/v1/incidents',
      payload: recallOf(c),
      key: t.key[2],
    });
    expect(level2.statusCode).toBe(403);
    expect(await Promise.all(['incidents', 'incident_parties', 'catalogue_holds'].map(count))).toEqual(
      before,
    );
  });

  it('a report with bad quantities is refused; two reports racing on one link: one taken, one refused', async () => {
    const c = await captureChain(t);
    await siteContacts(t, c);
    const incident = await openIncident(t, recallOf(c));
    await post(t, `/incidents/${incident.incidentid}/notify`, {}, 2);
    const { rows } = await t.db.query<{ token: string }>(
      `SELECT token FROM incident_mail_outbox WHERE incidentid = $1 AND token IS NOT NULL ORDER BY id LIMIT 1`,
      [incident.incidentid],
    );
    // The worker may have sent (and erased) them all already: then make a link of our own for the test.
    let token = rows[0]?.token;
    if (token === undefined) {
      const { newToken } = await import('./notices.repository.js');
      const made = newToken();
      await t.db.query(
        `INSERT INTO incident_ack_tokens (token_hash, noticeid)
         SELECT $1, min(noticeid) FROM incident_notices WHERE incidentid = $2`,
        [made.hash, incident.incidentid],
      );
      token = made.token;
    }
    const url = `/api/v1/incidents/ack/${token}`;
    for (const payload of [
      { onhand: -1, sold: 0, destroyed: 0, returned: 0 },
      { onhand: 1, sold: 0, destroyed: 0 },
      { onhand: 1, sold: 0, destroyed: 0, returned: 0, note: 'x'.repeat(2001) },
    ]) {
      const res = await t.api({ method: 'POST', url, payload, key: null });
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    }
    for (const bad of ['x', 'A'.repeat(101), '%00']) {
      const res = await t.api({ method: 'GET', url: `/api/v1/incidents/ack/${bad}`, key: null });
      expect([400, 404], `${bad}: ${res.body}`).toContain(res.statusCode);
    }
    const good = { onhand: 5, sold: 0, destroyed: 0, returned: 0 };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.api({ method: 'POST', url, payload: good, key: null })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await count('incident_reports')).toBeGreaterThanOrEqual(1);
    const { rows: reports } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM incident_reports WHERE incidentid = $1`,
      [incident.incidentid],
    );
    expect(reports[0]!.n).toBe(1);
  });

  it('a crash while notifying loses and doubles nothing: notify again sends each party one notice', async () => {
    const c = await captureChain(t);
    await siteContacts(t, c);
    const incident = await openIncident(t, recallOf(c));
    const id = incident.incidentid;
    const parties = (await get<Party[]>(t, `/incidents/${id}/parties`)).length;
    // The database fails in the middle of the notify's transaction (after the notices, at their emails).
    await t.db.query(`CREATE FUNCTION crash_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$`);
    await t.db.query(
      `CREATE TRIGGER crash_mail BEFORE INSERT ON incident_mail_outbox FOR EACH STATEMENT EXECUTE FUNCTION crash_mail()`,
    );
    const failed = await t.api({ method: 'POST', url: `/api/v1/incidents/${id}/notify`, key: t.key[2] });
    expect(failed.statusCode).toBe(500);
    const left = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM incident_notices WHERE incidentid = $1)
            + (SELECT count(*) FROM incident_ack_tokens t JOIN incident_notices n USING (noticeid)
                WHERE n.incidentid = $1)::int AS n`,
      [id],
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
    expect((await get<Incident>(t, `/incidents/${id}`)).status).toBe('open');
    await t.db.query('DROP TRIGGER crash_mail ON incident_mail_outbox');
    await t.db.query('DROP FUNCTION crash_mail()');
    // Two instances' notifies racing: each party gets one notice, one email, one link.
    const [a, b] = await Promise.all([
      t.api({ method: 'POST', url: `/api/v1/incidents/${id}/notify`, key: t.key[2] }),
      t.api({ method: 'POST', url: `/api/v1/incidents/${id}/notify`, key: t.key[2] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.queued + b.json().data.queued).toBe(parties);
    const { rows } = await t.db.query<{ notices: number; parties: number; mails: number; emails: number }>(
      `SELECT count(*)::int AS notices, count(DISTINCT n.partyid)::int AS parties,
              (SELECT count(*)::int FROM incident_mail_outbox m WHERE m.incidentid = $1) AS mails,
              (SELECT count(*)::int FROM incident_parties p WHERE p.incidentid = $1 AND p.email IS NOT NULL) AS emails
         FROM incident_notices n WHERE n.incidentid = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ notices: parties, parties, mails: rows[0]!.emails, emails: rows[0]!.emails });
  });
});
