import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { graphql, type GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, invalidInput } from '../../core/errors.js';
import {
  LinearCompatIssuesByIdsDocument,
  LinearCompatIssuesByStatusNamesDocument,
  LinearCompatViewerDocument,
} from '../../operations/generated/graphql.js';
import type { Authenticated } from '../auth.js';
import type { RestCaller } from '../rest/rest-auth.js';
import { errorBodySchema, restError, toRestErrorCode, type RestErrorOverrides } from '../rest/rest-errors.js';
import { operationData, type ShimOptions } from '../rest/shim.js';
import { comparedValues, linearIssue, linearSchema, type IssuesArgs } from './linear-schema.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also takes the bare API key as the `Authorization` header (Linear's form), beside `Bearer <key>`. */
    bareApiKey?: boolean;
  }
}

/** An `Authorization` header of a `bareApiKey` route in the `Bearer <key>` form the authenticator reads. */
export function bearerAuthorization(header: string | undefined): string | undefined {
  const trimmed = header?.trim();
  return trimmed && !/^bearer /i.test(trimmed) ? `Bearer ${trimmed}` : trimmed;
}

export interface LinearCompatOptions {
  apollo: ShimOptions['apollo'];
  /** The caller, authenticated by the scope (a workspace key, bare or as `Bearer`: the route is `bareApiKey`). */
  caller: RestCaller<Authenticated>;
  /** The answers of the API this endpoint belongs to for some error codes (see `restError`). */
  errors?: RestErrorOverrides;
}

/** The OpenAPI description of the endpoint: what a Symphony user needs to point `tracker.endpoint` here. */
const LINEAR_ENDPOINT_DESCRIPTION = `The part of Linear's GraphQL API that Symphony's Linear adapter reads, answered from the workspace, so that an unmodified Symphony with \`tracker.kind: linear\` uses this URL as its \`tracker.endpoint\` (\`orchestratorWorkflows\` writes such a \`WORKFLOW.md\`). Supported:

- \`issues(filter: {project: {slugId: {eq}}, state: {name: {in}}}, first, after)\` (Symphony's \`SymphonyLinearPoll\`): the project **key** as the slug, states by status **display name** (any case), in dispatch order, cursor pages;
- \`issues(filter: {id: {in}})\` (\`SymphonyLinearIssuesById\`): the tickets the key sees, the rest left out;
- \`viewer { id }\` (\`SymphonyLinearViewer\`): the service account.

Issue fields: \`id identifier title description priority state { name } branchName url assignee { id } labels { nodes { name } } inverseRelations(first) { nodes { type issue { id identifier state { name } } } } createdAt updatedAt\`; blockers are inverse relations of type \`blocks\`, one the key cannot see with \`identifier: null\` and its status category as the state name. Anything else of Linear's API is a GraphQL validation error. The key goes in \`Authorization: <key>\` as Linear sends it, or as \`Bearer <key>\`; without a valid one the answer is \`401\`. A refused read is a GraphQL error (\`200\`) whose \`extensions.code\` is the code the other routes answer with.`;

/**
 * Linear's GraphQL (see linear-schema.ts) answered from the workspace, so an unmodified Symphony with
 * `tracker.kind: linear` can point its endpoint here. A translation only: every read runs one
 * operation of operations/orchestrator as the caller, and its errors carry the codes of the shared
 * REST error table, like the orchestrator routes beside it.
 */
export function linearCompatRoute(app: FastifyInstance, options: LinearCompatOptions): void {
  /** A resolver's error as the shared REST table answers its code; the query's own faults (parse, validation) as GraphQL words them. */
  const formatError = (error: GraphQLError, log: FastifyBaseLogger): GraphQLFormattedError => {
    const original = error.originalError;
    if (!original) return error.toJSON();
    if (!(original instanceof AppError)) log.error({ err: original }, 'Linear-compatible request failed');
    const known = original instanceof AppError ? original : new AppError('INTERNAL_SERVER_ERROR', original.message);
    const { code, message, ...details } = restError(toRestErrorCode(known.code), known.message, known.details, options.errors).body.error;
    return { message, locations: error.locations, path: error.path, extensions: { code, ...details } };
  };

  app.post(
    '/linear/graphql',
    {
      config: { bareApiKey: true },
      schema: {
        tags: ['Orchestrator'],
        summary: "Linear's GraphQL, as an unmodified Symphony's Linear tracker reads it (`tracker.kind: linear`)",
        description: LINEAR_ENDPOINT_DESCRIPTION,
        // Linear's form (the bare key) or the other routes' (`Bearer <key>`).
        security: [{ linearApiKey: [] }, { workspaceApiKey: [] }],
        body: {
          type: 'object',
          required: ['query'],
          properties: {
            query: { type: 'string', description: 'One GraphQL document, e.g. `SymphonyLinearPoll`' },
            variables: { type: ['object', 'null'] },
            operationName: { type: ['string', 'null'] },
          },
        },
        response: {
          200: {
            type: 'object',
            description: 'A GraphQL result: `data`, and `errors` when a read was refused or the query is not valid here',
            properties: {
              data: { type: ['object', 'null'], additionalProperties: true },
              errors: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['message'],
                  additionalProperties: true,
                  properties: {
                    message: { type: 'string' },
                    extensions: {
                      type: 'object',
                      additionalProperties: true,
                      properties: { code: { type: 'string', description: 'The code the REST routes answer with, e.g. `invalid_request`' } },
                    },
                  },
                },
              },
            },
          },
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = options.caller(request);
      const run = <TData, TVariables>(operation: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> =>
        operationData(options.apollo, operation, variables, auth);

      const root = {
        viewer: async () => ({ id: (await run(LinearCompatViewerDocument, {})).me.id }),
        issues: async (args: IssuesArgs) => {
          const ids = comparedValues(args.filter?.id);
          if (ids) {
            const { orchestratorIssuesByIds } = await run(LinearCompatIssuesByIdsDocument, { ids });
            return { nodes: orchestratorIssuesByIds.map(linearIssue), pageInfo: { hasNextPage: false, endCursor: null } };
          }
          const projectKeys = comparedValues(args.filter?.project?.slugId);
          const statusNames = comparedValues(args.filter?.state?.name);
          if (!projectKeys?.length || !statusNames)
            throw invalidInput('filter', 'filter issues by id, or by project slugId and state name');
          // As Linear: no state names match nothing (a WORKFLOW.md whose project has no status in a category lists none).
          if (statusNames.length === 0) return { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
          const { orchestratorIssuesByStates } = await run(LinearCompatIssuesByStatusNamesDocument, {
            projectKeys,
            statusNames,
            first: Math.min(Math.max(args.first, 1), 100),
            after: args.after ?? null,
          });
          return { nodes: orchestratorIssuesByStates.nodes.map(linearIssue), pageInfo: orchestratorIssuesByStates.pageInfo };
        },
      };

      const { query, variables, operationName } = request.body as {
        query: string;
        variables?: Record<string, unknown> | null;
        operationName?: string | null;
      };
      const result = await graphql({
        schema: linearSchema,
        source: query,
        rootValue: root,
        variableValues: variables ?? undefined,
        operationName: operationName ?? undefined,
      });
      const errors = result.errors?.map((error) => formatError(error, request.log));
      return reply.status(200).send({ ...result, ...(errors ? { errors } : {}) });
    },
  );
}
