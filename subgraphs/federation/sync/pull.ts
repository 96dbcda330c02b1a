import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../../core/clock.js';
import { newId } from '../../../core/ids.js';
import { syncEntityTypes } from '../../../core/sync-entity-types.js';
import { runBound } from '../../../core/orm.js';
import type { FederationDeps } from '../context.js';
import type { Link } from '../links/link.entity.js';
import { peerEndpoint } from '../links/link.service.js';
import { handshakeWith } from '../peer/handshake.js';
import { PeerCallError, type PeerEndpoint } from '../peer/peer-client.js';
import type { ApplyResult, FeedChange, PendingChange } from '../workspace-api.js';
import { mergeRow, type FieldConflict } from './merge.js';
import { inboundForPair } from '../pairs/withheld.js';
import { crossingTypes, fitToTypes } from './scope.js';
import { servable } from './serve.js';
import { entityRefs, type RefTarget } from './entity-refs.js';
import { checkWirePage, checkWireSnapshot, WIRE_PAGE_LIMIT, type WireChange, type WirePerson } from './wire.js';

/** Pages one poll reads at most before it lets other links have a turn. */
const MAX_PAGES_PER_POLL = 20;
/** A sequence still absent this long after it was first missed is taken as a rolled-back transaction. */
const GAP_TTL_MS = 10 * 60_000;
/** First retry of a failed event after this; doubling up to an hour. */
const RETRY_BASE_MS = 15_000;
const RETRY_MAX_MS = 60 * 60_000;

interface Gap {
  seq: number;
  since: number;
}

/** An event as kept in sync_events: the change and the people it names, so a retry needs nothing else. */
interface StoredEvent {
  change: WireChange;
  people: WirePerson[];
}

interface MapRow {
  entity_type: string;
  remote_id: string;
  local_id: string;
  remote_version: number;
}

/** One event translated into this side's terms, or why it cannot be applied yet. */
interface Applied {
  seq: number;
  kind: 'apply';
  type: string;
  localId: string;
  op: 'upsert' | 'delete';
  payload: Record<string, unknown> | null;
  /** The fields the peer changed; null: all. */
  changed: string[] | null;
  /** After the merge: whether anything is left to write, at which version of this side's row, and what clashed. */
  write: boolean;
  expectedVersion: number | null;
  conflicts: Record<string, FieldConflict>;
}

type Translated = Applied | { seq: number; kind: 'skip' } | { seq: number; kind: 'fail'; error: string };

/**
 * The receiving half of the sync engine for one link: pull pages of the peer's changes from the
 * link's cursor, record each event, map its ids through the link's id map (new rows get new local
 * ids, recorded before anything is applied, so a crash and a replay give the same ids), apply the
 * batch in one workspace transaction with the link as origin, then record the outcome and move the
 * cursor. An event that fails (a parent not synced yet, a check the row breaks) is marked failed and
 * retried later without holding up the rest.
 */
export class LinkPuller {
  constructor(private readonly deps: FederationDeps) {}

  /** One poll: handshake, pages until the peer has nothing more, due retries; the link's health follows. */
  async poll(link: Link): Promise<void> {
    const em = this.deps.orm.em.fork() as EntityManager;
    const now = () => this.deps.clock.now();
    try {
      await handshakeWith(this.deps, link);
      await this.pullPages(em, link, peerEndpoint(this.deps.masterKey, link));
    } catch (error) {
      const message = error instanceof PeerCallError ? error.message : `Sync failed: ${(error as Error).message}`;
      if (!(error instanceof PeerCallError)) this.deps.logger.error({ err: error, linkId: link.id }, 'federation poll failed');
      await em
        .getConnection()
        .execute(
          `update federation.links set health = 'red', last_error = ?, last_error_code = ?, last_polled_at = ? where id = ?`,
          [message.slice(0, 1000), error instanceof PeerCallError ? (error.reason ?? null) : null, now(), link.id],
          'run',
        );
    }
  }

