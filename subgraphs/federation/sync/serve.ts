import type { EntityManager } from '@mikro-orm/postgresql';
import { isSyncEntityType, type SyncEntityType } from '../../../core/sync-entity-types.js';
import type { FederationDeps } from '../context.js';
import type { Link } from '../links/link.entity.js';
import type { FeedChange, FeedPerson } from '../workspace-api.js';
import type { DirectionSharing } from '../pairs/sharing.js';
import { forPair, parentKeys } from '../pairs/withheld.js';
import { entityRefs, type RefTarget } from './entity-refs.js';
import { WIRE_PAGE_LIMIT, type WireChange, type WirePage, type WirePerson, type WireSnapshot } from './wire.js';

/** The workspace's hold on its feed for a link: rows the peer has not read yet are kept. */
export const feedHolder = (linkId: string): string => `link:${linkId}`;

/**
 * One page of this side's changes for the peer of `link`: the workspace's feed after `after` (and
 * the gaps the peer still waits for), of the link's entity types and projects, without the rows
 * the peer itself wrote (origin = this link: no echo). Ids this side got from the peer go back as
 * the peer's own (`yours`); every other id it sends is recorded as exported, the only own ids the
 * peer may name later. Reading from `after` tells the workspace the peer has applied up to it.
 */
export async function servePage(
  deps: FederationDeps,
  em: EntityManager,
  link: Link,
  request: { after: number; limit: number; gaps: number[]; projects: string[] | null },
): Promise<WirePage> {
  await deps.workspace.holdSyncChanges(feedHolder(link.id), request.after);
  const feed = await deps.workspace.syncChanges({
    after: request.after,
    limit: Math.min(request.limit, WIRE_PAGE_LIMIT),
    gaps: request.gaps,
    entityTypes: link.entityScope.length ? link.entityScope : null,
    projectIds: await projectScope(em, link, request.projects),
    excludeOrigin: link.id,
    // A superseded change need not cross: the later one brings the row as it is (and a replay never flaps).
    latestOnly: true,
  });

  const current = await asTheyAreNow(
    deps,
    feed.changes.filter((change) => isSyncEntityType(change.entityType)),
  );
  const changes = link.sharing ? await forPairDirection(deps, link.sharing.outbound, current) : current;
  const wire = await toWire(em, link, changes, feed.people);
  // How far the peer has read this side's feed: a field written here after that is one it has not seen.
  await em.getConnection().execute(
    `insert into federation.link_sync (link_id, peer_after, updated_at) values (?, ?, ?)
     on conflict (link_id) do update set peer_after = greatest(link_sync.peer_after, excluded.peer_after), updated_at = excluded.updated_at`,
    [link.id, request.after, deps.clock.now()],
    'run',
  );
  return { ...wire, gaps: feed.gaps, highWater: feed.highWater, more: feed.more, oldestSeq: feed.oldestSeq };
}

/**
 * One page of this side's current rows of one type for the peer (a snapshot: a resync after the
 * feed was pruned past the peer's cursor, and the scheduled reconcile), in the link's scope and
 * projects, with the ids mapped as in a page of changes. `highWater` is the feed's end when read.
 */
export async function serveSnapshot(
  deps: FederationDeps,
  em: EntityManager,
  link: Link,
  request: { type: SyncEntityType; after: string | null; limit: number; projects: string[] | null },
): Promise<WireSnapshot> {
  if (link.entityScope.length && !link.entityScope.includes(request.type)) {
    return { changes: [], people: [], nextAfter: null, highWater: await deps.workspace.syncHighWater() };
  }
  const snapshot = await deps.workspace.syncSnapshot({
    entityType: request.type,
    after: request.after,
    limit: Math.min(request.limit, WIRE_PAGE_LIMIT),
    projectIds: await projectScope(em, link, request.projects),
  });
  const rows = link.sharing ? await forPairDirection(deps, link.sharing.outbound, snapshot.rows) : snapshot.rows;
  const wire = await toWire(em, link, rows, snapshot.people);
  const highWater = snapshot.rows[0]?.seq ?? (await deps.workspace.syncHighWater());
  return { ...wire, nextAfter: snapshot.nextAfter, highWater };
}

/**
 * The projects a page may name: this side's filter for the link, narrowed by the peer's own (its
 * projects in either side's ids: one this side sent it comes back as this side's id, one it got from
 * this side as its own). Null: every project; an empty list: none.
 */
async function projectScope(em: EntityManager, link: Link, requested: string[] | null): Promise<string[] | null> {
  const own = link.projectFilter.length ? link.projectFilter : null;
  if (requested === null) return own;
  const mapped = requested.length
    ? ((await em
        .getConnection()
        .execute(`select local_id from federation.id_map where link_id = ? and entity_type = 'project' and remote_id in (?)`, [
          link.id,
          requested,
        ])) as Array<{ local_id: string }>)
    : [];
  const wanted = new Set([...requested, ...mapped.map((row) => row.local_id)]);
  return own ? own.filter((id) => wanted.has(id)) : [...wanted];
}

