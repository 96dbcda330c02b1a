import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobBackend, StoredBlob } from './content-store.js';

export interface S3ContentStoreOptions {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Contents as objects `sha256/<sha256>` in a bucket of an S3-compatible store. */
export class S3ContentStore implements BlobBackend {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3ContentStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  private keyOf(sha256: string): string {
    return `sha256/${sha256}`;
  }

  async commit(temporaryFile: string, sha256: string, size: number): Promise<void> {
    const Key = this.keyOf(sha256);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return; // Stored before: contents are immutable under their hash.
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    // lib-storage sends large files as a multipart upload, part by part from the file stream.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: createReadStream(temporaryFile), ContentLength: size },
    }).done();
  }

  async open(sha256: string): Promise<StoredBlob | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256) }));
      return { size: Number(object.ContentLength ?? 0), stream: object.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}
