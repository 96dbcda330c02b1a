import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { isCredentialManagementField } from '../core/acting-for.js';
import type { Clock } from '../core/clock.js';
import type { EdgeState } from '../core/edge.js';
import { createSharedLimits, type RateLimit, type SharedLimits } from '../core/shared-limits.js';
import type { WorkspaceClient } from './workspace-client.js';

/** The live description the escape hatches search and dispatch over: the workspace REST API's, relative to `/api`. */
const API_PREFIX = '/api';
const DESCRIPTION_PATH = `${API_PREFIX}/openapi.json`;
/** The description changes only with a new release: asked again after this long. */
const DESCRIPTION_TTL_MS = 60_000;

/** `svc_api_call`s per caller per minute (SPEC.md). */
export const API_CALLS_PER_MINUTE = 120;
/** That limit, in any minute (a sliding window), counted once across the MCP server's replicas. */
const API_CALLS: RateLimit = { name: 'mcp-api-call', max: API_CALLS_PER_MINUTE, windowMs: 60_000 };

/**
 * Routes `svc_api_call` never dispatches, whatever the caller may do: sign-in and credentials (auth, OAuth, API keys,
 * passwords, invitations, sessions), setup, webhooks (they would send data elsewhere) and transport (uploads, the event
 * stream, MCP itself). Besides these, every route of a credential-management mutation (`managesCredentials`) is
 * refused, and not even found by `svc_api_search`.
 */
const REFUSED_ROUTES =
  /(^|[/-])(login|logout|password|invite|api-key|api-keys|credential|session|oauth|setup|webhook|webhooks|attachments|mcp|graphql|openapi\.json)([/-]|$)/;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The root field a route path is named after, by sofa's rule: `/update-user` runs `updateUser`, `/ticket/{key}` `ticket`. */
const fieldOfPath = (path: string) =>
  (path.split('/').find(Boolean) ?? '').replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Whether a route runs a mutation that manages credentials (core/acting-for.ts: keys, passwords, sign-in, invitations,
 * accounts, roles, secrets): known by the operation the live description names (its `operationId` is the field), and
 * by the path's name alone, so that neither a renamed path nor a missing `operationId` lets one through.
 */
const managesCredentials = (path: string, operation?: OperationObject) =>
  isCredentialManagementField(fieldOfPath(path)) ||
  (operation?.operationId !== undefined && isCredentialManagementField(operation.operationId));

const credentialRefusal = (method: string, path: string): HatchResult =>
  refusal(
    'FORBIDDEN',
    `${method} ${path} manages credentials (keys, passwords, sign-in, invitations, accounts, roles, secrets): never through MCP, ` +
      'whatever your permissions; use the console with your own sign-in',
  );

interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  'x-permissions'?: string[];
}
interface ApiDescription {
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, unknown> };
}

export const escapeHatchTools: Tool[] = [
  {
    name: 'svc_api_search',
    description:
      "Finds workspace API routes the other tools lack: by `query` words (with the permissions each needs), or one route's schemas by `path` and `method`.",
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', maxLength: 200 },
        path: { type: 'string', maxLength: 300 },
        method: { type: 'string', enum: [...METHODS] },
      },
      additionalProperties: false,
    },
    annotations: { title: 'API search', readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false },
  },
  {
    name: 'svc_api_call',
    description: `Calls a route found with svc_api_search, as you; answers its HTTP status and body. No credential (sign-in, key, password, account), setup, webhook or upload routes; ${API_CALLS_PER_MINUTE} calls a minute.`,
    inputSchema: {
      type: 'object',
      properties: {
        method: { type: 'string', enum: [...METHODS] },
        path: {
          type: 'string',
          maxLength: 2000,
          description: 'With parameters filled in, e.g. /ticket?key=WEB-12',
        },
        body: { type: 'object' },
      },
      required: ['method', 'path'],
      additionalProperties: false,
    },
    annotations: { title: 'API call', readOnlyHint: false, idempotentHint: false, destructiveHint: true, openWorldHint: false },
  },
];

/** The result of an escape-hatch call: the value to answer with, and whether it is an error. */
export interface HatchResult {
  value: unknown;
  isError: boolean;
}

/** A refused call as a tool error; `field`, for bad input, is the argument at fault (the path in the arguments, as every tool's). */
const refusal = (code: string, message: string, field?: string): HatchResult => ({
  value: { error: { code, message, ...(field ? { field } : {}) } },
  isError: true,
});

