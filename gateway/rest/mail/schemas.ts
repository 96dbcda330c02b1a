import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '../rest-errors.js';

/** The error responses every /v1 route documents. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

/** Query string of list routes: `limit` (1..100, default 20) and the `after` cursor. */
export const listQuery = (extra: Record<string, unknown> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, after: { type: 'string' }, ...extra },
  }) as const;

/** The page a `listQuery` asks for, as the variables of a connection field: `first` and `after`. */
export function pageVariables(request: FastifyRequest): { first: number; after: string | null } {
  const query = request.query as { limit: number; after?: string };
  return { first: query.limit, after: query.after ?? null };
}

/** The list envelope: `{ data, hasMore, nextCursor }`. */
export const listResponse = (item: object) =>
  ({
    type: 'object',
    required: ['data', 'hasMore', 'nextCursor'],
    properties: { data: { type: 'array', items: item }, hasMore: { type: 'boolean' }, nextCursor: { type: ['string', 'null'] } },
  }) as const;

export function listPage<T, R>(
  connection: { nodes: T[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } },
  map: (node: T) => R,
): { data: R[]; hasMore: boolean; nextCursor: string | null } {
  const { hasNextPage, endCursor } = connection.pageInfo;
  return { data: connection.nodes.map(map), hasMore: hasNextPage, nextCursor: hasNextPage ? (endCursor ?? null) : null };
}

/** Drops GraphQL's nulls for absent optional fields (`valueChunks`, `priority`), as the contract omits them. */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    ) as T;
  }
  return value;
}
