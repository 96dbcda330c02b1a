import type { WorkspaceContext } from '../context.js';
import { User, UserKind } from '../identity/user.entity.js';
import type { Ticket } from '../tickets/ticket.entity.js';
import { ticketAssignedEmail } from './messages.js';

/** Emails the people newly assigned to a ticket, except the one who assigned them. Call after the commit. */
export function notifyNewAssignees(ctx: WorkspaceContext, ticket: Ticket, assigneeIds: readonly string[]): void {
  const actorId = ctx.actorId;
  const recipientIds = assigneeIds.filter((id) => id !== actorId);
  if (!actorId || recipientIds.length === 0) return;
  ctx.deps.mailer.send('ticket_assigned', async (workspaceName) => {
    const [actor, ...recipients] = await ctx.users.loadMany([actorId, ...recipientIds]);
    const actorName = actor instanceof User ? actor.displayName : 'Someone';
    // Bots read no mail; deactivated users get none.
    return recipients
      .filter((user): user is User => user instanceof User && user.kind === UserKind.HUMAN && !user.deactivatedAt)
      .map((user) => ({
        to: user.email,
        ...ticketAssignedEmail({ workspaceName, actorName, ticketKey: ticket.key, title: ticket.title }),
      }));
  });
}
