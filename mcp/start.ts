import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import type { Clock } from '../core/clock.js';
import type { Config } from '../core/config.js';
import { repoRoot } from '../core/paths.js';
import { createMcpHttpServer, createMcpHttpService, type McpHttpService } from './http-server.js';
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

/** The MCP server's `/mcp` endpoint, calling the workspace API at `apiUrl`, for the platform whose public URL is `publicUrl`. */
export function createMcpService(
  config: Config,
  context: { apiUrl: string | (() => string); publicUrl: () => string; clock: Clock },
): McpHttpService {
  return createMcpHttpService({
    catalog: loadToolCatalog(),
    client: new WorkspaceClient(context.apiUrl, MCP_USER_AGENT),
    defaultToolset: config.SVC_MCP_TOOLSET,
    resourceUrl: () => `${context.publicUrl()}/mcp`,
    clock: context.clock,
  });
}

/** The MCP process's HTTP server on HOST:SVC_MCP_PORT: `service`'s `/mcp`, `/health` and the resource metadata. */
export async function startMcpHttp(config: Config, service: McpHttpService, publicUrl: () => string): Promise<RunningMcp> {
  const app = createMcpHttpServer(service, () => `${publicUrl()}/mcp`);
  const address = await app.listen({ host: config.HOST, port: config.SVC_MCP_PORT });
  return { url: address.replace('[::1]', 'localhost'), close: () => app.close() };
}
