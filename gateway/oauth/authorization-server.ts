import express, { type NextFunction, type Request, type Response } from 'express';
import type { FastifyInstance } from 'fastify';
import { mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import { InvalidRequestError, OAuthError, ServerError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { Logger } from '../../core/logger.js';
import { MCP_SCOPE } from '../../core/viewer.js';
import type { Authenticator } from '../auth.js';
import type { SubgraphClient } from '../../core/subgraph-client.js';
import { consentPage } from './consent-page.js';
import { WorkspaceOAuthProvider } from './workspace-oauth-provider.js';

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
}

/** Whether the MCP SDK accepts this issuer (HTTPS, or plain HTTP on a loopback host only). */
const issuerAllowed = (issuer: URL): boolean =>
  issuer.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

/**
 * OAuth 2.1 for MCP clients, served by the MCP SDK's `mcpAuthRouter` on the gateway (the platform's
 * public origin) with the workspace as the store: protected-resource metadata for `/mcp`,
 * authorization-server metadata, dynamic client registration, PKCE (S256) authorization through the
 * consent page, token and revocation endpoints; CORS on discovery, registration and token endpoints
 * comes with the SDK's handlers. Express handles these paths; Fastify hands them the raw request.
 */
export async function authorizationServer(app: FastifyInstance, options: AuthorizationServerOptions): Promise<void> {
  let oauth: express.Express | null | undefined;
  /** The Express app of the SDK's router, built on first use; null when the issuer cannot be served. */
  const oauthApp = () => {
    if (oauth !== undefined) return oauth;
    const issuer = new URL(options.issuerUrl());
    if (!issuerAllowed(issuer)) {
      options.logger.warn({ issuer: issuer.href }, 'OAuth for MCP clients is off: SVC_PUBLIC_URL must be HTTPS (or a loopback address)');
      return (oauth = null);
    }
    return (oauth = oauthExpressApp(issuer, options));
  };

  await app.register(async (scope) => {
    // Express reads the bodies itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of OAUTH_PATHS) {
      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url,
        handler: (request, reply) => {
          const handler = oauthApp();
          if (!handler)
            return reply.status(404).send({ error: 'not_found', error_description: 'OAuth is off: the platform is not served over HTTPS' });
          reply.hijack();
          // Keep the headers set so far (helmet's security headers).
          for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
          handler(request.raw as Request, reply.raw as Response);
        },
      });
    }
  });
}

function oauthExpressApp(issuer: URL, options: AuthorizationServerOptions): express.Express {
  const provider = new WorkspaceOAuthProvider(
    options.workspace,
    options.authenticator,
    consentPage({ workspace: options.workspace, authenticator: options.authenticator, secureCookies: issuer.protocol === 'https:' }),
    new URL('/mcp', issuer),
  );
  const oauth = express();
  oauth.disable('x-powered-by');
  // Confidential clients prove their secret here, in constant time against its stored hash; the SDK's own
  // client check then finds no secret to compare (the store never hands one out).
  oauth.use(['/token', '/revoke'], express.urlencoded({ extended: false }), async (req: Request, res: Response, next: NextFunction) => {
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
  oauth.use(
    mcpAuthRouter({
      provider,
      issuerUrl: issuer,
      resourceServerUrl: new URL('/mcp', issuer),
      scopesSupported: [MCP_SCOPE],
      resourceName: 'SVC workspace (MCP)',
      // The workspace names clients; their secrets do not expire (a client re-registers if it loses one).
      clientRegistrationOptions: { clientIdGeneration: false, clientSecretExpirySeconds: 0 },
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
