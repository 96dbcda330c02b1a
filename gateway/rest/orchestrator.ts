import type { FastifyInstance } from 'fastify';
import {
  OrchestratorBranchNameDocument,
  OrchestratorCandidatesDocument,
  OrchestratorIssuesByIdsDocument,
  OrchestratorIssuesByStatesDocument,
  OrchestratorQueryDocument,
  RecordAgentEventsDocument,
  type OrchestratorIssueRecordFragment,
} from '../../operations/generated/graphql.js';
import { agentEventTypes } from '../../subgraphs/workspace/orchestrator/agent-event-types.js';
import type { Authenticator } from '../auth.js';
import { bearerAuthorization, linearCompatRoute } from '../linear-compat/linear-compat.js';
import { pathParameterChecks, restErrorHandling } from './rest-api.js';
import { restAuthentication } from './rest-auth.js';
import { errorBodySchema, type RestErrorOverrides } from './rest-errors.js';
import { registerShim, type ShimOptions } from './shim.js';
import { authenticateWorkspaceCaller } from './workspace-auth.js';

/** Invalid input is a 400 here (the mail API answers 422): what orchestrators expect of a tracker's query errors. */
const ORCHESTRATOR_ERRORS: RestErrorOverrides = { BAD_USER_INPUT: { status: 400, code: 'invalid_request' } };

const errorResponses = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const security = [{ workspaceApiKey: [] }];

