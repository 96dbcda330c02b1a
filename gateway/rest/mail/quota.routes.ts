import type { FastifyInstance } from 'fastify';
import { MailQuotaDocument } from '../../../operations/generated/graphql.js';
import { registerShim, type ShimOptions } from '../shim.js';
import { errorResponses } from './schemas.js';

const quotaSchema = {
  type: 'object',
  required: ['period', 'base', 'overageCap', 'used', 'remaining', 'resetsAt'],
  properties: {
    period: { type: 'string', description: 'Calendar month (UTC), `YYYY-MM`' },
    base: { type: 'integer', description: 'Messages per month within the base quota' },
    overageCap: { type: 'integer', description: 'Messages per month allowed beyond the base quota' },
    used: { type: 'integer' },
    remaining: { type: 'integer', description: 'Messages left within base plus overage' },
    resetsAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** `GET /v1/quota`: this month's quota and usage. */
export function quotaRoutes(app: FastifyInstance, shim: ShimOptions): void {
  registerShim(
    app,
    {
      method: 'GET',
      url: '/quota',
      schema: { tags: ['Quota'], summary: "This month's quota and usage", response: { 200: quotaSchema, ...errorResponses } },
      operation: MailQuotaDocument,
      variables: () => ({}),
      respond: (data) => data.mailQuota,
    },
    shim,
  );
}
