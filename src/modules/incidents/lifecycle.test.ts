import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startReceiver } from '../../../test/receiver.js';
import { startSmtp } from '../../../test/smtp.js';
import { captureChain, orgSite, ship } from '../../../test/fixtures/trace-chain.js';
import { link } from '../../../test/fixtures/catalogues.js';
import { FAST_WEBHOOKS, subscribe } from '../../../test/fixtures/webhooks.js';
import {
  get,
  openIncident,
  post,
  recallOf,
  siteContacts,
  type Party,
} from '../../../test/fixtures/incidents.js';
import { epcisClient } from '../../../test/fixtures/epcis.js';

const smtp = await startSmtp();
const receiver = await startReceiver();
afterAll(async () => {
  await receiver.close();
  await smtp.close();
});
const t = useTestApp({
  ...FAST_WEBHOOKS,
  SMTP_URL: smtp.url,
  PORTAL_URL: 'https://portal.example.test',
  INCIDENT_CONTACTS: 'qa@retailer.example, recall-desk@retailer.example',
});

const mailsTo = (address: string) =>
  smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
const linkIn = (text: string) => /https:\/\/portal\.example\.test\/ack\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** The events feed's types of a record's history, in order (`event_types()`, which the sequencer publishes). */
async function feedTypes(entity: string, entityid: number) {
  const { rows } = await t.db.query<{ type: string }>(
    `SELECT t.type FROM history h
       CROSS JOIN LATERAL unnest(event_types(h.entity, h.part, h.action, h.new)) WITH ORDINALITY AS t(type, n)
      WHERE h.entity = $1 AND h.entityid = $2 ORDER BY h.historyid, t.n`,
    [entity, entityid],
  );
  return rows.map((r) => r.type);
}

