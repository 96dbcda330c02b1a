import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
  type CallToolRequest,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { $ZodError } from 'zod/v4/core';
import { platformVersion } from '../core/version.js';
import { argumentPath, ticketAnswer, timerStopAnswer } from './answers.js';
import { compact } from './compact.js';
import { CALLS_WAITING_PER_CALLER, type CallerQueues } from './caller-queues.js';
import { escapeHatchTools, type EscapeHatches } from './escape-hatches.js';
import { instructionsFor, WORKING_RULES } from './instructions.js';
import { PROMPTS, renderPrompt } from './prompts.js';
import { serveResources, type ResourceFollower, type SubscriptionRecord } from './resources.js';
import { invalidParams } from './rpc-errors.js';
import { TOOLSETS, type OperationTool, type Toolset } from './tool-definitions.js';
import type { ApiError, WorkspaceClient } from './workspace-client.js';

/** Largest arguments of one tool call, as JSON: far above any ticket or comment, far below the API's body limit. */
export const MAX_ARGUMENT_BYTES = 256 * 1024;

/** `serverInfo` of the `initialize` answer: the version is this package's (package.json), the release the server is. */
export const SERVER_INFO = { name: 'svc-workspace', version: platformVersion };

/** The tools of every toolset, made once per process from operations/mcp/, with their argument validators. */
export class ToolCatalog {
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly tools: readonly OperationTool[]) {
    const ajv = new Ajv({ allErrors: false, strict: false });
    addFormats.default(ajv);
    for (const tool of [...tools, ...escapeHatchTools]) this.validators.set(tool.name, ajv.compile(tool.inputSchema));
  }

  inToolset(toolset: Toolset): OperationTool[] {
    return this.tools.filter((tool) => tool.toolsets.has(toolset));
  }

  /** The toolsets that have the tool `name` (every one for an escape hatch); none when this server has no such tool. */
  toolsetsOf(name: string): Toolset[] {
    if (escapeHatchTools.some((tool) => tool.name === name)) return [...TOOLSETS];
    return [...(this.tools.find((tool) => tool.name === name)?.toolsets ?? [])];
  }

  /** Why the arguments do not fit the tool's input schema, naming the argument; null when they fit. */
  refusal(toolName: string, args: Record<string, unknown>): string | null {
    const validate = this.validators.get(toolName)!;
    if (validate(args)) return null;
    const [error] = validate.errors ?? [];
    if (!error) return 'the arguments do not fit the input schema';
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const extra = typeof error.params.additionalProperty === 'string' ? error.params.additionalProperty : undefined;
    const missing = typeof error.params.missingProperty === 'string' ? error.params.missingProperty : undefined;
    const argument = [path, extra ?? missing].filter(Boolean).join('.') || 'arguments';
    return `${argument}: ${extra ? 'is not an argument of this tool' : (error.message ?? 'is invalid')}`;
  }
}

/** What a tool call answers: JSON text, and `isError` with the API's error code and message when it failed. */
const result = (value: unknown, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  ...(isError ? { isError: true } : {}),
});

const toolError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  result({ error: { code, message, ...extra } }, true);

/** The path in a variable graphql-js names when it cannot coerce it (`Variable "$input" got invalid value 5 at "input.title"; …`). */
const coercedVariable = (message: string): string | undefined => {
  const match = /^Variable "\$(\w+)" got invalid value .*?(?: at "([\w.[\]]+)")?; /s.exec(message);
  return match ? (match[2] ?? match[1]) : undefined;
};

/**
 * The API's refusal of a tool's call as a tool error: its code, message and reason, and its `field` as the path of the
 * argument the client sent (`input.title`, not the API's `title`: `argumentPath`), the message's leading field too.
 */
const apiError = (error: ApiError, status: number, tool: OperationTool) => {
  const { code, reason } = error.extensions ?? {};
  const field = error.extensions?.field ?? coercedVariable(error.message);
  const path = field ? argumentPath(tool.inputSchema, field) : undefined;
  const message =
    field && path !== field && error.message.startsWith(`${field}:`) ? `${path}${error.message.slice(field.length)}` : error.message;
  return toolError(code ?? (status === 401 ? 'UNAUTHENTICATED' : 'API_ERROR'), message, {
    ...(path ? { field: path } : {}),
    ...(reason ? { reason } : {}),
  });
};

