import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import type { Storage, StoredObject } from './storage.js';

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  /** The AWS SDK (a fifth of a second to load) is loaded only by a server that stores in S3. */
  private readonly sdk: Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: S3Client }>;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    readonly stagingDir: string,
  ) {
    this.bucket = config.bucket;
    this.sdk = import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: S3-compatible stores (MinIO, s3rver...) do not all
        // understand the trailing-checksum chunked uploads the SDK otherwise sends.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    this.sdk.catch(() => {}); // a failed load surfaces at the first use
  }

  async putFile(key: string, file: string, size: number, contentType: string): Promise<void> {
    const { s3, client } = await this.sdk;
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
    await fs.promises.rm(file, { force: true });
  }

  async get(key: string): Promise<StoredObject | undefined> {
    try {
      const { s3, client } = await this.sdk;
      const out = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: out.Body as Readable, size: out.ContentLength };
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const { s3, client } = await this.sdk;
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
