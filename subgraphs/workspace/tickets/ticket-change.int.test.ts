import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { Subscriptions } from '../../../test/support/subscriptions.js';
import { buildWorld, createTicket, ok, type Actor, type World } from './ticket.test-support.js';
import { until } from '../../../test/support/wait.js';

let t: TestApp;
let w: World;
const subscriptions = new Subscriptions(() => t.url);
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'SB');
});
afterAll(async () => {
  await subscriptions.close();
  await t?.close();
});

interface Change {
  type: string;
  ticketKey: string;
  changedFields: string[];
  ticket: { key: string; title: string; assignees: Array<{ id: string }> } | null;
}

const SUBSCRIPTION = `subscription($key: String!) { ticketChanged(projectKey: $key) {
  id type ticketId ticketKey occurredAt changedFields ticket { key title assignees { id } }
} }`;

/** Subscribes as `actor`, collecting every event and error. */
const subscribe = (actor: Actor, projectKey: string) =>
  subscriptions.subscribe<Change>(actor.token, 'ticketChanged', SUBSCRIPTION, { key: projectKey });

describe('Subscription.ticketChanged', () => {
  it('refuses a project the subscriber cannot read', async () => {
    const outsider = subscribe(w.outsider, w.project.key);
    await outsider.done;
    expect(outsider.errors).toEqual([expect.objectContaining({ message: 'Project not found', path: ['ticketChanged'] })]);
    expect(outsider.events).toEqual([]);
  });

  it('streams ticket, comment and dependency changes each subscriber may see, with the ticket as it is now', async () => {
    const member = subscribe(w.member, w.project.key);
    const excluded = subscribe(w.excluded, w.project.key);
    const viewer = subscribe(w.viewer, w.project.key);
    const all = [member, excluded, viewer];
    // Subscriptions start asynchronously: poke until every subscriber hears a public change.
    for (let attempt = 0; attempt < 40 && !all.every((s) => s.events.length > 0); attempt += 1) {
      await createTicket(t, w.member, { projectId: w.project.id, title: 'warm-up' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(all.every((s) => s.events.length > 0)).toBe(true);
    for (const s of all) s.events.length = 0;

    const open = await createTicket(t, w.member, { projectId: w.project.id, title: 'Public' });
    const secret = await createTicket(t, w.member, {
      projectId: w.project.id,
      title: 'Secret',
      private: true,
      accessUserIds: [w.projectAdmin.id],
    });
    const update = (input: Record<string, unknown>) =>
      ok(t, 'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }', { input }, w.member);
    await update({ id: open.id, title: 'Public, renamed', assigneeIds: [w.bot.id] });
    // Each event carries the ticket as it is when the subscriber gets it: wait before changing it again.
    await until(() => member.events.some((event) => event.type === 'ticket.updated'), 'the first update');
    await update({ id: open.id, assigneeIds: [] });
    await update({ id: secret.id, title: 'Secret, renamed' });
    await ok(
      t,
      'mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }',
      { input: { ticketId: open.id, body: 'team only', internal: true } },
      w.member,
    );
    await ok(
      t,
      'mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }',
      { input: { ticketId: open.id, body: 'everyone' } },
      w.member,
    );
    await ok(
      t,
      'mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { id } }',
      { input: { blockerId: secret.id, blockedId: open.id } },
      w.member,
    );
    // A private ticket deleted before its subscribers got to an earlier change drops that change.
    await until(
      () => member.events.some((event) => event.type === 'ticket_dependency.created' && event.ticketKey === secret.key),
      'the dependency',
    );
    await ok(t, 'mutation($id: ID!) { deleteTicket(id: $id) }', { id: secret.id }, w.projectAdmin);
    const end = await createTicket(t, w.member, { projectId: w.project.id, title: 'End' });
    await until(() => all.every((s) => s.events.some((event) => event.ticketKey === end.key)), 'the last event');

    const summary = (s: { events: Change[] }) =>
      s.events.map((event) => [event.type, event.ticketKey, event.changedFields.join(',')].join(' '));
    expect(summary(member)).toEqual([
      `ticket.created ${open.key} title`,
      `ticket.created ${secret.key} title,private,accessList`,
      `ticket.updated ${open.key} title,assignees,accessList`,
      `ticket.updated ${open.key} assignees`,
      `ticket.updated ${secret.key} title`,
      `comment.created ${open.key} comments`,
      `comment.created ${open.key} comments`,
      `ticket_dependency.created ${open.key} blockedBy`,
      `ticket_dependency.created ${secret.key} blocks`,
      `ticket.deleted ${secret.key} `,
      `ticket.created ${end.key} title`,
    ]);
    // A project member off the access list: nothing about the private ticket; internal comments yes.
    expect(summary(excluded)).toEqual([
      `ticket.created ${open.key} title`,
      `ticket.updated ${open.key} title,assignees,accessList`,
      `ticket.updated ${open.key} assignees`,
      `comment.created ${open.key} comments`,
      `comment.created ${open.key} comments`,
      `ticket_dependency.created ${open.key} blockedBy`,
      `ticket.created ${end.key} title`,
    ]);
    // A viewer: no private ticket, no internal comment.
    expect(summary(viewer)).toEqual([
      `ticket.created ${open.key} title`,
      `ticket.updated ${open.key} title,assignees,accessList`,
      `ticket.updated ${open.key} assignees`,
      `comment.created ${open.key} comments`,
      `ticket_dependency.created ${open.key} blockedBy`,
      `ticket.created ${end.key} title`,
    ]);

    // The ticket is loaded fresh for each event (no stale per-subscription cache): the assignee change shows, then its undoing.
    const updates = member.events.filter((event) => event.type === 'ticket.updated' && event.ticketKey === open.key);
    expect(updates.map((event) => event.ticket?.assignees.map((user) => user.id))).toEqual([[w.bot.id], []]);
    expect(updates[0]!.ticket?.title).toBe('Public, renamed');
    expect(member.events.find((event) => event.type === 'ticket.deleted')!.ticket).toBeNull();
  });
});
