import type { EntityClass } from '@mikro-orm/core';
import type DataLoader from 'dataloader';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { readOnlyEntities } from '../../../core/orm.js';
import { alignById, groupByKey } from '../common/batch.js';
import type { WorkspaceContext } from '../context.js';
import type { ProjectPermission } from '../identity/permissions.js';
import { User } from '../identity/user.entity.js';
import { Label } from '../labels/label.entity.js';
import { rawSql, sql } from '../common/sql.js';
import { TicketAccess } from './ticket-acl.entity.js';
import { Ticket } from './ticket.entity.js';
import { permissionRequired } from '../identity/identity.errors.js';

/**
 * Who may see a ticket: readers of its project (members, or workspace admins), and for a
 * private ticket only the users on its access list — workspace admins included. Anyone else
 * gets NOT_FOUND, so a private ticket's existence never leaks.
 */

/** Tickets by id, unfiltered: callers check visibility. */
export const ticketsById = (ctx: WorkspaceContext): DataLoader<string, Ticket | null> =>
  ctx.loader<Ticket>('ticket:byId', async (ids) => {
    const valid = ids.filter(isUuid);
    return alignById(ids, valid.length ? await ctx.em.find(Ticket, { id: { $in: valid } }) : []);
  });

/** Tickets by key, unfiltered. */
export const ticketsByKey = (ctx: WorkspaceContext): DataLoader<string, Ticket | null> =>
  ctx.loader<Ticket>('ticket:byKey', async (keys) => {
    const rows = await ctx.em.find(Ticket, { key: { $in: [...keys] } });
    const map = new Map(rows.map((row) => [row.key, row]));
    return keys.map((key) => map.get(key) ?? null);
  });

/**
 * The rows a join table of tickets points to, as read-only entities, per ticket, oldest entry first:
 * one statement per table and request however many tickets a response lists.
 */
function ticketLinks<T extends { id: string }>(
  ctx: WorkspaceContext,
  entity: EntityClass<T>,
  join: { table: string; column: string; target: string },
): DataLoader<string, T[] | null> {
  return ctx.loader<T[]>(`ticket:links:${join.table}`, async (ticketIds) => {
    const query = sql`select j.ticket_id as link_ticket_id, e.* from ${rawSql(`workspace.${join.table} j join workspace.${join.target} e on e.id = j.${join.column}`)}
      where j.ticket_id in (${ticketIds}) order by j.id`;
    const rows = await ctx.em.execute<Array<Record<string, unknown> & { link_ticket_id: string; id: string }>>(query.text, [
      ...query.params,
    ]);
    const targets = readOnlyEntities(ctx.em, entity, rows);
    const links = rows.map((row, index) => ({ ticketId: row.link_ticket_id, target: targets[index]! }));
    return groupByKey(ticketIds, links, (link) => link.ticketId).map((group) => group.map((link) => link.target));
  });
}

/** Assignees of each ticket, first assigned first. */
export const ticketAssignees = (ctx: WorkspaceContext): DataLoader<string, User[] | null> =>
  ticketLinks(ctx, User, { table: 'ticket_assignees', column: 'user_id', target: 'users' });

/** The access list of each ticket, first added first. */
export const ticketAccessList = (ctx: WorkspaceContext): DataLoader<string, User[] | null> =>
  ticketLinks(ctx, User, { table: 'ticket_acl', column: 'user_id', target: 'users' });

/** Labels of each ticket, first added first. */
export const ticketLabels = (ctx: WorkspaceContext): DataLoader<string, Label[] | null> =>
  ticketLinks(ctx, Label, { table: 'ticket_labels', column: 'label_id', target: 'labels' });

/** Whether the viewer is on the access list of each ticket. */
const viewerOnAccessList = (ctx: WorkspaceContext): DataLoader<string, boolean | null> =>
  ctx.loader<boolean>('ticket:viewerOnAcl', async (ticketIds) => {
    const userId = ctx.actorId;
    if (!userId) return ticketIds.map(() => false);
    const rows = await ctx.em.find(TicketAccess, { userId, ticketId: { $in: [...ticketIds] } }, { fields: ['ticketId'] });
    const listed = new Set(rows.map((row) => row.ticketId));
    return ticketIds.map((id) => listed.has(id));
  });

export async function canSeeTicket(ctx: WorkspaceContext, ticket: Ticket): Promise<boolean> {
  if (ctx.viewer.kind !== 'user') return false;
  if (!(await ctx.canInProject(ticket.projectId, 'project:read'))) return false;
  return !ticket.isPrivate || (await viewerOnAccessList(ctx).load(ticket.id)) === true;
}

/** The visible subset of `tickets`, in order; one batched check for all of them. */
export async function onlyVisible(ctx: WorkspaceContext, tickets: readonly (Ticket | null | Error)[]): Promise<Ticket[]> {
  const present = tickets.filter((ticket): ticket is Ticket => ticket instanceof Ticket);
  const visible = await Promise.all(present.map((ticket) => canSeeTicket(ctx, ticket)));
  return present.filter((_, index) => visible[index]);
}

/** The ticket if the viewer may see it; null otherwise (reference resolution). */
export async function visibleTicket(ctx: WorkspaceContext, id: string): Promise<Ticket | null> {
  const ticket = await ticketsById(ctx).load(id);
  return ticket && (await canSeeTicket(ctx, ticket)) ? ticket : null;
}

/**
 * Loads a ticket the viewer can see (NOT_FOUND otherwise) and checks `permission` in its
 * project (FORBIDDEN when the viewer sees it but may not do this).
 */
export async function requireTicket(
  ctx: WorkspaceContext,
  ref: { id?: string | null; key?: string | null },
  permission: ProjectPermission = 'project:read',
): Promise<Ticket> {
  ctx.requireUser();
  const ticket = ref.id ? await ticketsById(ctx).load(ref.id) : ref.key ? await ticketsByKey(ctx).load(ref.key.trim().toUpperCase()) : null;
  if (!ticket || !(await canSeeTicket(ctx, ticket))) throw notFound('Ticket');
  if (permission !== 'project:read' && !(await ctx.canInProject(ticket.projectId, permission)))
    throw permissionRequired(permission, `ticket ${ticket.key}`);
  return ticket;
}

/**
 * The request context that loaded an entity, when it differs from the one the resolver got.
 * A subscription keeps one context for its whole life; each event is resolved in a fresh one
 * (fresh loaders and identity map), and the fields below the event's ticket must use it too.
 */
const boundContexts = new WeakMap<object, WorkspaceContext>();

export function bindContext<T extends object>(entity: T, ctx: WorkspaceContext): T {
  boundContexts.set(entity, ctx);
  return entity;
}

export const contextFor = (entity: object, fallback: WorkspaceContext): WorkspaceContext => boundContexts.get(entity) ?? fallback;
