import rateLimit from '@fastify/rate-limit';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import {
  FederationPeerChangesDocument,
  FederationPeerHandshakeDocument,
  FederationPeerContentDocument,
  FederationPeerNudgeDocument,
  FederationPeerPairRevokeDocument,
  FederationPeerSnapshotDocument,
} from '../../operations/generated/graphql.js';
import type { ContentStore } from '../../core/content-store/content-store.js';
import { syncEntityTypes } from '../../core/sync-entity-types.js';
import { fastifyRateLimitStore, type SharedLimits } from '../../core/shared-limits.js';
import { WIRE_PAGE_LIMIT } from '../../subgraphs/federation/sync/wire.js';
import { peerAuthenticationFailed } from '../../subgraphs/federation/links/link.errors.js';
import {
  PEER_NONCE_HEADER,
  PEER_REQUEST_BODY_LIMIT,
  PEER_SIGNATURE_HEADER,
  PEER_TIMESTAMP_HEADER,
} from '../../subgraphs/federation/peer/peer-protocol.js';
import type { Authenticated, Authenticator } from '../auth.js';
import type { GatewayContext } from '../graphql-gateway.js';
import { restErrorHandling } from './rest-api.js';
import type { RestErrorOverrides } from './rest-errors.js';
import { operationData, registerShim } from './shim.js';

/** The peer protocol's own codes: one generic 401 for every failed credential check, invalid input a 400. */
const PEER_ERRORS: RestErrorOverrides = {
  UNAUTHENTICATED: { status: 401, code: 'unauthorized' },
  BAD_USER_INPUT: { status: 400, code: 'invalid_request' },
};

/** Requests per minute one client address may make to the peer endpoints (a peer polls at most every 15 s). */
const PEER_RATE_LIMIT_PER_MINUTE = 600;

/** The caller's own project filter (null or absent: none), in either side's ids. */
const PROJECTS_SCHEMA = { type: ['array', 'null'], maxItems: 1000, items: { type: 'string', format: 'uuid' } };

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * `/federation/peer/*` (docs/federation-protocol.md): signed `POST`s from peer instances. The body is
 * read as raw text, then the federation subgraph checks the bearer token, the timestamp, the
 * HMAC-SHA256 of `<timestamp>.<raw body>` and the nonce in one call; every failure, a missing header
 * included, is the same 401 body (only the token of a link removed there is told so: 410
 * `link_removed`). Only then is the body parsed and validated, and the route's operation run as the link.
 */