const issueSchema = {
  type: 'object',
  description: "Symphony's normalized issue record; every field is always present.",
  required: [
    'id',
    'identifier',
    'title',
    'description',
    'priority',
    'state',
    'branch_name',
    'url',
    'labels',
    'blocked_by',
    'assignee_id',
    'dispatchable',
    'created_at',
    'updated_at',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    identifier: { type: 'string', description: '`<PROJECT_KEY>-<n>`' },
    title: { type: 'string' },
    description: { type: ['string', 'null'], description: 'Markdown' },
    priority: { type: 'integer', minimum: 1, maximum: 4, description: 'blocker=1, high=2, normal=3, low=4, trivial=4' },
    state: { type: 'string', enum: ['todo', 'in_progress', 'in_review', 'done', 'wont_fix'], description: 'Status category' },
    branch_name: { type: ['string', 'null'], description: 'Key plus slugified title; null without a git repository' },
    url: { type: 'string' },
    labels: { type: 'array', items: { type: 'string' }, description: 'Trimmed, lower-cased' },
    blocked_by: {
      type: 'array',
      description: 'Open blockers, oldest first; one the caller cannot see is opaque: its id and state, identifier null',
      items: {
        type: 'object',
        required: ['id', 'identifier', 'state'],
        properties: { id: { type: 'string' }, identifier: { type: ['string', 'null'] }, state: { type: 'string' } },
      },
    },
    assignee_id: { type: ['string', 'null'], description: 'The first assignee' },
    dispatchable: { type: 'boolean', description: 'False for a `todo` issue with any open blocker' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

const pageSchema = {
  type: 'object',
  required: ['issues', 'has_more', 'next_cursor'],
  properties: {
    issues: { type: 'array', items: issueSchema, description: 'In dispatch order: priority, then oldest, then identifier' },
    has_more: { type: 'boolean' },
    next_cursor: { type: ['string', 'null'], description: 'Pass as `after` for the next page' },
  },
} as const;

const listOf = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } as const;
const pageProperties = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
  after: { type: 'string', description: '`next_cursor` of the previous page' },
} as const;

/** A list parameter given comma-separated, repeated, or both. */
const listParam = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

/** The record with the names orchestrators read. */
export const issueRecord = (issue: OrchestratorIssueRecordFragment) => ({
  id: issue.id,
  identifier: issue.identifier,
  title: issue.title,
  description: issue.description ?? null,
  priority: issue.priority,
  state: issue.state,
  branch_name: issue.branchName ?? null,
  url: issue.url,
  labels: issue.labels,
  blocked_by: issue.blockedBy.map((blocker) => ({ id: blocker.id, identifier: blocker.identifier, state: blocker.state })),
  assignee_id: issue.assigneeId ?? null,
  dispatchable: issue.dispatchable,
  created_at: issue.createdAt,
  updated_at: issue.updatedAt,
});

const page = (connection: { nodes: OrchestratorIssueRecordFragment[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } }) => ({
  issues: connection.nodes.map(issueRecord),
  has_more: connection.pageInfo.hasNextPage,
  next_cursor: connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
});

interface AgentEventBody {
  ticket_id: string;
  session_id: string;
  event: string;
  timestamp: string;
  reason?: string;
  message?: string;
  usage?: { input_tokens?: number; output_tokens?: number; total_tokens?: number };
}

/** A token count: what a GraphQL `Int` holds (32-bit signed), so that a larger one is refused here, naming its field. */
const tokenCount = { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1 } as const;

export interface OrchestratorApiOptions {
  apollo: ShimOptions['apollo'];
  authenticator: Authenticator;
}

/**
 * The orchestrator adapter (`/integrations/orchestrator`): a coding-agent orchestrator such as
 * Symphony reads tickets as its normalized issue records with a workspace API key (the service
 * account's, `SVC_TOKEN`). Routes are shims over operations/orchestrator; nothing here writes.
 */
export async function orchestratorApi(app: FastifyInstance, options: OrchestratorApiOptions): Promise<void> {
  restErrorHandling(app, 'orchestrator', ORCHESTRATOR_ERRORS);
  const caller = restAuthentication(app, (request) => {
    const header = request.headers.authorization;
    const authorization = request.routeOptions.config.bareApiKey ? bearerAuthorization(header) : header;
    return authenticateWorkspaceCaller(options.authenticator, { authorization, ip: request.ip }, { oauth: false });
  });
  pathParameterChecks(app, { ids: false });
  const shim: ShimOptions = { apollo: options.apollo, caller, errors: ORCHESTRATOR_ERRORS };
  linearCompatRoute(app, { apollo: options.apollo, caller, errors: ORCHESTRATOR_ERRORS });

  registerShim(
    app,
    {
      method: 'GET',
      url: '/candidates',
      schema: {
        tags: ['Orchestrator'],
        summary: 'The poll: issues in active status categories of the given projects, in dispatch order',
        security,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['project_keys'],
          properties: {
            project_keys: { ...listOf, description: 'Project keys, comma-separated or repeated' },
            states: { ...listOf, description: 'Status categories; default `todo,in_progress,in_review`' },
            ...pageProperties,
          },
        },
        response: { 200: pageSchema, ...errorResponses },
      },
      operation: OrchestratorCandidatesDocument,
      variables: (request) => {
        const query = request.query as { project_keys?: string | string[]; states?: string | string[]; limit: number; after?: string };
        const states = listParam(query.states);
        return {
          projectKeys: listParam(query.project_keys),
          states: states.length ? states : null,
          first: query.limit,
          after: query.after,
        };
      },
      respond: (data) => page(data.orchestratorCandidates),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/by-states',
      schema: {
        tags: ['Orchestrator'],
        summary: 'Issues by status category across projects (e.g. the terminal ones, at start-up)',
        security,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['states'],
          properties: {
            states: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Status categories' },
            project_keys: { type: 'array', items: { type: 'string' }, description: 'Default: every project the caller sees' },
            ...pageProperties,
          },
        },
        response: { 200: pageSchema, ...errorResponses },
      },
      operation: OrchestratorIssuesByStatesDocument,
      variables: (request) => {
        const body = request.body as { states: string[]; project_keys?: string[]; limit: number; after?: string };
        return { states: body.states, projectKeys: body.project_keys ?? null, first: body.limit, after: body.after };
      },
      respond: (data) => page(data.orchestratorIssuesByStates),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/by-ids',
      schema: {
        tags: ['Orchestrator'],
        summary: 'Current records of the given tickets; tickets the caller cannot see are left out',
        security,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['ids'],
          properties: { ids: { type: 'array', maxItems: 500, items: { type: 'string' }, description: 'Ticket ids (UUIDs)' } },
        },
        response: {
          200: { type: 'object', required: ['issues'], properties: { issues: { type: 'array', items: issueSchema } } },
          ...errorResponses,
        },
      },
      operation: OrchestratorIssuesByIdsDocument,
      variables: (request) => ({ ids: (request.body as { ids: string[] }).ids }),
      respond: (data) => ({ issues: data.orchestratorIssuesByIds.map(issueRecord) }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/agent-tool/query',
      schema: {
        tags: ['Orchestrator'],
        summary: "A running agent's query over the tickets its account sees (JQL-style)",
        security,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['query'],
          properties: {
            query: {
              type: 'string',
              maxLength: 2000,
              description: 'e.g. `project = WEB AND category = todo AND label = backend ORDER BY priority DESC`',
            },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['issues', 'has_more'],
            properties: { issues: { type: 'array', items: issueSchema }, has_more: { type: 'boolean' } },
          },
          ...errorResponses,
        },
      },
      operation: OrchestratorQueryDocument,
      variables: (request) => {
        const body = request.body as { query: string; limit: number };
        return { query: body.query, first: body.limit };
      },
      respond: (data) => ({ issues: data.orchestratorQuery.nodes.map(issueRecord), has_more: data.orchestratorQuery.hasMore }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/agent-events',
      schema: {
        tags: ['Orchestrator'],
        summary: 'Push agent session lifecycle events (all or nothing; a repeated event is skipped)',
        security,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['events'],
          properties: {
            events: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['ticket_id', 'session_id', 'event', 'timestamp'],
                properties: {
                  ticket_id: { type: 'string', format: 'uuid', description: 'The issue record `id`' },
                  session_id: { type: 'string', description: 'Symphony: `<thread_id>-<turn_id>`' },
                  event: { type: 'string', enum: [...agentEventTypes] },
                  timestamp: { type: 'string', description: 'ISO 8601' },
                  reason: { type: 'string', description: 'Why the session ended, or why a turn failed' },
                  message: { type: 'string' },
                  usage: {
                    type: 'object',
                    additionalProperties: false,
                    description: 'Tokens of this event (a turn)',
                    properties: {
                      input_tokens: tokenCount,
                      output_tokens: tokenCount,
                      total_tokens: tokenCount,
                    },
                  },
                },
              },
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['accepted', 'duplicates'],
            properties: { accepted: { type: 'integer' }, duplicates: { type: 'integer', description: 'Already stored, skipped' } },
          },
          ...errorResponses,
        },
      },
      operation: RecordAgentEventsDocument,
      variables: (request) => ({
        events: (request.body as { events: AgentEventBody[] }).events.map((event) => ({
          ticketId: event.ticket_id,
          sessionId: event.session_id,
          event: event.event,
          timestamp: event.timestamp,
          reason: event.reason ?? null,
          message: event.message ?? null,
          inputTokens: event.usage?.input_tokens ?? null,
          outputTokens: event.usage?.output_tokens ?? null,
          totalTokens: event.usage?.total_tokens ?? null,
        })),
      }),
      respond: (data) => data.recordAgentEvents,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/branch-name/:ticketId',
      schema: {
        tags: ['Orchestrator'],
        summary: "A ticket's branch name",
        security,
        params: { type: 'object', required: ['ticketId'], properties: { ticketId: { type: 'string' } } },
        response: {
          200: { type: 'object', required: ['branch_name'], properties: { branch_name: { type: ['string', 'null'] } } },
          ...errorResponses,
        },
      },
      operation: OrchestratorBranchNameDocument,
      variables: (request) => ({ ticketId: (request.params as { ticketId: string }).ticketId }),
      respond: (data) => ({ branch_name: data.orchestratorBranchName ?? null }),
    },
    shim,
  );
}
