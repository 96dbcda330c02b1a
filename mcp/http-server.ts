import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { print } from 'graphql';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from '../core/clock.js';
import { sha256Hex } from '../core/crypto.js';
import { CurrentCredentialDocument, type CurrentCredentialQuery } from '../operations/generated/graphql.js';
import { EscapeHatches } from './escape-hatches.js';
import { createConnectionServer, type ToolCatalog } from './mcp-server.js';
import { toolsetOf, type Toolset } from './tool-definitions.js';
import type { WorkspaceClient } from './workspace-client.js';

/** A session unused this long is closed; a request naming it then gets 404 and the client initializes again. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** How long a checked credential is trusted before it is asked about again (every tool call still runs with it at the API). */
const CALLER_CACHE_MS = 30 * 1000;
/** The scope an API key needs for MCP. */
export const MCP_SCOPE = 'mcp:use';

/** The workspace's own `CurrentCredential` operation: whose credential it is, and its scopes. */
const CALLER_QUERY = print(CurrentCredentialDocument);

interface Caller {
  userId: string;
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
  /** Public URL of `/mcp` (through the gateway): the OAuth protected resource. */
  resourceUrl: string;
  clock: Clock;
}

/** JSON-RPC error body for transport-level refusals (no request id is known). */
const rpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

class Refusal extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly error: 'invalid_token' | 'insufficient_scope',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The MCP server over streamable HTTP: `POST|GET|DELETE /mcp` (sessions by `mcp-session-id`, a new one on
 * `initialize`, 404 for an unknown or expired one), `/health` without auth, and the protected-resource
 * metadata (RFC 9728). Every `/mcp` request carries `Authorization: Bearer <API key with mcp:use>`;
 * without one it is 401 with an RFC 6750 challenge naming the metadata.
 */
export function createMcpHttpServer(options: McpHttpOptions): FastifyInstance {
  const sessions = new Map<string, Session>();
  const hatches = new EscapeHatches(options.client, options.clock);
  const callers = new Map<string, Caller>();
  const metadataUrl = `${new URL(options.resourceUrl).origin}/.well-known/oauth-protected-resource${new URL(options.resourceUrl).pathname}`;
  const challenge = (error?: string, description?: string) =>
    [
      `Bearer resource_metadata="${metadataUrl}"`,
      ...(error ? [`error="${error}"`] : []),
      ...(error === 'insufficient_scope' ? [`scope="${MCP_SCOPE}"`] : []),
      ...(description ? [`error_description="${description.replaceAll('"', "'")}"`] : []),
    ].join(', ');

  /** The caller of a request: its credential checked at the workspace API (cached briefly), holding `mcp:use`. */
  async function callerOf(authorization: string | undefined): Promise<Caller> {
    if (!authorization || !/^Bearer \S+$/i.test(authorization))
      throw new Refusal(401, 'invalid_token', 'Send Authorization: Bearer <API key>');
    const key = sha256Hex(authorization);
    const now = options.clock.now().getTime();
    const cached = callers.get(key);
    if (cached && now - cached.checkedAt < CALLER_CACHE_MS) return cached;
    callers.delete(key);
    const answer = await options.client.graphql(authorization, CALLER_QUERY, {}, 'CurrentCredential');
    const data = answer.data as CurrentCredentialQuery | null | undefined;
    if (!data?.currentCredential) {
      throw new Refusal(401, 'invalid_token', answer.errors?.[0]?.message ?? 'The API key is revoked, expired or wrong');
    }
    if (!data.currentCredential.scopes.includes(MCP_SCOPE)) throw new Refusal(403, 'insufficient_scope', `${MCP_SCOPE} scope required`);
    const caller = { userId: data.currentCredential.user.id, checkedAt: now };
    callers.set(key, caller);
    return caller;
  }

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

  // Event streams (GET /mcp) stay open for as long as a client keeps them: closing the server ends them.
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024, forceCloseConnections: true });

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/.well-known/oauth-protected-resource/mcp', async () => ({
    resource: options.resourceUrl,
    bearer_methods_supported: ['header'],
    scopes_supported: [MCP_SCOPE],
    resource_name: 'SVC workspace (MCP)',
  }));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    let caller: Caller;
    try {
      caller = await callerOf(request.headers.authorization);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return reply
        .status(error.status)
        .header('www-authenticate', challenge(error.error, error.message))
        .send({ error: error.error, error_description: error.message });
    }
    const sessionId = request.headers['mcp-session-id'];
    const authorization = request.headers.authorization!;
    let session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (session && expired(session, options.clock.now().getTime())) {
      endSession(sessionId as string, session);
      session = undefined;
    }
    if (sessionId !== undefined && (!session || session.userId !== caller.userId)) {
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
        userId: caller.userId,
        toolset,
        authorization,
        lastUsedAt: options.clock.now().getTime(),
        transport: new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
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
        callerId: caller.userId,
      });
      await server.connect(created.transport);
      session = created;
    }
    session.authorization = authorization;
    session.lastUsedAt = options.clock.now().getTime();
    reply.hijack();
    await session.transport.handleRequest(request.raw, reply.raw, request.body);
  };
  app.post('/mcp', handle);
  app.get('/mcp', handle);
  app.delete('/mcp', handle);

  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    for (const session of [...sessions.values()]) await session.transport.close();
    sessions.clear();
  });
  return app;
}
