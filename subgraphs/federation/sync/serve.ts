import type { EntityManager } from '@mikro-orm/postgresql';
import { isSyncEntityType, type SyncEntityType } from '../../../core/sync-entity-types.js';
import type { FederationDeps } from '../context.js';
import type { Link } from '../links/link.entity.js';
import type { FeedChange, FeedPerson } from '../workspace-api.js';
import type { DirectionSharing } from '../pairs/sharing.js';
import { forPair, parentKeys } from '../pairs/withheld.js';
import { crossingTypes, fitToTypes } from './scope.js';
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
  // What the peer has applied: everything up to `after` but the gaps it still waits for (a transaction of this side that was
  // still committing when it read past it). Taking `after` alone, a change here inside a gap counted as read by the peer, and
  // a clash with the peer's own change of the field was merged away instead of listed as a conflict.
  const applied = request.gaps.length ? Math.min(request.after, Math.min(...request.gaps) - 1) : request.after;
  await deps.workspace.holdSyncChanges(feedHolder(link.id), applied);
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
  const wire = await toWire(em, link, await servable(deps, em, link, current), feed.people);
  // How far the peer has read this side's feed: a field written here after that is one it has not seen.
  await em.getConnection().execute(
    `insert into federation.link_sync (link_id, peer_after, updated_at) values (?, ?, ?)
     on conflict (link_id) do update set peer_after = greatest(link_sync.peer_after, excluded.peer_after), updated_at = excluded.updated_at`,
    [link.id, applied, deps.clock.now()],
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
  const wire = await toWire(em, link, await servable(deps, em, link, snapshot.rows), snapshot.people);
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
  // Every id the upserts name, by what it points at: the entities themselves, their references, the people.
  const named = new Map<RefTarget, Set<string>>();
  const name = (target: RefTarget, id: unknown, into = named) => {
    if (typeof id !== 'string') return;
    let ids = into.get(target);
    if (!ids) into.set(target, (ids = new Set()));
    ids.add(id);
  };
  for (const change of changes) {
    if (change.op === 'delete') continue;
    const type = change.entityType as WireChange['type'];
    name(type, change.entityId);
    for (const [field, target] of Object.entries(entityRefs[type])) name(target, change.payload?.[field]);
  }
  // A delete names only its row, which the peer knows (see servable): it exports nothing, and carries no payload.
  const lookedUp = new Map([...named].map(([target, ids]) => [target, new Set(ids)]));
  for (const change of changes) if (change.op === 'delete') name(change.entityType as RefTarget, change.entityId, lookedUp);
  const theirs = await remoteIdsOf(em, link.id, lookedUp);
  const yoursOf = (target: RefTarget, id: string) => theirs.get(`${target}:${id}`);

  const wire: WireChange[] = changes.map((change: FeedChange) => {
    const type = change.entityType as WireChange['type'];
    const yours: string[] = [];
    const own = yoursOf(type, change.entityId);
    if (own) yours.push('id');
    let payload: Record<string, unknown> | null = null;
    if (change.payload && change.op === 'upsert') {
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
      changed: change.op === 'upsert' ? change.changed : null,
      yours,
    };
  });
  // Only the people the upserts name: a person of a row left out is not the peer's to know.
  const people: WirePerson[] = feedPeople
    .filter((person) => named.get('user')?.has(person.id) && !yoursOf('user', person.id))
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
 * What of `changes` (upserts as the rows are now, and deletes) this side may send the peer of `link`,
 * whichever call asks (a page, a snapshot, an attachment's content):
 * - rows of the link's scope and project filter only;
 * - on a pair, its outbound direction (withheld rows go as deletes, masked fields stripped);
 * - references to types that do not cross left out, an attachment whose parent's type does not cross withheld;
 * - nothing this side got over another link's project pair, nor any row of a project it received over
 *   one: pair-shared data never travels further;
 * - a delete (a withheld row's included) only of a row the peer knows: one sent to it, or got from it.
 *   Any other delete would announce the id of a row that never crossed.
 */
export async function servable(deps: FederationDeps, em: EntityManager, link: Link, changes: FeedChange[]): Promise<FeedChange[]> {
  const filter = link.projectFilter.length ? new Set(link.projectFilter) : null;
  const types = crossingTypes(link.entityScope, link.sharing?.outbound.types ?? null);
  let out = changes.filter(
    (change) =>
      types.has(change.entityType) && (change.op === 'delete' || !filter || (change.projectId !== null && filter.has(change.projectId))),
  );
  if (link.sharing) out = await forPairDirection(deps, link.sharing.outbound, out);
  out = out.map((change) => {
    if (change.op === 'delete') return change;
    const fitted = fitToTypes(types, change.entityType as SyncEntityType, change.payload);
    if (fitted === 'withheld') return asWithheld(change);
    if (!fitted.dropped.length) return change;
    return { ...change, payload: fitted.payload, changed: change.changed?.filter((field) => !fitted.dropped.includes(field)) ?? null };
  });
  const passedOn = await pairSharedElsewhere(em, link, out);
  out = out.map((change) =>
    change.op === 'upsert' && (passedOn.projects.has(change.projectId ?? '') || namesAny(change, passedOn.rows))
      ? asWithheld(change)
      : change,
  );
  const known = await knownToPeer(
    em,
    link,
    out.filter((change) => change.op === 'delete'),
  );
  return out.filter((change) => change.op === 'upsert' || known.has(`${change.entityType}:${change.entityId}`));
}

const asWithheld = (change: FeedChange): FeedChange => ({ ...change, op: 'delete', payload: null, changed: null });

/** Whether the row, or a row or person it names, is among `keys` (`<type>:<id>`). */
function namesAny(change: FeedChange, keys: ReadonlySet<string>): boolean {
  if (keys.has(`${change.entityType}:${change.entityId}`)) return true;
  return Object.entries(entityRefs[change.entityType as SyncEntityType]).some(([field, target]) => {
    const id = change.payload?.[field];
    return typeof id === 'string' && keys.has(`${target}:${id}`);
  });
}

/**
 * What this side holds from project pairs other than `link`: the projects it received over one (all
 * their rows stay between the two partners), and of the rows and people the changes name, those it
 * got over one (`<type>:<id>`; a partner's comment in this side's own shared project, its people).
 */
async function pairSharedElsewhere(
  em: EntityManager,
  link: Link,
  changes: FeedChange[],
): Promise<{ projects: Set<string>; rows: Set<string> }> {
  const connection = em.getConnection();
  const received = (await connection.execute(
    `select p.project_id from federation.project_pairs p where p.role = 'receiving' and p.link_id <> ?`,
    [link.id],
  )) as Array<{ project_id: string }>;
  const keys = new Map<string, { target: string; id: string }>();
  for (const change of changes) {
    if (change.op !== 'upsert') continue;
    keys.set(`${change.entityType}:${change.entityId}`, { target: change.entityType, id: change.entityId });
    for (const [field, target] of Object.entries(entityRefs[change.entityType as SyncEntityType])) {
      const id = change.payload?.[field];
      if (typeof id === 'string') keys.set(`${target}:${id}`, { target, id });
    }
  }
  const got = keys.size
    ? ((await connection.execute(
        `select m.entity_type, m.local_id from federation.id_map m
           join federation.project_pairs p on p.link_id = m.link_id and p.link_id <> ?
           join jsonb_to_recordset(?::jsonb) as k(target text, id uuid) on m.entity_type = k.target and m.local_id = k.id`,
        [link.id, JSON.stringify([...keys.values()])],
      )) as Array<{ entity_type: string; local_id: string }>)
    : [];
  return {
    projects: new Set(received.map((row) => row.project_id)),
    rows: new Set(got.map((row) => `${row.entity_type}:${row.local_id}`)),
  };
}

/** Of the rows of `deletes`, those the peer knows (`<type>:<id>`): sent to it on the link, or got from it. */
async function knownToPeer(em: EntityManager, link: Link, deletes: FeedChange[]): Promise<Set<string>> {
  if (!deletes.length) return new Set();
  const keys = JSON.stringify(deletes.map((change) => ({ target: change.entityType, id: change.entityId })));
  const rows = (await em.getConnection().execute(
    `select k.target, k.id from jsonb_to_recordset(?::jsonb) as k(target text, id uuid)
      where exists (select 1 from federation.exports x where x.link_id = ? and x.entity_type = k.target and x.local_id = k.id)
         or exists (select 1 from federation.id_map m where m.link_id = ? and m.entity_type = k.target and m.local_id = k.id)`,
    [keys, link.id, link.id],
  )) as Array<{ target: string; id: string }>;
  return new Set(rows.map((row) => `${row.target}:${row.id}`));
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
