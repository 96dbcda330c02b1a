import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { newId } from '../../../core/ids.js';
import { appSql as sql, gqlOk, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { createTestTls } from '../../../test/support/tls.js';

// A project pair's conflicts (issue 32, defect 4): both sides change one ticket's priority between
// polls; each side lists its conflict on the pair, its owners decide it (audited), and nobody else
// reads or decides it. Two real instances over HTTPS, the pair made by a real invite.

const PAIR_CONFLICTS = `query($p: ID!) { projectFederationPair(projectId: $p) { id
  conflicts(status: OPEN) { nodes { id linkId entityType localId fields status } } } }`;
const LINK_CONFLICTS = `query($l: ID!) { federationConflicts(linkId: $l) { nodes { id } } }`;
const RESOLVE = `mutation($input: ResolveFederationConflictInput!) { resolveFederationConflict(input: $input) { status decidedById } }`;
const SYNC = `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`;

interface Conflict {
  id: string;
  linkId: string;
  entityType: string;
  localId: string;
  fields: Record<string, { local: unknown; remote: unknown }>;
  status: string;
}
interface User {
  id: string;
  token: string;
}

let a: TestApp;
let b: TestApp;
let agent: Agent;
let projectA: string;
let projectB: string;
let ticketA: string;
let ticketB: string;
/** On A: an admin of the shared project, a member of it, an admin of another project, a workspace admin. */
let owner: User;
let member: User;
let otherAdmin: User;
let workspaceAdmin: User;

const reason = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions;
const linkOf = async (app: TestApp) => (await sql<{ link_id: string }>(app, `select link_id from federation.project_pairs`))[0]!.link_id;
const sync = async (app: TestApp) =>
  expect(
    (await gqlOk<{ syncFederationLink: { health: string; lastError: string | null } }>(app, SYNC, { id: await linkOf(app) }))
      .syncFederationLink,
  ).toEqual({ health: 'GREEN', lastError: null });
const openConflicts = async (app: TestApp, projectId: string, token = app.adminToken) =>
  (await gqlOk<{ projectFederationPair: { conflicts: { nodes: Conflict[] } } }>(app, PAIR_CONFLICTS, { p: projectId }, token))
    .projectFederationPair.conflicts.nodes;
const priority = async (app: TestApp, id: string) =>
  (await sql<{ priority: string }>(app, `select priority from workspace.tickets where id = $1`, [id]))[0]!.priority;
const setPriority = (app: TestApp, id: string, value: string) =>
  gqlOk(app, `mutation($id: ID!) { updateTicket(input: { id: $id, priority: ${value} }) { id } }`, { id });
const addMember = (projectId: string, userId: string, role: string, token = a.adminToken) =>
  gqlOk(
    a,
    `mutation($p: ID!, $u: ID!) { addProjectMember(input: { projectId: $p, userId: $u, role: ${role} }) { id } }`,
    {
      p: projectId,
      u: userId,
    },
    token,
  );

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  [a, b] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
  [owner, member, otherAdmin, workspaceAdmin] = await Promise.all([
    a.createUser('member'),
    a.createUser('member'),
    a.createUser('member'),
    a.createUser('admin'),
  ]);
  projectA = (
    await gqlOk<{ createProject: { id: string } }>(a, `mutation { createProject(input: { key: "PCF", name: "Pair conflicts" }) { id } }`)
  ).createProject.id;
  await addMember(projectA, owner.id, 'ADMIN');
  await addMember(projectA, member.id, 'MEMBER');
  await gqlOk(a, `mutation { createProject(input: { key: "OTHER", name: "Another project" }) { id } }`, {}, otherAdmin.token);
  ticketA = (
    await gqlOk<{ createTicket: { id: string } }>(
      a,
      `mutation { createTicket(input: { projectKey: "PCF", title: "Both edit me" }) { id } }`,
    )
  ).createTicket.id;

  const { token } = (
    await gqlOk<{ createProjectFederationInvite: { token: string } }>(
      a,
      `mutation($input: CreateProjectFederationInviteInput!) { createProjectFederationInvite(input: $input) { token } }`,
      { input: { projectId: projectA, preset: 'FULL' } },
      owner.token,
    )
  ).createProjectFederationInvite;
  const accepted = await request(`${b.url}/federation/accept-project-invite`, {
    method: 'POST',
    body: JSON.stringify({ token }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${b.adminToken}` },
    dispatcher: agent,
  });
  expect(accepted.statusCode).toBe(201);
  projectB = ((await accepted.body.json()) as { projectId: string }).projectId;
  await sync(b);
  await sync(a);
  ticketB = (await gqlOk<{ ticket: { id: string } }>(b, `query { ticket(key: "PCF-1") { id } }`)).ticket.id;
}, 120_000);
afterAll(async () => {
  await agent.close();
  await Promise.all([a?.close(), b?.close()]);
});

describe("a project pair's conflicts", () => {
  let onA: Conflict;
  let onB: Conflict;

  it('are recorded on both sides when both change one field between polls, and listed on the pair', async () => {
    expect(await openConflicts(a, projectA)).toEqual([]);
    await setPriority(a, ticketA, 'TRIVIAL');
    await setPriority(b, ticketB, 'LOW');
    await sync(b);
    await sync(a);
    // Each side keeps its value until its owners decide.
    expect([await priority(a, ticketA), await priority(b, ticketB)]).toEqual(['trivial', 'low']);

    const listedA = await openConflicts(a, projectA, owner.token);
    expect(listedA).toHaveLength(1);
    onA = listedA[0]!;
    expect(onA).toMatchObject({
      entityType: 'ticket',
      localId: ticketA,
      status: 'OPEN',
      fields: { priority: { local: 'trivial', remote: 'low' } },
    });
    onB = (await openConflicts(b, projectB))[0]!;
    expect(onB).toMatchObject({ localId: ticketB, fields: { priority: { local: 'low', remote: 'trivial' } } });
    // The pair's link lists the same conflict, for the same people.
    expect(
      (await gqlOk<{ federationConflicts: { nodes: unknown[] } }>(a, LINK_CONFLICTS, { l: onA.linkId }, owner.token)).federationConflicts,
    ).toEqual({ nodes: [{ id: onA.id }] });
  });

  it("are the project's owners' to read: a workspace admin may, a member or another project's admin may not", async () => {
    expect(await openConflicts(a, projectA, workspaceAdmin.token)).toHaveLength(1);
    expect(reason(await a.gql(PAIR_CONFLICTS, { p: projectA }, member.token))).toMatchObject({
      code: 'FORBIDDEN',
      permission: 'project:federation:manage',
    });
    // Through the project's globe marker, which every member reads, the conflicts stay the owners'.
    const marker = await a.gql<{ project: { federationPair: unknown } }>(
      `query { project(key: "PCF") { federationPair { state conflicts { nodes { id } } } } }`,
      {},
      member.token,
    );
    expect(reason(marker)).toMatchObject({ code: 'FORBIDDEN', permission: 'project:federation:manage' });
    expect(JSON.stringify(marker.data)).not.toContain(onA.id);
    expect(reason(await a.gql(PAIR_CONFLICTS, { p: projectA }, otherAdmin.token))).toMatchObject({ code: 'NOT_FOUND' });

    // By the link's id: a member is refused the project's permission; someone who cannot read the project gets the answer
    // an unknown id gets, so the id tells them nothing.
    expect(reason(await a.gql(LINK_CONFLICTS, { l: onA.linkId }, member.token))).toMatchObject({ permission: 'project:federation:manage' });
    const outsider = reason(await a.gql(LINK_CONFLICTS, { l: onA.linkId }, otherAdmin.token));
    expect(outsider).toMatchObject({ code: 'FORBIDDEN', permission: 'admin:federation:write' });
    expect(reason(await a.gql(LINK_CONFLICTS, { l: newId() }, otherAdmin.token))).toEqual(outsider);
    expect(reason(await a.gql(LINK_CONFLICTS, { l: newId() }, a.adminToken))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("are decided by the project's owners only, each side for itself, audited against the pair", async () => {
    for (const [who, permission] of [
      [member, 'project:federation:manage'],
      [otherAdmin, 'admin:federation:write'],
    ] as const) {
      const refused = await a.gql(RESOLVE, { input: { id: onA.id, decision: 'TAKE_REMOTE' } }, who.token);
      expect(reason(refused)).toMatchObject({ code: 'FORBIDDEN', permission });
    }
    expect(await priority(a, ticketA)).toBe('trivial');

    const decided = await gqlOk<{ resolveFederationConflict: { status: string; decidedById: string } }>(
      a,
      RESOLVE,
      { input: { id: onA.id, decision: 'TAKE_REMOTE' } },
      owner.token,
    );
    expect(decided.resolveFederationConflict).toEqual({ status: 'TOOK_REMOTE', decidedById: owner.id });
    await gqlOk(b, RESOLVE, { input: { id: onB.id, decision: 'KEEP_LOCAL' } });
    expect([await priority(a, ticketA), await priority(b, ticketB)]).toEqual(['low', 'low']);
    expect(reason(await a.gql(RESOLVE, { input: { id: onA.id, decision: 'KEEP_LOCAL' } }, owner.token))).toMatchObject({
      reason: 'CONFLICT_DECIDED',
    });

    // Settled: more polls change nothing and raise no new conflict.
    for (let round = 0; round < 2; round++) {
      await sync(b);
      await sync(a);
    }
    expect([await priority(a, ticketA), await priority(b, ticketB)]).toEqual(['low', 'low']);
    expect([await openConflicts(a, projectA), await openConflicts(b, projectB)]).toEqual([[], []]);

    const pairA = (await gqlOk<{ projectFederationPair: { id: string } }>(a, PAIR_CONFLICTS, { p: projectA })).projectFederationPair;
    const audit = await gqlOk<{ auditLog: { nodes: Array<{ actorId: string; targetType: string; targetId: string; details: object }> } }>(
      a,
      `query { auditLog(first: 10, action: "federation.conflict.resolved") { nodes { actorId targetType targetId details } } }`,
    );
    expect(audit.auditLog.nodes).toEqual([
      {
        actorId: owner.id,
        targetType: 'project_pair',
        targetId: pairA.id,
        details: expect.objectContaining({ conflictId: onA.id, decision: 'take_remote', projectId: projectA, fields: ['priority'] }),
      },
    ]);
    const decidedList = await gqlOk<{ projectFederationPair: { conflicts: { nodes: Array<{ status: string }> } } }>(
      a,
      `query($p: ID!) { projectFederationPair(projectId: $p) { conflicts(status: TOOK_REMOTE) { nodes { status } } } }`,
      { p: projectA },
      owner.token,
    );
    expect(decidedList.projectFederationPair.conflicts.nodes).toEqual([{ status: 'TOOK_REMOTE' }]);
  });

  it("leave an instance link's conflicts to the workspace's admins", async () => {
    const created = await gqlOk<{ createFederationLink: { link: { id: string } } }>(
      a,
      `mutation { createFederationLink(input: { name: "Instance link", remoteUrl: "https://peer.invalid", direction: SOURCE }) { link { id } } }`,
    );
    const instanceLink = created.createFederationLink.link.id;
    const conflictId = newId();
    await sql(
      a,
      `insert into federation.conflicts (id, link_id, entity_type, local_id, remote_id, fields, remote_version, created_at)
       values ($1, $2, 'ticket', $3, $3, '{"priority": {"local": "low", "remote": "high"}}', 2, now())`,
      [conflictId, instanceLink, ticketA],
    );
    for (const token of [owner.token, member.token]) {
      expect(reason(await a.gql(LINK_CONFLICTS, { l: instanceLink }, token))).toMatchObject({ permission: 'admin:federation:write' });
      expect(reason(await a.gql(RESOLVE, { input: { id: conflictId, decision: 'KEEP_LOCAL' } }, token))).toMatchObject({
        permission: 'admin:federation:write',
      });
    }
    // An unknown conflict gets the same answer, to them; a workspace admin learns it does not exist.
    expect(reason(await a.gql(RESOLVE, { input: { id: newId(), decision: 'KEEP_LOCAL' } }, owner.token))).toMatchObject({
      permission: 'admin:federation:write',
    });
    expect(reason(await a.gql(RESOLVE, { input: { id: newId(), decision: 'KEEP_LOCAL' } }, workspaceAdmin.token))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await gqlOk<{ federationConflicts: { nodes: unknown[] } }>(a, LINK_CONFLICTS, { l: instanceLink }, workspaceAdmin.token))
        .federationConflicts,
    ).toEqual({ nodes: [{ id: conflictId }] });
    await gqlOk(a, RESOLVE, { input: { id: conflictId, decision: 'KEEP_LOCAL' } }, workspaceAdmin.token);
  });
});

describe("a project pair's event history", () => {
  const EVENTS = `query($p: ID!, $status: FederationLinkEventStatus) { projectFederationPair(projectId: $p) {
    events(first: 100, status: $status) { nodes { seq entityType op version status error attempts summary } } } }`;

  it("lists what arrived from the partner, newest first, for the project's owners", async () => {
    const events = (
      await gqlOk<{ projectFederationPair: { events: { nodes: Array<Record<string, unknown>> } } }>(
        a,
        EVENTS,
        { p: projectA, status: 'APPLIED' },
        owner.token,
      )
    ).projectFederationPair.events.nodes;
    // A read B's priority change of the ticket.
    expect(events[0]).toMatchObject({
      entityType: 'ticket',
      op: 'UPSERT',
      status: 'APPLIED',
      error: null,
      attempts: 1,
      summary: 'Both edit me',
    });
    const seqs = events.map((event) => event.seq as number);
    expect(seqs).toEqual([...seqs].sort((x, y) => y - x));
    expect(reason(await a.gql(EVENTS, { p: projectA }, member.token))).toMatchObject({ permission: 'project:federation:manage' });
    expect(reason(await a.gql(EVENTS, { p: projectA }, otherAdmin.token))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
