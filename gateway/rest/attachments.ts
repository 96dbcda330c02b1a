import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { payloadTooLarge, type ContentStore } from '../../core/content-store/content-store.js';
import { AppError } from '../../core/errors.js';
import type { UploadReceipts } from '../../core/upload-receipt.js';
import {
  AttachmentContentDocument,
  AttachmentTargetDocument,
  RegisterAttachmentDocument,
  type AttachmentFieldsFragment,
} from '../../operations/generated/graphql.js';
import type { RestCaller } from './rest-auth.js';
import { errorBodySchema } from './rest-errors.js';
import { operationData, type ShimOptions } from './shim.js';
import type { WorkspaceCaller } from './workspace-auth.js';

/** Room for the multipart framing and the parent field around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const PARENT_FIELDS = ['ticketId', 'commentId', 'docId'] as const;
/** Types a browser may show in place: they run no script. Everything else is served as a download. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'application/pdf', 'text/plain']);

const attachmentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    ticketId: { type: ['string', 'null'] },
    commentId: { type: ['string', 'null'] },
    docId: { type: ['string', 'null'] },
    filename: { type: 'string' },
    contentType: { type: 'string', description: 'Sniffed from the content' },
    size: { type: 'integer', description: 'Bytes' },
    sha256: { type: 'string', description: 'SHA-256 of the content, hex' },
    createdAt: { type: 'string', format: 'date-time' },
    downloadUrl: { type: 'string' },
    uploadedBy: { type: ['object', 'null'], properties: { id: { type: 'string' }, displayName: { type: 'string' } } },
  },
} as const;

/** A route schema with its OpenAPI `x-permissions` (an extension Fastify's schema type does not know). */
const withPermissions = (permissions: string[], schema: FastifySchema): FastifySchema =>
  ({ ...schema, 'x-permissions': permissions }) as FastifySchema;

const errorResponses = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema };
const security = [{ workspaceApiKey: [] }];

