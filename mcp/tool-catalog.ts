import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { repoRoot } from '../core/paths.js';
import { rootFieldsOf, whyNoTool } from './full-operations.js';
import { ToolCatalog } from './mcp-server.js';
import { loadOperationTools } from './tool-definitions.js';

// Not in mcp/start.ts, the HTTP server's wiring: the stdio server uses the catalog, and loading Fastify was half its start.

export const MCP_USER_AGENT = 'svc-mcp/0.1.0';

let toolCatalog: ToolCatalog | undefined;

/**
 * The tools of operations/mcp/, checked against the API schema (schema/api.graphql), made once per process: they are files of
 * the release, and compiling their argument validators was 8% of an app's start (several apps start in one test process).
 */
export function loadToolCatalog(): ToolCatalog {
  return (toolCatalog ??= buildToolCatalog());
}

function buildToolCatalog(): ToolCatalog {
  const root = repoRoot();
  const schema = buildSchema(readFileSync(path.join(root, 'schema', 'api.graphql'), 'utf8'));
  const tools = loadOperationTools(schema, path.join(root, 'operations', 'mcp'));
  // No tool manages credentials (core/acting-for.ts) or runs what only peers call: the API would refuse it; a document that tries is a mistake.
  for (const tool of tools) {
    const field = rootFieldsOf(tool.query).find(whyNoTool);
    if (field) throw new Error(`operations/mcp: ${tool.name} runs ${field}, which no MCP tool may: ${whyNoTool(field)}`);
  }
  return new ToolCatalog(tools);
}
