import { buildSchema } from 'graphql';
import type { LinearCompatIssueFragment } from '../../operations/generated/graphql.js';

/**
 * The part of Linear's GraphQL API that Symphony's Linear adapter reads (REFERENCES.md: the project
 * poll by state names, the refresh by ids, the viewer), with Linear's names. Project slug = project
 * key; state names = status display names.
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
    identifier: String
    state: WorkflowState!
  }
`;
export const linearSchema = buildSchema(LINEAR_SDL);

/** Linear's filter on one field: `eq` a value or `in` a list. */
export interface Comparator {
  eq?: string | null;
  in?: string[] | null;
}

/** The arguments of `Query.issues`. */
export interface IssuesArgs {
  filter?: { id?: Comparator; project?: { slugId?: Comparator }; state?: { name?: Comparator } };
  first: number;
  after?: string;
}

/** Every value a comparator names; null when the filter does not use it. */
export const comparedValues = (comparator: Comparator | null | undefined): string[] | null =>
  comparator ? [...(comparator.eq ? [comparator.eq] : []), ...(comparator.in ?? [])] : null;

const limited = <T>(items: T[], first: number | null | undefined): T[] => (first && first > 0 ? items.slice(0, first) : items);

/** An issue record in Linear's shape. */
export function linearIssue(issue: LinearCompatIssueFragment) {
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
    // An inverse relation of type `blocks`: the related issue blocks this one. A blocker the caller cannot
    // see is opaque, as in the REST record: no identifier, and its status category as the state name (the
    // display name is a setting of a project the caller may not read; Symphony only asks whether the
    // state is terminal, and a listed blocker never is).
    inverseRelations: ({ first }: { first?: number | null }) => ({
      nodes: limited(issue.blockedBy, first).map((blocker) => ({
        type: 'blocks',
        issue: { id: blocker.id, identifier: blocker.identifier ?? null, state: { name: blocker.statusName ?? blocker.state } },
      })),
    }),
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
  };
}