  /** Pages until the peer has no more (a poll's worth at most), then the due retries; the link turns green. */
  private async pullPages(em: EntityManager, link: Link, endpoint: PeerEndpoint): Promise<void> {
    let more = true;
    for (let page = 0; more && page < MAX_PAGES_PER_POLL; page++) {
      more = await this.pullPage(em, link, endpoint);
    }
    if (!link.dryRun) await this.retryFailed(em, link);
    const now = this.deps.clock.now();
    await em.getConnection().execute(
      // A backlog left after this poll's pages keeps the link due: the next pass carries on. What did not
      // apply is counted on the link with the latest reason: a link never stops rows silently.
      `update federation.links set health = 'green', last_error = null, last_error_code = null, last_polled_at = ?, last_success_at = ?, nudged = nudged or ?,
              failed_events = (select count(*) from federation.sync_events e where e.link_id = links.id and e.status = 'failed'),
              last_event_error = (select e.entity_type || ' ' || e.remote_id::text || ': ' || e.last_error from federation.sync_events e
                                   where e.link_id = links.id and e.status = 'failed' order by e.seq desc limit 1)
          where id = ?`,
      [now, now, more, link.id],
      'run',
    );
  }

  /** The scheduled reconcile of one link: a snapshot of the peer's rows, merged; the link's health follows. */
  async reconcile(link: Link): Promise<void> {
    const em = this.deps.orm.em.fork() as EntityManager;
    try {
      await handshakeWith(this.deps, link);
      const endpoint = peerEndpoint(this.deps.masterKey, link);
      // A reconcile holds the link for a while (a large peer's snapshot): between its pages the link is
      // polled as it would be without it, when nudged or its interval has passed.
      await this.snapshot(em, link, endpoint, false, async () => {
        if (await this.takeIfDue(em, link)) await this.pullPages(em, link, endpoint);
      });
      await em
        .getConnection()
        .execute('update federation.links set last_reconciled_at = ? where id = ?', [this.deps.clock.now(), link.id], 'run');
    } catch (error) {
      if (!(error instanceof PeerCallError)) this.deps.logger.error({ err: error, linkId: link.id }, 'federation reconcile failed');
      const message = error instanceof PeerCallError ? error.message : `Reconcile failed: ${(error as Error).message}`;
      await em
        .getConnection()
        .execute(
          `update federation.links set health = 'red', last_error = ?, last_error_code = ? where id = ?`,
          [message.slice(0, 1000), error instanceof PeerCallError ? (error.reason ?? null) : null, link.id],
          'run',
        );
    }
  }

  /** Reads, records and applies one page; whether the peer has more. */
  private async pullPage(em: EntityManager, link: Link, endpoint: PeerEndpoint): Promise<boolean> {
    const connection = em.getConnection();
    await connection.execute(
      'insert into federation.link_sync (link_id, updated_at) values (?, ?) on conflict do nothing',
      [link.id, this.deps.clock.now()],
      'run',
    );
    const [state] = (await connection.execute('select cursor, gaps, resyncing from federation.link_sync where link_id = ?', [
      link.id,
    ])) as Array<{ cursor: string; gaps: Gap[]; resyncing: boolean }>;
    const cursor = Number(state!.cursor);
    const checked = checkWirePage(
      await this.deps.peers.call(endpoint, 'changes', {
        after: cursor,
        limit: WIRE_PAGE_LIMIT,
        gaps: state!.gaps.map((gap) => gap.seq),
        projects: await this.projectsWanted(em, link),
      }),
    );
    if (!checked.page) throw new PeerCallError(checked.error);
    const page = checked.page;
    if (page.oldestSeq !== null && cursor + 1 < page.oldestSeq && !link.dryRun) {
      // The peer pruned events this side never read: take its rows as they are, then carry on from where it was then.
      const resumeAt = await this.snapshot(em, link, endpoint, state!.resyncing);
      await connection.execute(
        `update federation.link_sync set cursor = greatest(cursor, ?), gaps = '[]', resyncing = false, updated_at = ? where link_id = ?`,
        [resumeAt, this.deps.clock.now(), link.id],
        'run',
      );
      return true;
    }
    const inScope = this.accepted(link, page.changes);
    const people = new Map(page.people.map((person) => [person.id, person]));
    const events: StoredEvent[] = inScope.map((change) => ({ change, people: peopleOf(change, people) }));

    if (link.dryRun) {
      // Logged for the admin to inspect; neither applied nor acknowledged (the cursor stays).
      await this.record(em, link, events, 'dry_run');
      return false;
    }
    await this.record(em, link, events, 'pending');
    await this.allocate(em, link, events);
    await this.apply(em, link, events, state!.resyncing);

    const nowMs = epochMs(this.deps.clock);
    const known = new Map(state!.gaps.map((gap) => [gap.seq, gap.since]));
    const gaps = page.gaps.map((seq) => ({ seq, since: known.get(seq) ?? nowMs })).filter((gap) => nowMs - gap.since < GAP_TTL_MS);
    await connection.execute(
      `update federation.link_sync set cursor = greatest(cursor, ?), gaps = ?::jsonb, updated_at = ?,
              resyncing = resyncing and ? where link_id = ?`,
      [page.highWater, JSON.stringify(gaps), this.deps.clock.now(), page.more, link.id],
      'run',
    );
    await analyzeGrownTables(em);
    return page.more;
  }