/**
 * SPEC.md's "404 at call time" for a tool the server does not have, in MCP terms: the JSON-RPC error -32602 (Invalid
 * params, as MCP answers an unknown tool) with `data.status` 404, `data.code` `UNKNOWN_TOOL`, the tool and this server's
 * version. `toolsets` are those that do have it (none when this release has no such tool at all).
 */
export const unknownTool = (name: string, toolset: Toolset, toolsets: Toolset[]): Error => {
  const data = { code: 'UNKNOWN_TOOL', status: 404, tool: name, toolset, serverVersion: SERVER_INFO.version };
  if (toolsets.length) {
    return invalidParams(
      `Unknown tool: ${name} is not in the ${toolset} toolset of this server (${SERVER_INFO.name} ${SERVER_INFO.version}); ` +
        `it is in ${toolsets.join(', ')}: connect with toolset=${toolsets.includes('curated') ? 'curated' : 'full'}`,
      { ...data, toolsets },
    );
  }
  return invalidParams(
    `Unknown tool: ${name} does not exist on this server (${SERVER_INFO.name} ${SERVER_INFO.version}). A client package ` +
      `newer than the server lists tools the server does not have yet: pin the package to the server's version, ${SERVER_INFO.version}.`,
    data,
  );
};

/** A validation failure of graphql-js's that fails a document written for another schema (not one of the gateway's limits). */
const isSchemaMismatch = (error: ApiError): boolean =>
  error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' &&
  /^(Cannot query field|Unknown argument|Unknown type|Unknown directive|Value "[^"]*" does not exist in|Field "[^"]*" argument "[^"]*" of type "[^"]*" is required|Variable "\$\w+" of type "[^"]*" used in position expecting)/.test(
    error.message,
  );

/**
 * A tool whose operation the workspace API does not know (a field, argument, type or enum value it lacks:
 * `isSchemaMismatch`): this server (a local `svc-mcp`, or a separate MCP process) is newer than the API it calls. The
 * same -32602 with `data.status` 404 as an unknown tool, naming what the API lacks.
 */
const toolNotOnApi = (tool: OperationTool, error: ApiError): Error =>
  invalidParams(
    `Unknown tool: ${tool.name} is not on the workspace server this ${SERVER_INFO.name} ${SERVER_INFO.version} calls (${error.message}): ` +
      `the MCP package is newer than the server. Pin it to the server's version; older tools keep working.`,
    { code: 'UNKNOWN_TOOL', status: 404, tool: tool.name, serverVersion: SERVER_INFO.version, reason: error.message },
  );

type RequestHandler = (request: unknown, extra: unknown) => Promise<unknown>;

/**
 * The SDK checks each request against its method's schema before the handler runs, and answers a misfit with the
 * validator's raw issue list as -32603 (Internal error). This wraps every handler of `server` (the SDK's own, such
 * as initialize, and ours) so that the misfit is JSON-RPC's -32602 (Invalid params) naming the first parameter
 * that does not fit. The SDK's check throws synchronously, before the handler's promise exists: only that is caught.
 */
function answerInvalidParams(server: Server): void {
  // The SDK keeps its handlers in a private map, and offers no hook on this check.
  const handlers = (server as unknown as { _requestHandlers: Map<string, RequestHandler> })._requestHandlers;
  for (const [method, handler] of handlers) {
    handlers.set(method, (request, extra) => {
      try {
        return handler(request, extra);
      } catch (error) {
        if (!(error instanceof $ZodError)) throw error;
        const [issue] = error.issues;
        const where = issue?.path.length ? issue.path.join('.') : 'params';
        // Not McpError, whose message would start with "MCP error -32602": the SDK answers any error's numeric code.
        throw Object.assign(new Error(`Invalid params: ${where}: ${issue?.message ?? 'does not fit the method'}`), {
          code: ErrorCode.InvalidParams,
        });
      }
    });
  }
}

export interface ConnectionOptions {
  catalog: ToolCatalog;
  toolset: Toolset;
  client: WorkspaceClient;
  /** The connection's current `Authorization` header value (HTTP: the latest request's; stdio: the key's). */
  authorization: () => string;
  /** The process's escape hatches, shared by every connection (their rate limit is per caller). */
  hatches: EscapeHatches;
  /** Who the connection acts as (the user id), for the escape hatches' rate limit and the callers' fair share. */
  callerId: string;
  /** The process's per-caller queues of tool calls, shared by every connection. */
  queues: CallerQueues;
  /** Called when the API ends a live event stream of a resource subscription (as it does when the credential is revoked). */
  onLiveEventsEnded?: () => void;
  /** Where its subscriptions are recorded when another replica may hold its event stream (see ResourceOptions). */
  subscriptions?: SubscriptionRecord;
}

