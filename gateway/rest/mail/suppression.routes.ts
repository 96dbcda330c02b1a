import type { FastifyInstance } from 'fastify';
import {
  AddSuppressionDocument,
  RemoveSuppressionDocument,
  SuppressionDocument,
  SuppressionsDocument,
} from '../../../operations/generated/graphql.js';
import { suppressionReasons } from '../../../subgraphs/mail/suppression/suppression.entity.js';
import { registerShim, type ShimOptions } from '../shim.js';
import { errorResponses, listPage, listQuery, listResponse, pageVariables } from './schemas.js';

const reasons = [...suppressionReasons];
const entrySchema = {
  type: 'object',
  required: ['email', 'reason', 'addedAt'],
  properties: {
    email: { type: 'string', description: 'Normalised: trimmed, lower-case, IDN domain in punycode' },
    reason: { type: 'string', enum: reasons },
    addedAt: { type: 'string', format: 'date-time' },
  },
} as const;
const emailParams = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', minLength: 1, maxLength: 320 } },
} as const;
const tags = ['Suppression list'];

/** `/v1/suppression`: the account's suppression list. */
export function suppressionRoutes(app: FastifyInstance, shim: ShimOptions): void {
  registerShim(
    app,
    {
      method: 'GET',
      url: '/suppression',
      schema: {
        tags,
        summary: 'List suppressed addresses',
        description: 'Newest first; `reason` keeps one reason only.',
        querystring: listQuery({ reason: { type: 'string', enum: reasons } }),
        response: { 200: listResponse(entrySchema), ...errorResponses },
      },
      operation: SuppressionsDocument,
      variables: (request) => ({ ...pageVariables(request), reason: (request.query as { reason?: string }).reason ?? null }),
      respond: (data) => listPage(data.suppressions, (entry) => entry),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/suppression',
      schema: {
        tags,
        summary: 'Suppress an address',
        description:
          'Adds the address with reason `manual` (the only reason a caller may give; bounces and complaints are added by the service). Adding an address that is already suppressed changes nothing and returns its original entry.',
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 320 },
            reason: { type: 'string', enum: ['manual'], description: 'Optional; `manual` is the default and the only value accepted.' },
          },
        },
        response: { 200: entrySchema, ...errorResponses },
      },
      operation: AddSuppressionDocument,
      variables: (request) => {
        const body = request.body as { email: string; reason?: string };
        return { input: { email: body.email, reason: body.reason ?? null } };
      },
      respond: (data) => data.addSuppression,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/suppression/:email',
      schema: { tags, summary: 'Get a suppressed address', params: emailParams, response: { 200: entrySchema, ...errorResponses } },
      operation: SuppressionDocument,
      variables: (request) => ({ email: (request.params as { email: string }).email }),
      respond: (data) => data.suppression,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'DELETE',
      url: '/suppression/:email',
      schema: {
        tags,
        summary: 'Remove an address from the suppression list',
        params: emailParams,
        response: { 200: { type: 'object', properties: { email: { type: 'string' }, deleted: { type: 'boolean' } } }, ...errorResponses },
      },
      operation: RemoveSuppressionDocument,
      variables: (request) => ({ email: (request.params as { email: string }).email }),
      respond: (data) => ({ email: data.removeSuppression.email, deleted: true }),
    },
    shim,
  );
}
