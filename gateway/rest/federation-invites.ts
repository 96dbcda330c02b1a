import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { AcceptProjectFederationInviteDocument, FederationInviteAcceptDocument } from '../../operations/generated/graphql.js';
import type { Authenticator } from '../auth.js';
import type { GatewayContext } from '../graphql-gateway.js';
import { restErrorHandling } from './rest-api.js';
import { restAuthentication } from './rest-auth.js';
import type { RestErrorOverrides } from './rest-errors.js';
import { registerShim } from './shim.js';
import { authenticateWorkspaceCaller } from './workspace-auth.js';

/** Invalid input is a 400 here, as on the peer routes. */
const INVITE_ERRORS: RestErrorOverrides = { BAD_USER_INPUT: { status: 400, code: 'invalid_request' } };

const tokenSchema = { type: 'string', minLength: 1, maxLength: 2000 } as const;

/**
 * Registered under `/federation` (a scope without a prefix would run its authentication for every
 * unknown URL of the server). Project federation's two REST routes (docs/federation-protocol.md):
 * - `POST /federation/accept-project-invite` `{ token }`: a workspace admin of the accepting side
 *   (`admin:federation:write`, a workspace API key or session) accepts a partner's invite; answers the
 *   pair exactly as GraphQL's `acceptProjectFederationInvite` does (enums upper-case).
 * - `POST /federation/invites/accept`: the accepting instance hands the invite to the inviting one.
 *   No credential but the invite's secret in the token.
 * Both are limited per client address by the operations themselves (pairs/invite-throttle.ts), in
 * the database: GraphQL and REST, and every gateway process, share one count (429 here).
 */
export async function federationInviteApi(
  app: FastifyInstance,
  options: { apollo: ApolloServer<GatewayContext>; authenticator: Authenticator },
): Promise<void> {
  restErrorHandling(app, 'federation invites', INVITE_ERRORS);
  const caller = restAuthentication(app, (request) =>
    request.routeOptions.url === '/federation/invites/accept'
      ? options.authenticator.authenticate(undefined, request.ip)
      : authenticateWorkspaceCaller(
          options.authenticator,
          { authorization: request.headers.authorization, ip: request.ip },
          { oauth: false },
        ),
  );
  const shim = { apollo: options.apollo, caller, errors: INVITE_ERRORS };

  registerShim(
    app,
    {
      method: 'POST',
      url: '/accept-project-invite',
      schema: { body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: tokenSchema } } },
      operation: AcceptProjectFederationInviteDocument,
      variables: (request) => ({ token: (request.body as { token: string }).token }),
      status: 201,
      respond: ({ acceptProjectFederationInvite: pair }) => pair,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/invites/accept',
      schema: {
        body: {
          type: 'object',
          required: ['token', 'protocol', 'version', 'instanceId', 'url', 'incomingToken'],
          additionalProperties: false,
          properties: {
            token: tokenSchema,
            protocol: { type: 'integer', minimum: 1, maximum: 1000 },
            version: { type: 'string', maxLength: 50 },
            instanceId: { type: 'string', maxLength: 100 },
            url: { type: 'string', maxLength: 2000, pattern: '^https://' },
            incomingToken: { type: 'string', maxLength: 200 },
          },
        },
      },
      operation: FederationInviteAcceptDocument,
      variables: (request) => ({
        input: request.body as { token: string; protocol: number; version: string; instanceId: string; url: string; incomingToken: string },
      }),
      respond: ({ federationInviteAccept }) => federationInviteAccept,
    },
    shim,
  );
}