  /**
   * Brings this side up to the peer's rows as they are, type by type, parents first: when the peer
   * pruned events past this side's cursor, and as the scheduled reconcile (a backstop for events
   * missed for any reason). Rows carry no feed sequence and leave no event history; one that does not
   * apply is counted in the link's error and tried again at the next reconcile. Returns the peer's
   * feed end when the snapshot began: changes after it come through the feed.
   */
  async snapshot(
    em: EntityManager,
    link: Link,
    endpoint: PeerEndpoint,
    resync: boolean,
    betweenPages?: () => Promise<void>,
  ): Promise<number> {
    let resumeAt: number | null = null;
    let failed = 0;
    const projects = await this.projectsWanted(em, link);
    for (const type of syncEntityTypes) {
      if (link.entityScope.length && !link.entityScope.includes(type)) continue;
      let after: string | null = null;
      do {
        const checked = checkWireSnapshot(
          await this.deps.peers.call(endpoint, 'snapshot', { type, after, limit: WIRE_PAGE_LIMIT, projects }),
        );
        if (!checked.page) throw new PeerCallError(checked.error);
        const page = checked.page;
        resumeAt ??= page.highWater;
        const people = new Map(page.people.map((person) => [person.id, person]));
        // Distinct negative sequences: no event row has them, and each outcome keeps its own.
        const events = this.accepted(link, page.changes).map((change, index) => ({
          change: { ...change, seq: -(index + 1) },
          people: peopleOf(change, people),
        }));
        await this.allocate(em, link, events);
        failed += await this.apply(em, link, events, resync);
        after = page.nextAfter;
        await betweenPages?.();
      } while (after);
    }
    if (failed) throw new PeerCallError(`${failed} row(s) of the peer's snapshot could not be applied; the next reconcile tries again`);
    return resumeAt ?? 0;
  }

  /**
   * The peer's changes this side takes: of the link's scope and what its project pair accepts, without
   * references to types that do not cross (the row arrives, this side's value stays), and without an
   * attachment whose parent's type does not cross (it could never be applied).
   */
  private accepted(link: Link, changes: WireChange[]): WireChange[] {
    const types = crossingTypes(link.entityScope, link.sharing?.inbound.types ?? null);
    const scoped = changes.filter((change) => types.has(change.type));
    const taken = link.sharing ? inboundForPair(link.sharing.inbound, scoped) : scoped;
    return taken.flatMap((change) => {
      if (change.op === 'delete') return [change];
      const fitted = fitToTypes(types, change.type, change.payload);
      if (fitted === 'withheld') return [];
      if (!fitted.dropped.length) return [change];
      const dropped = new Set(fitted.dropped);
      return [
        {
          ...change,
          payload: fitted.payload,
          changed: change.changed?.filter((field) => !dropped.has(field)) ?? null,
          yours: change.yours.filter((field) => !dropped.has(field)),
        },
      ];
    });
  }

