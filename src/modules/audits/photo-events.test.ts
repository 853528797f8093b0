import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { eventually, FAST_WEBHOOKS, subscribe } from '../../../test/fixtures/webhooks.js';
import { acrossMigration } from '../../../test/migration.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';

const t = useTestApp(FAST_WEBHOOKS);
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

interface FeedEvent {
  id: string;
  seq: number;
  type: string;
  entityid: number;
  data: Record<string, unknown>;
}

/** The photo events of the feed; a change reaches it once older transactions on the server have ended. */
async function photoEvents(): Promise<FeedEvent[]> {
  const res = await t.api({
    method: 'GET',
    url: '/api/v1/events?types=photo.added,photo.deleted&limit=1000',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('photo events', () => {
  it('name the photo by its docid (and partid, as before) in the feed and in webhook payloads', async () => {
    await subscribe(t, receiver, ['photo.added', 'photo.deleted']);
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    const up = await t.api({
      method: 'POST',
      url: `/api/v1/audits/${auditid}/items/${item!.itemid}/photos`,
      ...fileForm(PNG_1x1, 'shelf.png', 'image/png'),
    });
    expect(up.statusCode, up.body).toBe(201);
    const docid = up.json().data.docid as number;
    const del = await t.api({ method: 'DELETE', url: `/api/v1/audits/${auditid}/photos/${docid}` });
    expect(del.statusCode, del.body).toBe(200);

    const events = await eventually(async () => {
      const list = (await photoEvents()).filter((e) => e.entityid === auditid);
      expect(list.map((e) => e.type)).toEqual(['photo.added', 'photo.deleted']);
      return list;
    });
    for (const e of events) {
      expect(e.data).toMatchObject({ auditid, part: 'photo', docid, partid: docid });
    }

    const delivered = await receiver.waitFor(2);
    expect(delivered.map((r) => r.verifyError)).toEqual([null, null]);
    const payloads = delivered
      .map((r) => r.verified!.data as unknown as FeedEvent)
      .sort((a, b) => a.seq - b.seq);
    expect(payloads.map((p) => p.type)).toEqual(['photo.added', 'photo.deleted']);
    for (const p of payloads) expect(p.data).toMatchObject({ docid, partid: docid });
  });

  it('are given their docid by the migration when already in the feed', async () => {
    await acrossMigration('0100', async (db, upgrade) => {
      await db.query(
        `INSERT INTO events (type, entity, entityid, historyid, occurred_at, data) VALUES
           ('photo.deleted', 'audit', 3, 1, now(), '{"auditid": 3, "part": "photo", "partid": 42}'),
           ('audit.answer_saved', 'audit', 3, 2, now(), '{"auditid": 3, "part": "answer", "partid": 7}')`,
      );
      await upgrade();
      const { rows } = await db.query<{ data: Record<string, unknown> }>(
        'SELECT data FROM events ORDER BY seq',
      );
      expect(rows.map((r) => r.data)).toEqual([
        { auditid: 3, part: 'photo', partid: 42, docid: 42 },
        { auditid: 3, part: 'answer', partid: 7 },
      ]);
    });
  });
});
