import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import type { Clock } from '../core/clock.js';
import type { Config } from '../core/config.js';
import { repoRoot } from '../core/paths.js';
import { createMcpHttpServer } from './http-server.js';
import { ToolCatalog } from './mcp-server.js';
import { loadOperationTools } from './tool-definitions.js';
import { WorkspaceClient } from './workspace-client.js';

export const MCP_USER_AGENT = 'svc-mcp/0.1.0';

/** The tools of operations/mcp/, checked against the API schema (schema/api.graphql) once per process. */
export function loadToolCatalog(): ToolCatalog {
  const root = repoRoot();
  const schema = buildSchema(readFileSync(path.join(root, 'schema', 'api.graphql'), 'utf8'));
  return new ToolCatalog(loadOperationTools(schema, path.join(root, 'operations', 'mcp')));
}

export interface RunningMcp {
  /** Where the MCP server listens (`/mcp`, `/health`). */
  url: string;
  close(): Promise<void>;
}

/** The MCP server over streamable HTTP on HOST:SVC_MCP_PORT, calling the workspace API at `apiUrl`. */
export async function startMcpHttp(config: Config, context: { apiUrl: string; publicUrl: string; clock: Clock }): Promise<RunningMcp> {
  const app = createMcpHttpServer({
    catalog: loadToolCatalog(),
    client: new WorkspaceClient(context.apiUrl, MCP_USER_AGENT),
    defaultToolset: config.SVC_MCP_TOOLSET,
    resourceUrl: `${context.publicUrl}/mcp`,
    clock: context.clock,
  });
  const address = await app.listen({ host: config.HOST, port: config.SVC_MCP_PORT });
  return { url: address.replace('[::1]', 'localhost'), close: () => app.close() };
}
