import { randomUUID } from 'node:crypto';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { OAuthProtectedResourceMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from '../core/clock.js';
import type { EdgeState } from '../core/edge.js';
import { sha256Hex } from '../core/crypto.js';
import type { Logger } from '../core/logger.js';
import type { PubSub } from '../core/pubsub.js';
import { CREDENTIALS_CHANGED_CHANNEL, MCP_SCOPE } from '../core/viewer.js';
import { CallerQueues } from './caller-queues.js';
import { checkMcpCredential, isCredentialRefusal, type McpCredential } from './credential-check.js';
import { EscapeHatches } from './escape-hatches.js';
import { createConnectionServer, type ToolCatalog } from './mcp-server.js';
import type { ResourceFollower } from './resources.js';
import { edgeSessionStore, memorySessionStore, type McpSessionRecord } from './session-store.js';
import { toolsetOf } from './tool-definitions.js';
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
/** The form of the session ids this server gives (UUIDs): any other names no session, and is never looked up. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** How often a replica records a session's use in the shared store (its idle time is counted from the latest). */
export const SESSION_TOUCH_MS = 60 * 1000;
/** Pub/sub channel: a session ended (DELETE, idle) on one replica; every other one drops its copy and event stream. */
const SESSION_ENDED_CHANNEL = 'mcp.session.ended';
/** Pub/sub channel: a session's subscriptions changed; the replica that holds its event stream follows them anew. */
const SESSION_SUBSCRIPTIONS_CHANNEL = 'mcp.session.subscriptions';

interface Caller {
  auth: AuthInfo;
  credential: McpCredential;
  checkedAt: number;
}

/** This replica's copy of a session: opened here, or resumed from the shared store (McpSessionRecord). */
interface Session {
  id: string;
  transport: WebStandardStreamableHTTPServerTransport;
  resources: ResourceFollower;
  /** Who may drive it (McpCredential.principal): the user, whom an agent acts for, and the API key or OAuth client. */
  principal: string;
  /** The `Authorization` of its latest request: what its tool calls, reads and live events run with. */
  authorization: string;
  /** When that credential expires (ms), or null. */
  expiresAt: number | null;
  lastUsedAt: number;
  /** When this replica last recorded its use in the store. */
  touchedAt: number;
  /** Its event streams (GET /mcp) open on this replica: its subscriptions are followed here while there is one. */
  streams: number;
}

export interface McpHttpOptions {
  /** The tools, built on the first session rather than at start (about 0.2 s of a platform's start). */
  catalog: () => ToolCatalog;
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
  /**
   * The state replicas share: sessions (resumed on whichever replica a request reaches) and limits. Without it (a lone
   * MCP process without DATABASE_URL) they live in this process's memory, which is right for one replica only.
   */
  edge?: EdgeState;
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
  /** This replica's copies of sessions, by id. */
  const sessions = new Map<string, Session>();
  /** Sessions being resumed here from the store: a second request for one waits for the first. */
  const resuming = new Map<string, Promise<Session | undefined>>();
  const store = options.edge ? edgeSessionStore(options.edge) : memorySessionStore();
  const hatches = new EscapeHatches(options.client, options.clock, options.edge);
  const queues = new CallerQueues(options);
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
  const failed = (what: string) => (error: unknown) => options.logger?.error({ err: error }, `MCP session ${what} failed`);

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

  const idle = (lastUsedAt: number, at: number) => at - lastUsedAt > SESSION_IDLE_MS;
  /** Drops this replica's copy (and its event streams and live subscriptions at the API); the session itself goes on. */
  const dropCopy = (session: Session) => {
    if (sessions.get(session.id) === session) sessions.delete(session.id);
    void session.transport.close();
  };
  /** Ends the session everywhere: its record, and every replica's copy (they hear it on pub/sub). */
  const endSession = async (id: string) => {
    const local = sessions.get(id);
    if (local) dropCopy(local);
    await store.end(id);
    await options.pubsub?.publish(SESSION_ENDED_CHANNEL, { id });
  };
  /** A copy idle here: ends the session unless another replica used it since (the store's latest use); answers whether it ended. */
  const endedIfIdleEverywhere = async (session: Session, at: number): Promise<boolean> => {
    const record = await store.find(session.id);
    if (record && !idle(record.lastUsedAt, at)) return false;
    await endSession(session.id);
    return true;
  };
  /** Follows the session's subscriptions here while this replica holds its event stream; else follows none. */
  const followSubscriptions = async (session: Session) => {
    const record = session.streams > 0 ? await store.find(session.id) : undefined;
    await session.resources.follow(session.streams > 0 ? (record?.subscriptions ?? []) : []);
  };
  const subscriptionsChanged = async (id: string) => {
    if (options.pubsub) await options.pubsub.publish(SESSION_SUBSCRIPTIONS_CHANNEL, { id });
    else {
      const local = sessions.get(id);
      if (local) await followSubscriptions(local);
    }
  };

  /**
   * This replica's copy of a session: a transport and server for it. One resumed from the store replays the `initialize`
   * the session was opened with (on whichever replica), so the server knows the client as the first one did.
   */
  const materialise = async (record: McpSessionRecord, request: { authorization: string; expiresAt: number | null }, resume: boolean) => {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => record.id,
      // A tool call sends nothing before its answer, so the answer is one JSON body rather than an event stream (less
      // work per call); notifications (resource updates) go out on the session's GET stream.
      enableJsonResponse: true,
    });
    // The server's callbacks run once the session below exists (on later requests).
    const { server, resources } = createConnectionServer({
      catalog: options.catalog(),
      toolset: toolsetOf(record.toolset),
      client: options.client,
      // Every tool call, read and prompt of the session runs with the credential of its latest (checked) request.
      authorization: () => session.authorization,
      hatches,
      queues,
      callerId: record.callerId,
      // The API ended the session's live events (it does when their credential is revoked): check the credential now.
      onLiveEventsEnded: () => {
        if (sessions.get(record.id) === session) void recheck([session]);
      },
      subscriptions: {
        add: async (uri) => {
          await store.subscribe(record.id, uri);
          await subscriptionsChanged(record.id);
        },
        remove: async (uri) => {
          await store.unsubscribe(record.id, uri);
          await subscriptionsChanged(record.id);
        },
      },
    });
    const session: Session = {
      id: record.id,
      principal: record.principal,
      authorization: request.authorization,
      expiresAt: request.expiresAt,
      lastUsedAt: now(),
      touchedAt: now(),
      streams: 0,
      transport,
      resources,
    };
    transport.onclose = () => {
      if (sessions.get(record.id) === session) sessions.delete(record.id);
    };
    await server.connect(session.transport);
    if (resume) {
      const replay = new Request(resource(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      });
      await session.transport.handleRequest(replay, { parsedBody: record.initialize });
    }
    sessions.set(record.id, session);
    return session;
  };

  /** The session a request names, as this replica's copy: resumed from the store when another replica opened it. */
  const sessionFor = (id: string, request: { principal: string; authorization: string; expiresAt: number | null }) => {
    const local = sessions.get(id);
    if (local) return Promise.resolve(local);
    let pending = resuming.get(id);
    if (!pending) {
      pending = (async () => {
        const record = await store.find(id);
        if (!record || record.principal !== request.principal || idle(record.lastUsedAt, now())) return undefined;
        return sessions.get(id) ?? materialise(record, request, true);
      })().finally(() => resuming.delete(id));
      resuming.set(id, pending);
    }
    return pending;
  };

  /** Checks the credential of sessions (once per credential) and drops the copies it no longer holds for. */
  const recheck = async (open: Iterable<Session>) => {
    const byAuthorization = new Map<string, Session[]>();
    for (const session of open) {
      const list = byAuthorization.get(session.authorization) ?? [];
      list.push(session);
      byAuthorization.set(session.authorization, list);
    }
    await Promise.all(
      [...byAuthorization].map(async ([authorization, list]) => {
        try {
          const credential = await check(authorization);
          for (const session of list) {
            if (session.principal !== credential.principal) dropCopy(session);
            else if (session.authorization === authorization) session.expiresAt = credential.expiresAt;
          }
        } catch (error) {
          // An outage says nothing of the credential: its sessions stay, and each request is checked anyway. A refused one
          // loses this copy (its event stream, its live subscriptions); the session answers only a credential that holds.
          if (isCredentialRefusal(error)) for (const session of list) if (session.authorization === authorization) dropCopy(session);
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
        await recheck([...sessions.values()]);
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
    void (async () => {
      for await (const { id } of pubsub.iterate<{ id: string }>(SESSION_ENDED_CHANNEL, stop.signal)) {
        const local = sessions.get(id);
        if (local) dropCopy(local);
      }
    })().catch(failed('end'));
    void (async () => {
      for await (const { id } of pubsub.iterate<{ id: string }>(SESSION_SUBSCRIPTIONS_CHANNEL, stop.signal)) {
        const local = sessions.get(id);
        if (local?.streams) void followSubscriptions(local).catch(failed('subscription'));
      }
    })().catch(failed('subscription'));
  }

  /**
   * Now and then: ends sessions idle on every replica, drops copies idle here (another replica may be serving the
   * session) and copies whose credential expired (no one announces an expiry), forgets stale checks and long-idle
   * records; without pub/sub, also re-checks every open session's credential at the API.
   */
  const sweep = async () => {
    const at = now();
    for (const session of [...sessions.values()]) {
      if ((session.expiresAt ?? Infinity) <= at) dropCopy(session);
      else if (idle(session.lastUsedAt, at) && !(await endedIfIdleEverywhere(session, at)) && !session.streams) dropCopy(session);
    }
    for (const [key, caller] of callers) if (at - caller.checkedAt >= CALLER_CACHE_MS) callers.delete(key);
    await store.prune(at - SESSION_IDLE_MS);
    if (!listening) void recheckSessions();
  };
  const sweeper = setInterval(() => void sweep().catch(failed('sweep')), SESSION_RECHECK_MS);
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

  /** Each hijacked request's session, body and caller, for the one listener that hands requests to the SDK's transports. */
  const handedOver = new WeakMap<IncomingMessage, { session: Session; body: unknown; auth: AuthInfo }>();
  const transportListener = getRequestListener(
    (webRequest, env) => {
      const { session, body, auth } = handedOver.get(env.incoming as IncomingMessage)!;
      return session.transport.handleRequest(webRequest, { parsedBody: body, authInfo: auth });
    },
    { overrideGlobalObjects: false },
  );

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requestCallers.get(request)!;
    const { userId, principal, expiresAt } = auth.extra as { userId: string; principal: string; expiresAt: number | null };
    const sessionId = request.headers['mcp-session-id'];
    const caller = { principal, authorization: `Bearer ${auth.token}`, expiresAt };
    let session: Session | undefined;
    if (sessionId !== undefined) {
      // Unknown, ended, idle, or opened with another credential (another user's, another key): the client starts anew.
      session = typeof sessionId === 'string' && SESSION_ID.test(sessionId) ? await sessionFor(sessionId, caller) : undefined;
      if (session && idle(session.lastUsedAt, now()) && (await endedIfIdleEverywhere(session, now()))) session = undefined;
      if (!session || session.principal !== principal)
        return reply.status(404).send(rpcError(-32001, 'Session not found: initialize a new one'));
    } else {
      if (request.method !== 'POST' || !isInitializeRequest(request.body)) {
        return reply.status(400).send(rpcError(-32000, 'No mcp-session-id: send initialize first'));
      }
      const query = request.query as { toolset?: string };
      const header = request.headers['x-svc-toolset'];
      const record: McpSessionRecord = {
        id: randomUUID(),
        principal,
        callerId: userId,
        toolset: toolsetOf(query.toolset ?? (typeof header === 'string' ? header : undefined) ?? options.defaultToolset),
        initialize: request.body,
        subscriptions: [],
        lastUsedAt: now(),
      };
      await store.create(record);
      session = await materialise(record, caller, false);
    }
    session.authorization = caller.authorization;
    session.expiresAt = expiresAt;
    session.lastUsedAt = now();
    if (session.lastUsedAt - session.touchedAt >= SESSION_TOUCH_MS) {
      session.touchedAt = session.lastUsedAt;
      void store.touch(session.id, session.lastUsedAt).catch(failed('touch'));
    }
    if (request.method === 'GET') {
      const streaming = session;
      streaming.streams += 1;
      reply.raw.once('close', () => {
        streaming.streams -= 1;
        void followSubscriptions(streaming).catch(failed('subscription'));
      });
      void followSubscriptions(streaming).catch(failed('subscription'));
    }
    reply.hijack();
    handedOver.set(request.raw, { session, body: request.body, auth });
    await transportListener(request.raw, reply.raw);
    // The transport closed this copy; the session ends on every replica.
    if (request.method === 'DELETE' && reply.raw.statusCode === 200) await endSession(session.id).catch(failed('end'));
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
      // The sessions go on: another replica resumes them (or this one, started again).
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