  /** Whether the link, held by this worker, is due for a poll (nudged, or its interval passed); a nudge is taken. */
  private async takeIfDue(em: EntityManager, link: Link): Promise<boolean> {
    const due = (await em.getConnection().execute(
      `update federation.links set nudged = false
        where id = ? and (nudged or last_polled_at is null or last_polled_at + poll_interval_seconds * interval '1 second' <= ?)
        returning id`,
      [link.id, this.deps.clock.now()],
    )) as unknown[];
    return due.length > 0;
  }

  /**
   * This side's project filter as the peer asks it: a project mirrored from the peer by the peer's id,
   * one of this side's own by its id (the peer maps it back). Null: no filter.
   */
  private async projectsWanted(em: EntityManager, link: Link): Promise<string[] | null> {
    if (!link.projectFilter.length) return null;
    const mapped = (await em
      .getConnection()
      .execute(`select local_id, remote_id from federation.id_map where link_id = ? and entity_type = 'project' and local_id in (?)`, [
        link.id,
        link.projectFilter,
      ])) as Array<{ local_id: string; remote_id: string }>;
    const remote = new Map(mapped.map((row) => [row.local_id, row.remote_id]));
    return link.projectFilter.map((id) => remote.get(id) ?? id);
  }

  /** Due failed events of the link, in sequence order. */
  private async retryFailed(em: EntityManager, link: Link): Promise<void> {
    const rows = (await em
      .getConnection()
      .execute(
        `select event from federation.sync_events where link_id = ? and status = 'failed' and next_attempt_at <= ? order by seq limit ?`,
        [link.id, this.deps.clock.now(), WIRE_PAGE_LIMIT],
      )) as Array<{ event: StoredEvent }>;
    if (rows.length)
      await this.apply(
        em,
        link,
        rows.map((row) => row.event),
      );
  }

  private async record(em: EntityManager, link: Link, events: StoredEvent[], status: 'pending' | 'dry_run'): Promise<void> {
    if (!events.length) return;
    // A page of events as one bound JSON value (`runBound`): written into the text, it was escaped character by character.
    await runBound(
      em,
      `insert into federation.sync_events (link_id, seq, entity_type, remote_id, op, version, event, status, created_at)
       select ?, e.seq, e.type, e.id, e.op, e.version, e.event, ?, ? from jsonb_to_recordset(?::jsonb)
         as e(seq bigint, type text, id uuid, op text, version integer, event jsonb)
       on conflict (link_id, seq) do nothing`,
      [link.id, status, this.deps.clock.now(), JSON.stringify(events.map((event) => ({ ...pick(event.change), event })))],
    );
  }

  /**
   * Local ids for the rows and people the events bring, recorded before anything is applied: a batch
   * replayed after a crash maps to the same ids, and the id map's unique keys make a repeated event
   * land on the row it created the first time.
   */
  private async allocate(em: EntityManager, link: Link, events: StoredEvent[]): Promise<void> {
    const fresh = new Map<string, { type: RefTarget; remote: string }>();
    for (const { change, people } of events) {
      if (change.op === 'upsert' && !change.yours.includes('id'))
        fresh.set(`${change.type}:${change.id}`, { type: change.type, remote: change.id });
      for (const person of people) fresh.set(`user:${person.id}`, { type: 'user', remote: person.id });
    }
    if (!fresh.size) return;
    await em.getConnection().execute(
      `insert into federation.id_map (link_id, entity_type, remote_id, local_id)
       select ?, e.type, e.remote, e.local from jsonb_to_recordset(?::jsonb) as e(type text, remote uuid, local uuid)
       on conflict do nothing`,
      [link.id, JSON.stringify([...fresh.values()].map((entry) => ({ ...entry, local: newId() })))],
      'run',
    );
  }

