import type { ConsoleTicketQuery } from '../../generated/graphql';
import { isWorkspaceAdmin, type Viewer } from '../../viewer';

export type TicketData = ConsoleTicketQuery['ticket'];

/**
 * What the page offers the viewer on a ticket, from their effective project role as docs/permissions.md defines it
 * (workspace admins act as project admin everywhere): members and admins edit (`ticket:update`, `comment:create`), only admins
 * delete (`ticket:delete`). It only hides controls: the API decides every change, and its refusal is shown next to the action.
 */
export function ticketRights(ticket: TicketData, viewer: Viewer) {
  const role = isWorkspaceAdmin(viewer) ? 'ADMIN' : ticket.project.members.find((member) => member.user.id === viewer.id)?.role;
  const edit = role === 'ADMIN' || role === 'MEMBER';
  return { edit, comment: edit, delete: role === 'ADMIN' };
}

export type TicketRights = ReturnType<typeof ticketRights>;
