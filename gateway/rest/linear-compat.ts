import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance } from 'fastify';
import { buildSchema, graphql, GraphQLError } from 'graphql';
import {
  LinearCompatIssuesByIdsDocument,
  LinearCompatIssuesByStatusNamesDocument,
  LinearCompatViewerDocument,
  type LinearCompatIssueFragment,
} from '../../operations/generated/graphql.js';
import type { Authenticated } from '../auth.js';
import { runOperation, type ShimOptions } from './shim.js';

/**
 * The part of Linear's GraphQL API that Symphony's Linear adapter reads (REFERENCES.md: the project
 * poll by state names, the refresh by ids, the viewer), answered from the workspace with Linear's
 * names, so an unmodified Symphony with `tracker.kind: linear` can point its endpoint here. Project
 * slug = project key; state names = status display names. A translation only: every read runs one
 * operation of operations/orchestrator as the caller.
 */
const LINEAR_SDL = /* GraphQL */ `
  type Query {
    issues(filter: IssueFilter, first: Int = 50, after: String): IssueConnection!
    viewer: User!
  }
  input IssueFilter {
    id: IDComparator
    project: ProjectFilter
    state: WorkflowStateFilter
  }
  input IDComparator {
    eq: ID
    in: [ID!]
  }
  input StringComparator {
    eq: String
    in: [String!]
  }
  input ProjectFilter {
    slugId: StringComparator
  }
  input WorkflowStateFilter {
    name: StringComparator
  }
  type IssueConnection {
    nodes: [Issue!]!
    pageInfo: PageInfo!
  }
  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }
  type Issue {
    id: ID!
    identifier: String!
    title: String!
    description: String
    priority: Float!
    state: WorkflowState!
    branchName: String!
    url: String!
    assignee: User
    labels(first: Int): IssueLabelConnection!
    inverseRelations(first: Int): IssueRelationConnection!
    createdAt: String!
    updatedAt: String!
  }
  type WorkflowState {
    name: String!
  }
  type User {
    id: ID!
  }
  type IssueLabelConnection {
    nodes: [IssueLabel!]!
  }
  type IssueLabel {
    name: String!
  }
  type IssueRelationConnection {
    nodes: [IssueRelation!]!
  }
  type IssueRelation {
    type: String!
    issue: RelatedIssue!
  }
  type RelatedIssue {
    id: ID!
    identifier: String!
    state: WorkflowState!
  }
`;
const schema = buildSchema(LINEAR_SDL);

interface Comparator {
  eq?: string | null;
  in?: string[] | null;
}
const values = (comparator: Comparator | null | undefined): string[] | null =>
  comparator ? [...(comparator.eq ? [comparator.eq] : []), ...(comparator.in ?? [])] : null;

const limited = <T>(items: T[], first: number | null | undefined): T[] => (first && first > 0 ? items.slice(0, first) : items);

/** An issue record in Linear's shape. */
function linearIssue(issue: LinearCompatIssueFragment) {
  return {
    id: issue.id,
    identifier: issue.identifier,
    title: issue.title,
    description: issue.description ?? null,
    priority: issue.priority,
    state: { name: issue.statusName },
    // Linear always has one; Symphony takes it as the branch to work on.
    branchName: issue.branchName ?? '',
    url: issue.url,
    assignee: issue.assigneeId ? { id: issue.assigneeId } : null,
    labels: ({ first }: { first?: number | null }) => ({ nodes: limited(issue.labels, first).map((name) => ({ name })) }),
    // An inverse relation of type `blocks`: the related issue blocks this one.
    inverseRelations: ({ first }: { first?: number | null }) => ({
      nodes: limited(issue.blockedBy, first).map((blocker) => ({
        type: 'blocks',
        issue: { id: blocker.id, identifier: blocker.identifier, state: { name: blocker.statusName } },
      })),
    }),
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
  };
}

export interface LinearCompatOptions {
  apollo: ShimOptions['apollo'];
  /** The adapter's own check of an `Authorization` header (a workspace key). */
  authenticate(authorization: string | undefined, ip: string): Promise<Authenticated>;
}

export function linearCompatRoute(app: FastifyInstance, options: LinearCompatOptions): void {
  app.post(
    '/linear/graphql',
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          required: ['query'],
          properties: { query: { type: 'string' }, variables: { type: ['object', 'null'] }, operationName: { type: ['string', 'null'] } },
        },
      },
    },
    async (request, reply) => {
      // Linear's header form is the bare key; `Bearer <key>` works too.
      const header = request.headers.authorization?.trim();
      const auth = await options.authenticate(header && !/^bearer /i.test(header) ? `Bearer ${header}` : header, request.ip);
      const run = async <TData, TVariables>(operation: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> => {
        const outcome = await runOperation(options.apollo, operation, variables, auth);
        if (outcome.data === undefined)
          throw new GraphQLError(outcome.error?.message ?? 'No result', { extensions: outcome.error?.extensions ?? {} });
        return outcome.data;
      };

      const root = {
        viewer: async () => ({ id: (await run(LinearCompatViewerDocument, {})).me.id }),
        issues: async (args: {
          filter?: { id?: Comparator; project?: { slugId?: Comparator }; state?: { name?: Comparator } };
          first: number;
          after?: string;
        }) => {
          const ids = values(args.filter?.id);
          if (ids) {
            const { orchestratorIssuesByIds } = await run(LinearCompatIssuesByIdsDocument, { ids });
            return { nodes: orchestratorIssuesByIds.map(linearIssue), pageInfo: { hasNextPage: false, endCursor: null } };
          }
          const projectKeys = values(args.filter?.project?.slugId);
          const statusNames = values(args.filter?.state?.name);
          if (!projectKeys?.length || !statusNames?.length)
            throw new GraphQLError('Filter issues by id, or by project slugId and state name', { extensions: { code: 'INVALID_INPUT' } });
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
        schema,
        source: query,
        rootValue: root,
        variableValues: variables ?? undefined,
        operationName: operationName ?? undefined,
      });
      return reply.status(200).send(result);
    },
  );
}
