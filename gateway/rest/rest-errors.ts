import type { ErrorCode } from '../../core/errors.js';
import type { DnsProviderErrorCode } from '../../subgraphs/mail/domains/dns-provider.js';
import type { DomainErrorCode } from '../../subgraphs/mail/domains/domain.errors.js';
import type { SendErrorCode } from '../../subgraphs/mail/messages/send.errors.js';
import type { QuotaErrorCode } from '../../subgraphs/mail/quota/quota.js';
import type { TemplateErrorCode } from '../../subgraphs/mail/templates/template.errors.js';
import type { LinkRemovedCode } from '../../subgraphs/federation/links/link.errors.js';

/** Every error code a REST route can answer with, and its HTTP status and snake_case code. */
export type RestErrorCode =
  | ErrorCode
  | DomainErrorCode
  | DnsProviderErrorCode
  | TemplateErrorCode
  | QuotaErrorCode
  | SendErrorCode
  | LinkRemovedCode
  | GatewayRestCode;

/** Codes the REST layer itself raises, before any operation runs. */
type GatewayRestCode =
  | 'QUERY_TOO_COMPLEX'
  | 'MISSING_API_KEY'
  | 'INVALID_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'URI_TOO_LONG'
  | 'REQUEST_TIMEOUT'
  | 'HEADERS_TOO_LARGE'
  | 'ROUTE_NOT_FOUND'
  | 'SUBGRAPH_UNAVAILABLE';

/** The one mapping from error codes to REST responses; `satisfies` keeps it exhaustive. */
export const restErrors = {
  BAD_USER_INPUT: { status: 422, code: 'validation_error' },
  UNAUTHENTICATED: { status: 401, code: 'invalid_api_key' },
  FORBIDDEN: { status: 403, code: 'forbidden' },
  NOT_FOUND: { status: 404, code: 'not_found' },
  CONFLICT: { status: 409, code: 'conflict' },
  TOO_MANY_REQUESTS: { status: 429, code: 'rate_limit_exceeded' },
  INTERNAL_SERVER_ERROR: { status: 500, code: 'internal_error' },
  QUERY_TOO_COMPLEX: { status: 400, code: 'invalid_request' },
  MISSING_API_KEY: { status: 401, code: 'missing_api_key' },
  INVALID_REQUEST: { status: 400, code: 'invalid_request' },
  PAYLOAD_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  URI_TOO_LONG: { status: 414, code: 'uri_too_long' },
  REQUEST_TIMEOUT: { status: 408, code: 'request_timeout' },
  HEADERS_TOO_LARGE: { status: 431, code: 'headers_too_large' },
  ROUTE_NOT_FOUND: { status: 404, code: 'not_found' },
  SUBGRAPH_UNAVAILABLE: { status: 503, code: 'service_unavailable' },
  RESERVED_DOMAIN: { status: 409, code: 'reserved_domain' },
  DOMAIN_ALREADY_ADDED: { status: 409, code: 'domain_already_added' },
  DNS_PROVIDER_ERROR: { status: 422, code: 'dns_provider_error' },
  QUOTA_EXCEEDED: { status: 429, code: 'monthly_quota_exceeded' },
  TEMPLATE_VARIABLES_INVALID: { status: 422, code: 'template_variables_invalid' },
  FROM_DOMAIN_NOT_VERIFIED: { status: 422, code: 'from_domain_not_verified' },
  RECIPIENT_SUPPRESSED: { status: 422, code: 'recipient_suppressed' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, code: 'idempotency_key_reused' },
  LINK_REMOVED: { status: 410, code: 'link_removed' },
} as const satisfies Record<RestErrorCode, { status: number; code: string }>;

/** The documented error body of REST APIs: `{"error": {"code", "message", ...details}}`. */
export interface RestErrorBody {
  error: { code: string; message: string; [detail: string]: unknown };
}

/** How one REST API answers some codes differently from `restErrors` (e.g. a 400 instead of a 422 for invalid input). */
export type RestErrorOverrides = Partial<Record<RestErrorCode, { status: number; code: string }>>;

/**
 * The typed code of an error that arrives as a string (a GraphQL `extensions.code`, an AppError of any
 * feature): one the table lists, else `INTERNAL_SERVER_ERROR`, so an unmapped code never leaks out.
 */
export function toRestErrorCode(code: unknown): RestErrorCode {
  return typeof code === 'string' && Object.hasOwn(restErrors, code) ? (code as RestErrorCode) : 'INTERNAL_SERVER_ERROR';
}

/** The code of a refusal by Fastify or Node's HTTP parser (rate limit, body size, media type, URL, headers, body parsing), by its HTTP status. */
export function frameworkErrorCode(status: number): RestErrorCode {
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 431) return 'HEADERS_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return status < 500 ? 'INVALID_REQUEST' : 'INTERNAL_SERVER_ERROR';
}

export function restError(
  code: RestErrorCode,
  message: string,
  details: Record<string, unknown> = {},
  overrides: RestErrorOverrides = {},
): { status: number; body: RestErrorBody } {
  const mapped = overrides[code] ?? restErrors[code];
  // An internal error's message and details may say what the server should not; a subgraph's unavailability is safe to say.
  const internal = code === 'INTERNAL_SERVER_ERROR';
  return {
    status: mapped.status,
    body: { error: { code: mapped.code, message: internal ? 'Internal server error' : message, ...(internal ? {} : details) } },
  };
}

/** JSON Schema of the error body, for OpenAPI. */
export const errorBodySchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'snake_case error code, e.g. `validation_error`, `domain_already_added`' },
        message: { type: 'string' },
        field: { type: 'string', description: 'The offending input field, for validation errors' },
      },
      additionalProperties: true,
    },
  },
} as const;