  /**
   * Translates, merges each changed row field by field into this side's (conflicts recorded, this
   * side's value kept until an admin decides), applies in one workspace transaction, and records each
   * event's outcome.
   */
  private async apply(em: EntityManager, link: Link, unordered: StoredEvent[], resync = false): Promise<number> {
    if (!unordered.length) return 0;
    const events = dependencyOrder(unordered);
    const maps = await this.mapsFor(em, link, events);
    const exported = await this.exportsFor(em, link, events);
    const translated = events.map(({ change }) => translate(change, maps, exported, change.seq < 0));
    await this.fetchContents(link, events, translated);
    const currents = await this.currentRows(translated);
    const pending = await this.pendingChanges(em, link, translated);
    translated.forEach((entry, index) => {
      if (entry.kind !== 'apply' || entry.op !== 'upsert') return;
      const current = currents.get(entry.localId);
      const mine = pending.get(entry.localId);
      // Deleted here, and the peer has not read that yet: it stays deleted, and its delete travels to the peer.
      if (!current && mine?.deleted) translated[index] = { seq: entry.seq, kind: 'skip' };
      else mergeInto(entry, current, mine?.fields ?? [], resync, mine?.base ?? {});
    });
    const toApply = translated.filter((entry): entry is Applied => entry.kind === 'apply' && entry.write);

    const peopleInput = new Map<string, { id: string; displayName: string; email: string; peer: string }>();
    for (const { people } of events) {
      for (const person of people) {
        const local = maps.get(`user:${person.id}`);
        if (local)
          peopleInput.set(local.local_id, { id: local.local_id, displayName: person.displayName, email: person.email, peer: link.name });
      }
    }
    const results = toApply.length
      ? await this.deps.workspace.applySyncChanges({
          origin: link.id,
          people: [...peopleInput.values()],
          changes: toApply.map((entry) => ({
            entityType: entry.type,
            entityId: entry.localId,
            op: entry.op,
            payload: entry.payload,
            expectedVersion: entry.expectedVersion,
          })),
        })
      : [];
    const outcome = new Map<number, ApplyResult>(toApply.map((entry, index) => [entry.seq, results[index]!]));

    const rows = events.map(({ change }, index) => {
      const entry = translated[index]!;
      const result = outcome.get(change.seq);
      const error =
        entry.kind === 'fail'
          ? entry.error
          : result && (result.status === 'failed' || result.status === 'stale')
            ? (result.error ?? result.status)
            : null;
      const settled = entry.kind === 'apply' && error === null;
      const conflicts = settled && Object.keys(entry.conflicts).length ? entry.conflicts : null;
      return {
        seq: change.seq,
        type: change.type,
        remote: change.yours.includes('id') ? null : change.id,
        local: entry.kind === 'apply' ? entry.localId : null,
        version: change.version,
        deleted: change.op === 'delete',
        ok: error === null,
        // Only a row settled here (written, or found as the peer has it) moves its map on.
        settled,
        error,
        conflicts,
      };
    });
    const now = this.deps.clock.now();
    await em.getConnection().execute(
      `with outcome as (
         select * from jsonb_to_recordset(?::jsonb) as o(seq bigint, type text, remote uuid, local uuid, version integer, deleted boolean,
                                                        ok boolean, settled boolean, error text, conflicts jsonb)
       ), events as (
         update federation.sync_events s
            set status = case when o.ok then 'applied' else 'failed' end,
                attempts = s.attempts + 1,
                last_error = o.error,
                applied_at = case when o.ok then ?::timestamptz else s.applied_at end,
                next_attempt_at = case when o.ok then null
                                       else ?::timestamptz + least(? * power(2, s.attempts), ?) * interval '1 millisecond' end
           from outcome o
          where s.link_id = ? and s.seq = o.seq
       ), clashes as (
         insert into federation.conflicts (id, link_id, entity_type, local_id, remote_id, fields, remote_version, created_at)
         select gen_random_uuid(), ?, o.type, o.local, coalesce(o.remote, o.local), o.conflicts, o.version, ?
           from outcome o where o.conflicts is not null
         on conflict (link_id, entity_type, local_id) where status = 'open'
         do update set fields = excluded.fields, remote_version = excluded.remote_version
       )
       update federation.id_map m
          set remote_version = greatest(m.remote_version, o.version), deleted = o.deleted
         from outcome o
        where o.settled and m.link_id = ? and m.entity_type = o.type and m.remote_id = o.remote`,
      [JSON.stringify(rows), now, now, RETRY_BASE_MS, RETRY_MAX_MS, link.id, link.id, now, link.id],
      'run',
    );
    return rows.filter((row) => !row.ok).length;
  }

