import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerInDb, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { filesUnder } from '../../../test/fixtures/audits/photo-flow.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { imageCount, pdfPages } from '../../../test/fixtures/pdf.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { startTestS3, type TestS3 } from '../../../test/s3.js';

// Photos read from, and the kept report written to, an S3 bucket (s3rver on 127.0.0.1).
const t = {} as TestApp;
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(t, await createTestApp(s3.env));
});
afterAll(async () => {
  await t.close?.();
  await s3?.close();
});

it('embeds photos read from S3 and keeps the completed audit’s report there', async () => {
  const audit = await createAudit(t);
  const items = await auditItems(t, audit.auditid);
  await answerInDb(
    t,
    audit.auditid,
    items.map((i, n) => ({ itemid: i.itemid, result: n === 0 ? 'flag' : 'pass' })),
  );
  const up = await t.api({
    method: 'POST',
    url: `/api/v1/audits/${audit.auditid}/items/${items[0]!.itemid}/photos`,
    ...fileForm(PNG_1x1),
  });
  expect(up.statusCode).toBe(201);
  await t.api({ method: 'POST', url: `/api/v1/audits/${audit.auditid}/complete`, payload: {} });
  const url = `/api/v1/audits/${audit.auditid}/report.pdf`;
  const first = await t.api({ method: 'GET', url });
  expect(first.statusCode, first.body).toBe(200);
  expect(imageCount(first.rawPayload)).toBeGreaterThanOrEqual(1);
  expect((await pdfPages(first.rawPayload)).text).toContain('photo.png');
  const again = await t.api({ method: 'GET', url });
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  const { rows } = await t.db.query<{ storage_key: string }>(
    'SELECT storage_key FROM audit_reports WHERE auditid = $1',
    [audit.auditid],
  );
  const stored = filesUnder(`${s3.directory}/${s3.bucket}`).filter((f) => f.includes(rows[0]!.storage_key));
  expect(stored.length).toBeGreaterThan(0);
  expect(filesUnder(t.config.uploadsDir)).toEqual([]);
});
