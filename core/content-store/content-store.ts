import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { LocalContentStore } from './local-content-store.js';
import { S3ContentStore } from './s3-content-store.js';
import { sniffContentType } from './sniff.js';

/** What `ContentStore.put` stored: the content's SHA-256 (its address), size and sniffed type. */
export interface StoredContent {
  sha256: string;
  size: number;
  contentType: string;
}

export interface StoredBlob {
  size: number;
  stream: Readable;
}

/** Where the bytes of a fully received upload end up, addressed by their SHA-256. */
export interface BlobBackend {
  /** Moves the finished temporary file to the content's address; keeps the existing copy when there is one. */
  commit(temporaryFile: string, sha256: string, size: number): Promise<void>;
  /** The content, or null when nothing is stored under the hash. */
  open(sha256: string): Promise<StoredBlob | null>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
/**
 * How much of an upload may wait for the disk. With the default 16 KiB each socket chunk waits for
 * its own write in the thread pool before the next is read; a few MiB let writes batch (writev).
 */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;
/** Enough of the start of a file for every signature the sniffer knows. */
const SNIFF_BYTES = 64 * 1024;

export const isSha256Hex = (value: string): boolean => SHA256_HEX.test(value);

export const payloadTooLarge = (maxBytes: number): AppError<'PAYLOAD_TOO_LARGE'> =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${maxBytes} bytes`, { maxBytes });

/**
 * Content-addressed storage of attachments: identical contents are stored once, under their
 * SHA-256. An upload streams to a temporary file while it is hashed and counted, so no file is
 * ever held in memory, and it becomes visible under its hash only once complete and flushed to disk
 * (so a stored attachment survives a crash): a refused (too large) or broken upload leaves nothing behind.
 */
export class ContentStore {
  private readonly uploadsDir: string;

  constructor(
    private readonly backend: BlobBackend,
    workDir: string,
    readonly maxBytes: number,
  ) {
    this.uploadsDir = path.join(workDir, 'uploads');
  }

  async put(source: Readable): Promise<StoredContent> {
    await mkdir(this.uploadsDir, { recursive: true });
    const temporaryFile = path.join(this.uploadsDir, randomUUID());
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    const maxBytes = this.maxBytes;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) return callback(payloadTooLarge(maxBytes));
        hash.update(chunk);
        if (headBytes < SNIFF_BYTES) {
          head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
          headBytes += head.at(-1)!.length;
        }
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(temporaryFile, { flags: 'wx', flush: true, highWaterMark: WRITE_BUFFER_BYTES }));
      const sha256 = hash.digest('hex');
      await this.backend.commit(temporaryFile, sha256, size);
      return { sha256, size, contentType: await sniffContentType(Buffer.concat(head)) };
    } finally {
      await unlink(temporaryFile).catch(() => {});
    }
  }

  /** The content stored under `sha256`; null for an unknown hash or anything that is not a SHA-256 in hex. */
  open(sha256: string): Promise<StoredBlob | null> {
    return isSha256Hex(sha256) ? this.backend.open(sha256) : Promise.resolve(null);
  }
}

/** The store the configuration names: an S3-compatible bucket when ATTACHMENTS_S3_BUCKET is set, else the local folder. */
export function createContentStore(config: Config): ContentStore {
  const workDir = config.ATTACHMENTS_DIR ?? path.join(config.SVC_DATA_DIR, 'attachments');
  const backend = config.ATTACHMENTS_S3_BUCKET
    ? new S3ContentStore({
        bucket: config.ATTACHMENTS_S3_BUCKET,
        endpoint: config.ATTACHMENTS_S3_ENDPOINT,
        region: config.ATTACHMENTS_S3_REGION,
        forcePathStyle: config.ATTACHMENTS_S3_FORCE_PATH_STYLE,
        credentials:
          config.ATTACHMENTS_S3_ACCESS_KEY_ID && config.ATTACHMENTS_S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.ATTACHMENTS_S3_ACCESS_KEY_ID, secretAccessKey: config.ATTACHMENTS_S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : new LocalContentStore(workDir);
  return new ContentStore(backend, workDir, config.ATTACHMENT_MAX_BYTES);
}
