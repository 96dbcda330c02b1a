import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { expectFederationQuiet, linkInstances, syncApp } from '../../../test/support/federation.js';
import { createTestTls } from '../../../test/support/tls.js';

// A link whose scope leaves out a type rows refer to (a ticket's version): the rows still arrive,
// without that reference, and keep syncing; an event that cannot be applied is counted on the link
// with its reason instead of stopping silently.

const SCOPE = ['project', 'ticket_status', 'ticket', 'milestone'];

let a: TestApp;
let b: TestApp;
let linkB: string;
let projectId: string;

const sync = () => syncApp(b, linkB);
const ticketsOnB = () =>
  sql(b, 'select title, version_id, milestone_id is not null as has_milestone from workspace.tickets order by title');
const version = async (name: string) =>
  (
    await gqlOk<{ createVersion: { id: string } }>(
      a,
      `mutation($p: ID!, $n: String!) { createVersion(input: { projectId: $p, name: $n }) { id } }`,
      {
        p: projectId,
        n: name,
      },
    )
  ).createVersion.id;

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  [a, b] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
  linkB = (await linkInstances(a, b, 'SOURCE', { entityScope: SCOPE })).onB;
  projectId = (
    await gqlOk<{ createProject: { id: string } }>(a, `mutation { createProject(input: { key: "SCO", name: "Scoped" }) { id } }`)
  ).createProject.id;
});
afterEach(() => expectFederationQuiet([a, b]));
afterAll(() => Promise.all([a?.close(), b?.close()]));

it('brings a ticket with a version without the version, and keeps syncing a ticket given one later', async () => {
  const milestone = (
    await gqlOk<{ createMilestone: { id: string } }>(
      a,
      `mutation($p: ID!) { createMilestone(input: { projectId: $p, name: "M1" }) { id } }`,
      {
        p: projectId,
      },
    )
  ).createMilestone.id;
  await gqlOk(
    a,
    `mutation($v: ID!, $m: ID!) { createTicket(input: { projectKey: "SCO", title: "Versioned", versionId: $v, milestoneId: $m }) { id } }`,
    {
      v: await version('1.0'),
      m: milestone,
    },
  );
  const later = (
    await gqlOk<{ createTicket: { id: string } }>(a, `mutation { createTicket(input: { projectKey: "SCO", title: "Plain" }) { id } }`)
  ).createTicket.id;
  expect(await sync()).toEqual({ health: 'GREEN', lastError: null, failedEvents: 0, lastEventError: null });
  expect(await ticketsOnB()).toEqual([
    { title: 'Plain', version_id: null, has_milestone: false },
    { title: 'Versioned', version_id: null, has_milestone: true },
  ]);

  await gqlOk(a, `mutation($id: ID!, $v: ID!) { updateTicket(input: { id: $id, title: "Plain, now versioned", versionId: $v }) { id } }`, {
    id: later,
    v: await version('2.0'),
  });
  expect(await sync()).toEqual({ health: 'GREEN', lastError: null, failedEvents: 0, lastEventError: null });
  expect(await ticketsOnB()).toEqual([
    { title: 'Plain, now versioned', version_id: null, has_milestone: false },
    { title: 'Versioned', version_id: null, has_milestone: true },
  ]);
});

it('counts an event that cannot be applied on the link, with its reason, and clears it once it applies', async () => {
  const status = (
    await gqlOk<{ createStatus: { id: string } }>(
      a,
      `mutation($p: ID!) { createStatus(input: { projectId: $p, name: "Parked", category: TODO }) { id } }`,
      {
        p: projectId,
      },
    )
  ).createStatus.id;
  await sync();
  // B's admin deletes the mirrored status: A's next ticket in it has nothing to land on here.
  const [mirrored] = await sql<{ id: string }>(b, `select id from workspace.statuses where name = 'Parked'`);
  await gqlOk(b, `mutation($id: ID!) { deleteStatus(id: $id) }`, { id: mirrored!.id });
  const parked = (
    await gqlOk<{ createTicket: { id: string } }>(
      a,
      `mutation($s: ID!) { createTicket(input: { projectKey: "SCO", title: "Parked one", statusId: $s }) { id } }`,
      {
        s: status,
      },
    )
  ).createTicket.id;

  const failing = await sync();
  expect(failing).toMatchObject({ health: 'GREEN', lastError: null, failedEvents: 1 });
  expect(failing.lastEventError).toMatch(new RegExp(`^ticket ${parked}: .+`));
  expect(await sql(b, `select title from workspace.tickets where title = 'Parked one'`)).toEqual([]);

  // Moved out of the missing status on A, the ticket applies with its next change; the failed event is superseded.
  const [open] = await sql<{ id: string }>(a, `select id from workspace.statuses where project_id = $1 and category = 'todo' limit 1`, [
    projectId,
  ]);
  await gqlOk(a, `mutation($id: ID!, $s: ID!) { updateTicket(input: { id: $id, statusId: $s }) { id } }`, { id: parked, s: open!.id });
  await sync();
  expect(await sql(b, `select title from workspace.tickets where title = 'Parked one'`)).toEqual([{ title: 'Parked one' }]);
  // Its retry, once due, finds it done: nothing is left failing.
  b.clock.advance(16_000);
  expect(await sync()).toEqual({ health: 'GREEN', lastError: null, failedEvents: 0, lastEventError: null });
});
