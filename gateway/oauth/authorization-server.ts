import { parse } from 'node:querystring';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { authorizationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/authorize.js';
import { clientRegistrationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/register.js';
import { revocationHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/revoke.js';
import { tokenHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/token.js';
import { createOAuthMetadata, mcpAuthMetadataRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import { InvalidRequestError, OAuthError, ServerError, TooManyRequestsError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import { sha256Hex } from '../../core/crypto.js';
import { expressRateLimitStore, type SharedLimits } from '../../core/shared-limits.js';
import type { Logger } from '../../core/logger.js';
import { MCP_SCOPE } from '../../core/viewer.js';
import type { Authenticator } from '../auth.js';
import { holdsNul } from '../input-values.js';
import type { SubgraphClient } from '../../core/subgraph-client.js';
import { consentPage } from './consent-page.js';
import { LOOPBACK_HOSTS, WorkspaceOAuthProvider } from './workspace-oauth-provider.js';

/** The SDK router's paths: discovery (RFC 8414, RFC 9728), authorization, token, registration (RFC 7591), revocation (RFC 7009). */
const OAUTH_PATHS = [
  '/.well-known/oauth-authorization-server',
  '/.well-known/oauth-protected-resource/mcp',
  '/authorize',
  '/token',
  '/register',
  '/revoke',
] as const;

export interface AuthorizationServerOptions {
  /** The platform's public base URL, the issuer: known once the gateway listens. */
  issuerUrl: () => string;
  workspace: SubgraphClient;
  authenticator: Authenticator;
  logger: Logger;
  /** Where the limits below are counted, once across replicas. */
  limits: SharedLimits;
  /** Registrations an hour per client software from one address, and per address (0: no limit). */
  registrationsPerHour: { perClient: number; perAddress: number };
  /** Requests to each of /authorize, /token and /revoke per address in 15 minutes (0: no limit). */
  requestsPerAddress: number;
}

const HOUR_MS = 3_600_000;

/**
 * The client software a registration comes from, as RFC 7591 names it: its `software_id` (the same for every instance
 * of the software), else its name and redirect URIs, the port of a loopback URI aside (a native client picks one per run,
 * RFC 8252 section 7.3). Whatever the body holds: a malformed one is counted too. Hashed: a name may be long.
 */
function clientSoftware(body: unknown): string {
  const metadata = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof metadata.software_id === 'string') return sha256Hex(JSON.stringify(['software_id', metadata.software_id]));
  const uris = Array.isArray(metadata.redirect_uris) ? metadata.redirect_uris.map(String) : [];
  const withoutLoopbackPort = uris.map((uri) => {
    if (!URL.canParse(uri)) return uri;
    const url = new URL(uri);
    if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) url.port = '';
    return url.href;
  });
  return sha256Hex(JSON.stringify(['client_name', String(metadata.client_name ?? ''), withoutLoopbackPort.sort()]));
}

/**
 * Limits dynamic client registration (in place of the SDK's 20 an hour per address, which an office behind one NAT or a
 * hosted AI platform's shared egress spends): one client software from one address (a client registering in a loop) and,
 * higher, one address whatever the client (storage flooding under ever new names). Refused: 429 `too_many_requests`
 * with Retry-After, as the SDK's limiter answered, with the CORS header its handler would have added.
 */
function registrationLimit(limits: SharedLimits, perHour: AuthorizationServerOptions['registrationsPerHour']) {
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const checks = [
    {
      limit: { name: 'oauth-registrations-per-client', max: perHour.perClient, windowMs: HOUR_MS },
      key: (request: FastifyRequest) => `${address(request)} ${clientSoftware(request.body)}`,
      from: 'this client software at this address',
    },
    { limit: { name: 'oauth-registrations-per-address', max: perHour.perAddress, windowMs: HOUR_MS }, key: address, from: 'this address' },
  ].filter(({ limit }) => limit.max > 0);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    for (const { limit, key, from } of checks) {
      const verdict = await limits.hit(limit, key(request));
      if (verdict.admitted) continue;
      const retryAfter = Math.ceil(verdict.resetMs / 1000);
      return reply
        .status(429)
        .headers({ 'retry-after': String(retryAfter), 'access-control-allow-origin': '*' })
        .send(
          new TooManyRequestsError(
            `Too many client registrations from ${from} (${limit.max} an hour): retry in ${retryAfter} seconds`,
          ).toResponseObject(),
        );
    }
  };
}

/** Whether the MCP SDK accepts this issuer (HTTPS, or plain HTTP on a loopback host only). */
const issuerAllowed = (issuer: URL): boolean => issuer.protocol === 'https:' || LOOPBACK_HOSTS.has(issuer.hostname);

/**
 * OAuth 2.1 for MCP clients, served by the MCP SDK's OAuth handlers on the gateway (the platform's
 * public origin) with the workspace as the store: protected-resource metadata for `/mcp`,
 * authorization-server metadata, dynamic client registration, PKCE (S256) authorization through the
 * consent page, token and revocation endpoints; CORS on discovery, registration and token endpoints
 * comes with the SDK's handlers. Express handles these paths; Fastify hands them the raw request.
 */
export async function authorizationServer(app: FastifyInstance, options: AuthorizationServerOptions): Promise<void> {
  let oauth: express.Express | null | undefined;
  /** The Express app of the SDK's handlers, built on first use; null when the issuer cannot be served. */
  const oauthApp = () => {
    if (oauth !== undefined) return oauth;
    const issuer = new URL(options.issuerUrl());
    if (!issuerAllowed(issuer)) {
      options.logger.warn({ issuer: issuer.href }, 'OAuth for MCP clients is off: SVC_PUBLIC_URL must be HTTPS (or a loopback address)');
      return (oauth = null);
    }
    return (oauth = oauthExpressApp(issuer, options));
  };

  // Registration takes JSON (RFC 7591), the other endpoints forms (RFC 6749), as the SDK's handlers parse them.
  const bodyTypes = [
    { paths: OAUTH_PATHS.filter((path) => path === '/register'), form: false },
    { paths: OAUTH_PATHS.filter((path) => path !== '/register'), form: true },
  ];
  for (const { paths, form } of bodyTypes) {
    await app.register(async (scope) => {
      // Fastify reads each body within the platform's body limit, stopping at the first byte past it (413, as on
      // every route), and hands it to Express read and parsed: the SDK's own parsers find the request finished and
      // skip it (they would read a body of any size to its end before answering 413). JSON is parsed as on every
      // route; other types are read and dropped.
      scope.removeContentTypeParser(form ? ['application/json', 'text/plain'] : ['text/plain']);
      if (form)
        scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
          done(null, parse(body as string)),
        );
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
      const limitRegistrations = form ? undefined : registrationLimit(options.limits, options.registrationsPerHour);
      scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
        if (error.statusCode && error.statusCode < 500)
          return reply.status(error.statusCode).send(new InvalidRequestError(error.message).toResponseObject());
        options.logger.error({ err: error }, 'OAuth request failed');
        return reply.status(500).send(new ServerError('The authorization server failed').toResponseObject());
      });
      for (const url of paths) {
        scope.route({
          method: ['GET', 'POST', 'OPTIONS'],
          url,
          ...(limitRegistrations ? { preHandler: limitRegistrations } : {}),
          handler: (request, reply) => {
            const handler = oauthApp();
            if (!handler)
              return reply
                .status(404)
                .send({ error: 'not_found', error_description: 'OAuth is off: the platform is not served over HTTPS' });
            reply.hijack();
            // Keep the headers set so far (helmet's security headers).
            for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
            const raw = request.raw as Request;
            raw.body = request.body;
            handler(raw, reply.raw as Response);
          },
        });
      }
    });
  }
}

