import type { EntityClass } from '@mikro-orm/core';
import type DataLoader from 'dataloader';
import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { readOnlyJsonEntities, readOnlyJsonSql, readOnlyProperties, readRows } from '../../../core/orm.js';
import { alignById } from '../../../core/batch.js';
import { plainFields } from '../../../core/federated-schema.js';
import { selectedFields } from '../common/selection.js';
import type { WorkspaceContext } from '../context.js';
import { User } from '../identity/user.entity.js';
import { Label } from '../labels/label.entity.js';
import { joinSql, rawSql, sql } from '../common/sql.js';
import { Status } from '../statuses/status.entity.js';
import { TicketAccess } from './ticket-acl.entity.js';
import { Ticket } from './ticket.entity.js';
import { permissionRequired, type ProjectPermission } from '../../../core/permissions.js';

/**
 * Who may see a ticket: readers of its project (members, or workspace admins), and for a
 * private ticket only the users on its access list — workspace admins included, except for a
 * private ticket mirrored from a peer whose list names no person of this instance, which the
 * workspace admins see. Anyone else gets NOT_FOUND, so a private ticket's existence never leaks.
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
 * Where each kind of a ticket's links is read: rows of `through` whose `ticket_id` names the ticket, oldest first,
 * each naming its linked row of `table` in column `target`; without `through`, the ticket row's own `target` (its
 * status). `needs`: properties the link's field reads whatever the selection (labels are sorted by name).
 */
const LINKS = {
  assignees: { entity: User, table: 'workspace.users', through: 'workspace.ticket_assignees', target: 'user_id', needs: [] },
  accessList: { entity: User, table: 'workspace.users', through: 'workspace.ticket_acl', target: 'user_id', needs: [] },
  labels: { entity: Label, table: 'workspace.labels', through: 'workspace.ticket_labels', target: 'label_id', needs: ['name'] },
  status: { entity: Status, table: 'workspace.statuses', through: null, target: 'status_id', needs: [] },
} as const;

export type TicketLink = keyof typeof LINKS;

/**
 * The properties of a link's entities that a selection reads, sorted, or null for all of them. A plain field
 * (`plainFields`) reads the property of its name; any other field runs code that may read anything, and makes it
 * null. With `id` and the link's `needs`.
 */
export type LinkProperties = readonly string[] | null;

/** A link the response asks of a list's tickets, and what its selection reads of the linked entities. */
export interface AskedLink {
  link: TicketLink;
  properties: LinkProperties;
}

/** What a selection asks of a list's tickets: the links it reads with them, and whether it asks the description. */
export interface TicketsAsked {
  links: readonly AskedLink[];
  /** The one long column of a ticket, left out of a list's rows when no field asks for it. */
  description: boolean;
}

function linkProperties(ctx: WorkspaceContext, link: TicketLink, fields: readonly FieldNode[]): LinkProperties {
  const { entity, needs } = LINKS[link];
  const mapped = readOnlyProperties(ctx.em, entity as EntityClass<object>);
  const plain = plainFields(entity);
  const properties = new Set<string>(['id', ...needs]);
  for (const field of fields) {
    const name = field.name.value;
    if (name === '__typename') continue;
    if (!plain.has(name) || !mapped.has(name)) return null;
    properties.add(name);
  }
  return [...properties].sort();
}

/**
 * What a ticket connection's selection asks of its tickets: `info` is of the field returning the connection, or of
 * its parent with `under` naming the connection field. Found through fragments, `@skip` and `@include` not
 * evaluated (selectedFields): it may name more than a response uses, never less.
 */
export function ticketsAsked(ctx: WorkspaceContext, info: GraphQLResolveInfo, under: readonly string[] = []): TicketsAsked {
  // What a selection asks depends on its document alone: once per field of an operation and `under`.
  let byUnder = askedOf.get(info.fieldNodes);
  if (!byUnder) askedOf.set(info.fieldNodes, (byUnder = new Map<string, TicketsAsked>()));
  const key = under.join('.');
  let asked = byUnder.get(key);
  if (!asked) byUnder.set(key, (asked = selectionAsks(ctx, info, under)));
  return asked;
}

const askedOf = new WeakMap<readonly FieldNode[], Map<string, TicketsAsked>>();

