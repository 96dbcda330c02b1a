import { InsufficientScopeError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  isJSONRPCRequest,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type MessageExtraInfo,
} from '@modelcontextprotocol/sdk/types.js';
import type { Config } from '../core/config.js';
import { systemClock, type Clock } from '../core/clock.js';
import { CallerQueues } from './caller-queues.js';
import { checkMcpCredential, isCredentialRefusal } from './credential-check.js';
import { EscapeHatches } from './escape-hatches.js';
import { defaultOAuthCachePath, OAuthSession } from './oauth-session.js';
import { createConnectionServer } from './mcp-server.js';
import { loadToolCatalog, MCP_USER_AGENT } from './tool-catalog.js';
import { toolsetOf } from './tool-definitions.js';
import { WorkspaceClient } from './workspace-client.js';

/** Requests answered without asking the credential: the handshake and pings. */
const UNGUARDED = new Set(['initialize', 'ping']);

/**
 * The stdio transport with a gate: every request but `initialize` and `ping` waits for `refusal` (the credential check);
 * a refused one is answered with the reason, never served (a tool call as a tool error the model reads, anything else as
 * a JSON-RPC error). Notifications and the client's answers pass as they come.
 */
class GuardedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  constructor(
    private readonly inner: Transport,
    private readonly refusal: () => Promise<string | null>,
  ) {
    inner.onmessage = (message, extra) => void this.receive(message, extra);
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }

  start = () => this.inner.start();
  send: Transport['send'] = (message, options) => this.inner.send(message, options);
  close = () => this.inner.close();

  private async receive(message: JSONRPCMessage, extra: MessageExtraInfo | undefined): Promise<void> {
    if (!isJSONRPCRequest(message) || UNGUARDED.has(message.method)) return this.onmessage?.(message, extra);
    let refused: string | null;
    try {
      refused = await this.refusal();
    } catch (error) {
      refused = `The credential could not be checked: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (refused === null) return this.onmessage?.(message, extra);
    await this.inner.send(answerRefused(message, refused)).catch((error: unknown) => this.onerror?.(error as Error));
  }
}

const answerRefused = (request: JSONRPCRequest, message: string): JSONRPCMessage =>
  request.method === 'tools/call'
    ? {
        jsonrpc: '2.0',
        id: request.id,
        result: { content: [{ type: 'text', text: JSON.stringify({ error: { code: 'UNAUTHENTICATED', message } }) }], isError: true },
      }
    : { jsonrpc: '2.0', id: request.id, error: { code: ErrorCode.InvalidRequest, message } };

export interface StdioOptions {
  /** Where "now" is read for the credential's expiry (tests move it). */
  clock?: Clock;
}

/**
 * The local MCP server over stdio (`npx svc-mcp`): tools of SVC_MCP_TOOLSET against SVC_API_URL, run as
 * SVC_API_KEY's owner, or without a key (or with SVC_AUTH=oauth) as whoever signs in and consents in the
 * browser (a session cached in a file of the owner's and renewed by itself). It first asks `GET /api/users/me`, then
 * checks the credential as the HTTP server does (checkMcpCredential: `mcp:use`, expiry, revocation, the token's
 * resource), and says on stderr what failed; stdout carries the JSON-RPC stream only. Returns the exit code when it
 * cannot start. Once serving, the credential is checked again before every request: a revoked or expired one (or one
 * that lost `mcp:use`) is refused with the reason, and said once on stderr; an OAuth session first tries to renew itself.
 */
export async function runStdio(config: Config, stderr: (line: string) => void, options: StdioOptions = {}): Promise<number | undefined> {
  const clock = options.clock ?? systemClock;
  if (!config.SVC_API_URL) {
    stderr('SVC_API_URL is required: the base URL of the SVC platform, e.g. https://svc.example.com');
    return 2;
  }
  let authorization = () => `Bearer ${config.SVC_API_KEY}`;
  let oauth: OAuthSession | undefined;
  if (config.SVC_AUTH === 'oauth' || !config.SVC_API_KEY) {
    const session = new OAuthSession({
      apiUrl: config.SVC_API_URL,
      cacheFile: config.SVC_MCP_OAUTH_CACHE ?? defaultOAuthCachePath(config.SVC_API_URL),
      noBrowser: config.SVC_MCP_NO_BROWSER,
      clientName: config.SVC_MCP_CLIENT ? `svc-mcp (${config.SVC_MCP_CLIENT})` : 'svc-mcp',
      stderr,
    });
    try {
      await session.signIn();
    } catch (error) {
      stderr(`Signing in to ${config.SVC_API_URL} failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    authorization = () => session.authorization();
    oauth = session;
  }
  const userAgent = config.SVC_MCP_CLIENT ? `${MCP_USER_AGENT} ${config.SVC_MCP_CLIENT}` : MCP_USER_AGENT;
  const client = new WorkspaceClient(config.SVC_API_URL, userAgent);
  let callerId: string;
  try {
    const me = await client.rest(authorization(), 'GET', '/api/users/me');
    callerId = (me.body as { id?: string } | null)?.id ?? '';
    if (me.status !== 200 || !callerId) {
      stderr(`GET ${new URL('/api/users/me', config.SVC_API_URL)} answered ${me.status}: ${JSON.stringify(me.body)}`);
      return 1;
    }
  } catch (error) {
    stderr(`Cannot reach ${config.SVC_API_URL}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  // The resource an OAuth access token must name: the platform's `/mcp`, which the stdio server's session was signed in for.
  const resource = new URL('/mcp', config.SVC_API_URL).href;
  const check = () => checkMcpCredential(client, authorization(), { resource, now: clock.now().getTime() });
  const explain = (error: Error) =>
    error instanceof InsufficientScopeError
      ? `${error.message}: the ${oauth ? 'OAuth grant' : 'API key'} does not carry the scope mcp:use (a key needs scopes: ["mcp:use"])`
      : oauth
        ? `The sign-in (OAuth grant) is revoked or expired (${error.message}): restart svc-mcp to sign in again`
        : `The API key is revoked, expired or wrong (${error.message}): restart svc-mcp with a valid key in SVC_API_KEY`;
  try {
    await check();
  } catch (error) {
    stderr(
      isCredentialRefusal(error) ? explain(error) : `Cannot check the credential at ${config.SVC_API_URL}: ${(error as Error).message}`,
    );
    oauth?.close();
    return 1;
  }

  let said: string | null = null;
  /** Null when the credential still holds; else why not (said once on stderr). An API outage lets the request through. */
  const refusal = async (): Promise<string | null> => {
    let reason: string | null = null;
    try {
      await check();
    } catch (error) {
      if (!isCredentialRefusal(error)) return null;
      // An access token past its renewal (a laptop asleep through it): renewed once, then asked again.
      const renewed = oauth && !(error instanceof InsufficientScopeError) && (await oauth.renew());
      reason = explain(error);
      if (renewed)
        reason = await check().then(
          () => null,
          (again: unknown) => (isCredentialRefusal(again) ? explain(again) : null),
        );
    }
    if (reason !== said && reason) stderr(reason);
    said = reason;
    return reason;
  };

  const { server } = createConnectionServer({
    catalog: loadToolCatalog(),
    toolset: toolsetOf(config.SVC_MCP_TOOLSET),
    client,
    authorization,
    hatches: new EscapeHatches(client, clock),
    queues: new CallerQueues(),
    callerId,
  });
  await server.connect(new GuardedTransport(new StdioServerTransport(), refusal));
  return undefined;
}
