import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SendMailBatchDocument, SendMailDocument, type SendEmailInput } from '../../../operations/generated/graphql.js';
import {
  MAX_ATTACHMENTS,
  MAX_BATCH_SIZE,
  MAX_BCC,
  MAX_CC,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_REPLY_TO,
  MAX_TAGS,
  validateIdempotencyKey,
} from '../../../subgraphs/mail/messages/send-input.js';
import { AppError } from '../../../core/errors.js';
import { restError, toRestErrorCode } from '../rest-errors.js';
import { registerShim, type ShimOptions } from '../shim.js';
import { errorResponses } from './schemas.js';

const address = { type: 'string', minLength: 1, maxLength: 320 } as const;
const addressList = (max: number) => ({ type: 'array', maxItems: max, items: address }) as const;

/** The body of one message, as POST /v1/send takes it and each item of a batch. */
export const sendBody = {
  type: 'object',
  required: ['from', 'to'],
  additionalProperties: false,
  properties: {
    from: { ...address, description: '`a@example.com` or `Name <a@example.com>`, on a `verified` sender domain' },
    to: { ...address, description: 'One recipient' },
    cc: { ...addressList(MAX_CC), description: `Up to ${MAX_CC}` },
    bcc: { ...addressList(MAX_BCC), description: `Up to ${MAX_BCC}` },
    replyTo: { ...addressList(MAX_REPLY_TO) },
    subject: { type: 'string', description: 'Required without templateId' },
    html: { type: 'string' },
    text: { type: 'string' },
    templateId: { type: 'string', description: 'A stored template instead of subject/html/text' },
    variables: { type: 'object', additionalProperties: true, description: "Checked against the template's variablesSchema" },
    attachments: {
      type: 'array',
      maxItems: MAX_ATTACHMENTS,
      description: `Up to ${MAX_ATTACHMENTS}, 30 MB of content in all`,
      items: {
        type: 'object',
        required: ['filename', 'content'],
        additionalProperties: false,
        properties: {
          filename: { type: 'string', minLength: 1, maxLength: 255 },
          content: { type: 'string', description: 'Base64' },
          contentType: { type: 'string', description: 'Default application/octet-stream' },
        },
      },
    },
    tags: {
      type: 'object',
      maxProperties: MAX_TAGS,
      additionalProperties: { type: 'string', maxLength: 256 },
      description: `Free-form string key/value pairs, up to ${MAX_TAGS}; returned in events`,
    },
  },
} as const;

const idempotencyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      description: `1..${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters. Repeating a request with the same key within 24 h returns the first answer; the same key with another body is 409`,
    },
  },
} as const;

const sentSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const batchItem = {
  type: 'object',
  description: 'Either `id` (accepted) or `error` (the error a single send of this message would get)',
  properties: {
    id: { type: 'string', format: 'uuid' },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      additionalProperties: true,
    },
  },
} as const;

/**
 * The Idempotency-Key header, held to the mail service's rule here rather than by the header's schema, so that a key too
 * long and one not printable ASCII get the same answer, naming the header (the service names its GraphQL argument).
 */
function idempotencyKey(request: FastifyRequest): string | null {
  try {
    return validateIdempotencyKey(request.headers['idempotency-key'] as string | undefined);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message, { ...error.details, field: 'Idempotency-Key' });
    throw error;
  }
}
const tags = ['Send'];

/** `POST /v1/send` and `POST /v1/send/batch`. */
export function sendRoutes(app: FastifyInstance, shim: ShimOptions, bodyLimit: number): void {
  registerShim(
    app,
    {
      method: 'POST',
      url: '/send',
      bodyLimit,
      schema: {
        tags,
        summary: 'Send a message',
        description:
          'Checks, in order: body (422 `validation_error`, `template_variables_invalid`), from-domain verified (422 `from_domain_not_verified`), no suppressed recipient (422 `recipient_suppressed` with `recipients`; nothing is counted), quota (429 `monthly_quota_exceeded`). The message is stored before the answer.',
        headers: idempotencyHeaders,
        body: sendBody,
        response: { 200: sentSchema, ...errorResponses },
      },
      operation: SendMailDocument,
      variables: (request) => ({ input: request.body as SendEmailInput, idempotencyKey: idempotencyKey(request) }),
      respond: (data) => data.sendEmail,
    },
    shim,
  );
  registerShim(
    app,
    {
      method: 'POST',
      url: '/send/batch',
      bodyLimit,
      schema: {
        tags,
        summary: 'Send up to 100 messages',
        description:
          'Each message is checked as a single send and accepted or refused on its own: the answer is 200 with one result per message, in order. A body that is not a list of 1..100 well-formed messages fails the whole call (422).',
        headers: idempotencyHeaders,
        body: { type: 'array', minItems: 1, maxItems: MAX_BATCH_SIZE, items: sendBody },
        response: {
          200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: batchItem } } },
          ...errorResponses,
        },
      },
      operation: SendMailBatchDocument,
      variables: (request) => ({ messages: request.body as SendEmailInput[], idempotencyKey: idempotencyKey(request) }),
      respond: (data) => ({
        data: data.sendEmailBatch.map((result) =>
          result.id
            ? { id: result.id }
            : { error: restError(toRestErrorCode(result.error!.code), result.error!.message, result.error!.details).body.error },
        ),
      }),
    },
    shim,
  );
}