/**
 * One MCP connection's server (the SDK's low-level `Server`, so tool schemas stay the generated JSON
 * Schema): the toolset's tools, each call run as the caller through the workspace API.
 */
export function createConnectionServer(options: ConnectionOptions): { server: Server; resources: ResourceFollower } {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: false }, prompts: { listChanged: false }, resources: { subscribe: true, listChanged: false } },
    instructions: instructionsFor(options.toolset),
  });
  const tools = options.catalog.inToolset(options.toolset);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  // Whether this connection can read a ticket's older comments (svc_get_ticket and svc://ticket/<key> point there).
  const hasListComments = byName.has('svc_list_comments');
  const listed: Tool[] = [
    ...tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema as Tool['inputSchema'],
      annotations: tool.annotations,
    })),
    ...escapeHatchTools,
  ].sort((a, b) => a.name.localeCompare(b.name));
  const hatchNames = new Set(escapeHatchTools.map((tool) => tool.name));

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  const resources = serveResources(server, {
    client: options.client,
    authorization: options.authorization,
    eventsUrl: options.client.eventsUrl,
    hasListComments,
    ...(options.onLiveEventsEnded ? { onEventsEnded: options.onLiveEventsEnded } : {}),
    ...(options.subscriptions ? { subscriptions: options.subscriptions } : {}),
  });
  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: PROMPTS.map(({ name, title, description, arguments: args = [] }) => ({
      name,
      title,
      description,
      arguments: args.map(({ name: argument, description: about, required }) => ({ name: argument, description: about, required })),
    })),
  }));
  server.setRequestHandler(GetPromptRequestSchema, (request) =>
    renderPrompt(options.client, options.authorization(), request.params.name, request.params.arguments),
  );
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name } = request.params;
    if (!byName.has(name) && !hatchNames.has(name)) throw unknownTool(name, options.toolset, options.catalog.toolsetsOf(name));
    const answer = await options.queues.run(options.callerId, () => callTool(request.params));
    return (
      answer ?? toolError('RATE_LIMITED', `More than ${CALLS_WAITING_PER_CALLER} of your calls are waiting: retry when some have answered`)
    );
  });
  const callTool = async (params: CallToolRequest['params']) => {
    const name = params.name;
    const tool = byName.get(name);
    const args = params.arguments ?? {};
    if (Buffer.byteLength(JSON.stringify(args)) > MAX_ARGUMENT_BYTES) {
      return toolError('BAD_USER_INPUT', `arguments: larger than ${MAX_ARGUMENT_BYTES} bytes`, { field: 'arguments' });
    }
    const refusal = options.catalog.refusal(name, args);
    if (refusal) return toolError('BAD_USER_INPUT', refusal, { field: refusal.slice(0, refusal.indexOf(':')) });
    if (!tool) {
      const answer =
        name === 'svc_api_search'
          ? await options.hatches.search(options.authorization(), args)
          : await options.hatches.call(options.authorization(), options.callerId, args as { method: string; path: string; body?: unknown });
      return result(answer.value, answer.isError);
    }
    const answer = await options.client.graphql(options.authorization(), tool.query, args, tool.operationName);
    const [error] = answer.errors ?? [];
    if (error && isSchemaMismatch(error)) throw toolNotOnApi(tool, error);
    if (error) return apiError(error, answer.status, tool);
    if (!answer.data) return toolError('API_ERROR', `The workspace API answered ${answer.status} without data`);
    const value = compact(answer.data);
    switch (tool.name) {
      // The minimal toolset's instructions are short: the working rules come with the first call.
      case 'svc_session_start':
        return result({ ...(value as object), rules: WORKING_RULES });
      case 'svc_get_ticket':
        return result(ticketAnswer(value, hasListComments));
      case 'svc_timer_stop':
        return result(timerStopAnswer(value));
      default:
        return result(value);
    }
  };
  answerInvalidParams(server);
  return { server, resources };
}
