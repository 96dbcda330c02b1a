import { newId } from '../../../core/ids.js';
import { appSql as sql, gqlOk, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { createTestTls } from '../../../test/support/tls.js';

// An instance link's event history (issue 32): every event fetched, with its state, readable over
// GraphQL, newest first and by state, so a dry run's log can be read before it is applied.

const CREATE_LINK = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken sharedSecret link { id } } }`;
const SYNC = `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`;
const EVENTS = `query($l: ID!, $status: FederationLinkEventStatus, $first: Int!, $after: String) {
  federationLinkEvents(linkId: $l, status: $status, first: $first, after: $after) {
    nodes { seq entityType remoteId op version status error attempts nextAttemptAt createdAt appliedAt summary }
    edges { cursor }
    pageInfo { hasNextPage endCursor } } }`;

interface Event {
  seq: number;
  entityType: string;
  remoteId: string;
  op: string;
  version: number;
  status: string;
  error: string | null;
  attempts: number;
  nextAttemptAt: string | null;
  createdAt: string;
  appliedAt: string | null;
  summary: string | null;
}
interface Page {
  nodes: Event[];
  edges: Array<{ cursor: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

let a: TestApp;
let b: TestApp;
/** B's link, which pulls from A. */
let linkB: string;

const events = async (variables: { status?: string; first?: number; after?: string | null } = {}, token = b.adminToken) =>
  (await gqlOk<{ federationLinkEvents: Page }>(b, EVENTS, { l: linkB, first: 100, ...variables }, token)).federationLinkEvents;
const sync = async () =>
  expect((await gqlOk<{ syncFederationLink: unknown }>(b, SYNC, { id: linkB })).syncFederationLink).toEqual({
    health: 'GREEN',
    lastError: null,
  });
const ticketOnA = (title: string) => gqlOk(a, `mutation { createTicket(input: { projectKey: "HIST", title: "${title}" }) { id } }`);
const reason = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions;

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  [a, b] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
  const first = await gqlOk<{ createFederationLink: { incomingToken: string; sharedSecret: string; link: { id: string } } }>(
    a,
    CREATE_LINK,
    {
      input: { name: 'To B', remoteUrl: b.url, direction: 'SOURCE' },
    },
  );
  const second = await gqlOk<{ createFederationLink: { incomingToken: string; link: { id: string } } }>(b, CREATE_LINK, {
    input: {
      name: 'From A',
      remoteUrl: a.url,
      direction: 'TARGET',
      dryRun: true,
      peerToken: first.createFederationLink.incomingToken,
      sharedSecret: first.createFederationLink.sharedSecret,
    },
  });
  linkB = second.createFederationLink.link.id;
  await gqlOk(a, `mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { id } }`, {
    input: { id: first.createFederationLink.link.id, peerToken: second.createFederationLink.incomingToken },
  });
  await gqlOk(a, `mutation { createProject(input: { key: "HIST", name: "History" }) { id } }`);
  for (const title of ['First', 'Second', 'Third']) await ticketOnA(title);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe("an instance link's event history", () => {
  it("shows a dry run's events, newest first, with what they are and never their payload", async () => {
    const before = b.clock.now().getTime();
    await sync();
    const after = b.clock.now().getTime();
    expect(await sql(b, `select count(*)::int as n from workspace.tickets`)).toEqual([{ n: 0 }]);
    const page = await events();
    const tickets = page.nodes.filter((event) => event.entityType === 'ticket');
    expect(tickets.map((event) => [event.summary, event.op, event.status])).toEqual([
      ['Third', 'UPSERT', 'DRY_RUN'],
      ['Second', 'UPSERT', 'DRY_RUN'],
      ['First', 'UPSERT', 'DRY_RUN'],
    ]);
    expect(page.nodes.map((event) => event.entityType)).toContain('project');
    const seqs = page.nodes.map((event) => event.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => y - x));
    expect(tickets[0]).toMatchObject({ version: 1, error: null, attempts: 0, nextAttemptAt: null, appliedAt: null });
    expect(new Date(tickets[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(tickets[0]!.createdAt).getTime()).toBeLessThanOrEqual(after);
    expect(JSON.stringify(page)).not.toContain('payload');
    expect(await events({ status: 'APPLIED' })).toMatchObject({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('pages by cursor and filters by state once the events are applied', async () => {
    await gqlOk(b, `mutation($input: SetFederationLinkDryRunInput!) { setFederationLinkDryRun(input: $input) { id } }`, {
      input: { id: linkB, dryRun: false },
    });
    await sync();
    expect(await sql(b, `select title from workspace.tickets order by title`)).toEqual([
      { title: 'First' },
      { title: 'Second' },
      { title: 'Third' },
    ]);
    const all = (await events()).nodes;
    expect(all.every((event) => event.status === 'APPLIED' && event.attempts === 1 && event.appliedAt !== null)).toBe(true);
    expect(await events({ status: 'DRY_RUN' })).toMatchObject({ nodes: [] });

    const seen: number[] = [];
    let after: string | null = null;
    do {
      const page: Page = await events({ first: 2, after });
      expect(page.nodes.length).toBeLessThanOrEqual(2);
      expect(page.edges.at(-1)?.cursor ?? null).toBe(page.pageInfo.endCursor);
      seen.push(...page.nodes.map((event) => event.seq));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(all.map((event) => event.seq));
  });

  it('shows a failed event with its error, attempts and next retry', async () => {
    // B forgets the project it mirrored: A's next ticket names a parent B has not got.
    await sql(b, `delete from federation.id_map where link_id = $1 and entity_type = 'project'`, [linkB]);
    await ticketOnA('Orphan');
    const before = b.clock.now().getTime();
    await sync();
    const after = b.clock.now().getTime();
    const failures = (await events({ status: 'FAILED' })).nodes;
    expect(failures.every((event) => event.status === 'FAILED')).toBe(true);
    const failed = failures.find((event) => event.entityType === 'ticket');
    expect(failed).toMatchObject({ entityType: 'ticket', summary: 'Orphan', status: 'FAILED', attempts: 1, appliedAt: null });
    expect(failed!.error).toMatch(/projectId: project .* has not been synced yet/);
    // The first retry comes 15 s after the attempt.
    const retry = new Date(failed!.nextAttemptAt!).getTime();
    expect(retry).toBeGreaterThanOrEqual(before + 15_000);
    expect(retry).toBeLessThanOrEqual(after + 15_000);
  });

  it('is for the workspace admins: others are refused, bad arguments are BAD_USER_INPUT', async () => {
    const member = await b.createUser('member');
    expect(reason(await b.gql(EVENTS, { l: linkB, first: 10 }, member.token))).toMatchObject({
      code: 'FORBIDDEN',
      permission: 'admin:federation:write',
    });
    expect(reason(await b.gql(EVENTS, { l: newId(), first: 10 }, member.token))).toMatchObject({ permission: 'admin:federation:write' });
    expect(reason(await b.gql(EVENTS, { l: newId(), first: 10 }, b.adminToken))).toMatchObject({ code: 'NOT_FOUND' });
    for (const variables of [{ first: 0 }, { first: 10, after: 'bm90IGEgY3Vyc29y' }, { first: 10, after: '!!' }]) {
      const refused = await b.gql(EVENTS, { l: linkB, ...variables }, b.adminToken);
      expect(refused.status).toBeLessThan(500);
      expect(reason(refused)).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });
});
