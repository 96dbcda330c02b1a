import { randomUUID } from 'node:crypto';
import { InsufficientScopeError, InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { OAuthProtectedResourceMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import { print } from 'graphql';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from '../core/clock.js';
import { sha256Hex } from '../core/crypto.js';
import { MCP_SCOPE, sameResource } from '../core/viewer.js';
import { CurrentCredentialDocument, type CurrentCredentialQuery } from '../operations/generated/graphql.js';
import { CallerQueues } from './caller-queues.js';
import { EscapeHatches } from './escape-hatches.js';
import { createConnectionServer, type ToolCatalog } from './mcp-server.js';
import { toolsetOf, type Toolset } from './tool-definitions.js';
import type { WorkspaceClient } from './workspace-client.js';

/** A session unused this long is closed; a request naming it then gets 404 and the client initializes again. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** How long a checked credential is trusted before it is asked about again (every tool call still runs with it at the API). */
const CALLER_CACHE_MS = 30 * 1000;
/** How far ahead a key without expiry is said to expire, for the SDK's bearer middleware. */
const NO_EXPIRY_HORIZON_MS = 24 * 60 * 60 * 1000;

/** The workspace's own `CurrentCredential` operation: whose credential it is, its scopes, expiry and resource. */
const CALLER_QUERY = print(CurrentCredentialDocument);

interface Caller {
  auth: AuthInfo;
  checkedAt: number;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  userId: string;
  toolset: Toolset;
  authorization: string;
  lastUsedAt: number;
}

export interface McpHttpOptions {
  catalog: ToolCatalog;
  client: WorkspaceClient;
  defaultToolset: string;
  /** Public URL of `/mcp` (through the gateway): the OAuth protected resource. Known once the platform listens. */
  resourceUrl: () => string;
  clock: Clock;
}

/** The MCP server's streamable HTTP endpoint: its sessions, served on every Fastify app it is registered on. */
export interface McpHttpService {
  /** Adds `POST|GET|DELETE /mcp` to `app`. */
  register(app: FastifyInstance): void;
  close(): Promise<void>;
}

/** JSON-RPC error body for transport-level refusals (no request id is known). */
const rpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

/**
 * The SDK's bearer middleware is written for Express; it only reads the headers and answers with
 * `set`/`status`/`json`, which this maps onto Fastify's reply. Resolves with the caller, or
 * undefined once the middleware has answered a refusal (401 with the RFC 6750 challenge, or 403).
 */
function checkBearer(
  guard: ReturnType<typeof requireBearerAuth>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthInfo | undefined> {
  return new Promise((resolve, reject) => {
    const req = { headers: request.headers } as Request & { auth?: AuthInfo };
    const res = {
      set: (name: string, value: string) => (reply.header(name, value), res),
      status: (code: number) => (reply.status(code), res),
      json: (body: unknown) => (reply.send(body), resolve(undefined), res),
    };
    Promise.resolve(guard(req, res as unknown as Response, () => resolve(req.auth))).catch(reject);
  });
}

/**
 * The MCP server over streamable HTTP: `POST|GET|DELETE /mcp`, sessions by `mcp-session-id` (a new one on
 * `initialize`, 404 for an unknown or expired one). Every request carries `Authorization: Bearer <API key
 * or OAuth access token with mcp:use>`, checked by the SDK's bearer middleware against the workspace API;
 * without one it is 401 with an RFC 6750 challenge naming the protected-resource metadata.
 */
export function createMcpHttpService(options: McpHttpOptions): McpHttpService {
  const sessions = new Map<string, Session>();
  const hatches = new EscapeHatches(options.client, options.clock);
  const queues = new CallerQueues();
  const callers = new Map<string, Caller>();
  const resource = () => new URL(options.resourceUrl());

  /** The caller of a token: checked at the workspace API (cached briefly), holding `mcp:use`, issued for this resource. */
  async function callerOf(token: string): Promise<Caller> {
    const key = sha256Hex(token);
    const now = options.clock.now().getTime();
    const cached = callers.get(key);
    if (cached && now - cached.checkedAt < CALLER_CACHE_MS) return cached;
    callers.delete(key);
    const answer = await options.client.graphql(`Bearer ${token}`, CALLER_QUERY, {}, 'CurrentCredential');
    const credential = (answer.data as CurrentCredentialQuery | null | undefined)?.currentCredential;
    if (!credential) throw new InvalidTokenError(answer.errors?.[0]?.message ?? 'The API key or access token is revoked, expired or wrong');
    if (!credential.scopes.includes(MCP_SCOPE)) throw new InsufficientScopeError(`${MCP_SCOPE} scope required`);
    if (credential.resource && !sameResource(credential.resource, resource().href)) {
      throw new InvalidTokenError('The access token was not issued for this server');
    }
    const caller: Caller = {
      checkedAt: now,
      auth: {
        token,
        clientId: credential.oauthClientName ?? credential.apiKeyId ?? credential.authMethod,
        scopes: credential.scopes,
        // The SDK's middleware wants an expiry: a key without one gets a day, past any reuse of this check (which is
        // asked again after CALLER_CACHE_MS); an expiry as short as the cache would refuse the check's last second.
        expiresAt: Math.floor((credential.expiresAt ? Date.parse(credential.expiresAt) : now + NO_EXPIRY_HORIZON_MS) / 1000),
        extra: { userId: credential.user.id },
      },
    };
    callers.set(key, caller);
    return caller;
  }
  let guard: ReturnType<typeof requireBearerAuth> | undefined;
  const bearerGuard = () =>
    (guard ??= requireBearerAuth({
      verifier: { verifyAccessToken: async (token) => (await callerOf(token)).auth },
      requiredScopes: [MCP_SCOPE],
      resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(resource()),
    }));

  const expired = (session: Session, now: number) => now - session.lastUsedAt > SESSION_IDLE_MS;
  const endSession = (id: string, session: Session) => {
    sessions.delete(id);
    void session.transport.close();
  };
  /** Drops idle sessions and stale credential checks now and then; a request checks its own session's age itself. */
  const sweep = () => {
    const now = options.clock.now().getTime();
    for (const [id, session] of sessions) if (expired(session, now)) endSession(id, session);
    for (const [key, caller] of callers) if (now - caller.checkedAt >= CALLER_CACHE_MS) callers.delete(key);
  };
  const sweeper = setInterval(sweep, 60_000);
  sweeper.unref();

  /** The caller of each `/mcp` request, checked before its body is read (an anonymous call is 401 whatever it sends). */
  const requestCallers = new WeakMap<FastifyRequest, AuthInfo>();
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await checkBearer(bearerGuard(), request, reply);
    if (auth) requestCallers.set(request, auth);
    else return reply;
  };
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requestCallers.get(request)!;
    const userId = String(auth.extra?.userId);
    const sessionId = request.headers['mcp-session-id'];
    const authorization = `Bearer ${auth.token}`;
    let session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (session && expired(session, options.clock.now().getTime())) {
      endSession(sessionId as string, session);
      session = undefined;
    }
    if (sessionId !== undefined && (!session || session.userId !== userId)) {
      // Unknown, expired or another caller's: the client starts a new session.
      return reply.status(404).send(rpcError(-32001, 'Session not found: initialize a new one'));
    }
    if (!session) {
      if (request.method !== 'POST' || !isInitializeRequest(request.body)) {
        return reply.status(400).send(rpcError(-32000, 'No mcp-session-id: send initialize first'));
      }
      const query = request.query as { toolset?: string };
      const header = request.headers['x-svc-toolset'];
      const toolset = toolsetOf(query.toolset ?? (typeof header === 'string' ? header : undefined) ?? options.defaultToolset);
      const created: Session = {
        userId,
        toolset,
        authorization,
        lastUsedAt: options.clock.now().getTime(),
        transport: new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          // A tool call sends nothing before its answer, so the answer is one JSON body rather than an event stream (less
          // work per call); notifications (resource updates) go out on the session's GET stream.
          enableJsonResponse: true,
          onsessioninitialized: (id) => void sessions.set(id, created),
        }),
      };
      created.transport.onclose = () => {
        if (created.transport.sessionId) sessions.delete(created.transport.sessionId);
      };
      const server = createConnectionServer({
        catalog: options.catalog,
        toolset,
        client: options.client,
        authorization: () => created.authorization,
        hatches,
        queues,
        callerId: userId,
      });
      await server.connect(created.transport);
      session = created;
    }
    session.authorization = authorization;
    session.lastUsedAt = options.clock.now().getTime();
    reply.hijack();
    await session.transport.handleRequest(request.raw, reply.raw, request.body);
  };
  return {
    register(app) {
      app.route({
        method: ['POST', 'GET', 'DELETE'],
        url: '/mcp',
        onRequest: authenticate,
        handler: handle,
        // A body that is not JSON, from a signed-in caller, is a JSON-RPC parse error.
        errorHandler: (error: Error & { statusCode?: number }, _request, reply) => {
          const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
          void reply.status(status).send(rpcError(status === 500 ? -32603 : -32700, status === 500 ? 'Internal error' : error.message));
        },
      });
    },
    async close() {
      clearInterval(sweeper);
      for (const session of [...sessions.values()]) await session.transport.close();
      sessions.clear();
    },
  };
}

/**
 * The MCP process's own HTTP server: `/mcp` of `service`, `/health` without auth, and the protected-resource
 * metadata (RFC 9728) naming the platform as authorization server, as the gateway serves it too.
 */
export function createMcpHttpServer(service: McpHttpService, resourceUrl: () => string): FastifyInstance {
  // Event streams (GET /mcp) stay open for as long as a client keeps them: closing the server ends them.
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024, forceCloseConnections: true });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/.well-known/oauth-protected-resource/mcp', async (): Promise<OAuthProtectedResourceMetadata> => {
    const resource = new URL(resourceUrl());
    return {
      resource: resource.href,
      authorization_servers: [new URL('/', resource).href],
      scopes_supported: [MCP_SCOPE],
      resource_name: 'SVC workspace (MCP)',
    };
  });
  service.register(app);
  return app;
}