/** `attachment; filename*=UTF-8''…` (RFC 6266 / 8187), with a plain ASCII fallback for old clients. */
function contentDisposition(contentType: string, filename: string): string {
  const type = INLINE_TYPES.has(contentType.split(';')[0]!) ? 'inline' : 'attachment';
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export interface AttachmentRoutesOptions {
  apollo: ShimOptions['apollo'];
  /** The caller, authenticated by the `/api` scope before the body is read. */
  caller: RestCaller<WorkspaceCaller>;
  /** Signs the receipt of each stored upload, which `registerAttachment` takes from its uploader only. */
  receipts: UploadReceipts;
  store: ContentStore;
}

/**
 * `POST /api/attachments` (multipart upload) and `GET /api/attachments/:id/content` (download).
 * The bytes go between the client and the content store here; who may attach or read is decided
 * by the workspace subgraph, asked as the caller (operations/workspace, through the gateway) before
 * anything is stored or sent.
 */
/**
 * The parts of a multipart body, a body the parser cannot read (no boundary, a malformed part header) refused as the
 * caller's mistake: busboy throws plain errors, which would otherwise answer 500. The parser's own limit errors keep
 * their status.
 */
async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
      throw new AppError('INVALID_REQUEST', `Malformed multipart body: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (next.done) return;
    yield next.value;
  }
}

export async function attachmentRoutes(app: FastifyInstance, options: AttachmentRoutesOptions): Promise<void> {
  const { store } = options;
  // One more byte than the limit reaches the store, which then refuses the file as too large.
  await app.register(multipart, { limits: { fileSize: store.maxBytes + 1, files: 1, fields: 10, fieldSize: 1024 } });

  app.route({
    method: 'POST',
    url: '/',
    schema: withPermissions(['ticket:update'], {
      operationId: 'uploadAttachment',
      tags: ['Attachments'],
      summary: 'Upload a file and attach it to a ticket, a comment or a doc',
      description:
        '`multipart/form-data` with exactly one of the fields `ticketId`, `commentId`, `docId`, followed by the file in a part ' +
        'named `file` (its file name is kept; its declared type is ignored: the type is sniffed from the content). Identical ' +
        'contents are stored once. A file over the size limit is refused with 413 before it is stored.',
      security,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        required: ['file'],
        properties: {
          ticketId: { type: 'string', format: 'uuid' },
          commentId: { type: 'string', format: 'uuid' },
          docId: { type: 'string', format: 'uuid' },
          file: { type: 'string', format: 'binary' },
        },
      },
      response: { 201: attachmentSchema, 400: errorBodySchema, 415: errorBodySchema, ...errorResponses },
    }),
    // The multipart body is read as a stream below; there is no parsed body to validate.
    validatorCompiler: () => () => true,
    handler: async (request, reply) => {
      try {
        const auth = options.caller(request);
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
        const declared = Number(request.headers['content-length']);
        if (declared > store.maxBytes + MULTIPART_OVERHEAD_BYTES) throw payloadTooLarge(store.maxBytes);
        const parent: Record<string, string> = {};
        let attachment: AttachmentFieldsFragment | undefined;
        // Read to the end of the body (the file is limited to one), so the connection is ready for the next request.
        for await (const part of multipartParts(request)) {
          if (part.type === 'field') {
            if ((PARENT_FIELDS as readonly string[]).includes(part.fieldname)) parent[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'file') throw new AppError('INVALID_REQUEST', 'Send the file in a part named `file`');
          await operationData(options.apollo, AttachmentTargetDocument, { parent }, auth);
          const stored = await store.put(part.file);
          const { sha256, size, contentType } = stored;
          const receipt = await options.receipts.sign({ userId: auth.viewer.userId, filename: part.filename, sha256, size, contentType });
          attachment = (await operationData(options.apollo, RegisterAttachmentDocument, { input: { parent, receipt } }, auth))
            .registerAttachment;
        }
        if (!attachment) throw new AppError('INVALID_REQUEST', 'Send the file in a part named `file`, after the parent field');
        return reply.status(201).send(attachment);
      } catch (error) {
        // Refused before the whole body arrived: close the connection rather than read the rest of a file nobody keeps.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  });

  app.route({
    method: 'GET',
    url: '/:id/content',
    schema: withPermissions(['project:read'], {
      operationId: 'downloadAttachmentContent',
      tags: ['Attachments'],
      summary: "Download an attachment's content",
      description:
        'Streams the content with its sniffed `Content-Type`, `Content-Length`, `Content-Disposition` (inline for images, ' +
        'PDF and plain text, a download otherwise) and the SHA-256 as `ETag`; `If-None-Match` answers 304.',
      security,
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
      response: {
        200: { description: 'The content', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
        304: { description: 'Not modified', type: 'null' },
        ...errorResponses,
      },
    }),
    handler: async (request, reply: FastifyReply) => {
      const auth = options.caller(request);
      const { id } = request.params as { id: string };
      const { attachment } = await operationData(options.apollo, AttachmentContentDocument, { id }, auth);
      const etag = `"${attachment.sha256}"`;
      // A private cache may keep the content and revalidate it; the 304 repeats the policy (the API default is no-store).
      const caching = { etag, 'cache-control': 'private, no-cache' };
      if (request.headers['if-none-match'] === etag) return reply.status(304).headers(caching).send();
      const blob = await store.open(attachment.sha256);
      if (!blob) {
        request.log.error({ attachmentId: attachment.id, sha256: attachment.sha256 }, 'attachment content missing from the store');
        throw new AppError('NOT_FOUND', 'The content of this attachment is missing');
      }
      return reply
        .headers({
          'content-type': attachment.contentType,
          'content-length': String(blob.size),
          'content-disposition': contentDisposition(attachment.contentType, attachment.filename),
          ...caching,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .send(blob.stream);
    },
  });
}
