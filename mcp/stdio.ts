import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Config } from '../core/config.js';
import { systemClock } from '../core/clock.js';
import { CallerQueues } from './caller-queues.js';
import { EscapeHatches } from './escape-hatches.js';
import { defaultOAuthCachePath, OAuthSession } from './oauth-session.js';
import { createConnectionServer } from './mcp-server.js';
import { loadToolCatalog, MCP_USER_AGENT } from './start.js';
import { toolsetOf } from './tool-definitions.js';
import { WorkspaceClient } from './workspace-client.js';

/**
 * The local MCP server over stdio (`npx svc-mcp`): tools of SVC_MCP_TOOLSET against SVC_API_URL, run as
 * SVC_API_KEY's owner, or without a key (or with SVC_AUTH=oauth) as whoever signs in and consents in the
 * browser (a session cached in a file of the owner's and renewed by itself). It first asks `GET /api/users/me` and says on
 * stderr what failed; stdout carries the JSON-RPC stream only. Returns the exit code when it cannot start.
 */
export async function runStdio(config: Config, stderr: (line: string) => void): Promise<number | undefined> {
  if (!config.SVC_API_URL) {
    stderr('SVC_API_URL is required: the base URL of the SVC platform, e.g. https://svc.example.com');
    return 2;
  }
  let authorization = () => `Bearer ${config.SVC_API_KEY}`;
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
  const server = createConnectionServer({
    catalog: loadToolCatalog(),
    toolset: toolsetOf(config.SVC_MCP_TOOLSET),
    client,
    authorization,
    hatches: new EscapeHatches(client, systemClock),
    queues: new CallerQueues(),
    callerId,
  });
  await server.connect(new StdioServerTransport());
  return undefined;
}
