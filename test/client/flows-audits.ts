import { expect } from 'vitest';
import { formData } from '../../client/index.js';
import { answerInDb, auditItems } from '../fixtures/audits/helpers.js';
import { PNG_1x1 } from '../fixtures/audits/images.js';
import { startReceiver } from '../receiver.js';
import { ok, type ClientTest } from './harness.js';

/** An audit from creation to its PDF report, with a photo and a corrective action, via the client. */
export async function auditsFlow(ct: ClientTest, companyid: number) {
  const { api } = ct;
  const created = ok(
    await api.POST('/api/v1/audits', { body: { companyid, userid: 1, audit_date: '2026-03-14' } }),
  );
  const auditid = created.data.auditid;
  const a = { params: { path: { auditid } } };
  ok(await api.GET('/api/v1/audits', { params: { query: {} } }));
  // Filtered and sorted (extensions), a page by number.
  const inProgress = ok(
    await api.GET('/api/v1/audits', {
      params: { query: { statusid: 1, sort: '-score_pct', page: 1, limit: 10 } },
    }),
  );
  expect(inProgress.data.some((x) => x.auditid === auditid)).toBe(true);
  ok(await api.GET('/api/v1/audits/{auditid}', { params: { path: { auditid } } }));
  const sections = ok(await api.GET('/api/v1/audits/{auditid}/sections', a));
  const sectionid = sections.data[0]!.sectionid;
  const items = ok(
    await api.GET('/api/v1/audits/{auditid}/sections/{sectionid}/items', {
      params: { path: { auditid, sectionid } },
    }),
  );
  const itemid = items.data[0]!.itemid;
  const at = { params: { path: { auditid, itemid } } };
  ok(await api.PUT('/api/v1/audits/{auditid}/items/{itemid}/response', { ...at, body: { result: 'fail' } }));

  const photo = ok(
    await api.POST('/api/v1/audits/{auditid}/items/{itemid}/photos', {
      ...at,
      body: { file: new File([PNG_1x1], 'bin.png', { type: 'image/png' }) },
      bodySerializer: formData,
    }),
  );
  const [token, filename] = new URL(photo.data.url).pathname.split('/').slice(-2) as [string, string];
  const image = ok(
    await api.GET('/media/{token}/{filename}', { params: { path: { token, filename } }, parseAs: 'blob' }),
  );
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  const second = ok(
    await api.POST('/api/v1/audits/{auditid}/items/{itemid}/photos', {
      ...at,
      body: { file: new File([PNG_1x1], 'again.png', { type: 'image/png' }) },
      bodySerializer: formData,
    }),
  );
  ok(
    await api.DELETE('/api/v1/audits/{auditid}/photos/{docid}', {
      params: { path: { auditid, docid: second.data.docid } },
    }),
  );

  const action = ok(
    await api.POST('/api/v1/audits/{auditid}/items/{itemid}/actions', {
      ...at,
      body: { description: 'Replace the bait station', assignee: 1, duedate: '2026-04-30', priority: 'high' },
    }),
  );
  const id = action.data.actionid;
  ok(await api.GET('/api/v1/audits/{auditid}/actions', a));
  ok(await api.GET('/api/v1/actions', { params: { query: {} } }));
  ok(await api.GET('/api/v1/actions/{id}', { params: { path: { id } } }));
  ok(await api.PUT('/api/v1/actions/{id}', { params: { path: { id } }, body: { status: 'in_progress' } }));

  // Every other item answered (straight in the database: a hundred calls would say nothing more), then done.
  const rest = (await auditItems(ct.t, auditid)).filter((i) => i.itemid !== itemid);
  await answerInDb(
    ct.t,
    auditid,
    rest.map((i) => ({ itemid: i.itemid, result: 'pass' })),
  );
  ok(await api.POST('/api/v1/audits/{auditid}/complete', { ...a, body: {} }));
  const pdf = ok(await api.GET('/api/v1/audits/{auditid}/report.pdf', { ...a, parseAs: 'blob' }));
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The checklist exported, and the analytics now that a completed audit exists.
  const csv = ok(
    await api.GET('/api/v1/audits/{auditid}/export', {
      params: { path: { auditid }, query: { format: 'csv' } },
      parseAs: 'text',
    }),
  );
  expect(csv.split('\r\n')[0]).toContain('question');
  const xlsx = ok(
    await api.GET('/api/v1/audits/{auditid}/export', {
      params: { path: { auditid }, query: { format: 'xlsx' } },
      parseAs: 'blob',
    }),
  );
  expect(
    Buffer.from(await xlsx.arrayBuffer())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  const summary = ok(await api.GET('/api/v1/reports/audits/summary', { params: { query: { companyid } } }));
  if (typeof summary === 'string') throw new Error('expected JSON'); // JSON unless format=csv
  expect(summary.data.completed).toBe(1);
  ok(await api.GET('/api/v1/reports/audits/failedItems', { params: { query: { limit: 5 } } }));
  ok(await api.GET('/api/v1/reports/suppliers/scorecard', { params: { query: { companyid } } }));
  ok(await api.GET('/api/v1/reports/specs/status', { params: { query: {} } }));
  const specsCsv = ok(
    await api.GET('/api/v1/reports/specs/status', { params: { query: { format: 'csv' } }, parseAs: 'text' }),
  );
  expect(specsCsv.startsWith('part,')).toBe(true);
}

/** A webhook endpoint: a real delivery, its history, redelivery, recovery, secret rotation, via the client. */
export async function webhooksFlow(ct: ClientTest) {
  const { api } = ct;
  const receiver = await startReceiver();
  try {
    const hook = ok(
      await api.POST('/api/v1/webhooks', { body: { url: receiver.url, events: ['allergens.updated'] } }),
    );
    receiver.secret = hook.data.secret;
    const w = { params: { path: { id: hook.data.id } } };
    ok(await api.GET('/api/v1/webhooks'));
    ok(await api.GET('/api/v1/webhooks/{id}', w));
    ok(await api.PUT('/api/v1/webhooks/{id}', { ...w, body: { description: 'ERP' } }));
    ok(await api.POST('/api/v1/webhooks/{id}/test', w));
    const deliveries = ok(
      await api.GET('/api/v1/webhooks/{id}/deliveries', { ...w, params: { ...w.params, query: {} } }),
    );
    const deliveryid = deliveries.data[0]!.deliveryid;
    const d = { params: { path: { id: hook.data.id, deliveryid } } };
    ok(await api.GET('/api/v1/webhooks/{id}/deliveries/{deliveryid}', d));
    expect(ok(await api.GET('/api/v1/webhooks/{id}/deliveries/{deliveryid}/payload', d))).toBeTruthy();
    // Retry now is for a pending delivery: this one was delivered, and the answer says to redeliver it.
    const retried = await api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryid}/retry', d);
    expect(retried.response.status).toBe(409);
    ok(await api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryid}/redeliver', d));
    ok(await api.POST('/api/v1/webhooks/{id}/recover', { ...w, body: { since: '2026-01-01T00:00:00Z' } }));
    ok(await api.POST('/api/v1/webhooks/{id}/rotateSecret', w));
    ok(await api.DELETE('/api/v1/webhooks/{id}', w));
  } finally {
    await receiver.close();
  }
}
