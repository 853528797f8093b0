import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

interface S3rverInstance {
  httpServer?: { closeAllConnections(): void };
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver ships no types and is CommonJS.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface TestS3 {
  /** Environment for useTestApp / loadConfig that points the app's storage at this server. */
  env: Record<string, string>;
  bucket: string;
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, its files in a temp directory. */
export async function startTestS3(bucket = 'audit-photos'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    vhostBuckets: false,
  });
  const { port } = await server.run();
  return {
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      // The SDK keeps connections alive; close() alone would wait for them.
      const closing = server.close();
      server.httpServer?.closeAllConnections();
      await closing;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
