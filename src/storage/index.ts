import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { Storage } from './storage.js';

export type { Storage, StoredObject } from './storage.js';

/** Local files under config.uploadsDir, or an S3-compatible bucket when config.s3 is set. */
export function createStorage(config: Readonly<Pick<Config, 'uploadsDir' | 's3'>>): Storage {
  if (config.s3) return new S3Storage(config.s3, path.join(os.tmpdir(), 'foodtrace-staging'));
  return new LocalStorage(config.uploadsDir);
}
