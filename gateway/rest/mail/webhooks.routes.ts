import type { FastifyInstance } from 'fastify';
import {
  CreateMailWebhookDocument,
  DeleteMailWebhookDocument,
  MailWebhookDocument,
  MailWebhooksDocument,
  MailWebhookDeliveriesDocument,
  ReplayMailWebhookDeliveryDocument,
  RotateMailWebhookSecretDocument,
  UpdateMailWebhookDocument,
} from '../../../operations/generated/graphql.js';
import { webhookEvents } from '../../../subgraphs/mail/webhooks/webhook-events.js';
import { registerShim, type ShimOptions } from '../shim.js';
import { errorResponses, idParams, listPage, listQuery, listResponse, pageVariables } from './schemas.js';

const webhookProperties = {
  id: { type: 'string', format: 'uuid' },
  url: { type: 'string', description: '`https://`; plain `http://` only for localhost and 127.0.0.1' },
  label: { type: 'string' },
  eventFilters: { type: 'array', items: { type: 'string', enum: webhookEvents }, description: 'Empty means every event' },
  enabled: { type: 'boolean', description: '`false` pauses deliveries' },
  lastSuccessAt: { type: ['string', 'null'], format: 'date-time' },
  lastFailureAt: { type: ['string', 'null'], format: 'date-time' },
  lastFailureReason: { type: ['string', 'null'] },
} as const;
const webhookSchema = { type: 'object', required: Object.keys(webhookProperties), properties: webhookProperties } as const;
const withSecret = {
  type: 'object',
  required: [...Object.keys(webhookProperties), 'secret'],
  properties: { ...webhookProperties, secret: { type: 'string', description: 'Signing secret (`whsec_…`). Shown only in this response.' } },
} as const;
/** Writable fields; the body is validated here and again, with field names, by the mail subgraph. */
const writable = {
  url: { type: 'string', minLength: 1, maxLength: 2048 },
  label: { type: ['string', 'null'], maxLength: 200 },
  eventFilters: { type: ['array', 'null'], items: { type: 'string' } },
  enabled: { type: 'boolean' },
} as const;
const tags = ['Webhooks'];

const deliveryProperties = {
  id: { type: 'string', format: 'uuid' },
  eventId: { type: 'string', description: 'The X-SVC-Event-Id header: the same on retries and replays' },
  event: { type: 'string' },
  status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
  attempts: { type: 'integer' },
  nextAttemptAt: { type: ['string', 'null'], format: 'date-time' },
  lastAttemptAt: { type: ['string', 'null'], format: 'date-time' },
  lastStatusCode: { type: ['integer', 'null'] },
  lastError: { type: ['string', 'null'] },
  lastResponse: { type: ['string', 'null'], description: 'First 1 KB of the last response body' },
  body: { type: 'string', description: 'The JSON body sent' },
  replayOf: { type: ['string', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
} as const;
const deliverySchema = { type: 'object', required: Object.keys(deliveryProperties), properties: deliveryProperties } as const;

type Writable = { url?: string; label?: string | null; eventFilters?: string[] | null; enabled?: boolean };

/** `/v1/webhooks`: webhook subscriptions; secrets appear only on create and rotate. */
export function webhookRoutes(app: FastifyInstance, shim: ShimOptions): void {
  registerShim(
    app,
    {
      method: 'POST',
      url: '/webhooks',
      schema: {
        tags,
        summary: 'Create a webhook subscription',
        body: { type: 'object', required: ['url'], additionalProperties: false, properties: writable },
        response: { 201: withSecret, ...errorResponses },
      },
      operation: CreateMailWebhookDocument,
      variables: (request) => {
        const body = request.body as Writable & { url: string };
        return {
          input: { url: body.url, label: body.label ?? null, eventFilters: body.eventFilters ?? null, enabled: body.enabled ?? null },
        };
      },
      status: 201,
      respond: (data) => ({ ...data.createWebhook.webhook, secret: data.createWebhook.secret }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/webhooks',
      schema: {
        tags,
        summary: 'List webhook subscriptions',
        querystring: listQuery(),
        response: { 200: listResponse(webhookSchema), ...errorResponses },
      },
      operation: MailWebhooksDocument,
      variables: pageVariables,
      respond: (data) => listPage(data.webhooks, (webhook) => webhook),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/webhooks/:id',
      schema: { tags, summary: 'Get a webhook subscription', params: idParams, response: { 200: webhookSchema, ...errorResponses } },
      operation: MailWebhookDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => data.webhook,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'PATCH',
      url: '/webhooks/:id',
      schema: {
        tags,
        summary: 'Update a webhook subscription',
        description: 'Omitted fields stay as they are; `eventFilters: null` or `[]` means every event.',
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: writable },
        response: { 200: webhookSchema, ...errorResponses },
      },
      operation: UpdateMailWebhookDocument,
      variables: (request) => ({ input: { id: (request.params as { id: string }).id, ...(request.body as Writable) } }),
      respond: (data) => data.updateWebhook,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'DELETE',
      url: '/webhooks/:id',
      schema: {
        tags,
        summary: 'Delete a webhook subscription',
        params: idParams,
        response: { 200: { type: 'object', properties: { id: { type: 'string' }, deleted: { type: 'boolean' } } }, ...errorResponses },
      },
      operation: DeleteMailWebhookDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => ({ id: data.deleteWebhook.id, deleted: true }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/webhooks/:id/rotate-secret',
      schema: {
        tags,
        summary: 'Rotate the signing secret',
        description: 'Returns the new secret once; the old one stops working immediately.',
        params: idParams,
        response: { 200: withSecret, ...errorResponses },
      },
      operation: RotateMailWebhookSecretDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => ({ ...data.rotateWebhookSecret.webhook, secret: data.rotateWebhookSecret.secret }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/webhooks/:id/deliveries',
      schema: {
        tags,
        summary: 'The delivery log of a subscription',
        description: 'Newest first. Retry schedule and statuses: see the mail API guide.',
        params: idParams,
        querystring: listQuery(),
        response: { 200: listResponse(deliverySchema), ...errorResponses },
      },
      operation: MailWebhookDeliveriesDocument,
      variables: (request) => ({ webhookId: (request.params as { id: string }).id, ...pageVariables(request) }),
      respond: (data) => listPage(data.mailWebhookDeliveries, (node) => node),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/webhooks/:id/deliveries/:deliveryId/replay',
      schema: {
        tags,
        summary: 'Replay a delivery',
        description: 'Sends the same event (same body and X-SVC-Event-Id) again now, as a new delivery signed with the current secret.',
        params: {
          type: 'object',
          required: ['id', 'deliveryId'],
          properties: { id: { type: 'string' }, deliveryId: { type: 'string' } },
        },
        response: { 200: deliverySchema, ...errorResponses },
      },
      operation: ReplayMailWebhookDeliveryDocument,
      variables: (request) => {
        const params = request.params as { id: string; deliveryId: string };
        return { webhookId: params.id, deliveryId: params.deliveryId };
      },
      respond: (data) => data.replayMailWebhookDelivery,
    },
    shim,
  );
}