/**
 * RFC 9207: every authorization response, a code or an error the client is sent back with, names the issuer exactly as
 * the metadata does, so a client talking to several servers knows which one answered (mix-up attacks). Every redirect
 * of `/authorize` is such a response: the SDK's refusals and the consent page's outcomes.
 */
const withIssuer = (issuer: string) => (_req: Request, res: Response, next: NextFunction) => {
  const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
  res.redirect = ((status: number, url: string) => {
    const target = new URL(url);
    target.searchParams.set('iss', issuer);
    redirect(status, target.href);
  }) as Response['redirect'];
  next();
};

function oauthExpressApp(issuer: URL, options: AuthorizationServerOptions): express.Express {
  const provider = new WorkspaceOAuthProvider(
    options.workspace,
    options.authenticator,
    consentPage({ workspace: options.workspace, authenticator: options.authenticator, secureCookies: issuer.protocol === 'https:' }),
    new URL('/mcp', issuer),
  );
  const oauth = express();
  oauth.disable('x-powered-by');
  // No parameter may hold a NUL (PostgreSQL cannot store one): refused before the SDK looks a client up.
  oauth.use((req: Request, res: Response, next: NextFunction) => {
    if (!holdsNul(req.query) && !holdsNul(req.body)) return next();
    res.status(400).json(new InvalidRequestError('Parameters must not contain NUL characters').toResponseObject());
  });
  // Confidential clients prove their secret here, in constant time against its stored hash; the SDK's own
  // client check then finds no secret to compare (the store never hands one out).
  oauth.use(['/token', '/revoke'], async (req: Request, res: Response, next: NextFunction) => {
    const { client_id: clientId, client_secret: clientSecret } = (req.body ?? {}) as Record<string, unknown>;
    if (req.method !== 'POST' || typeof clientId !== 'string') return next();
    try {
      await provider.authenticateClient(clientId, typeof clientSecret === 'string' ? clientSecret : null);
      next();
    } catch (error) {
      const refusal = error instanceof OAuthError ? error : new ServerError('The authorization server failed');
      res.status(refusal instanceof ServerError ? 500 : 401).json(refusal.toResponseObject());
    }
  });
  // The SDK's router (mcpAuthRouter) composed here, for metadata it cannot be given: what /revoke accepts (the check
  // above: a confidential client's secret in the body, a public client's client_id alone) and RFC 9207's `iss`.
  const metadata: OAuthMetadata = {
    ...createOAuthMetadata({ provider, issuerUrl: issuer, scopesSupported: [MCP_SCOPE] }),
    revocation_endpoint_auth_methods_supported: ['client_secret_post', 'none'],
    authorization_response_iss_parameter_supported: true,
  };
  // The SDK's limits (authorization 100, token and revocation 50 per address in 15 minutes) are spent by an office behind one
  // NAT whose clients each refresh hourly; the codes and tokens these endpoints take are too long to guess at any rate.
  // Each endpoint counts apart, once across replicas.
  const rateLimit = (endpoint: string) => {
    if (!options.requestsPerAddress) return false as const;
    const limit = { name: `oauth-${endpoint}`, max: options.requestsPerAddress, windowMs: 15 * 60_000 };
    return { windowMs: limit.windowMs, limit: limit.max, store: expressRateLimitStore(options.limits, limit) };
  };
  oauth.use('/authorize', withIssuer(metadata.issuer), authorizationHandler({ provider, rateLimit: rateLimit('authorize') }));
  oauth.use('/token', tokenHandler({ provider, rateLimit: rateLimit('token') }));
  // The workspace names clients; their secrets do not expire (a client re-registers if it loses one). Registrations
  // are limited before they get here (registrationLimit).
  oauth.use(
    '/register',
    clientRegistrationHandler({
      clientsStore: provider.clientsStore,
      clientIdGeneration: false,
      clientSecretExpirySeconds: 0,
      rateLimit: false,
    }),
  );
  oauth.use('/revoke', revocationHandler({ provider, rateLimit: rateLimit('revoke') }));
  oauth.use(
    mcpAuthMetadataRouter({
      oauthMetadata: metadata,
      resourceServerUrl: new URL('/mcp', issuer),
      scopesSupported: [MCP_SCOPE],
      resourceName: 'SVC workspace (MCP)',
    }),
  );
  oauth.use((error: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    // A body the parsers refuse (malformed JSON or form, too large) is the client's error.
    if (error.status && error.status < 500)
      return void res.status(error.status).json(new InvalidRequestError(error.message).toResponseObject());
    options.logger.error({ err: error }, 'OAuth request failed');
    res.status(500).json(new ServerError('The authorization server failed').toResponseObject());
  });
  return oauth;
}
