import { readFileSync } from 'node:fs';
import { buildSchema, parse } from 'graphql';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { singleFetchRouter } from './single-fetch.js';

/**
 * Operations one subgraph answers alone go to it as written (GATEWAY_SINGLE_FETCH_PASS_THROUGH); the answer must be
 * the one Apollo Gateway's executor gives, byte for byte: data, errors, their paths and extensions.
 */
const LIST = `query List($key: String!, $withLabels: Boolean!) {
  project(key: $key) {
    __typename key name
    tickets(first: 5) {
      nodes { ...Row first: title status { name category } labels @include(if: $withLabels) { name color } }
      pageInfo { hasNextPage }
    }
  }
}
fragment Row on Ticket { id key priority assignees { displayName } ... on Ticket { private } }`;

/** Each with its variables, and the subgraph that answers it alone (null: it needs the gateway's plan). */
const OPERATIONS: Array<{
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  route: string | null;
}> = [
  { name: 'a list with fragments, aliases and @include', query: LIST, variables: { key: 'SFP', withLabels: true }, route: 'workspace' },
  { name: 'the same without labels', query: LIST, variables: { key: 'SFP', withLabels: false }, route: 'workspace' },
  { name: 'a missing ticket (NOT_FOUND on a non-null root field)', query: '{ ticket(key: "SFP-999") { id title } }', route: 'workspace' },
  {
    name: 'one root field failing beside another (its null reaches the root)',
    query: '{ me { email } ticket(key: "SFP-998") { id } }',
    route: 'workspace',
  },
  {
    name: 'a refused read inside a list (the private ticket of another)',
    query: '{ projects { nodes { key } } searchTickets(query: "Visible", first: 5) { nodes { key title private } } }',
    route: 'workspace',
  },
  {
    name: 'the named operation of two',
    query: 'query A { me { id } } query B { project(key: "SFP") { key } }',
    operationName: 'B',
    route: 'workspace',
  },
  { name: 'a mail subgraph query', query: '{ mailAccounts { id name } }', route: 'mail' },
  { name: 'a failing mutation', query: 'mutation { createTicket(input: { projectKey: "NOPE", title: "x" }) { id } }', route: 'workspace' },
  { name: 'two subgraphs at the root', query: '{ me { id } mailAccounts { id } }', route: null },
  { name: 'an entity field of another subgraph', query: '{ project(key: "SFP") { key federationPair { state } } }', route: null },
  { name: 'introspection beside a field', query: '{ __type(name: "Ticket") { name } me { id } }', route: null },
  { name: 'only __typename (no fetch)', query: '{ __typename }', route: null },
];

describe('single-fetch operations sent to their subgraph as written', () => {
  const schemaFile = (name: string) => readFileSync(new URL(`../schema/${name}.graphql`, import.meta.url), 'utf8');
  const route = singleFetchRouter(schemaFile('supergraph'));
  const apiSchema = buildSchema(schemaFile('api'));

  it.each(OPERATIONS)('routes $name to $route', ({ query, operationName, route: expected }) => {
    expect(route(apiSchema, parse(query), operationName)).toBe(expected);
  });

  describe('through the gateway', () => {
    let t: TestApp;
    let member: { token: string };
    beforeAll(async () => {
      t = await startTestApp();
      member = await t.createUser();
      const admin = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
        const { data, errors } = await t.gql<T>(query, variables, t.adminToken);
        if (!data) throw new Error(JSON.stringify(errors));
        return data;
      };
      const { createProject } = await admin<{ createProject: { id: string } }>(
        'mutation { createProject(input: { key: "SFP", name: "Pass-through" }) { id } }',
      );
      const me = await t.gql<{ me: { id: string } }>('{ me { id } }', {}, member.token);
      await admin('mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }', {
        input: { projectId: createProject.id, userId: me.data!.me.id, role: 'MEMBER' },
      });
      for (const title of ['Visible one', 'Visible two', 'Visible three'])
        await admin(`mutation { createTicket(input: { projectKey: "SFP", title: "${title}", priority: HIGH }) { id } }`);
      await admin('mutation { createTicket(input: { projectKey: "SFP", title: "Visible but private", private: true }) { id } }');
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    const answers = async () => {
      const bodies: string[] = [];
      for (const { query, variables, operationName } of OPERATIONS) {
        const response = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
          body: JSON.stringify({ query, variables, operationName }),
        });
        bodies.push(`${response.status} ${await response.text()}`);
      }
      return bodies;
    };

    it('answers exactly as the gateway executing its plan does', async () => {
      const passedThrough = await answers();
      await t.restart({ GATEWAY_SINGLE_FETCH_PASS_THROUGH: 'false' });
      const planned = await answers();
      for (const [index, operation] of OPERATIONS.entries())
        expect([operation.name, passedThrough[index]]).toEqual([operation.name, planned[index]]);
      // The answers are real ones: data for the list, NOT_FOUND with its path and the subgraph's name for the missing ticket.
      expect(JSON.parse(passedThrough[0]!.slice(4))).toMatchObject({
        data: { project: { key: 'SFP', tickets: { nodes: expect.any(Array) } } },
      });
      expect(JSON.parse(passedThrough[2]!.slice(4))).toMatchObject({
        errors: [{ path: ['ticket'], extensions: { code: 'NOT_FOUND', serviceName: 'workspace' } }],
      });
    });
  });
});