function selectionAsks(ctx: WorkspaceContext, info: GraphQLResolveInfo, under: readonly string[]): TicketsAsked {
  const paths = [
    [...under, 'nodes'],
    [...under, 'edges', 'node'],
  ];
  const asked = new Set(paths.flatMap((path) => selectedFields(info, path).map((field) => field.name.value)));
  const links = (Object.keys(LINKS) as TicketLink[])
    .filter((link) => asked.has(link))
    .map((link) => {
      const fields = paths.flatMap((path) => selectedFields(info, [...path, link]));
      return { link, properties: linkProperties(ctx, link, fields) };
    });
  return { links, description: asked.has('description') };
}

/** What a link field's own selection reads (`linkProperties`), once per field of an operation (graphql-js shares its nodes). */
const linkReads = new WeakMap<readonly FieldNode[], LinkProperties>();

function linkFieldReads(ctx: WorkspaceContext, link: TicketLink, info: GraphQLResolveInfo): LinkProperties {
  let reads = linkReads.get(info.fieldNodes);
  if (reads === undefined) {
    reads = linkProperties(ctx, link, selectedFields(info, []));
    linkReads.set(info.fieldNodes, reads);
  }
  return reads;
}

/**
 * What tickets link to, as read-only entities, keyed `<link>:<ticket id>`, oldest link first. The loads
 * DataLoader batches together (every such field of a list's tickets) are one statement, whatever the
 * list's length and however many of these fields a response asks for.
 */
const ticketLinkLoader = (ctx: WorkspaceContext): DataLoader<string, object[] | null> =>
  ctx.loader<object[]>('ticket:links', async (keys) => {
    const ticketIds = new Map<TicketLink, string[]>();
    for (const key of keys) {
      const [link, ticketId] = key.split(':') as [TicketLink, string];
      ticketIds.set(link, [...(ticketIds.get(link) ?? []), ticketId]);
    }
    const parts = [...ticketIds].map(([link, ids]) => {
      const { entity, table, through, target } = LINKS[link];
      // A status is read through the ticket itself (one row per ticket, so its id orders it as well).
      const ticket = through ? 'j.ticket_id' : 'j.id';
      return sql`select ${link}::text as link, ${rawSql(`${ticket} as ticket_id, j.id as link_order, ${readOnlyJsonSql(ctx.em, entity, 'e')} as target from ${through ?? 'workspace.tickets'} j join ${table} e on e.id = j.${target} where ${ticket}`)} in (${ids})`;
    });
    const query = sql`${joinSql(parts, ' union all ')} order by link_order`;
    const rows = await readRows<{ link: TicketLink; ticket_id: string; target: Record<string, unknown> }>(ctx.em, query.text, query.params);
    const linked = new Map<string, object[]>();
    for (const row of rows) {
      const key = `${row.link}:${row.ticket_id}`;
      const [target] = readOnlyJsonEntities(ctx.em, LINKS[row.link].entity as EntityClass<object>, [row.target]);
      linked.set(key, [...(linked.get(key) ?? []), target!]);
    }
    return keys.map((key) => linked.get(key) ?? []);
  });

/** The column of a list statement's row that holds the ids of the ticket's links of one kind (`ticketLinkColumnsSql`). */
const linkColumn = (link: TicketLink): string => `links_${link}`;

/**
 * Columns with the ids of the links `links` of each ticket aliased `alias`, in the order of ticketLinkLoader (a status
 * is the row's own `status_id`): for a list's statement to bring what its response asks of its tickets, so that
 * `holdTicketLinks` reads the linked rows once for the whole page. Evaluated per row of the page only when `alias` names
 * the page's rows (outside its limit). Ids, not the linked rows: building and aggregating their JSON per row was a third
 * of a search's statement; and as JSON arrays, which `pg` parses faster than PostgreSQL's arrays (docs/benchmarks.md).
 */
export function ticketLinkColumnsSql(links: readonly AskedLink[], alias: string): string {
  return links
    .map(({ link }) => {
      const { through, target } = LINKS[link];
      return through
        ? `, array_to_json(array(select j.${target} from ${through} j where j.ticket_id = ${alias}.id order by j.id)) as "${linkColumn(link)}"`
        : '';
    })
    .join('');
}