  /**
   * The bytes of the attachments the events bring, fetched from the peer before their rows are
   * written (a row never points at missing content), once per content hash: content this side
   * already stores is not fetched again. A fetch that fails fails its event, which is retried.
   */
  private async fetchContents(link: Link, events: StoredEvent[], translated: Translated[]): Promise<void> {
    const fetched = new Set<string>();
    for (const [index, { change }] of events.entries()) {
      const sha256 = change.payload?.sha256;
      if (change.type !== 'attachment' || change.op !== 'upsert' || translated[index]!.kind !== 'apply') continue;
      if (change.yours.includes('id') || typeof sha256 !== 'string' || fetched.has(sha256)) continue;
      const stored = await this.deps.content.open(sha256);
      if (stored) {
        stored.stream.destroy();
        continue;
      }
      try {
        const bytes = await this.deps.peers.stream(peerEndpoint(this.deps.masterKey, link), 'content', { attachmentId: change.id });
        const put = await this.deps.content.put(bytes);
        if (put.sha256 !== sha256) throw new PeerCallError(`content of attachment ${change.id} does not match its SHA-256`);
        fetched.add(sha256);
      } catch (error) {
        translated[index] = { seq: change.seq, kind: 'fail', error: `content: ${(error as Error).message}` };
      }
    }
  }

  /**
   * For the rows of the upserts, what was written or deleted here that the peer has not read yet (its
   * last `after` on this side's feed), by local id. A target link's peer is authoritative: nothing
   * here is pending.
   */
  private async pendingChanges(em: EntityManager, link: Link, translated: Translated[]): Promise<Map<string, PendingChange>> {
    const upserts = translated.filter((entry): entry is Applied => entry.kind === 'apply' && entry.op === 'upsert');
    if (link.direction !== 'bidirectional' || !upserts.length) return new Map();
    const [state] = (await em
      .getConnection()
      .execute('select peer_after from federation.link_sync where link_id = ?', [link.id])) as Array<{
      peer_after: string;
    }>;
    const byType = new Map<string, string[]>();
    for (const entry of upserts) byType.set(entry.type, [...(byType.get(entry.type) ?? []), entry.localId]);
    const maps = await Promise.all(
      [...byType].map(([type, ids]) => this.deps.workspace.syncPending(type, ids, Number(state?.peer_after ?? 0), link.id)),
    );
    return new Map(maps.flatMap((map) => [...map]));
  }

  /** This side's current rows of the upserts, by local id (one request per entity type). */
  private async currentRows(translated: Translated[]): Promise<Map<string, FeedChange>> {
    const upserts = translated.filter((entry): entry is Applied => entry.kind === 'apply' && entry.op === 'upsert');
    const rows = await this.deps.workspace.currentRows(upserts.map((entry) => ({ entityType: entry.type, entityId: entry.localId })));
    // Local ids are UUIDs: unique across types.
    return new Map([...rows.values()].map((row) => [row.entityId, row]));
  }

  /** The id map rows of every remote id the events name, keyed `<type>:<remote id>`. */
  private async mapsFor(em: EntityManager, link: Link, events: StoredEvent[]): Promise<Map<string, MapRow>> {
    const keys = new Map<string, { type: RefTarget; id: string }>();
    for (const { change } of events) {
      if (!change.yours.includes('id')) keys.set(`${change.type}:${change.id}`, { type: change.type, id: change.id });
      for (const [field, target] of Object.entries(entityRefs[change.type])) {
        const value = change.payload?.[field];
        if (typeof value === 'string' && !change.yours.includes(field)) keys.set(`${target}:${value}`, { type: target, id: value });
      }
    }
    if (!keys.size) return new Map();
    const rows = (await em.getConnection().execute(
      `select m.entity_type, m.remote_id, m.local_id, m.remote_version from federation.id_map m
         join jsonb_to_recordset(?::jsonb) as k(type text, id uuid) on m.entity_type = k.type and m.remote_id = k.id
        where m.link_id = ?`,
      [JSON.stringify([...keys.values()]), link.id],
    )) as MapRow[];
    return new Map(rows.map((row) => [`${row.entity_type}:${row.remote_id}`, row]));
  }

