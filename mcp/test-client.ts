import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { TestApp } from '../test/support/app.js';
import { ok, type Actor } from '../subgraphs/workspace/tickets/ticket.test-support.js';

/** An API key of `actor` with these scopes (by default `mcp:use`). */
export async function mcpKey(t: TestApp, actor: Actor, scopes = ['mcp:use']): Promise<string> {
  const { createApiKey } = await ok<{ createApiKey: { token: string } }>(
    t,
    'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token } }',
    { input: { name: 'MCP', scopes } },
    actor,
  );
  return createApiKey.token;
}

/** An MCP client over streamable HTTP through the gateway (`/mcp` plus `query`), signed in with `key`. */
export async function connectMcp(t: TestApp, key: string, query = ''): Promise<Client> {
  const client = new Client({ name: 'svc-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${t.url}/mcp${query}`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

/** A tool's answer, parsed: its JSON and whether it is an error. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [content] = result.content;
  return {
    isError: result.isError === true,
    value: JSON.parse(content?.type === 'text' ? content.text : 'null') as Record<string, unknown>,
  };
}

/** The protocol version raw requests below speak (the SDK's latest at the time of writing). */
export const MCP_PROTOCOL_VERSION = '2025-06-18';

let rpcId = 0;
/**
 * One JSON-RPC message to an `/mcp` endpoint as a raw HTTP request, for what the SDK client hides: the status and headers
 * (a 401's challenge), or timing. A `notifications/…` method is sent without an id.
 */
export const mcpRpc = (url: string, token: string, method: string, params: Record<string, unknown>, sessionId?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${token}`,
      'mcp-protocol-version': MCP_PROTOCOL_VERSION,
      ...(sessionId ? { 'mcp-session-id': sessionId } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', ...(method.startsWith('notifications/') ? {} : { id: (rpcId += 1) }), method, params }),
  });
