import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startReceiver } from '../../../test/receiver.js';
import { startSmtp } from '../../../test/smtp.js';
import { captureChain } from '../../../test/fixtures/trace-chain.js';
import { FAST_WEBHOOKS, subscribe } from '../../../test/fixtures/webhooks.js';
import {
  get,
  openIncident,
  post,
  recallOf,
  siteContacts,
  type Incident,
  type Party,
} from '../../../test/fixtures/incidents.js';

const smtp = await startSmtp();
const receiver = await startReceiver();
afterAll(async () => {
  await receiver.close();
  await smtp.close();
});
const t = useTestApp({ ...FAST_WEBHOOKS, SMTP_URL: smtp.url, PORTAL_URL: 'https://portal.example.test' });

/** The chain, its sites with contacts, and its wholesaler on the receiver's webhook. */
async function world() {
  const c = await captureChain(t);
  const contacts = await siteContacts(t, c);
  const { id: webhookid } = await subscribe(t, receiver, ['webhook.test']);
  const res = await t.api({
    method: 'PUT',
    url: `/api/v1/wholesalers/${c.wholesaler.wholesalerid}`,
    payload: { webhookid, contactemail: `edi${c.wholesaler.wholesalerid}@wholesale.example` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { c, contacts, webhookid };
}

const mailsTo = (address: string) =>
  smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
const linkIn = (text: string) => /https:\/\/portal\.example\.test\/ack\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('an incident from "lot H is unsafe" to every party notified and reconciled', () => {
  it('scopes at once from the forward trace: lots, specs, suppliers, sites and wholesalers with quantities', async () => {
    const { c } = await world();
    const incident = await openIncident(t, recallOf(c));
    expect(incident).toMatchObject({ kind: 'recall', exercise: false, status: 'open', ackwithin: 7200 });
    const lots = incident.affected.lots.map((l) => l.epc);
    expect(lots[0]).toBe(c.H);
    expect(lots).toEqual(expect.arrayContaining([c.H, c.O1, c.O2, c.P]));
    expect(lots).not.toContain(c.X); // the pears went into the pie: forward from the apples never reaches them
    const sites = new Map(incident.affected.sites.map((s) => [s.siteid, s]));
    expect(sites.get(c.dc.siteid)).toMatchObject({ received: 1000 });
    expect(sites.get(c.stores[0]!.siteid)).toMatchObject({ received: 200 });
    expect(sites.get(c.stores[1]!.siteid)).toMatchObject({ received: 300 });
    expect(sites.get(c.farm.siteid)).toMatchObject({ received: 1000 }); // the origin: what it made
    expect(incident.affected.wholesalers).toEqual([
      expect.objectContaining({ wholesalerid: c.wholesaler.wholesalerid, received: 100 }),
    ]);
    expect(incident.affected.suppliers.map((s) => s.companyid)).toEqual(
      expect.arrayContaining([c.farm.supplierid, c.copacker.supplierid]),
    );
    const parties = await get<Party[]>(t, `/incidents/${incident.incidentid}/parties`);
    expect(parties.filter((p) => p.kind === 'wholesaler')).toHaveLength(1);
    expect(parties.filter((p) => p.kind === 'site').map((p) => p.refid)).toEqual(
      expect.arrayContaining([
        c.dc.siteid,
        c.farm.siteid,
        c.copacker.siteid,
        ...c.stores.map((s) => s.siteid),
      ]),
    );
    expect(parties.every((p) => p.notice === null)).toBe(true);
    expect(incident.counts).toMatchObject({ notified: 0, acknowledged: 0 });
  });

  it('notifies every party by webhook and email, takes acknowledgements by link and reconciles', async () => {
    const { c, contacts } = await world();
    const incident = await openIncident(t, recallOf(c));
    const id = incident.incidentid;
    const before = receiver.received.length;
    const notified = await post<{ incident: Incident; queued: number }>(t, `/incidents/${id}/notify`, {}, 2);
    const parties = await get<Party[]>(t, `/incidents/${id}/parties`);
    expect(notified.queued).toBe(parties.length);
    expect(notified.incident.status).toBe('notifying');
    // Again: nothing more is queued.
    expect((await post<{ queued: number }>(t, `/incidents/${id}/notify`, {}, 2)).queued).toBe(0);

    // The wholesaler's webhook: incident.notice, signed, with its link.
    const [hook] = (await receiver.waitFor(before + 1)).slice(before);
    expect(hook!.verifyError).toBeNull();
    const body = JSON.parse(hook!.body) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe('incident.notice');
    expect(body.data).toMatchObject({
      incidentid: id,
      exercise: false,
      wholesalerid: c.wholesaler.wholesalerid,
    });
    const wholesalerToken = linkIn(String(body.data.ackurl))!;
    expect(wholesalerToken).toBeDefined();

    // An email to each site's contact, with its own link.
    const dcMail = await expect
      .poll(() => mailsTo(contacts.get(c.dc.siteid)!), { timeout: 15_000 })
      .toHaveLength(1)
      .then(() => mailsTo(contacts.get(c.dc.siteid)!)[0]!);
    expect(dcMail.subject).toBe(`Recall notice: ${recallOf(c).title}`);
    expect(dcMail.text).toContain('Celery traces found in the washing line.');
    const dcToken = linkIn(dcMail.text ?? '')!;
    expect(dcToken).not.toBe(wholesalerToken);

    // The link shows the party what concerns it, without a key.
    const view = await t.api({ method: 'GET', url: `/api/v1/incidents/ack/${dcToken}`, key: null });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      incident: { title: recallOf(c).title, exercise: false },
      party: { kind: 'site' },
      received: 1000,
      acknowledged_at: null,
    });
    // It reports; the answer carries the next link; the used one is refused, a wrong one not found.
    const ack = await t.api({
      method: 'POST',
      url: `/api/v1/incidents/ack/${dcToken}`,
      payload: { onhand: 400, sold: 500, destroyed: 0, returned: 0, note: 'Quarantined in bay 4' },
      key: null,
    });
    expect(ack.statusCode, ack.body).toBe(200);
    const next = ack.json().data.token as string;
    const replay = await t.api({
      method: 'POST',
      url: `/api/v1/incidents/ack/${dcToken}`,
      payload: { onhand: 0, sold: 0, destroyed: 0, returned: 0 },
      key: null,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe('Acknowledgement link already used');
    const wrong = await t.api({ method: 'GET', url: `/api/v1/incidents/ack/${'A'.repeat(43)}`, key: null });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('Acknowledgement link not found');
    // A correction with the next link replaces the report; both stay.
    const fix = await t.api({
      method: 'POST',
      url: `/api/v1/incidents/ack/${next}`,
      payload: { onhand: 400, sold: 600, destroyed: 0, returned: 0 },
      key: null,
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const wholesalerAck = await t.api({
      method: 'POST',
      url: `/api/v1/incidents/ack/${wholesalerToken}`,
      payload: { onhand: 20, sold: 50, destroyed: 10, returned: 0 },
      key: null,
    });
    expect(wholesalerAck.statusCode, wholesalerAck.body).toBe(200);

    const board = await get<Party[]>(t, `/incidents/${id}/parties`);
    const dc = board.find((p) => p.kind === 'site' && p.refid === c.dc.siteid)!;
    expect(dc).toMatchObject({ reports: 2, reported: 1000, accounted_pct: 100, short: false });
    expect(dc.report).toMatchObject({ onhand: 400, sold: 600 });
    expect(dc.notice?.acknowledged_at).not.toBeNull();
    const w = board.find((p) => p.kind === 'wholesaler')!;
    expect(w).toMatchObject({ received: 100, reported: 80, accounted_pct: 80, short: true });
    await expect
      .poll(
        async () =>
          (await get<Party[]>(t, `/incidents/${id}/parties`)).find((p) => p.kind === 'wholesaler')!.notice
            ?.webhook,
        { timeout: 15_000 },
      )
      .toBe('delivered');

    const rec = await get<{ accounted_pct: number; short: number[]; over_time: unknown[] }>(
      t,
      `/incidents/${id}/reconciliation`,
    );
    expect(rec.short).toContain(w.partyid);
    expect(rec.short).not.toContain(dc.partyid);
    expect(rec.over_time).toHaveLength(3);
    expect(rec.accounted_pct).toBeLessThan(100);

    const timeline = await get<{ steps: { step: string; partyid: number | null }[] }>(
      t,
      `/incidents/${id}/timeline`,
    );
    const steps = timeline.steps.map((s) => s.step);
    expect(steps.slice(0, 2)).toEqual(['opened', 'scoped']);
    expect(steps).toEqual(
      expect.arrayContaining(['notify', 'notice_sent', 'delivered', 'acknowledged', 'reported']),
    );

    // Contained, then closed with its note: links no longer work.
    expect((await post<Incident>(t, `/incidents/${id}/contain`, {}, 2)).status).toBe('contained');
    const again = await t.api({ method: 'POST', url: `/api/v1/incidents/${id}/contain`, key: t.key[2] });
    expect(again.statusCode).toBe(409);
    const noNote = await t.api({
      method: 'POST',
      url: `/api/v1/incidents/${id}/close`,
      payload: {},
      key: t.key[3],
    });
    expect(noNote.statusCode).toBe(400);
    const closed = await post<Incident>(t, `/incidents/${id}/close`, { closurenote: 'All stock recovered.' });
    expect(closed.status).toBe('closed');
    const late = await t.api({
      method: 'GET',
      url: `/api/v1/incidents/ack/${fix.json().data.token}`,
      key: null,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Incident closed');
    const reopen = await t.api({ method: 'POST', url: `/api/v1/incidents/${id}/notify`, key: t.key[2] });
    expect(reopen.statusCode).toBe(409);
  });

  it('a mock recall says EXERCISE in its emails and its webhook data', async () => {
    const { c } = await world();
    const before = receiver.received.length;
    const incident = await openIncident(t, recallOf(c, { kind: 'mock', title: 'Annual mock recall' }));
    expect(incident.exercise).toBe(true);
    await post(t, `/incidents/${incident.incidentid}/notify`, {}, 2);
    const got = (await receiver.waitFor(before + 1)).slice(before);
    const data = JSON.parse(got[0]!.body).data as { exercise: boolean; title: string };
    expect(data).toMatchObject({ exercise: true, title: 'EXERCISE: Annual mock recall' });
    const address = `edi${c.wholesaler.wholesalerid}@wholesale.example`;
    await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const mail = mailsTo(address).at(-1)!;
    expect(mail.subject).toBe('EXERCISE: Mock recall notice: Annual mock recall');
    expect(mail.text).toMatch(/^EXERCISE: this is a mock recall/);
  });
});
