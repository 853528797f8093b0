import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { answerInDb, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { fileForm, GIF_1x1, JPEG_MIN, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { imageCount, pdfPages } from '../../../test/fixtures/pdf.js';

const t = useTestApp();

const report = (auditid: number, headers: Record<string, string> = {}, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/report.pdf`, headers, key });

/** An audit with every item answered: the first critical one failed with notes and two photos, one flagged. */
async function auditWithFindings() {
  const audit = await createAudit(t);
  const items = await auditItems(t, audit.auditid);
  const critical = items.find((i) => i.critical)!;
  const flagged = items.find((i) => !i.critical)!;
  await answerInDb(
    t,
    audit.auditid,
    items.map((i) => ({
      itemid: i.itemid,
      result: i === critical ? 'fail' : i === flagged ? 'flag' : 'pass',
    })),
  );
  await t.db.query(
    `UPDATE audit_answers SET notes = 'Pest bait station missing' WHERE auditid = $1 AND itemid = $2`,
    [audit.auditid, critical.itemid],
  );
  const photo = (body: Buffer, name: string, type: string) =>
    t.api({
      method: 'POST',
      url: `/api/v1/audits/${audit.auditid}/items/${critical.itemid}/photos`,
      ...fileForm(body, name, type),
    });
  expect((await photo(PNG_1x1, 'bait.png', 'image/png')).statusCode).toBe(201);
  expect((await photo(GIF_1x1, 'door.gif', 'image/gif')).statusCode).toBe(201);
  return { ...audit, critical, flagged };
}

const complete = (auditid: number) =>
  t.api({ method: 'POST', url: `/api/v1/audits/${auditid}/complete`, payload: {} });

describe('GET /audits/{auditid}/report.pdf', () => {
  it('renders an audit in progress as it stands, with no ETag', async () => {
    const audit = await createAudit(t);
    const res = await report(audit.auditid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = await pdfPages(res.rawPayload);
    expect(pdf.count).toBe(Number(res.headers['x-page-count']));
    expect(pdf.text).toContain(audit.companyname);
    expect(pdf.text).toContain('In progress');
    expect(pdf.text).toContain('nothing scored yet');
    expect(pdf.text).toContain('No item was answered fail or flag.');
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pdf.count}`);
      expect(page).toMatch(/Generated \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC by System Administrator/);
    });
  });

  it('shows the cover, sections, findings with photos and actions, the checklist and the sign-off', async () => {
    const audit = await auditWithFindings();
    expect((await complete(audit.auditid)).statusCode).toBe(200);
    const res = await report(audit.auditid);
    expect(res.statusCode, res.body).toBe(200);
    const { text, count } = await pdfPages(res.rawPayload);
    expect(count).toBeGreaterThanOrEqual(4);
    for (const s of ['Supplier audit report', audit.companyname, 'Complete (', 'System Administrator']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('Sections');
    expect(text).toMatch(/Overall\s+red/);
    expect(text).toContain('Failed and flagged items');
    expect(text).toContain('FAIL - CRITICAL');
    expect(text).toContain('FLAG:');
    expect(text).toContain('Pest bait station missing');
    // The completion raised an action for the critical fail.
    expect(text).toContain('[open] Critical item failed at audit');
    expect(text).toContain('door.gif: not embeddable (image/gif)');
    expect(imageCount(res.rawPayload)).toBeGreaterThanOrEqual(1); // the PNG (and its alpha mask)
    expect(text).toContain('Full checklist');
    expect(text).toContain('Sign-off');
    expect(text).toContain('Supplier representative');
    expect(text).toContain(`Page ${count} of ${count}`);
  });

  it('gives a completed audit the same bytes on every download, with an ETag and 304', async () => {
    const audit = await auditWithFindings();
    await complete(audit.auditid);
    const first = await report(audit.auditid);
    const second = await report(audit.auditid, {}, t.key[1]);
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(second.headers.etag).toBe(etag);
    const notModified = await report(audit.auditid, { 'if-none-match': `"other", W/${etag}` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-disposition']).toBeUndefined();
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.body).toBe('');
    expect((await report(audit.auditid, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('renders a completed audit again once its actions change, and drops the earlier rendering', async () => {
    const audit = await auditWithFindings();
    await complete(audit.auditid);
    const before = await report(audit.auditid);
    const { rows } = await t.db.query<{ actionid: number; storage_key: string }>(
      `SELECT ca.actionid, r.storage_key FROM corrective_actions ca JOIN audit_reports r USING (auditid)
        WHERE ca.auditid = $1`,
      [audit.auditid],
    );
    const put = await t.api({
      method: 'PUT',
      url: `/api/v1/actions/${rows[0]!.actionid}`,
      payload: { status: 'in_progress' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await report(audit.auditid, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await pdfPages(after.rawPayload)).text).toContain('[in_progress] Critical item failed');
    expect(await t.app.inject({ method: 'GET', url: '/healthz' }).then((r) => r.statusCode)).toBe(200);
    const { rows: kept } = await t.db.query('SELECT storage_key FROM audit_reports WHERE auditid = $1', [
      audit.auditid,
    ]);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.storage_key).not.toBe(rows[0]!.storage_key);
  });

  it('serves the same kept report to downloads that arrive at once', async () => {
    const audit = await auditWithFindings();
    await complete(audit.auditid);
    const all = await Promise.all([1, 2, 3].map(() => report(audit.auditid)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const etags = new Set(all.map((r) => r.headers.etag));
    // Each answer is a whole kept report; at most the racing renderings differ, and one of them is kept.
    const kept = (await report(audit.auditid)).headers.etag;
    expect(etags.has(kept)).toBe(true);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM audit_reports WHERE auditid = $1', [
      audit.auditid,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('names a photo it cannot read instead of failing', async () => {
    const audit = await createAudit(t);
    const [item] = await auditItems(t, audit.auditid);
    await answerInDb(t, audit.auditid, [{ itemid: item!.itemid, result: 'flag' }]);
    const up = await t.api({
      method: 'POST',
      url: `/api/v1/audits/${audit.auditid}/items/${item!.itemid}/photos`,
      ...fileForm(JPEG_MIN, 'broken.jpg', 'image/jpeg'),
    });
    expect(up.statusCode).toBe(201);
    const res = await report(audit.auditid);
    expect(res.statusCode, res.body).toBe(200);
    expect((await pdfPages(res.rawPayload)).text).toContain('broken.jpg: not embeddable (image/jpeg)');
  });

  it('answers 404 for an audit that does not exist and 400 for a bad id', async () => {
    const missing = await report(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Audit not found' });
    const bad = await t.api({ method: 'GET', url: '/api/v1/audits/abc/report.pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Missing or invalid audit id (auditid) parameter');
  });
});