/**
 * Changes in the peer's terms: ids this side got from the peer go back as the peer's own (`yours`);
 * every other id is recorded as exported, the only own ids the peer may name later.
 */
async function toWire(
  em: EntityManager,
  link: Link,
  changes: FeedChange[],
  feedPeople: FeedPerson[],
): Promise<{ changes: WireChange[]; people: WirePerson[] }> {
  // Every id the page names, by what it points at: the entities themselves, their references, the people.
  const named = new Map<RefTarget, Set<string>>();
  const name = (target: RefTarget, id: unknown) => {
    if (typeof id !== 'string') return;
    let ids = named.get(target);
    if (!ids) named.set(target, (ids = new Set()));
    ids.add(id);
  };
  for (const change of changes) {
    const type = change.entityType as WireChange['type'];
    name(type, change.entityId);
    for (const [field, target] of Object.entries(entityRefs[type])) name(target, change.payload?.[field]);
  }
  const theirs = await remoteIdsOf(em, link.id, named);
  const yoursOf = (target: RefTarget, id: string) => theirs.get(`${target}:${id}`);

  const wire: WireChange[] = changes.map((change: FeedChange) => {
    const type = change.entityType as WireChange['type'];
    const yours: string[] = [];
    const own = yoursOf(type, change.entityId);
    if (own) yours.push('id');
    let payload: Record<string, unknown> | null = null;
    if (change.payload) {
      const { id: _id, ...fields } = change.payload;
      payload = fields;
      for (const [field, target] of Object.entries(entityRefs[type])) {
        const value = fields[field];
        const mapped = typeof value === 'string' ? yoursOf(target, value) : undefined;
        if (mapped) {
          payload[field] = mapped;
          yours.push(field);
        }
      }
    }
    return {
      seq: change.seq,
      type,
      id: own ?? change.entityId,
      op: change.op,
      version: change.version,
      payload,
      changed: change.changed,
      yours,
    };
  });
  const people: WirePerson[] = feedPeople
    .filter((person) => !yoursOf('user', person.id))
    .map((person) => ({ id: person.id, displayName: person.displayName, email: person.email }));

  // What the peer may name as this side's own from now on: whatever went out in this side's terms.
  const exported = [...named].flatMap(([target, ids]) => [...ids].filter((id) => !yoursOf(target, id)).map((id) => ({ target, id })));
  if (exported.length) {
    await em.getConnection().execute(
      `insert into federation.exports (link_id, entity_type, local_id)
       select ?, e.target, e.id from jsonb_to_recordset(?::jsonb) as e(target text, id uuid)
       on conflict do nothing`,
      [link.id, JSON.stringify(exported)],
      'run',
    );
  }
  return { changes: wire, people };
}

/**
 * A project pair's outbound direction (pairs/withheld.ts), with the rows it needs to judge them
 * looked up as they are now: the tickets, comments and docs the rows hang from, and a comment's ticket.
 */
async function forPairDirection(deps: FederationDeps, direction: DirectionSharing, changes: FeedChange[]): Promise<FeedChange[]> {
  const parents = await deps.workspace.currentRows(parentKeys(changes));
  for (const [key, row] of await deps.workspace.currentRows(parentKeys([...parents.values()]))) parents.set(key, row);
  return forPair(direction, changes, parents);
}

/**
 * Upserts carry the row as it is now, not as the change left it: a row may have changed since by a
 * write the peer is not sent (its own, applied here), and a stale copy would undo that on the peer.
 * A row gone since is left out (its delete follows, or was the peer's own).
 */
async function asTheyAreNow(deps: FederationDeps, changes: FeedChange[]): Promise<FeedChange[]> {
  const current = await deps.workspace.currentRows(changes.filter((change) => change.op === 'upsert'));
  return changes.flatMap((change) => {
    if (change.op === 'delete') return [change];
    const now = current.get(`${change.entityType}:${change.entityId}`);
    return now ? [{ ...change, version: now.version, payload: now.payload, changed: change.changed }] : [];
  });
}

/** `<target>:<local id>` to the peer's id, for the named ids this side mapped from the peer. */
async function remoteIdsOf(em: EntityManager, linkId: string, named: Map<RefTarget, Set<string>>): Promise<Map<string, string>> {
  const keys = [...named].flatMap(([target, ids]) => [...ids].map((id) => ({ target, id })));
  if (!keys.length) return new Map();
  const rows = (await em.getConnection().execute(
    `select m.entity_type, m.local_id, m.remote_id from federation.id_map m
       join jsonb_to_recordset(?::jsonb) as k(target text, id uuid) on m.entity_type = k.target and m.local_id = k.id
      where m.link_id = ?`,
    [JSON.stringify(keys), linkId],
  )) as Array<{ entity_type: string; local_id: string; remote_id: string }>;
  return new Map(rows.map((row) => [`${row.entity_type}:${row.local_id}`, row.remote_id]));
}
