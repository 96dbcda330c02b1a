import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface MultipartFile {
  /** Bearer credential. */
  token: string;
  /** Plain fields, sent before the file. */
  fields: Record<string, string>;
  filename: string;
  /** The file's bytes, streamed as they come: nothing is held in memory. */
  content: Iterable<Buffer> | AsyncIterable<Buffer>;
}

/**
 * POSTs a `multipart/form-data` body with one file part named `file`, streamed over node:http
 * (fetch's FormData reads a Blob whole before sending it). Resolves with the status and the parsed
 * JSON answer, also when the server answers before the body is sent (a refused upload).
 */
export function postMultipartFile(url: string, file: MultipartFile): Promise<{ status: number; body: unknown }> {
  const boundary = `svc-${randomBytes(8).toString('hex')}`;
  async function* body() {
    for (const [name, value] of Object.entries(file.fields))
      yield Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    yield Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.filename}"\r\n\r\n`);
    yield* file.content;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${file.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('response', (response) => {
      response
        .toArray()
        .then((chunks) => resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }))
        .catch(reject);
    });
    request.on('error', reject);
    // A refused upload may be cut off while it is still being sent; the answer tells what happened.
    pipeline(Readable.from(body()), request).catch(() => {});
  });
}

/** `total` bytes in 1 MiB chunks: one random MiB repeated (fast to make, and not all zeros). */
export function* generatedBytes(total: number): Generator<Buffer> {
  const block = randomBytes(1024 * 1024);
  for (let sent = 0; sent < total; sent += block.length) yield block.subarray(0, Math.min(block.length, total - sent));
}