/** A route template of the description (`/ticket/{key}`) as a pattern of one concrete path. */
const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`);

/**
 * `svc_api_search` and `svc_api_call` over the live `/api/openapi.json`, for every connection of the process: the
 * description is cached briefly, and the rate limit counts each caller's calls across their sessions, and across the
 * replicas that share `edge` (without it, in this process).
 */
export class EscapeHatches {
  private description: { fetchedAt: number; value: ApiDescription } | undefined;
  private readonly limits: SharedLimits;

  constructor(
    private readonly client: WorkspaceClient,
    private readonly clock: Clock,
    edge?: EdgeState,
  ) {
    this.limits = createSharedLimits({ clock, ...(edge ? { edge } : {}) });
  }

  private async liveDescription(authorization: string): Promise<ApiDescription> {
    const now = this.clock.now().getTime();
    if (this.description && now - this.description.fetchedAt < DESCRIPTION_TTL_MS) return this.description.value;
    const answer = await this.client.rest(authorization, 'GET', DESCRIPTION_PATH);
    if (answer.status !== 200 || !answer.body || typeof answer.body !== 'object')
      throw new Error(`GET ${DESCRIPTION_PATH} answered ${answer.status}`);
    this.description = { fetchedAt: now, value: answer.body as ApiDescription };
    return this.description.value;
  }

  private async operations(authorization: string) {
    const description = await this.liveDescription(authorization);
    return Object.entries(description.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => (METHODS as readonly string[]).includes(method.toUpperCase()))
        .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
  }

  /** The routes MCP callers may find: every route of the description but those that manage credentials. */
  private async findable(authorization: string) {
    return (await this.operations(authorization)).filter((entry) => !managesCredentials(entry.path, entry.operation));
  }

  async search(authorization: string, args: { query?: string; path?: string; method?: string }): Promise<HatchResult> {
    const operations = await this.findable(authorization);
    if (args.path !== undefined || args.method !== undefined) {
      if (!args.path || !args.method)
        return refusal('BAD_USER_INPUT', 'path and method: give both, or a query', args.path ? 'method' : 'path');
      const path = args.path.startsWith(`${API_PREFIX}/`) ? args.path.slice(API_PREFIX.length) : args.path;
      if (managesCredentials(path)) return credentialRefusal(args.method, path);
      const found = operations.find((entry) => entry.method === args.method && entry.path === path);
      if (!found) return refusal('NOT_FOUND', `No route ${args.method} ${path}; search with query first`);
      const { operation } = found;
      const description = await this.liveDescription(authorization);
      return {
        isError: false,
        value: {
          method: found.method,
          path: found.path,
          summary: operation.summary,
          permissions: operation['x-permissions'] ?? [],
          parameters: operation.parameters,
          requestBody: operation.requestBody,
          responses: operation.responses,
          ...(description.components?.schemas ? { schemas: referencedSchemas(operation, description.components.schemas) } : {}),
        },
      };
    }
    const words = (args.query ?? '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    if (words.length === 0) return refusal('BAD_USER_INPUT', 'query: give words to look for, or path and method', 'query');
    const scored = operations
      .map((entry) => {
        const text = [
          entry.path,
          entry.operation.operationId,
          entry.operation.summary,
          entry.operation.description,
          ...(entry.operation.tags ?? []),
        ]
          .join(' ')
          .toLowerCase();
        return { entry, score: words.filter((word) => text.includes(word)).length };
      })
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.entry.path.localeCompare(b.entry.path))
      .slice(0, 15);
    return {
      isError: false,
      value: scored.map(({ entry }) => ({
        method: entry.method,
        path: entry.path,
        summary: entry.operation.summary,
        permissions: entry.operation['x-permissions'] ?? [],
        ...(REFUSED_ROUTES.test(entry.path) ? { callable: false } : {}),
      })),
    };
  }

  async call(authorization: string, callerKey: string, args: { method: string; path: string; body?: unknown }): Promise<HatchResult> {
    const url = new URL(args.path, 'http://api.invalid');
    if (url.origin !== 'http://api.invalid' || args.path.includes('..'))
      return refusal('BAD_USER_INPUT', 'path: a route path such as /ticket/WEB-12', 'path');
    const path = url.pathname.startsWith(`${API_PREFIX}/`) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    if (managesCredentials(path)) return credentialRefusal(args.method, path);
    if (REFUSED_ROUTES.test(path))
      return refusal('FORBIDDEN', `${args.method} ${path} is not callable through MCP (sign-in, keys, setup, webhooks, uploads)`);
    const route = (await this.operations(authorization)).find(
      (entry) => entry.method === args.method && templatePattern(entry.path).test(path),
    );
    if (!route) return refusal('NOT_FOUND', `No route ${args.method} ${path} in the API description; find one with svc_api_search`);
    if (managesCredentials(route.path, route.operation)) return credentialRefusal(args.method, path);
    // Counted only when dispatched: a call refused above costs the caller nothing.
    const verdict = await this.limits.hit(API_CALLS, callerKey);
    if (!verdict.admitted) {
      const retryAfter = Math.ceil(verdict.resetMs / 1000);
      return {
        isError: true,
        value: {
          error: {
            code: 'RATE_LIMITED',
            message: `${API_CALLS_PER_MINUTE} calls per minute: retry in ${retryAfter} s`,
            retryAfterSeconds: retryAfter,
          },
        },
      };
    }
    const answer = await this.client.rest(authorization, args.method, `${API_PREFIX}${path}${url.search}`, args.body);
    return { isError: answer.status >= 400, value: { status: answer.status, body: answer.body } };
  }
}

/** The component schemas an operation refers to, transitively, so one answer is self-contained. */
function referencedSchemas(operation: OperationObject, schemas: Record<string, unknown>): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!name || name in found || !(name in schemas)) continue;
      found[name] = schemas[name];
      visit(schemas[name]);
    }
  };
  visit({ parameters: operation.parameters, requestBody: operation.requestBody, responses: operation.responses });
  return found;
}
