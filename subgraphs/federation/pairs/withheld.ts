import type { SyncEntityType } from '../../../core/sync-entity-types.js';
import type { WireChange } from '../sync/wire.js';
import type { FeedChange } from '../workspace-api.js';
import { maskPayload, type DirectionSharing } from './sharing.js';

/** What a change needs to be judged: its type, its op and the row as it is. */
type Row = Pick<FeedChange, 'entityType' | 'op' | 'payload'>;

/**
 * A row that never crosses a project pair by its own flags: a private ticket or milestone, an
 * internal comment, a doc or doc revision that is not public.
 */
export function privateRow(type: string, payload: Record<string, unknown> | null): boolean {
  if (!payload) return false;
  if (type === 'ticket' || type === 'milestone') return payload.private === true;
  if (type === 'comment') return payload.internal === true;
  if (type === 'doc' || type === 'doc_revision') return payload.public === false;
  return false;
}

/** The parents a row's privacy follows (a comment on a private ticket is withheld with it). */
const PARENTS: Partial<Record<SyncEntityType, ReadonlyArray<readonly [string, 'ticket' | 'comment' | 'doc']>>> = {
  ticket_assignment: [['ticketId', 'ticket']],
  ticket_label: [['ticketId', 'ticket']],
  ticket_dependency: [
    ['blockerId', 'ticket'],
    ['blockedId', 'ticket'],
  ],
  comment: [['ticketId', 'ticket']],
  time_entry: [['ticketId', 'ticket']],
  doc_revision: [['docId', 'doc']],
  attachment: [
    ['ticketId', 'ticket'],
    ['commentId', 'comment'],
    ['docId', 'doc'],
  ],
};

/** The rows to look up to judge a set of rows: their parents, and a ticket's milestone. */
const LOOKUPS: Partial<Record<SyncEntityType, ReadonlyArray<readonly [string, 'ticket' | 'comment' | 'doc' | 'milestone']>>> = {
  ...PARENTS,
  ticket: [['milestoneId', 'milestone']],
};

/** The rows, `<type>:<id>`, a set of rows needs looked up to be judged (a comment's, for its ticket, in a second round). */
export function parentKeys(rows: readonly Row[]): Array<{ entityType: string; entityId: string }> {
  const keys = new Map<string, { entityType: string; entityId: string }>();
  for (const row of rows) {
    for (const [field, type] of LOOKUPS[row.entityType as SyncEntityType] ?? []) {
      const id = row.payload?.[field];
      if (typeof id === 'string') keys.set(`${type}:${id}`, { entityType: type, entityId: id });
    }
  }
  return [...keys.values()];
}

/**
 * Whether the row is withheld from a pair: private itself, or a child of a withheld parent (looked
 * up in `parents`, `<type>:<id>` to the parent's row as it is; a comment's own ticket through it).
 */
export function withheld(row: Row, parents: ReadonlyMap<string, Row>): boolean {
  if (privateRow(row.entityType, row.payload)) return true;
  return (PARENTS[row.entityType as SyncEntityType] ?? []).some(([field, type]) => {
    const id = row.payload?.[field];
    const parent = typeof id === 'string' ? parents.get(`${type}:${id}`) : undefined;
    return parent !== undefined && withheld({ ...parent, entityType: type }, parents);
  });
}

/**
 * A pair's direction applied to changes: types it does not share are left out, a withheld row goes
 * as a delete (so a ticket made private, or a comment made internal, disappears from the other side
 * rather than staying as it was), a ticket's private milestone is left empty, and masked fields are
 * stripped.
 */
export function forPair<C extends FeedChange>(direction: DirectionSharing, changes: readonly C[], parents: ReadonlyMap<string, Row>): C[] {
  return changes
    .filter((change) => (direction.types as readonly string[]).includes(change.entityType))
    .map((change) => {
      if (change.op === 'delete') return change;
      if (withheld(change, parents)) return { ...change, op: 'delete', payload: null, changed: null };
      let payload = change.payload;
      const milestone = payload?.milestoneId;
      if (
        change.entityType === 'ticket' &&
        typeof milestone === 'string' &&
        privateRow('milestone', parents.get(`milestone:${milestone}`)?.payload ?? null)
      ) {
        payload = { ...payload, milestoneId: null };
      }
      return { ...change, payload: maskPayload(direction, change.entityType as SyncEntityType, payload) };
    });
}

/**
 * What this side accepts of a peer's changes on a pair, whatever the peer sent: types it does not
 * take are left out, a row that never crosses a pair (private, internal, not public) is taken as its
 * delete, and the fields it does not accept are stripped. A child of a row refused here finds no
 * parent and fails, as any row whose parent never arrived.
 */
export function inboundForPair(direction: DirectionSharing, changes: readonly WireChange[]): WireChange[] {
  return changes
    .filter((change) => (direction.types as readonly string[]).includes(change.type))
    .map((change) => {
      if (change.op === 'delete') return change;
      if (privateRow(change.type, change.payload)) return { ...change, op: 'delete', payload: null, changed: null };
      return { ...change, payload: maskPayload(direction, change.type, change.payload) };
    });
}