/** What a list read of one link kind of one ticket: the linked rows, with the properties they hold (null: all). */
interface HeldLink {
  properties: LinkProperties;
  targets: object[];
}

/** Links the request read with its tickets, by link kind and ticket id (maps, not `<link>:<id>` strings: the list's hot path). */
const heldLinks = new WeakMap<WorkspaceContext, Map<TicketLink, Map<string, HeldLink>>>();

/** The rows of a statement of linked entities: each linked row once, as JSON (`readOnlyJsonSql`), with its link kind. */
export type LinkedRow = { link: TicketLink; target: Record<string, unknown> };

/**
 * Reads the rows the links of `rows` (of a statement with `ticketLinkColumnsSql(links, …)`) name, in one statement for
 * every link kind (each linked row once, with the properties its selection reads), and keeps them for `ticketLinks`.
 */
export async function holdTicketLinks(
  ctx: WorkspaceContext,
  links: readonly AskedLink[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (!links.length || !rows.length) return;
  const idsByRow = linkedIds(links, rows);
  // Link kinds no row of the page has (a page without assignees) are not asked for; without any, nothing is sent.
  const parts = links.flatMap(({ link, properties }, index) => {
    const ids = new Set(idsByRow[index]!.flat());
    if (!ids.size) return [];
    // One array parameter (`{"id",…}`), so that the statement's text does not follow the number of ids.
    const array = `{${[...ids].map((id) => JSON.stringify(id)).join(',')}}`;
    return [sql`${rawSql(linkedRowsSql(ctx, link, properties))} where e.id = any(${array}::uuid[])`];
  });
  const query = joinSql(parts, ' union all ');
  const linked = parts.length ? await readRows<LinkedRow>(ctx.em, query.text, query.params, { named: true }) : [];
  holdLinked(ctx, links, rows, idsByRow, linked);
}

/**
 * SQL of a JSON array of what `holdTicketLinks` reads for the rows of the relation `rows` (with the columns of
 * `ticketLinkColumnsSql(links, …)` and `status_id`), within the statement that reads them: a list's page and its links in
 * one statement.
 */
export function ticketLinkTargetsJsonSql(ctx: WorkspaceContext, links: readonly AskedLink[], rows: string): string {
  const parts = links.map(({ link, properties }) => {
    const { through, target } = LINKS[link];
    // The ids the rows' link columns hold, as one array computed once (an init plan) and looked up by index, as
    // holdTicketLinks' array parameter is: a join to the link table here let PostgreSQL's generic plan scan all of it.
    const ids = through ? `select json_array_elements_text(l."${linkColumn(link)}")::uuid from ${rows} l` : `select ${target} from ${rows}`;
    return `${linkedRowsSql(ctx, link, properties)} where e.id = any(array(${ids}))`;
  });
  return `(select coalesce(json_agg(linked), '[]'::json) from (${parts.join(' union all ')}) linked)`;
}

/** Keeps `holdTicketLinks`' rows (`linked`) read for `rows` (`ticketLinkTargetsJsonSql`), as that function does. */
export function holdTicketLinksRead(
  ctx: WorkspaceContext,
  links: readonly AskedLink[],
  rows: readonly Record<string, unknown>[],
  linked: readonly LinkedRow[],
): void {
  if (links.length && rows.length) holdLinked(ctx, links, rows, linkedIds(links, rows), linked);
}

/** The rows of one link kind as `LinkedRow`s, without a condition yet (aliased `e`). */
const linkedRowsSql = (ctx: WorkspaceContext, link: TicketLink, properties: LinkProperties): string =>
  `select '${link}'::text as link, ${readOnlyJsonSql(ctx.em, LINKS[link].entity, 'e', properties)} as target from ${LINKS[link].table} e`;

/** Per link kind, the ids each row links to, in the row's order (a status is the row's own column). */
function linkedIds(links: readonly AskedLink[], rows: readonly Record<string, unknown>[]): string[][][] {
  return links.map(({ link }) => {
    const { through, target } = LINKS[link];
    const column = through ? linkColumn(link) : target;
    return rows.map((row) => (through ? (row[column] as string[]) : [row[column] as string]));
  });
}

/** Keeps, per link kind and ticket of `rows`, the linked rows (`linked`) its ids (`idsByRow`) name, for `ticketLinks`. */
function holdLinked(
  ctx: WorkspaceContext,
  links: readonly AskedLink[],
  rows: readonly Record<string, unknown>[],
  idsByRow: readonly string[][][],
  linked: readonly LinkedRow[],
): void {
  let held = heldLinks.get(ctx);
  if (!held) heldLinks.set(ctx, (held = new Map<TicketLink, Map<string, HeldLink>>()));
  for (const [index, { link, properties }] of links.entries()) {
    const targets = readOnlyJsonEntities(
      ctx.em,
      LINKS[link].entity as EntityClass<object>,
      linked.filter((row) => row.link === link).map((row) => row.target),
    ) as Array<{ id: string }>;
    const byId = new Map(targets.map((target) => [target.id, target]));
    let ofLink = held.get(link);
    if (!ofLink) held.set(link, (ofLink = new Map<string, HeldLink>()));
    const ids = idsByRow[index]!;
    for (const [position, row] of rows.entries()) {
      // A row linked and removed between holdTicketLinks' two statements is left out, as the link's own removal would leave it.
      const linkedTargets = ids[position]!.map((id) => byId.get(id)).filter((target) => target !== undefined);
      ofLink.set(row.id as string, { properties, targets: linkedTargets });
    }
  }
}

/**
 * The entities of one kind a ticket links to (read-only), for the link field of `info`: those its list read
 * (`holdTicketLinks`) when they hold every property that field's selection reads, else loaded whole with those of every other
 * ticket of the response (ticketLinkLoader).
 */
export function ticketLinks<T extends object>(
  ctx: WorkspaceContext,
  link: TicketLink,
  ticketId: string,
  info: GraphQLResolveInfo,
): T[] | Promise<T[]> {
  const held = heldLinks.get(ctx)?.get(link)?.get(ticketId);
  if (held) {
    const reads = held.properties && linkFieldReads(ctx, link, info);
    if (!held.properties || (reads && reads.every((property) => held.properties!.includes(property)))) return held.targets as T[];
  }
  return ticketLinkLoader(ctx)
    .load(`${link}:${ticketId}`)
    .then((targets) => (targets ?? []) as T[]);
}

/** Whether the viewer is on the access list of each ticket. */
const viewerOnAccessList = (ctx: WorkspaceContext): DataLoader<string, boolean | null> =>
  ctx.loader<boolean>('ticket:viewerOnAcl', async (ticketIds) => {
    const userId = ctx.actorId;
    if (!userId) return ticketIds.map(() => false);
    const rows = await ctx.em.find(TicketAccess, { userId, ticketId: { $in: [...ticketIds] } }, { fields: ['ticketId'] });
    const listed = new Set(rows.map((row) => row.ticketId));
    return ticketIds.map((id) => listed.has(id));
  });

/** Whether each private ticket's access list names a person of this instance (not only federated placeholders). */
const accessListNamesLocalPerson = (ctx: WorkspaceContext): DataLoader<string, boolean | null> =>
  ctx.loader<boolean>('ticket:aclNamesLocal', async (ticketIds) => {
    const rows = (await ctx.em.getConnection().execute(
      `select distinct acl.ticket_id from workspace.ticket_acl acl join workspace.users u on u.id = acl.user_id
        where acl.ticket_id in (?) and u.kind <> 'federated'`,
      [[...ticketIds]],
    )) as Array<{ ticket_id: string }>;
    const named = new Set(rows.map((row) => row.ticket_id));
    return ticketIds.map((id) => named.has(id));
  });

/**
 * Readers of the project see a ticket; a private one only those on its access list, and, when the
 * list names no person of this instance (a ticket mirrored from a peer), the workspace admins.
 */
export async function canSeeTicket(ctx: WorkspaceContext, ticket: Ticket): Promise<boolean> {
  if (ctx.viewer.kind !== 'user') return false;
  if (!(await ctx.canInProject(ticket.projectId, 'project:read'))) return false;
  if (!ticket.isPrivate || (await viewerOnAccessList(ctx).load(ticket.id)) === true) return true;
  return ctx.isAdmin() && (await accessListNamesLocalPerson(ctx).load(ticket.id)) === false;
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
