import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { createCertificate } from '../../../test/fixtures/certificates.js';
import { eventually } from '../../../test/fixtures/webhooks.js';

const t = useTestApp();

interface FeedEvent {
  type: string;
  entity: string;
  entityid: number;
  companyid: number;
  data: Record<string, unknown>;
}

describe('certificate events', () => {
  it('are certificate.created, updated and deleted (and supplier.updated, as before), with the company', async () => {
    const { supplierid } = await createSupplier(t);
    const { accreditationid } = await createCertificate(t, supplierid);
    const url = `/api/v1/accreditations/${accreditationid}`;
    await t.api({ method: 'PUT', url, payload: { grade: 'A', certifyingbody: 'LRQA' } });
    await t.api({ method: 'DELETE', url });
    const types = 'certificate.created,certificate.updated,certificate.deleted,supplier.updated';
    const events = await eventually(async () => {
      const res = await t.api({ method: 'GET', url: `/api/v1/events?types=${types}&limit=1000` });
      // The supplier's creation has supplier.updated events of its own (its site, its SAQ).
      const mine = (res.json().data as FeedEvent[]).filter(
        (e) => e.companyid === supplierid && e.data.part === 'accreditation',
      );
      expect(mine).toHaveLength(6);
      return mine;
    });
    expect(events.map((e) => e.type)).toEqual([
      'supplier.updated',
      'certificate.created',
      'supplier.updated',
      'certificate.updated',
      'supplier.updated',
      'certificate.deleted',
    ]);
    expect(events[3]).toMatchObject({
      entity: 'supplier',
      entityid: supplierid,
      companyid: supplierid,
      data: {
        supplierid,
        part: 'accreditation',
        partid: accreditationid,
        action: 'update',
        changed_fields: ['certifyingbody', 'grade'],
      },
    });
  });

  it('are known to the feed and to webhook subscriptions', async () => {
    const types = ['certificate.expiring', 'certificate.expired', 'certificate.created'];
    for (const type of types) {
      const res = await t.api({ method: 'GET', url: `/api/v1/events?types=${type}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { success: boolean; data: FeedEvent[]; next_after: number };
      expect(body).toMatchObject({ success: true, next_after: expect.any(Number) });
      expect(body.data.filter((e) => e.type !== type)).toEqual([]);
    }
    // A type the feed does not know is refused, so the answers above are the feed's knowledge, not leniency.
    const unknown = await t.api({ method: 'GET', url: '/api/v1/events?types=certificate.renewed' });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false });

    const hook = await t.api({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: 'https://[64:ff9b::808:808]/hooks', events: types },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    expect(hook.json()).toMatchObject({ success: true, data: { events: types } });
  });
});