  /**
   * Of the ids the events give as this side's own, those the peer may still name: rows this side did
   * send on the link (`<type>:<id>`) and would send it now. A row that has since stopped crossing (a
   * ticket made private, a comment under it, a row out of the scope) is not the peer's to change or
   * hang rows from any more; a row deleted here is left to the merge (it stays deleted).
   */
  private async exportsFor(em: EntityManager, link: Link, events: StoredEvent[]): Promise<Set<string>> {
    const keys: Array<{ type: RefTarget; id: string }> = [];
    for (const { change } of events) {
      for (const field of change.yours) {
        const target = field === 'id' ? change.type : entityRefs[change.type][field];
        const value = field === 'id' ? change.id : change.payload?.[field];
        if (target && typeof value === 'string') keys.push({ type: target, id: value });
      }
    }
    if (!keys.length) return new Set();
    const rows = (await em.getConnection().execute(
      `select x.entity_type, x.local_id from federation.exports x
         join jsonb_to_recordset(?::jsonb) as k(type text, id uuid) on x.entity_type = k.type and x.local_id = k.id
        where x.link_id = ?`,
      [JSON.stringify(keys), link.id],
    )) as Array<{ entity_type: string; local_id: string }>;
    const sent = rows.filter((row) => row.entity_type !== 'user').map((row) => ({ entityType: row.entity_type, entityId: row.local_id }));
    const current = await this.deps.workspace.currentRows(sent);
    const shared = new Set(
      (await servable(this.deps, em, link, [...current.values()]))
        .filter((change) => change.op === 'upsert')
        .map((change) => `${change.entityType}:${change.entityId}`),
    );
    return new Set(
      rows
        .map((row) => `${row.entity_type}:${row.local_id}`)
        .filter((key) => key.startsWith('user:') || !current.has(key) || shared.has(key)),
    );
  }
}

/** The sync engine's tables that grow by a row per event (or entity), and are joined by key with every page. */
const GROWING_TABLES = ['id_map', 'sync_events', 'exports'] as const;

/**
 * Refreshes the planner's statistics of the engine's growing tables once they changed by a fifth
 * since the last ANALYZE. Without them (autovacuum off or behind during an initial sync) the planner
 * took the id map's other unique index for the per-page outcome update, scanning every row of the
 * type per event: 2-6 s per page of 500 at 10,000 ticket labels (bench:federation).
 */
async function analyzeGrownTables(em: EntityManager): Promise<void> {
  const connection = em.getConnection();
  const grown = (await connection.execute(
    `select relname from pg_stat_user_tables
      where schemaname = 'federation' and relname in (?) and n_mod_since_analyze > greatest(1000, n_live_tup / 5)`,
    [[...GROWING_TABLES]],
  )) as Array<{ relname: (typeof GROWING_TABLES)[number] }>;
  for (const { relname } of grown) {
    if (GROWING_TABLES.includes(relname)) await connection.execute(`analyze federation.${relname}`, [], 'run');
  }
}

