import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Config } from '../core/config.js';
import { systemClock } from '../core/clock.js';
import { EscapeHatches } from './escape-hatches.js';
import { createConnectionServer } from './mcp-server.js';
import { loadToolCatalog, MCP_USER_AGENT } from './start.js';
import { toolsetOf } from './tool-definitions.js';
import { WorkspaceClient } from './workspace-client.js';

/**
 * The local MCP server over stdio (`npx svc-mcp`): tools of SVC_MCP_TOOLSET, run as SVC_API_KEY's owner
 * against SVC_API_URL. It first asks `GET /api/users/me` with the key and says on stderr what failed;
 * stdout carries the JSON-RPC stream only. Returns the exit code when it cannot start.
 */
export async function runStdio(config: Config, stderr: (line: string) => void): Promise<number | undefined> {
  if (!config.SVC_API_URL) {
    stderr('SVC_API_URL is required: the base URL of the SVC platform, e.g. https://svc.example.com');
    return 2;
  }
  if (!config.SVC_API_KEY) {
    stderr('SVC_API_KEY is required: a workspace API key with the scope mcp:use');
    return 2;
  }
  const authorization = `Bearer ${config.SVC_API_KEY}`;
  const userAgent = config.SVC_MCP_CLIENT ? `${MCP_USER_AGENT} ${config.SVC_MCP_CLIENT}` : MCP_USER_AGENT;
  const client = new WorkspaceClient(config.SVC_API_URL, userAgent);
  let callerId: string;
  try {
    const me = await client.rest(authorization, 'GET', '/api/users/me');
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
    authorization: () => authorization,
    hatches: new EscapeHatches(client, systemClock),
    callerId,
  });
  await server.connect(new StdioServerTransport());
  return undefined;
}