describe('incidents over time', () => {
  it('sends an unacknowledged notice again after ackwithin, then escalates to the incident contacts', async () => {
    const c = await captureChain(t);
    const contacts = await siteContacts(t, c);
    const incident = await openIncident(t, recallOf(c, { ackwithin: 1 }));
    const id = incident.incidentid;
    await post(t, `/incidents/${id}/notify`, {}, 2);
    // The DC answers at once; the others do not.
    const dcAddress = contacts.get(c.dc.siteid)!;
    await expect.poll(() => mailsTo(dcAddress).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const ack = await t.api({
      method: 'POST',
      url: `/api/v1/incidents/ack/${linkIn(mailsTo(dcAddress)[0]!.text ?? '')}`,
      payload: { onhand: 1000, sold: 0, destroyed: 0, returned: 0 },
      key: null,
    });
    expect(ack.statusCode, ack.body).toBe(200);

    const storeAddress = contacts.get(c.stores[0]!.siteid)!;
    // Past due once: sent again (a second email, a new link), flagged overdue.
    await expect.poll(() => mailsTo(storeAddress).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = mailsTo(storeAddress);
    expect(second!.subject).toBe(`Second notice, please acknowledge: Recall notice: ${recallOf(c).title}`);
    expect(linkIn(second!.text ?? '')).not.toBe(linkIn(first!.text ?? ''));
    // Past due twice: escalated, each incident contact emailed.
    await expect
      .poll(
        async () => {
          const parties = await get<Party[]>(t, `/incidents/${id}/parties`);
          return parties.find((p) => p.kind === 'site' && p.refid === c.stores[0]!.siteid)!.notice
            ?.escalated_at;
        },
        { timeout: 20_000 },
      )
      .not.toBeNull();
    const board = await get<Party[]>(t, `/incidents/${id}/parties`);
    // The DC answered (whether before its first due time or after, on a busy machine: both are right).
    const dc = board.find((p) => p.kind === 'site' && p.refid === c.dc.siteid)!;
    expect(dc.notice?.acknowledged_at).not.toBeNull();
    const store = board.find((p) => p.kind === 'site' && p.refid === c.stores[0]!.siteid)!;
    expect(store.notice).toMatchObject({ sends: 2, overdue: true });
    const escalated = (address: string) =>
      mailsTo(address).some(
        (m) =>
          m.subject === `Escalation: ${store.name} has not acknowledged recall notice "${recallOf(c).title}"`,
      );
    await expect.poll(() => escalated('qa@retailer.example'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => escalated('recall-desk@retailer.example'), { timeout: 15_000 }).toBe(true);
    // Both links of the store still work until the incident closes (the second mail's, here).
    const late = await t.api({
      method: 'GET',
      url: `/api/v1/incidents/ack/${linkIn(second!.text ?? '')}`,
      key: null,
    });
    expect(late.statusCode, late.body).toBe(200);
    // The feed's types, as the sequencer derives them from the history (it publishes them once every older
    // transaction on the server has ended: src/modules/events/events.test.ts waits for that).
    expect(await feedTypes('incident', id)).toEqual(
      expect.arrayContaining([
        'incident.opened',
        'incident.notice_sent',
        'incident.notice_overdue',
        'incident.escalated',
      ]),
    );
    const steps = (await get<{ steps: { step: string }[] }>(t, `/incidents/${id}/timeline`)).steps;
    expect(steps.map((s) => s.step)).toEqual(
      expect.arrayContaining(['overdue', 'escalated', 'acknowledged']),
    );
    // Closed: no more escalation, no more emails for it.
    await post(t, `/incidents/${id}/close`, { closurenote: 'Escalation test done' });
  });

  it('a recall on a GTIN holds its catalogue items and tells each wholesaler; closing releases them', async () => {
    const c = await captureChain(t);
    const { id: webhookid } = await subscribe(t, receiver, ['webhook.test']);
    const put = await t.api({
      method: 'PUT',
      url: `/api/v1/wholesalers/${c.wholesaler.wholesalerid}`,
      payload: { webhookid },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { itemid } = await link(t, c.wholesaler.wholesalerid, c.pie.psid, { gtin: c.pie.gtin });
    const before = receiver.received.length;
    const incident = await openIncident(
      t,
      recallOf(c, { kind: 'withdrawal', scope: { gtins: [c.pie.gtin] }, title: 'Pie recalled' }),
    );
    // The GTIN's lots (both pies) were traced.
    expect(incident.affected.lots.map((l) => l.epc)).toEqual(expect.arrayContaining([c.O1, c.O2]));
    const item = await get<{ onhold: boolean }>(t, `/catalogue/${itemid}`);
    expect(item.onhold).toBe(true);
    const [held] = (await receiver.waitFor(before + 1)).slice(before);
    expect(held!.verifyError).toBeNull();
    expect(JSON.parse(held!.body)).toMatchObject({
      type: 'catalogue.item_hold',
      data: { itemid, gtin: c.pie.gtin, incidentid: incident.incidentid, held: true },
    });
    await post(t, `/incidents/${incident.incidentid}/close`, { closurenote: 'Withdrawn and replaced' });
    expect((await get<{ onhold: boolean }>(t, `/catalogue/${itemid}`)).onhold).toBe(false);
    const [released] = (await receiver.waitFor(before + 2)).slice(before + 1);
    expect(JSON.parse(released!.body)).toMatchObject({
      type: 'catalogue.item_hold',
      data: { itemid, held: false },
    });
    expect(
      (await feedTypes('catalogue', itemid)).filter(
        (x) => x.startsWith('catalogue.h') || x.endsWith('released'),
      ),
    ).toEqual(['catalogue.hold', 'catalogue.released']);
    // A mock recall holds nothing.
    const mock = await openIncident(t, recallOf(c, { kind: 'mock', scope: { gtins: [c.pie.gtin] } }));
    expect((await get<{ onhold: boolean }>(t, `/catalogue/${itemid}`)).onhold).toBe(false);
    await post(t, `/incidents/${mock.incidentid}/close`, { closurenote: 'Exercise over' });
  });

  it('rescope finds the parties new events reach and says what changed', async () => {
    const c = await captureChain(t);
    const incident = await openIncident(t, recallOf(c));
    const id = incident.incidentid;
    await post(t, `/incidents/${id}/notify`, {}, 2);
    // Store B sends 50 of the pies on to a new store of ours.
    const storeD = await orgSite(t, 'store', 'Store D');
    await epcisClient(t).capture([
      ship('2026-09-06T08:00:00.000Z', { lot: c.O1, quantity: 50 }, c.S2, storeD.gln),
    ]);
    const rescoped = await post<{
      changes: { added: Party[]; removed: Party[]; changed: Party[] };
      incident: { counts: { parties: number } };
    }>(t, `/incidents/${id}/rescope`, {}, 2);
    expect(rescoped.changes.added.map((p) => [p.kind, p.refid, p.received, p.notice])).toEqual([
      ['site', storeD.siteid, 50, null],
    ]);
    expect(rescoped.changes.removed).toEqual([]);
    // Notify again: only the new party gets a notice.
    expect((await post<{ queued: number }>(t, `/incidents/${id}/notify`, {}, 2)).queued).toBe(1);
  });
});