/** The change in this side's terms: its row and every id it names mapped, or why it cannot be yet. */
function translate(change: WireChange, maps: Map<string, MapRow>, exported: Set<string>, snapshot: boolean): Translated {
  const own = (target: RefTarget, id: string) => exported.has(`${target}:${id}`);
  let localId: string;
  if (change.yours.includes('id')) {
    if (!own(change.type, change.id))
      return {
        seq: change.seq,
        kind: 'fail',
        error: `${change.type} ${change.id} is not shared with this peer (never sent on the link, or no longer crossing)`,
      };
    localId = change.id;
  } else {
    const mapped = maps.get(`${change.type}:${change.id}`);
    // A delete of a row never received, or an event older than what was applied: nothing to do.
    if (!mapped)
      return change.op === 'delete' ? { seq: change.seq, kind: 'skip' } : { seq: change.seq, kind: 'fail', error: 'no local id' };
    // A snapshot compares every row (a row lost here is put back); an event no newer than what was applied is done.
    if (!snapshot && mapped.remote_version >= change.version) return { seq: change.seq, kind: 'skip' };
    localId = mapped.local_id;
  }
  const applied = {
    seq: change.seq,
    kind: 'apply' as const,
    type: change.type,
    localId,
    changed: change.changed,
    write: true,
    expectedVersion: null,
    conflicts: {},
  };
  if (change.op === 'delete') return { ...applied, op: 'delete', payload: null };

  const payload: Record<string, unknown> = { ...change.payload };
  for (const [field, target] of Object.entries(entityRefs[change.type])) {
    const value = payload[field];
    if (typeof value !== 'string') continue;
    if (change.yours.includes(field)) {
      if (!own(target, value))
        return {
          seq: change.seq,
          kind: 'fail',
          error: `${field}: ${target} ${value} is not shared with this peer (never sent on the link, or no longer crossing)`,
        };
      continue;
    }
    const mapped = maps.get(`${target}:${value}`);
    if (!mapped) return { seq: change.seq, kind: 'fail', error: `${field}: ${target} ${value} has not been synced yet` };
    payload[field] = mapped.local_id;
  }
  return { ...applied, op: 'upsert', payload };
}

/**
 * Merges an upsert into this side's row (see mergeRow): what is left is written at this side's
 * version, so a change here meanwhile makes it retry. A row this side deleted stays deleted: its
 * delete travels to the peer (a row never synced here is inserted).
 */
function mergeInto(
  entry: Applied,
  current: FeedChange | undefined,
  pending: string[],
  resync: boolean,
  base: Record<string, unknown>,
): void {
  if (entry.op !== 'upsert' || !entry.payload || !current?.payload) return;
  const merge = mergeRow({ current: current.payload, incoming: entry.payload, changed: entry.changed, pending, base, resync });
  entry.conflicts = merge.conflicts;
  entry.payload = merge.payload;
  entry.write = Object.keys(merge.payload).length > 0;
  entry.expectedVersion = current.version;
}

/** The people a change names by a field this side maps (the sender's people, not ids given back). */
function peopleOf(change: WireChange, people: Map<string, WirePerson>): WirePerson[] {
  const named: WirePerson[] = [];
  for (const [field, target] of Object.entries(entityRefs[change.type])) {
    const value = change.payload?.[field];
    if (target !== 'user' || typeof value !== 'string' || change.yours.includes(field)) continue;
    named.push(people.get(value) ?? { id: value, displayName: 'Unknown person', email: `unknown+${value}@peer.invalid` });
  }
  return named;
}

/**
 * A feed lists a transaction's rows in no particular order (a project's statuses may come before the
 * project), and a foreign key is checked at each row. So a batch writes parents first: upserts by the
 * rank of their type (core's order of the 18 types is parents first), then deletes children first;
 * events of one type keep their sequence order. What still misses a parent (in a later page) is retried.
 */
function dependencyOrder(events: StoredEvent[]): StoredEvent[] {
  const rank = (event: StoredEvent) => syncEntityTypes.indexOf(event.change.type);
  const upserts = events.filter((event) => event.change.op === 'upsert');
  const deletes = events.filter((event) => event.change.op === 'delete');
  const bySeq = (x: StoredEvent, y: StoredEvent) => x.change.seq - y.change.seq;
  return [...upserts.sort((x, y) => rank(x) - rank(y) || bySeq(x, y)), ...deletes.sort((x, y) => rank(y) - rank(x) || bySeq(x, y))];
}

const pick = (change: WireChange) => ({ seq: change.seq, type: change.type, id: change.id, op: change.op, version: change.version });
