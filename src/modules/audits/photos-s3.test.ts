import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, photoFlow } from '../../../test/fixtures/audits/photo-flow.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { startTestS3, type TestS3 } from '../../../test/s3.js';

// The same flow as photos.test.ts, with the storage an S3 bucket (s3rver on 127.0.0.1).
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

const store = () => ({
  // s3rver keeps each object as `<key>._S3rver_object` with metadata files beside it.
  stored: () => filesUnder(path.join(s3.directory, s3.bucket)).filter((f) => f.endsWith('._S3rver_object')),
  staging: () => filesUnder(path.join(os.tmpdir(), 'foodtrace-staging')),
});

describe('photos on S3 storage', () => {
  photoFlow(t, store);
  it('has written nothing under the local uploads directory', async () => {
    expect(t.config.s3?.bucket).toBe(s3.bucket);
    expect(filesUnder(t.config.uploadsDir)).toEqual([]);
  });
});
