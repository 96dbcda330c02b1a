import { withClient } from '../../../core/database.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { projectEventsChannel, type PublishedEvent } from '../outbox/outbox.js';
import {
  addMember,
  buildWorld,
  createProject,
  createTicket,
  failure,
  ok,
  projectKey,
  ruleFailure,
  type Actor,
  type World,
} from './ticket.test-support.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'CL');
});
afterAll(async () => {
  await t?.close();
});

const TICKET_FIELDS =
  'id key status { name category } assignees { id } accessList { id } commentCount comments(first: 10) { nodes { body author { id } } }';

interface TicketData {
  id: string;
  key: string;
  status: { name: string; category: string };
  assignees: Array<{ id: string }>;
  accessList: Array<{ id: string }>;
  commentCount: number;
  comments: { nodes: Array<{ body: string; author: { id: string } }> };
}

const claim = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ claimTicket: TicketData }>(
    `mutation($input: ClaimTicketInput!) { claimTicket(input: $input) { ${TICKET_FIELDS} } }`,
    { input },
    actor.token,
  );
const close = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ closeTicket: TicketData }>(
    `mutation($input: CloseTicketInput!) { closeTicket(input: $input) { ${TICKET_FIELDS} } }`,
    { input },
    actor.token,
  );

interface StatusNode {
  id: string;
  name: string;
  category: string;
}

/**
 * A new project of `w.projectAdmin` with `w.member` and `w.viewer`, and an extra status of `category`
 * put first on the board, before the default status of that category.
 */
async function boardWith(category: string, name: string): Promise<{ project: { id: string; key: string }; statuses: StatusNode[] }> {
  const project = await createProject(t, w.projectAdmin, projectKey('CB'));
  await addMember(t, w.projectAdmin, project.id, w.member.id, 'MEMBER');
  await addMember(t, w.projectAdmin, project.id, w.viewer.id, 'VIEWER');
  await addMember(t, w.projectAdmin, project.id, w.bot.id, 'MEMBER');
  const created = await ok<{ createStatus: StatusNode }>(
    t,
    'mutation($input: CreateStatusInput!) { createStatus(input: $input) { id name category } }',
    { input: { projectId: project.id, name, category } },
    w.projectAdmin,
  );
  const board = await ok<{ project: { statuses: StatusNode[] } }>(
    t,
    'query($key: String!) { project(key: $key) { statuses { id name category } } }',
    { key: project.key },
    w.projectAdmin,
  );
  const others = board.project.statuses.filter((status) => status.id !== created.createStatus.id);
  const reordered = await ok<{ reorderStatuses: StatusNode[] }>(
    t,
    'mutation($input: ReorderStatusesInput!) { reorderStatuses(input: $input) { id name category } }',
    { input: { projectId: project.id, statusIds: [created.createStatus.id, ...others.map((status) => status.id)] } },
    w.projectAdmin,
  );
  return { project, statuses: reordered.reorderStatuses };
}

const statusNamed = (statuses: StatusNode[], name: string): string => statuses.find((status) => status.name === name)!.id;

const setStatus = (ticketId: string, statusId: string) =>
  ok(t, 'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }', { input: { id: ticketId, statusId } }, w.member);

/** The outbox rows written for a ticket and its comments, oldest first. */
async function outbox(ticketId: string): Promise<Array<{ type: string; changedFields: string[] }>> {
  const rows = await withClient(t.app.platform.database.url, (client) =>
    client.query<{ type: string; payload: { changedFields: string[] } }>(
      "select type, payload from workspace.outbox where payload->>'ticketId' = $1 order by seq",
      [ticketId],
    ),
  );
  return rows.rows.map((row) => ({ type: row.type, changedFields: [...row.payload.changedFields].sort() }));
}

/** Listens to a project's committed events (as `ticketChanged` does); resolves with the next one published. */
function nextEvent(projectId: string): Promise<PublishedEvent> {
  const controller = new AbortController();
  const events = t.app.platform.pubsub.iterate<PublishedEvent>(projectEventsChannel(projectId), controller.signal);
  return events.next().then((result) => {
    controller.abort();
    return result.value as PublishedEvent;
  });
}