export async function federationPeerApi(
  app: FastifyInstance,
  options: { apollo: ApolloServer<GatewayContext>; authenticator: Authenticator; store: ContentStore; limits: SharedLimits },
): Promise<void> {
  restErrorHandling(app, 'federation peer', PEER_ERRORS);
  // The signature covers the raw bytes: keep them, parse after the check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: PEER_REQUEST_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  await app.register(rateLimit, {
    max: PEER_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    store: fastifyRateLimitStore(options.limits, 'federation-peer'),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit of ${context.max} requests per minute exceeded; retry after ${context.after}`), {
        statusCode: 429,
      }),
  });

  const callers = new WeakMap<FastifyRequest, Authenticated>();
  // Before the body is read: a request without the protocol's headers is refused like any other failure.
  app.addHook('onRequest', async (request, reply) => {
    const authorization = header(request, 'authorization');
    if (
      !/^Bearer \S+$/.test(authorization ?? '') ||
      !header(request, PEER_TIMESTAMP_HEADER) ||
      !header(request, PEER_SIGNATURE_HEADER) ||
      !header(request, PEER_NONCE_HEADER)
    ) {
      if (!request.raw.complete) reply.header('connection', 'close');
      throw peerAuthenticationFailed();
    }
  });
  app.addHook('preValidation', async (request) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const auth = await options.authenticator.authenticatePeer(
      {
        token: header(request, 'authorization')!.slice('Bearer '.length),
        timestamp: header(request, PEER_TIMESTAMP_HEADER)!,
        signature: header(request, PEER_SIGNATURE_HEADER)!,
        nonce: header(request, PEER_NONCE_HEADER)!,
        body,
      },
      request.ip,
    );
    if (!auth) throw peerAuthenticationFailed();
    callers.set(request, auth);
    try {
      request.body = JSON.parse(body) as unknown;
    } catch {
      throw new AppError('BAD_USER_INPUT', 'body: must be a JSON object', { field: 'body' });
    }
  });
  const caller = (request: FastifyRequest): Authenticated => callers.get(request)!;
  const shim = { apollo: options.apollo, caller, errors: PEER_ERRORS };

  registerShim(
    app,
    {
      method: 'POST',
      url: '/handshake',
      schema: {
        body: {
          type: 'object',
          required: ['nonce', 'protocol', 'version', 'instanceId', 'direction'],
          additionalProperties: false,
          properties: {
            nonce: { type: 'string' },
            protocol: { type: 'integer', minimum: 1, maximum: 1000 },
            version: { type: 'string', maxLength: 50 },
            instanceId: { type: 'string', maxLength: 100 },
            direction: { type: 'string', enum: ['source', 'target', 'bidirectional'] },
          },
        },
      },
      operation: FederationPeerHandshakeDocument,
      variables: (request) => {
        const {
          nonce: _nonce,
          direction,
          ...input
        } = request.body as {
          nonce: string;
          protocol: number;
          version: string;
          instanceId: string;
          direction: 'source' | 'target' | 'bidirectional';
        };
        return { input: { ...input, direction: direction.toUpperCase() as 'SOURCE' | 'TARGET' | 'BIDIRECTIONAL' } };
      },
      respond: ({ federationPeerHandshake: ours }) => ({ ...ours, direction: ours.direction.toLowerCase() }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/changes',
      schema: {
        body: {
          type: 'object',
          required: ['nonce', 'after', 'limit'],
          additionalProperties: false,
          properties: {
            nonce: { type: 'string' },
            after: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
            limit: { type: 'integer', minimum: 1, maximum: WIRE_PAGE_LIMIT },
            gaps: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
            projects: PROJECTS_SCHEMA,
          },
        },
      },
      operation: FederationPeerChangesDocument,
      variables: (request) => {
        const { after, limit, gaps, projects } = request.body as {
          after: number;
          limit: number;
          gaps?: number[];
          projects?: string[] | null;
        };
        return { input: { after, limit, gaps: gaps ?? [], projects: projects ?? null } };
      },
      respond: ({ federationPeerChanges }) => federationPeerChanges,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/snapshot',
      schema: {
        body: {
          type: 'object',
          required: ['nonce', 'type', 'limit'],
          additionalProperties: false,
          properties: {
            nonce: { type: 'string' },
            type: { type: 'string', enum: [...syncEntityTypes] },
            after: { type: ['string', 'null'], format: 'uuid' },
            limit: { type: 'integer', minimum: 1, maximum: WIRE_PAGE_LIMIT },
            projects: PROJECTS_SCHEMA,
          },
        },
      },
      operation: FederationPeerSnapshotDocument,
      variables: (request) => {
        const { type, after, limit, projects } = request.body as {
          type: string;
          after?: string | null;
          limit: number;
          projects?: string[] | null;
        };
        return { input: { type, after: after ?? null, limit, projects: projects ?? null } };
      },
      respond: ({ federationPeerSnapshot }) => federationPeerSnapshot,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/nudge',
      schema: { body: { type: 'object', required: ['nonce'], additionalProperties: false, properties: { nonce: { type: 'string' } } } },
      operation: FederationPeerNudgeDocument,
      variables: () => ({}),
      status: 202,
      respond: () => ({ accepted: true }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/pair-revoke',
      schema: { body: { type: 'object', required: ['nonce'], additionalProperties: false, properties: { nonce: { type: 'string' } } } },
      operation: FederationPeerPairRevokeDocument,
      variables: () => ({}),
      respond: () => ({ revoked: true }),
    },
    shim,
  );

  // An attachment's bytes, streamed from the content store: for an attachment this side sent on the link.
  app.post(
    '/content',
    {
      schema: {
        body: {
          type: 'object',
          required: ['nonce', 'attachmentId'],
          additionalProperties: false,
          properties: { nonce: { type: 'string' }, attachmentId: { type: 'string', format: 'uuid' } },
        },
      },
    },
    async (request, reply) => {
      const { attachmentId } = request.body as { attachmentId: string };
      const { federationPeerContent: content } = await operationData(
        options.apollo,
        FederationPeerContentDocument,
        { attachmentId },
        caller(request),
      );
      const blob = await options.store.open(content.sha256);
      if (!blob) throw new AppError('NOT_FOUND', 'Attachment content not found');
      return reply
        .type('application/octet-stream')
        .header('content-length', blob.size)
        .header('x-svc-sha256', content.sha256)
        .send(blob.stream);
    },
  );
}
