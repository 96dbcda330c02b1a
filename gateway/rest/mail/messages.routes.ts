import type { FastifyInstance } from 'fastify';
import { MailMailboxDocument, MailMessageDocument, MailMessagesDocument } from '../../../operations/generated/graphql.js';
import { registerShim, type ShimOptions } from '../shim.js';
import { errorResponses, idParams, listPage, listQuery, listResponse, pageVariables } from './schemas.js';

const nullableString = { type: ['string', 'null'] } as const;
const json = { type: 'object', additionalProperties: true } as const;

const messageProperties = {
  id: { type: 'string', format: 'uuid' },
  status: { type: 'string', enum: ['queued', 'deferred', 'delivered', 'partially-delivered', 'bounced', 'failed'] },
  from: { type: 'string' },
  to: { type: 'string' },
  cc: { type: 'array', items: { type: 'string' } },
  bcc: { type: 'array', items: { type: 'string' } },
  replyTo: { type: 'array', items: { type: 'string' } },
  subject: nullableString,
  templateId: nullableString,
  tags: { type: 'object', additionalProperties: { type: 'string' } },
  messageIdHeader: { type: 'string', description: 'The Message-ID header, the same on every attempt' },
  attempts: { type: 'integer' },
  nextAttemptAt: { type: ['string', 'null'], format: 'date-time', description: 'When a queued or deferred message is tried next' },
  lastError: nullableString,
  openedAt: { type: ['string', 'null'], format: 'date-time' },
  createdAt: { type: 'string', format: 'date-time' },
  recipients: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        email: { type: 'string' },
        kind: { type: 'string', enum: ['to', 'cc', 'bcc'] },
        status: { type: 'string', enum: ['pending', 'delivered', 'bounced', 'failed'] },
        smtpResponse: nullableString,
      },
    },
  },
  events: {
    type: 'array',
    description: 'Delivery events, oldest first, as webhooks receive them',
    items: {
      type: 'object',
      properties: { id: { type: 'string' }, event: { type: 'string' }, timestamp: { type: 'string', format: 'date-time' }, data: json },
    },
  },
} as const;
const messageSchema = { type: 'object', required: Object.keys(messageProperties), properties: messageProperties } as const;

const capturedProperties = {
  id: { type: 'string', format: 'uuid' },
  messageId: { type: 'string', format: 'uuid' },
  envelopeFrom: { type: 'string', description: 'The return path `b+<token>@bounces.<domain>`' },
  envelopeTo: { type: 'array', items: { type: 'string' } },
  raw: { type: 'string', description: 'The DKIM-signed RFC 5322 message' },
  createdAt: { type: 'string', format: 'date-time' },
} as const;
const capturedSchema = { type: 'object', required: Object.keys(capturedProperties), properties: capturedProperties } as const;

/** `GET /v1/messages`, `GET /v1/messages/:id` and the capture mailbox `GET /v1/mailbox`. */
export function messageRoutes(app: FastifyInstance, shim: ShimOptions): void {
  registerShim(
    app,
    {
      method: 'GET',
      url: '/messages',
      schema: {
        tags: ['Send'],
        summary: "The account's messages, newest first, each with its recipients and event history",
        querystring: listQuery(),
        response: { 200: listResponse(messageSchema), ...errorResponses },
      },
      operation: MailMessagesDocument,
      variables: pageVariables,
      respond: (data) => listPage(data.mailMessages, (node) => node),
    },
    shim,
  );
  registerShim(
    app,
    {
      method: 'GET',
      url: '/messages/:id',
      schema: {
        tags: ['Send'],
        summary: 'A message: status, recipients and event history',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses },
      },
      operation: MailMessageDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => data.mailMessage,
    },
    shim,
  );
  registerShim(
    app,
    {
      method: 'GET',
      url: '/mailbox',
      schema: {
        tags: ['Send'],
        summary: 'The capture mailbox',
        description: 'With no SMTP relay configured, messages are delivered here instead of the Internet; newest first.',
        querystring: listQuery(),
        response: { 200: listResponse(capturedSchema), ...errorResponses },
      },
      operation: MailMailboxDocument,
      variables: pageVariables,
      respond: (data) => listPage(data.mailbox, (node) => node),
    },
    shim,
  );
}