const ids = (users: Array<{ id: string }>): string[] => users.map((user) => user.id).sort();

describe('claimTicket', () => {
  it('assigns the caller beside the other assignees and moves a todo ticket to the first in-progress status', async () => {
    const { project, statuses } = await boardWith('IN_PROGRESS', 'Doing');
    const ticket = await createTicket(t, w.member, { projectId: project.id, title: 'Claim me', assigneeIds: [w.bot.id] });
    const published = nextEvent(project.id);

    const claimed = await claim({ id: ticket.id }, w.member);
    expect(claimed.errors).toBeUndefined();
    expect(claimed.data!.claimTicket.status).toEqual({ name: 'Doing', category: 'IN_PROGRESS' });
    expect(ids(claimed.data!.claimTicket.assignees)).toEqual([w.bot.id, w.member.id].sort());
    expect(ids(claimed.data!.claimTicket.accessList)).toEqual([w.bot.id, w.member.id].sort());
    expect(statusNamed(statuses, 'Doing')).toBe(statuses[0]!.id);

    // The same change event as updateTicket's, in the outbox and live.
    expect(await published).toMatchObject({
      type: 'ticket.updated',
      aggregateId: ticket.id,
      payload: { ticketKey: ticket.key, changedFields: ['status', 'assignees'] },
    });
    expect((await outbox(ticket.id)).map((row) => row.type)).toEqual(['ticket.created', 'ticket.updated']);

    // By key, by another member: added too; the status stays in progress.
    const again = await claim({ key: ticket.key.toLowerCase() }, w.bot);
    expect(again.data!.claimTicket.status.name).toBe('Doing');
    expect(ids(again.data!.claimTicket.assignees)).toEqual([w.bot.id, w.member.id].sort());
  });

  it('keeps the status of a ticket in progress or in review; claiming it twice changes nothing', async () => {
    const { project, statuses } = await boardWith('IN_PROGRESS', 'Doing');
    const ticket = await createTicket(t, w.member, { projectId: project.id, title: 'Under review' });
    await setStatus(ticket.id, statusNamed(statuses, 'In Review'));
    const claimed = await claim({ id: ticket.id }, w.member);
    expect(claimed.data!.claimTicket).toMatchObject({ status: { name: 'In Review' }, assignees: [{ id: w.member.id }] });

    const started = await createTicket(t, w.member, { projectId: project.id, title: 'Started' });
    await setStatus(started.id, statusNamed(statuses, 'In Progress'));
    expect((await claim({ id: started.id }, w.member)).data!.claimTicket.status.name).toBe('In Progress');

    const before = await outbox(ticket.id);
    expect((await claim({ key: ticket.key }, w.member)).data!.claimTicket).toMatchObject({ status: { name: 'In Review' } });
    expect(await outbox(ticket.id)).toEqual(before);
  });

  it('refuses a closed ticket, done or won’t fix', async () => {
    const { project, statuses } = await boardWith('IN_PROGRESS', 'Doing');
    for (const name of ['Done', "Won't Fix"]) {
      const ticket = await createTicket(t, w.member, { projectId: project.id, title: name });
      await setStatus(ticket.id, statusNamed(statuses, name));
      const refused = await claim({ id: ticket.id }, w.member);
      expect([name, ruleFailure(refused)]).toEqual([name, { code: 'CONFLICT', reason: 'TICKET_CLOSED' }]);
      expect(refused.errors![0]!.message).toContain(name);
    }
  });

  it('needs ticket:update, project membership, a visible ticket and exactly one of id and key', async () => {
    const open = await createTicket(t, w.member, { projectId: w.project.id, title: 'Open' });
    const secret = await createTicket(t, w.member, { projectId: w.project.id, title: 'Secret', private: true });
    const refused = await claim({ id: open.id }, w.viewer);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'PERMISSION_REQUIRED',
      permission: 'ticket:update',
    });
    // A workspace admin may edit the ticket but is no project member, so cannot be assigned.
    expect(ruleFailure(await claim({ id: open.id }, w.admin))).toEqual({ code: 'FORBIDDEN', reason: 'CLAIM_NEEDS_PROJECT_MEMBERSHIP' });
    expect(failure(await claim({ id: open.id }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await claim({ id: secret.id }, w.excluded))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await claim({ key: secret.key }, w.excluded))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await claim({}, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
    expect(failure(await claim({ id: open.id, key: open.key }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'id' });
    expect((await outbox(open.id)).map((row) => row.type)).toEqual(['ticket.created']);
  });
});

describe('closeTicket', () => {
  it('moves the ticket to the first done status and adds the comment in the same change', async () => {
    const { project } = await boardWith('DONE', 'Shipped');
    const ticket = await createTicket(t, w.member, { projectId: project.id, title: 'Close me', assigneeIds: [w.member.id] });
    const published = nextEvent(project.id);

    const closed = await close({ id: ticket.id, comment: 'Fixed in *1.2*.' }, w.member);
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closeTicket).toMatchObject({
      status: { name: 'Shipped', category: 'DONE' },
      assignees: [{ id: w.member.id }],
      commentCount: 1,
      comments: { nodes: [{ body: 'Fixed in *1.2*.', author: { id: w.member.id } }] },
    });
    expect(await published).toMatchObject({ type: 'ticket.updated', payload: { ticketKey: ticket.key, changedFields: ['status'] } });
    expect(await outbox(ticket.id)).toEqual([
      { type: 'ticket.created', changedFields: ['assignees', 'title'] },
      { type: 'ticket.updated', changedFields: ['status'] },
      { type: 'comment.created', changedFields: ['comments'] },
    ]);

    // Without a comment, by key.
    const other = await createTicket(t, w.member, { projectId: project.id, title: 'Quietly' });
    expect((await close({ key: other.key }, w.member)).data!.closeTicket).toMatchObject({ status: { name: 'Shipped' }, commentCount: 0 });
  });

  it('returns a closed ticket unchanged: no event, no comment, also for won’t fix', async () => {
    const { project, statuses } = await boardWith('DONE', 'Shipped');
    const ticket = await createTicket(t, w.member, { projectId: project.id, title: 'Twice' });
    await close({ id: ticket.id, comment: 'Done.' }, w.member);
    const before = await outbox(ticket.id);
    const again = await close({ id: ticket.id, comment: 'Done.' }, w.member);
    expect(again.data!.closeTicket).toMatchObject({ status: { name: 'Shipped' }, commentCount: 1 });
    expect(await outbox(ticket.id)).toEqual(before);

    const dropped = await createTicket(t, w.member, { projectId: project.id, title: 'Dropped' });
    await setStatus(dropped.id, statusNamed(statuses, "Won't Fix"));
    expect((await close({ id: dropped.id }, w.member)).data!.closeTicket.status.name).toBe("Won't Fix");
  });

  it('refuses viewers, hides private tickets, validates the comment before changing anything', async () => {
    const open = await createTicket(t, w.member, { projectId: w.project.id, title: 'Open' });
    const secret = await createTicket(t, w.member, { projectId: w.project.id, title: 'Secret', private: true });
    const refused = await close({ id: open.id }, w.viewer);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'PERMISSION_REQUIRED',
      permission: 'ticket:update',
    });
    expect(failure(await close({ id: secret.id }, w.excluded))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await close({ key: secret.key, comment: 'x' }, w.excluded))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await close({ id: open.id, comment: '   ' }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'body' });
    expect((await outbox(open.id)).map((row) => row.type)).toEqual(['ticket.created']);
  });

  it('refuses a project without a done status', async () => {
    const project = await createProject(t, w.member, projectKey('ND'));
    const board = await ok<{ project: { statuses: StatusNode[] } }>(
      t,
      'query($key: String!) { project(key: $key) { statuses { id name category } } }',
      { key: project.key },
      w.member,
    );
    await ok(t, 'mutation($id: ID!) { deleteStatus(id: $id) }', { id: statusNamed(board.project.statuses, 'Done') }, w.member);
    const ticket = await createTicket(t, w.member, { projectId: project.id, title: 'Nowhere to go' });
    expect(ruleFailure(await close({ id: ticket.id }, w.member))).toEqual({ code: 'CONFLICT', reason: 'NO_DONE_STATUS' });
  });
});
