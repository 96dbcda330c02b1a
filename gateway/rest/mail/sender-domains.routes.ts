import {
  AutoSetupSenderDomainDnsDocument,
  CreateSenderDomainDocument,
  DeleteSenderDomainDocument,
  SenderDomainDnsProviderDocument,
  SenderDomainDocument,
  SenderDomainsDocument,
  UpdateSenderDomainDocument,
  VerifySenderDomainDocument,
  type SenderDomainFieldsFragment,
} from '../../../operations/generated/graphql.js';
import type { FastifyInstance } from 'fastify';
import { registerShim, type ShimOptions } from '../shim.js';
import { errorResponses, idParams, listPage, listQuery, listResponse, withoutNulls, pageVariables } from './schemas.js';

const dnsRecordSchema = {
  type: 'object',
  required: ['name', 'type', 'value'],
  properties: {
    name: { type: 'string' },
    type: { type: 'string', enum: ['TXT', 'MX'] },
    value: { type: 'string' },
    valueChunks: { type: 'array', items: { type: 'string', maxLength: 255 }, description: 'Present when `value` exceeds 255 bytes' },
    priority: { type: 'integer', description: 'MX records only' },
  },
} as const;

const senderDomainSchema = {
  type: 'object',
  required: [
    'id',
    'domain',
    'dkimSelector',
    'verificationStatus',
    'dkimRecords',
    'spfRequired',
    'dmarcRecommended',
    'mailFromRecords',
    'openTracking',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    domain: { type: 'string' },
    dkimSelector: { type: 'string' },
    verificationStatus: { type: 'string', enum: ['pending', 'verified', 'temporary-failure', 'failed'] },
    dkimRecords: { type: 'array', items: dnsRecordSchema },
    spfRequired: { type: 'string' },
    dmarcRecommended: { type: 'string' },
    mailFromRecords: { type: 'array', items: dnsRecordSchema },
    openTracking: { type: 'boolean', description: 'Open tracking (the `email.opened` event) for sends from the domain; off by default' },
  },
} as const;

const errors = errorResponses;
const tags = ['Sender domains'];

const senderDomain = (domain: SenderDomainFieldsFragment) => withoutNulls(domain);

/** `/v1/sender-domains`: registration, verification, DNS host detection and Cloudflare auto-setup, deletion. */
export function senderDomainRoutes(app: FastifyInstance, shim: ShimOptions): void {
  registerShim(
    app,
    {
      method: 'POST',
      url: '/sender-domains',
      schema: {
        tags,
        summary: 'Add a sender domain',
        body: {
          type: 'object',
          required: ['domain'],
          additionalProperties: false,
          properties: { domain: { type: 'string', minLength: 1, maxLength: 253 } },
        },
        response: { 201: senderDomainSchema, ...errors },
      },
      operation: CreateSenderDomainDocument,
      variables: (request) => ({ input: { domain: (request.body as { domain: string }).domain } }),
      status: 201,
      respond: (data) => senderDomain(data.createSenderDomain),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/sender-domains',
      schema: {
        tags,
        summary: 'List sender domains',
        querystring: listQuery(),
        response: { 200: listResponse(senderDomainSchema), ...errors },
      },
      operation: SenderDomainsDocument,
      variables: pageVariables,
      respond: (data) => listPage(data.senderDomains, senderDomain),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/sender-domains/:id',
      schema: { tags, summary: 'Get a sender domain', params: idParams, response: { 200: senderDomainSchema, ...errors } },
      operation: SenderDomainDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => senderDomain(data.senderDomain),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/sender-domains/:id/verify',
      schema: {
        tags,
        summary: 'Verify a sender domain',
        description: 'Looks the DNS records up and updates `verificationStatus`; `checks` reports each record.',
        params: idParams,
        response: {
          200: {
            ...senderDomainSchema,
            required: [...senderDomainSchema.required, 'checks'],
            properties: {
              ...senderDomainSchema.properties,
              checks: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    record: { type: 'string', enum: ['dkim', 'spf', 'dmarc', 'return_path_mx', 'return_path_txt'] },
                    name: { type: 'string' },
                    type: { type: 'string' },
                    status: { type: 'string', enum: ['found', 'missing', 'mismatch', 'error'] },
                    required: { type: 'boolean' },
                    seen: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          },
          ...errors,
        },
      },
      operation: VerifySenderDomainDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => ({ ...senderDomain(data.verifySenderDomain.domain), checks: data.verifySenderDomain.checks }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/sender-domains/:id/dnsprovider-detect',
      schema: {
        tags,
        summary: "Detect the domain's DNS host",
        description: 'Looks up the NS records of the zone. `supported` is true where auto-setup works (Cloudflare).',
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['provider', 'supported', 'nameservers'],
            properties: {
              provider: { type: ['string', 'null'] },
              supported: { type: 'boolean' },
              nameservers: { type: 'array', items: { type: 'string' } },
            },
          },
          ...errors,
        },
      },
      operation: SenderDomainDnsProviderDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => data.senderDomainDnsProvider,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/sender-domains/:id/dnsprovider-auto-setup',
      schema: {
        tags,
        summary: 'Publish the records at Cloudflare',
        description:
          'Creates or updates every record (DKIM as separate strings, merged SPF, DMARC only when absent, bounce MX and TXT) with a Cloudflare API token scoped to DNS edit. Idempotent. The token is used for this call only and never stored.',
        params: idParams,
        body: {
          type: 'object',
          required: ['apiToken'],
          additionalProperties: false,
          properties: { apiToken: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['records'],
            properties: {
              records: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    record: { type: 'string' },
                    name: { type: 'string' },
                    type: { type: 'string' },
                    action: { type: 'string', enum: ['created', 'updated', 'unchanged', 'skipped'] },
                  },
                },
              },
            },
          },
          ...errors,
        },
      },
      operation: AutoSetupSenderDomainDnsDocument,
      variables: (request) => ({
        input: { id: (request.params as { id: string }).id, apiToken: (request.body as { apiToken: string }).apiToken },
      }),
      respond: (data) => ({ records: data.autoSetupSenderDomainDns.records }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'PATCH',
      url: '/sender-domains/:id',
      schema: {
        tags,
        summary: 'Update a sender domain',
        description: '`openTracking` switches open tracking (the `email.opened` event) for sends from the domain; off by default.',
        params: idParams,
        body: {
          type: 'object',
          required: ['openTracking'],
          additionalProperties: false,
          properties: { openTracking: { type: 'boolean' } },
        },
        response: { 200: senderDomainSchema, ...errors },
      },
      operation: UpdateSenderDomainDocument,
      variables: (request) => ({
        input: { id: (request.params as { id: string }).id, openTracking: (request.body as { openTracking: boolean }).openTracking },
      }),
      respond: (data) => senderDomain(data.updateSenderDomain),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'DELETE',
      url: '/sender-domains/:id',
      schema: {
        tags,
        summary: 'Remove a sender domain',
        description: 'Deregisters the domain at the service only; its DNS records stay at your provider.',
        params: idParams,
        response: { 200: { type: 'object', properties: { id: { type: 'string' }, deleted: { type: 'boolean' } } }, ...errors },
      },
      operation: DeleteSenderDomainDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => ({ id: data.deleteSenderDomain.id, deleted: true }),
    },
    shim,
  );
}
