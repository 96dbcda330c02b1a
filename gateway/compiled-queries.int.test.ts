import type { DocumentNode } from 'graphql';
import {
  ConsoleOrchestratorChoicesDocument,
  ConsoleProjectSettingsDocument,
  ConsoleProjectTicketPageDocument,
  ConsoleProjectTicketsDocument,
  ConsoleSearchTicketsDocument,
  ConsoleTicketDocument,
  ConsoleViewerDocument,
} from '../console/src/generated/graphql.js';
import { gqlOk, startTestApp, type GraphQLResponse, type TestApp } from '../test/support/app.js';

/**
 * A subgraph runs a query through graphql-js the first time it sees its document and compiled (graphql-jit) from the
 * second on (core/subgraph-executor.ts). The console's own reads and a few written for what compiling could change
 * (defaults of non-null variables, errors inside lists, a plan across two subgraphs), each asked three times by a member
 * and by an admin, must answer the same all three times. Errors are compared by path, in any order: the spec leaves their
 * order open.
 */

type AnyDocument = DocumentNode | string;

let t: TestApp;
let member: { id: string; token: string };
let ticketKey: string;
let privateKey: string;

const comparable = (response: GraphQLResponse<unknown>): string =>
  JSON.stringify({
    ...response,
    errors: response.errors?.slice().sort((a, b) => JSON.stringify(a.path).localeCompare(JSON.stringify(b.path))),
  });

beforeAll(async () => {
  t = await startTestApp();
  member = await t.createUser();
  const { createProject } = await gqlOk<{ createProject: { id: string } }>(
    t,
    'mutation { createProject(input: { key: "CQ", name: "Compiled queries" }) { id } }',
  );
  await gqlOk(t, 'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }', {
    input: { projectId: createProject.id, userId: member.id, role: 'MEMBER' },
  });
  const labels: string[] = [];
  for (const name of ['bug', 'ui']) {
    const { createLabel } = await gqlOk<{ createLabel: { id: string } }>(
      t,
      'mutation($p: ID!, $name: String!) { createLabel(input: { projectId: $p, name: $name }) { id } }',
      { p: createProject.id, name },
    );
    labels.push(createLabel.id);
  }
  for (let n = 0; n < 6; n++) {
    const { createTicket } = await gqlOk<{ createTicket: { key: string } }>(
      t,
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { key } }',
      {
        input: {
          projectKey: 'CQ',
          title: `Ticket ${n} about the customer`,
          priority: ['LOW', 'HIGH'][n % 2],
          assigneeIds: n % 3 && n !== 5 ? [member.id] : [],
          labelIds: labels.slice(0, n % 3),
          private: n === 5,
        },
      },
    );
    if (n === 0) ticketKey = createTicket.key;
    if (n === 5) privateKey = createTicket.key;
  }
  const { ticket } = await gqlOk<{ ticket: { id: string } }>(t, 'query($key: String!) { ticket(key: $key) { id } }', { key: ticketKey });
  await gqlOk(t, 'mutation($id: ID!) { createComment(input: { ticketId: $id, body: "A comment" }) { id } }', { id: ticket.id });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const reads = (): Array<[string, AnyDocument, Record<string, unknown>]> => [
  ['ConsoleViewer', ConsoleViewerDocument, {}],
  ['ConsoleProjectTickets', ConsoleProjectTicketsDocument, { key: 'CQ' }],
  ['ConsoleProjectTickets, filtered', ConsoleProjectTicketsDocument, { key: 'CQ', statusCategory: ['TODO'], label: 'bug' }],
  ['ConsoleProjectTicketPage, a cursor that is not one', ConsoleProjectTicketPageDocument, { key: 'CQ', after: 'x' }],
  ['ConsoleSearchTickets', ConsoleSearchTicketsDocument, { projectKey: 'CQ', query: 'customer' }],
  ['ConsoleTicket', ConsoleTicketDocument, { key: ticketKey }],
  ['ConsoleTicket, private (NOT_FOUND for the member)', ConsoleTicketDocument, { key: privateKey }],
  ['ConsoleTicket, missing', ConsoleTicketDocument, { key: 'CQ-999' }],
  ['ConsoleProjectSettings', ConsoleProjectSettingsDocument, { key: 'CQ' }],
  ['ConsoleOrchestratorChoices', ConsoleOrchestratorChoicesDocument, {}],
  [
    'a non-null variable with a default, left out',
    'query($first: Int! = 3) { projects(first: $first) { nodes { key tickets(first: $first) { nodes { key } } } } }',
    {},
  ],
  ['a bad variable', 'query($first: Int!) { projects(first: $first) { nodes { key } } }', { first: 'many' }],
  [
    'a missing ticket beside a found one and a list',
    '{ a: ticket(key: "CQ-1") { key } b: ticket(key: "CQ-404") { key } projects { nodes { key } } }',
    {},
  ],
  ['two subgraphs (a plan with an entity fetch)', '{ me { id email } mailAccounts { id name } }', {}],
];

describe('compiled queries', () => {
  it.each([['a member'], ['an admin']])('answer %s the same on every run', async (who) => {
    const token = who === 'an admin' ? t.adminToken : member.token;
    for (const [name, document, variables] of reads()) {
      const runs: string[] = [];
      for (let run = 0; run < 3; run++) runs.push(comparable(await t.gql(document as never, variables, token)));
      expect([name, runs[1], runs[2]]).toEqual([name, runs[0], runs[0]]);
    }
  });

  it('are real answers: the list with its links, and the errors with their codes', async () => {
    const list = await t.gql<{ project: { tickets: { nodes: Array<{ labels: unknown[]; assignees: unknown[] }> } } }>(
      ConsoleProjectTicketsDocument as never,
      { key: 'CQ' },
      member.token,
    );
    const nodes = list.data!.project.tickets.nodes;
    expect(nodes.length).toBe(5); // the private one is not the member's
    expect(nodes.some((node) => node.labels.length === 2 && node.assignees.length === 1)).toBe(true);
    const missing = await t.gql(ConsoleTicketDocument as never, { key: 'CQ-999' }, member.token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await t.gql('query($first: Int!) { projects(first: $first) { nodes { key } } }', { first: 'many' }, member.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const defaulted = await t.gql<{ projects: { nodes: unknown[] } }>(
      'query($first: Int! = 3) { projects(first: $first) { nodes { key tickets(first: $first) { nodes { key } } } } }',
      {},
      member.token,
    );
    expect(defaulted.errors).toBeUndefined();
    expect(defaulted.data!.projects.nodes).toEqual([{ key: 'CQ', tickets: { nodes: expect.any(Array) } }]);
  });
});
