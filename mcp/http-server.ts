import { randomUUID } from 'node:crypto';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { OAuthProtectedResourceMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from '../core/clock.js';
import { sha256Hex } from '../core/crypto.js';
import type { Logger } from '../core/logger.js';
import type { PubSub } from '../core/pubsub.js';
import { CREDENTIALS_CHANGED_CHANNEL, MCP_SCOPE } from '../core/viewer.js';
import { CallerQueues } from './caller-queues.js';
import { checkMcpCredential, isCredentialRefusal, type McpCredential } from './credential-check.js';
import { EscapeHatches } from './escape-hatches.js';
import { createConnectionServer, type ToolCatalog } from './mcp-server.js';
import { toolsetOf, type Toolset } from './tool-definitions.js';
import type { WorkspaceClient } from './workspace-client.js';

/** A session unused this long is closed; a request naming it then gets 404 and the client initializes again. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/**
 * How long a checked credential is trusted before it is asked about again, when credential changes are heard on pub/sub
 * (every revocation empties the cache at once). Without pub/sub nothing is cached: every request is checked.
 */
const CALLER_CACHE_MS = 30 * 1000;
/**
 * After a credential change, checks are not cached for this long, and open sessions are checked once more at its end:
 * another process (the gateway the checks ask) may hear of the change a moment after this one.
 */
export const CREDENTIAL_SETTLE_MS = 1000;
/** Without pub/sub, how often open sessions' credentials are checked (a request is always checked itself). */
export const SESSION_RECHECK_MS = 10 * 1000;
/** How far ahead a key without expiry is said to expire, for the SDK's bearer middleware. */
const NO_EXPIRY_HORIZON_MS = 24 * 60 * 60 * 1000;

interface Caller {
  auth: AuthInfo;
  credential: McpCredential;
  checkedAt: number;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  /** Who may drive it (McpCredential.principal): the user, whom an agent acts for, and the API key or OAuth client. */
  principal: string;
  toolset: Toolset;
  /** The `Authorization` of its latest request: what its tool calls, reads and live events run with. */
  authorization: string;
  /** When that credential expires (ms), or null. */
  expiresAt: number | null;
  lastUsedAt: number;
}

export interface McpHttpOptions {
  catalog: ToolCatalog;
  client: WorkspaceClient;
  defaultToolset: string;
  /** Public URL of `/mcp` (through the gateway): the OAuth protected resource. Known once the platform listens. */
  resourceUrl: () => string;
  clock: Clock;
  /**
   * Where the workspace announces credential changes (CREDENTIALS_CHANGED_CHANNEL: revocations, deactivations, role and
   * membership changes, ended OAuth grants): the platform's own in-process, a PostgreSQL LISTEN in a separate process.
   * With it, credential checks are cached until the next change and open sessions are re-checked on each; without it,
   * every request is checked at the API and open sessions every SESSION_RECHECK_MS.
   */
  pubsub?: PubSub;
  /** Where failures that answer 500 are told. */
  logger?: Logger;
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
 * `initialize`, 404 for an unknown or expired one, or one opened with another credential). Every request carries
 * `Authorization: Bearer <API key or OAuth access token with mcp:use>`, checked (checkMcpCredential) before anything
 * else: without one, or with a revoked or expired one, it is 401 with an RFC 6750 challenge naming the
 * protected-resource metadata. A credential change heard on pub/sub closes at once every session (and its event
 * stream) whose credential no longer holds.
 */
export function createMcpHttpService(options: McpHttpOptions): McpHttpService {
  const sessions = new Map<string, Session>();
  const hatches = new EscapeHatches(options.client, options.clock);
  const queues = new CallerQueues();
  const callers = new Map<string, Caller>();
  const resource = () => new URL(options.resourceUrl());
  const now = () => options.clock.now().getTime();
  const stop = new AbortController();
  /** Whether credential changes are heard (pub/sub given and listening): only then are checks cached. */
  let listening = options.pubsub !== undefined;
  /** Bumped by every credential change: a check that started before one is not cached. */
  let generation = 0;
  /** Until when (ms) checks are not cached, after the latest credential change. */
  let unsettledUntil = 0;

  const check = (authorization: string) => checkMcpCredential(options.client, authorization, { resource: resource().href, now: now() });

  /** The caller of a token: checked at the workspace API (cached until the next credential change, or not at all). */
  async function callerOf(token: string): Promise<Caller> {
    const key = sha256Hex(token);
    const at = now();
    const cached = listening ? callers.get(key) : undefined;
    if (cached && at - cached.checkedAt < CALLER_CACHE_MS && (cached.credential.expiresAt ?? Infinity) > at) return cached;
    callers.delete(key);
    const startedIn = generation;
    const credential = await check(`Bearer ${token}`);
    const caller: Caller = {
      checkedAt: at,
      credential,
      auth: {
        token,
        clientId: credential.clientId,
        scopes: credential.scopes,
        // The SDK's middleware wants an expiry: a key without one gets a day (checkMcpCredential has checked the real one).
        expiresAt: Math.floor((credential.expiresAt ?? at + NO_EXPIRY_HORIZON_MS) / 1000),
        extra: { userId: credential.userId, principal: credential.principal, expiresAt: credential.expiresAt },
      },
    };
    if (listening && generation === startedIn && now() >= unsettledUntil) callers.set(key, caller);
    return caller;
  }
  let guard: ReturnType<typeof requireBearerAuth> | undefined;
  const bearerGuard = () =>
    (guard ??= requireBearerAuth({
      verifier: {
        verifyAccessToken: async (token) => {
          try {
            return (await callerOf(token)).auth;
          } catch (error) {
            // Not a refusal of the credential: the API could not be asked (the SDK answers 500).
            if (!isCredentialRefusal(error)) options.logger?.error({ err: error }, 'MCP credential check failed');
            throw error;
          }
        },
      },
      requiredScopes: [MCP_SCOPE],
      resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(resource()),
    }));

  const idle = (session: Session, at: number) => at - session.lastUsedAt > SESSION_IDLE_MS;
  const endSession = (id: string, session: Session) => {
    if (sessions.get(id) === session) sessions.delete(id);
    // Closes its event streams (GET /mcp) too, and the server's live subscriptions at the API.
    void session.transport.close();
  };

  /** Checks the credential of open sessions (once per credential) and ends those it no longer holds for. */
  const recheck = async (open: Iterable<[string, Session]>) => {
    const byAuthorization = new Map<string, Array<[string, Session]>>();
    for (const entry of open) {
      const list = byAuthorization.get(entry[1].authorization) ?? [];
      list.push(entry);
      byAuthorization.set(entry[1].authorization, list);
    }
    await Promise.all(
      [...byAuthorization].map(async ([authorization, list]) => {
        try {
          const credential = await check(authorization);
          for (const [id, session] of list) {
            if (session.principal !== credential.principal) endSession(id, session);
            else if (session.authorization === authorization) session.expiresAt = credential.expiresAt;
          }
        } catch (error) {
          // An outage says nothing of the credential: its sessions stay, and each request is checked anyway.
          if (isCredentialRefusal(error))
            for (const [id, session] of list) if (session.authorization === authorization) endSession(id, session);
        }
      }),
    );
  };
  let rechecking: Promise<void> | undefined;
  let recheckAgain = false;
  /** One re-check of the open sessions at a time; a change heard meanwhile runs another right after it. */
  const recheckSessions = (): Promise<void> => {
    if (rechecking) {
      recheckAgain = true;
      return rechecking;
    }
    rechecking = (async () => {
      do {
        recheckAgain = false;
        await recheck([...sessions]);
      } while (recheckAgain && !stop.signal.aborted);
    })().finally(() => (rechecking = undefined));
    return rechecking;
  };
  let settleTimer: NodeJS.Timeout | undefined;
  /** A credential changed somewhere: forget every check, and re-check the open sessions now and once it has settled. */
  const credentialsChanged = () => {
    generation += 1;
    callers.clear();
    unsettledUntil = now() + CREDENTIAL_SETTLE_MS;
    void recheckSessions();
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => void recheckSessions(), CREDENTIAL_SETTLE_MS);
    settleTimer.unref();
  };
  if (options.pubsub) {
    const pubsub = options.pubsub;
    void (async () => {
      try {
        for await (const _ of pubsub.iterate(CREDENTIALS_CHANGED_CHANNEL, stop.signal)) credentialsChanged();
      } finally {
        // No longer hearing of changes (closed, or the bus failed): no check is trusted from here on.
        listening = false;
        callers.clear();
      }
    })().catch(() => undefined);
  }

  /**
   * Now and then: drops idle sessions, sessions whose credential has expired (no one announces an expiry) and stale
   * checks; without pub/sub, also re-checks every open session's credential at the API.
   */
  const sweep = () => {
    const at = now();
    for (const [id, session] of sessions) if (idle(session, at) || (session.expiresAt ?? Infinity) <= at) endSession(id, session);
    for (const [key, caller] of callers) if (at - caller.checkedAt >= CALLER_CACHE_MS) callers.delete(key);
    if (!listening) void recheckSessions();
  };
  const sweeper = setInterval(sweep, SESSION_RECHECK_MS);
  sweeper.unref();

  /** The caller of each `/mcp` request, checked before its body is read (an anonymous call is 401 whatever it sends). */
  const requestCallers = new WeakMap<FastifyRequest, AuthInfo>();
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    // Answers carry session ids and the API's data, as the gateway's API answers do: no cache keeps them. On the raw
    // response, so that the SDK's transport, which writes it itself once the reply is hijacked, sends it too.
    reply.raw.setHeader('cache-control', 'no-store');
    const auth = await checkBearer(bearerGuard(), request, reply);
    if (auth) requestCallers.set(request, auth);
    else return reply;
  };
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requestCallers.get(request)!;
    const { userId, principal, expiresAt } = auth.extra as { userId: string; principal: string; expiresAt: number | null };
    const sessionId = request.headers['mcp-session-id'];
    const authorization = `Bearer ${auth.token}`;
    let session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (session && idle(session, now())) {
      endSession(sessionId as string, session);
      session = undefined;
    }
    if (sessionId !== undefined && (!session || session.principal !== principal)) {
      // Unknown, expired, or opened with another credential (another user's, another key): the client starts a new session.
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
        principal,
        toolset,
        authorization,
        expiresAt,
        lastUsedAt: now(),
        transport: new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          // A tool call sends nothing before its answer, so the answer is one JSON body rather than an event stream (less
          // work per call); notifications (resource updates) go out on the session's GET stream.
          enableJsonResponse: true,
          onsessioninitialized: (id) => void sessions.set(id, created),
        }),
      };
      created.transport.onclose = () => {
        const id = created.transport.sessionId;
        if (id && sessions.get(id) === created) sessions.delete(id);
      };
      const server = createConnectionServer({
        catalog: options.catalog,
        toolset,
        client: options.client,
        // Every tool call, read and prompt of the session runs with the credential of its latest (checked) request.
        authorization: () => created.authorization,
        hatches,
        queues,
        callerId: userId,
        // The API ended the session's live events (it does when their credential is revoked): check the credential now.
        onLiveEventsEnded: () => {
          const id = created.transport.sessionId;
          if (id && sessions.get(id) === created) void recheck([[id, created]]);
        },
      });
      await server.connect(created.transport);
      session = created;
    }
    session.authorization = authorization;
    session.expiresAt = expiresAt;
    session.lastUsedAt = now();
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
          if (status === 500) options.logger?.error({ err: error }, 'MCP request failed');
          void reply.status(status).send(rpcError(status === 500 ? -32603 : -32700, status === 500 ? 'Internal error' : error.message));
        },
      });
    },
    async close() {
      stop.abort();
      clearInterval(sweeper);
      clearTimeout(settleTimer);
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
  // `__proto__` and `constructor.prototype` keys of a body are dropped, not the request, as the gateway does.
  const app = Fastify({
    logger: false,
    bodyLimit: 4 * 1024 * 1024,
    forceCloseConnections: true,
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
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
