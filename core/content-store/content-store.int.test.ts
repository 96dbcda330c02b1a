import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { ContentStore, type BlobBackend } from './content-store.js';
import { LocalContentStore } from './local-content-store.js';
import { S3ContentStore } from './s3-content-store.js';

// The content store on both backends: the local folder, and an S3-compatible server speaking
// the S3 wire protocol on loopback (s3rver), driven by the real AWS SDK.
/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const read = async (stream: Readable) => Buffer.concat(await stream.toArray());
/** Files under `dir`, recursively. */
const filesIn = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
};

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svc-content-'));
  folders.push(dir);
  return dir;
};
let s3rver: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder() });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: 'svc-attachments' }));
  client.destroy();
});
afterAll(async () => {
  await s3rver?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const backends: Array<[string, (dir: string) => BlobBackend]> = [
  ['local folder', (dir) => new LocalContentStore(dir)],
  [
    'S3-compatible bucket',
    () =>
      new S3ContentStore({
        bucket: 'svc-attachments',
        endpoint: s3Endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  ],
];

describe.each(backends)('on a %s', (_name, backend) => {
  let dir: string;
  let store: ContentStore;
  beforeEach(() => {
    dir = folder();
    store = new ContentStore(backend(dir), dir, 1024 * 1024);
  });

  it('stores a content under its SHA-256, once, and reads it back', async () => {
    const first = await store.put(Readable.from([PNG.subarray(0, 7), PNG.subarray(7)]));
    expect(first).toEqual({ sha256: sha256(PNG), size: PNG.length, contentType: 'image/png' });
    const again = await store.put(Readable.from([PNG]));
    expect(again.sha256).toBe(first.sha256);
    const blob = await store.open(first.sha256);
    expect(blob?.size).toBe(PNG.length);
    expect(await read(blob!.stream)).toEqual(PNG);
    expect(filesIn(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('refuses a content over the limit and keeps nothing of it', async () => {
    const big = randomBytes(1024 * 1024 + 1);
    await expect(store.put(Readable.from([big.subarray(0, 500_000), big.subarray(500_000)]))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await store.open(sha256(big))).toBeNull();
    expect(filesIn(dir)).toEqual([]);
    // Exactly the limit is accepted.
    expect((await store.put(Readable.from([big.subarray(1)]))).size).toBe(1024 * 1024);
  });

  it('reads nothing for an unknown hash or a path', async () => {
    await store.put(Readable.from([PNG]));
    expect(await store.open(sha256(Buffer.from('never stored')))).toBeNull();
    for (const probe of ['../uploads', `../sha256/${sha256(PNG).slice(0, 2)}/${sha256(PNG)}`, '/etc/passwd', sha256(PNG).toUpperCase(), ''])
      expect(await store.open(probe)).toBeNull();
  });
});

it('sniffs the type from the content, never trusting a name', async () => {
  const dir = folder();
  const store = new ContentStore(new LocalContentStore(dir), dir, 1024 * 1024);
  const put = async (content: Buffer | string) => (await store.put(Readable.from([Buffer.from(content)]))).contentType;
  expect(await put(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))).toBe('application/pdf');
  expect(await put(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'))).toBe('image/jpeg');
  expect(await put('plain notes, ünïcode too\n')).toBe('text/plain; charset=utf-8');
  // HTML and SVG would run script in a browser: they are served as text, never as markup.
  expect(await put('<!doctype html><script>alert(1)</script>')).toBe('text/plain; charset=utf-8');
  expect(await put(Buffer.from([0x00, 0x01, 0xfe, 0xff, 0x10]))).toBe('application/octet-stream');
});
