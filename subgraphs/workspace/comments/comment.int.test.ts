import { startTestApp, type TestApp } from '../../../test/support/app.js';
import {
  buildWorld,
  createTicket,
  failure,
  ok,
  ruleFailure,
  type Actor,
  type CreatedTicket,
  type World,
} from '../tickets/ticket.test-support.js';

let t: TestApp;
let w: World;
let ticket: CreatedTicket;
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'CM');
  ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Commented' });
});
afterAll(async () => {
  await t?.close();
});

interface CommentNode {
  id: string;
  body: string;
  internal: boolean;
  author: { id: string };
}

const comment = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ createComment: CommentNode }>(
    'mutation($input: CreateCommentInput!) { createComment(input: $input) { id body internal author { id } } }',
    { input },
    actor.token,
  );
const edit = (input: Record<string, unknown>, actor: Actor) =>
  t.gql<{ updateComment: CommentNode }>(
    'mutation($input: UpdateCommentInput!) { updateComment(input: $input) { id body internal } }',
    { input },
    actor.token,
  );
const remove = (id: string, actor: Actor) => t.gql('mutation($id: ID!) { deleteComment(id: $id) }', { id }, actor.token);
const thread = async (key: string, actor: Actor, first = 50, after?: string) => {
  const data = await ok<{
    ticket: { commentCount: number; comments: { nodes: CommentNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
  }>(
    t,
    'query($key: String!, $first: Int!, $after: String) { ticket(key: $key) { commentCount comments(first: $first, after: $after) { nodes { id body internal author { id } } pageInfo { hasNextPage endCursor } } } }',
    { key, first, after },
    actor,
  );
  return data.ticket;
};

describe('comments', () => {
  it('creates Markdown comments, oldest first, with cursor pages', async () => {
    const own = await createTicket(t, w.member, { projectId: w.project.id, title: 'Paged' });
    for (const body of ['first', 'second', 'third'])
      expect((await comment({ ticketId: own.id, body: `**${body}**` }, w.member)).errors).toBeUndefined();
    const page1 = await thread(own.key, w.viewer, 2);
    expect(page1.commentCount).toBe(3);
    expect(page1.comments.nodes.map((node) => node.body)).toEqual(['**first**', '**second**']);
    expect(page1.comments.pageInfo.hasNextPage).toBe(true);
    const page2 = await thread(own.key, w.viewer, 2, page1.comments.pageInfo.endCursor!);
    expect(page2.comments.nodes.map((node) => node.body)).toEqual(['**third**']);
    expect(page2.comments.pageInfo.hasNextPage).toBe(false);
  });

  it('shows internal comments to holders of comment:internal:read only', async () => {
    const publicComment = await comment({ ticketId: ticket.id, body: 'visible to all readers' }, w.member);
    const internal = await comment({ ticketId: ticket.id, body: 'team only', internal: true }, w.member);
    expect(internal.data?.createComment.internal).toBe(true);
    const bodies = async (actor: Actor) => (await thread(ticket.key, actor)).comments.nodes.map((node) => node.body);
    expect(await bodies(w.member)).toEqual(['visible to all readers', 'team only']);
    expect(await bodies(w.projectAdmin)).toEqual(['visible to all readers', 'team only']);
    expect(await bodies(w.admin)).toEqual(['visible to all readers', 'team only']);
    expect(await bodies(w.viewer)).toEqual(['visible to all readers']);
    expect((await thread(ticket.key, w.viewer)).commentCount).toBe(1);
    expect((await thread(ticket.key, w.member)).commentCount).toBe(2);
    // The internal comment does not exist for a viewer, even by id.
    expect(failure(await remove(internal.data!.createComment.id, w.viewer))).toEqual({ code: 'NOT_FOUND' });
    expect(publicComment.errors).toBeUndefined();
  });

  it('lets members comment; viewers may not, outsiders and excluded users do not find the ticket', async () => {
    expect(failure(await comment({ ticketId: ticket.id, body: 'hi' }, w.viewer))).toEqual({ code: 'FORBIDDEN' });
    expect(failure(await comment({ ticketId: ticket.id, body: 'hi' }, w.outsider))).toEqual({ code: 'NOT_FOUND' });
    expect((await comment({ ticketId: ticket.id, body: 'from the bot' }, w.bot)).data?.createComment.author).toEqual({ id: w.bot.id });
    const secret = await createTicket(t, w.member, { projectId: w.project.id, title: 'Private', private: true });
    expect(failure(await comment({ ticketId: secret.id, body: 'hi' }, w.excluded))).toEqual({ code: 'NOT_FOUND' });
    const onSecret = await comment({ ticketId: secret.id, body: 'private talk' }, w.member);
    expect(failure(await edit({ id: onSecret.data!.createComment.id, body: 'x' }, w.excluded))).toEqual({ code: 'NOT_FOUND' });
    expect(failure(await remove(onSecret.data!.createComment.id, w.superAdmin))).toEqual({ code: 'NOT_FOUND' });
  });

  it('validates the body, naming the field', async () => {
    expect(failure(await comment({ ticketId: ticket.id, body: '   ' }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'body' });
    expect(failure(await comment({ ticketId: ticket.id, body: 'x'.repeat(100_001) }, w.member))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'body',
    });
  });

  it('lets the author edit their comment, nobody else', async () => {
    const created = await comment({ ticketId: ticket.id, body: 'typo' }, w.member);
    const id = created.data!.createComment.id;
    expect((await edit({ id, body: 'fixed' }, w.member)).data?.updateComment.body).toBe('fixed');
    expect(failure(await edit({ id, body: 'hijack' }, w.excluded))).toEqual({ code: 'FORBIDDEN' });
    expect(ruleFailure(await edit({ id, body: 'hijack' }, w.projectAdmin))).toEqual({ code: 'FORBIDDEN', reason: 'COMMENT_AUTHOR_ONLY' });
    expect(failure(await edit({ id, body: '' }, w.member))).toEqual({ code: 'BAD_USER_INPUT', field: 'body' });
  });

  it('lets the author delete their comment and project admins delete any', async () => {
    const mine = (await comment({ ticketId: ticket.id, body: 'mine' }, w.member)).data!.createComment.id;
    const other = (await comment({ ticketId: ticket.id, body: 'moderate me' }, w.member)).data!.createComment.id;
    const third = (await comment({ ticketId: ticket.id, body: 'workspace admin removes' }, w.member)).data!.createComment.id;
    expect(failure(await remove(mine, w.excluded))).toEqual({ code: 'FORBIDDEN' });
    expect((await remove(mine, w.member)).data).toEqual({ deleteComment: true });
    expect((await remove(other, w.projectAdmin)).data).toEqual({ deleteComment: true });
    expect((await remove(third, w.admin)).data).toEqual({ deleteComment: true });
    expect(failure(await remove(mine, w.member))).toEqual({ code: 'NOT_FOUND' });
    const audit = await ok<{ auditLog: { nodes: Array<{ targetId: string }> } }>(
      t,
      '{ auditLog(action: "comment.deleted") { nodes { targetId } } }',
      {},
      w.superAdmin,
    );
    expect(audit.auditLog.nodes.map((entry) => entry.targetId).sort()).toEqual([other, third].sort());
  });
});
