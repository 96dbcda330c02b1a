import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { expectFederationQuiet, linkInstances, syncApp } from '../../../test/support/federation.js';
import { createTestTls } from '../../../test/support/tls.js';

// A private ticket mirrored over an instance link: its access list names the peer's people, as
// placeholders who never sign in. On the receiving side the workspace admins see it (its stewards
// there); a local private ticket keeps its rule (only its list, admins included). People are tagged
// with the link's name.

let a: TestApp;
let b: TestApp;
let linkB: string;

const ticket = (app: TestApp, key: string, token: string) =>
  app.gql<{ ticket: { title: string; reporter: { displayName: string; kind: string; peer: string | null } } | null }>(
    `query($k: String!) { ticket(key: $k) { title reporter { displayName kind peer } } }`,
    { k: key },
    token,
  );

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  [a, b] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
  linkB = (await linkInstances(a, b, 'SOURCE', { name: 'Acme HQ' })).onB;
  await gqlOk(a, `mutation { createProject(input: { key: "PRV", name: "Private work" }) { id } }`);
  await gqlOk(a, `mutation { createTicket(input: { projectKey: "PRV", title: "Salary review", private: true }) { id } }`);
  await gqlOk(a, `mutation { createTicket(input: { projectKey: "PRV", title: "Open one" }) { id } }`);
  expect((await syncApp(b, linkB)).health).toBe('GREEN');
});
afterEach(() => expectFederationQuiet([a, b]));
afterAll(() => Promise.all([a?.close(), b?.close()]));

it("shows a mirrored private ticket to the receiving side's workspace admins, and to no one else there", async () => {
  const [mirrored] = await sql<{ key: string }>(b, `select key from workspace.tickets where title = 'Salary review'`);
  expect(await sql(b, `select distinct u.kind from workspace.ticket_acl acl join workspace.users u on u.id = acl.user_id`)).toEqual([
    { kind: 'federated' },
  ]);
  const admin = await b.createUser('admin');
  const member = await b.createUser('member');
  const projectId = (await sql<{ id: string }>(b, `select id from workspace.projects where name = 'Private work'`))[0]!.id;
  await gqlOk(b, `mutation($p: ID!, $u: ID!) { addProjectMember(input: { projectId: $p, userId: $u, role: ADMIN }) { id } }`, {
    p: projectId,
    u: member.id,
  });

  expect((await ticket(b, mirrored!.key, b.adminToken)).data?.ticket?.title).toBe('Salary review');
  expect((await ticket(b, mirrored!.key, admin.token)).data?.ticket?.title).toBe('Salary review');
  const refused = await ticket(b, mirrored!.key, member.token);
  expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  // Lists and search follow the same rule.
  const listed = (token: string) =>
    b.gql<{ searchTickets: { nodes: Array<{ title: string }> } }>(`{ searchTickets(first: 10) { nodes { title } } }`, {}, token);
  expect((await listed(admin.token)).data?.searchTickets.nodes.map((node) => node.title).sort()).toEqual(['Open one', 'Salary review']);
  expect((await listed(member.token)).data?.searchTickets.nodes.map((node) => node.title)).toEqual(['Open one']);
});

it("keeps a local private ticket to its access list, the workspace admins' own rule", async () => {
  const member = await b.createUser('member');
  await gqlOk(b, `mutation { createProject(input: { key: "LOC", name: "Local" }) { id } }`);
  const projectId = (await sql<{ id: string }>(b, `select id from workspace.projects where key = 'LOC'`))[0]!.id;
  await gqlOk(b, `mutation($p: ID!, $u: ID!) { addProjectMember(input: { projectId: $p, userId: $u, role: ADMIN }) { id } }`, {
    p: projectId,
    u: member.id,
  });
  const made = await b.gql<{ createTicket: { key: string } }>(
    `mutation { createTicket(input: { projectKey: "LOC", title: "Mine alone", private: true }) { key } }`,
    {},
    member.token,
  );
  const admin = await b.createUser('admin');
  const seen = await ticket(b, made.data!.createTicket.key, admin.token);
  expect(seen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

it("tags the peer's people with the link's name", async () => {
  const [open] = await sql<{ key: string }>(b, `select key from workspace.tickets where title = 'Open one'`);
  expect((await ticket(b, open!.key, b.adminToken)).data?.ticket?.reporter).toEqual({
    displayName: expect.any(String),
    kind: 'FEDERATED',
    peer: 'Acme HQ',
  });
});
