import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';

/**
 * A JSON-RPC error for a handler to throw: the SDK answers its `code`, `message` and `data` as they are. Not the SDK's
 * `McpError`, whose message already starts with "MCP error <code>: ", which the client's `McpError` adds again.
 */
export const rpcError = (code: number, message: string, data?: Record<string, unknown>): Error =>
  Object.assign(new Error(message), { code, ...(data ? { data } : {}) });

/** JSON-RPC's -32602 (Invalid params). */
export const invalidParams = (message: string, data?: Record<string, unknown>): Error => rpcError(ErrorCode.InvalidParams, message, data);
