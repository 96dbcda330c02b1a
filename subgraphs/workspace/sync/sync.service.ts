import { DriverException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, invalidInput } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { runBound } from '../../../core/orm.js';
import { transact } from '../../../core/outbox.js';
import { distinctIds, intInRange, requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { normaliseEmail } from '../identity/user.service.js';
import { fieldNeverCrosses, payloadIdMismatch, payloadRequired, unknownEntityType, unknownField, unknownOp } from './sync.errors.js';
import { SYSTEM_COLUMNS, camelCase, snakeCase, syncType, toPayload, type SyncType } from './sync-types.js';

/** Rows one page scans at most (changes, snapshot rows, rows by id, apply entries). */
export const SYNC_MAX_PAGE = 1000;
/** Gaps one page reports at most: the lowest ones of its range, then the requested ones still absent. */
export const SYNC_MAX_GAPS = 1000;
const PROJECT_KEY = /^[A-Z][A-Z0-9]{1,9}$/;

export interface SyncChangeView {
  seq: number;
  entityType: string;
  entityId: string;
  projectId: string | null;
  op: 'upsert' | 'delete';
  version: number;
  origin: string | null;
  payload: Record<string, unknown> | null;
  occurredAt: Date | null;
  /** The fields (camelCase) the change wrote; null: all of them (an insert, a current row). */
  changed: string[] | null;
}

export interface SyncPersonView {
  id: string;
  displayName: string;
  email: string;
  kind: string;
  peer: string | null;
}

export interface SyncChangePageView {
  changes: SyncChangeView[];
  people: SyncPersonView[];
  gaps: number[];
  highWater: number;
  more: boolean;
  oldestSeq: number | null;
}

export interface SyncSnapshotPageView {
  rows: SyncChangeView[];
  people: SyncPersonView[];
  nextAfter: string | null;
}

export interface SyncProjectAccessView {
  id: string;
  key: string;
  name: string;
  role: string | null;
}

export type SyncApplyStatus = 'applied' | 'noop' | 'stale' | 'failed';

export interface SyncApplyResultView {
  entityId: string;
  status: SyncApplyStatus;
  version: number | null;
  error: string | null;
  payload: Record<string, unknown> | null;
}

export interface SyncChangesArgs {
  after: number;
  limit: number;
  gaps?: number[] | null;
  entityTypes?: string[] | null;
  projectIds?: string[] | null;
  excludeOrigin?: string | null;
  /** Leave out a change when a later change of the same row follows that this caller receives too (not of `excludeOrigin`). */
  latestOnly?: boolean | null;
}

export interface SyncApplyEntry {
  entityType: string;
  entityId: string;
  op: string;
  payload?: Record<string, unknown> | null;
  expectedVersion?: number | null;
}

export interface SyncApplyRequest {
  origin: string;
  people?: Array<{ id: string; displayName: string; email: string; peer: string }> | null;
  changes: SyncApplyEntry[];
}

/** Column names as payload field names. */
const fieldNames = (columns: string[] | null): string[] | null => (columns ? columns.map(camelCase) : null);

interface ChangeRow {
  seq: string;
  changed: string[] | null;
  entity_type: string;
  entity_id: string;
  project_id: string | null;
  op: 'upsert' | 'delete';
  version: number;
  origin: string | null;
  payload: Record<string, unknown> | null;
  occurred_at: Date | string;
}

interface CurrentRow {
  row: Record<string, unknown>;
  version: number;
  project_id: string | null;
}

type Run = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Statements with their values bound (`runBound`): a batch of writes is one JSON value of up to a page of rows. */
const runner =
  (em: EntityManager): Run =>
  async <T>(text: string, params: unknown[] = []) =>
    runBound<T & object>(em, text, params);

function entityTypeOf(name: string, field = 'entityType'): SyncType {
  const type = syncType(name);
  if (!type) throw unknownEntityType(name, field);
  return type;
}

function uuids(field: string, ids: readonly string[]): string[] {
  if (ids.length > SYNC_MAX_PAGE) throw invalidInput(field, `at most ${SYNC_MAX_PAGE} ids`);
  for (const id of ids) if (!isUuid(id)) throw invalidInput(field, `"${id}" is not a UUID`);
  return distinctIds(ids);
}

function seqValue(field: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw invalidInput(field, 'must be a sequence number (0 or more)');
  return value;
}

/**
 * The workspace side of instance federation: the change feed (`sync_changes`, written by the
 * capture trigger of migration 0014), snapshots and current rows, holds against pruning, and the
 * apply of a peer's changes. Only the internal service viewer calls it (the federation subgraph).
 */
export class SyncService {
  constructor(private readonly ctx: WorkspaceContext) {
    ctx.requireService();
  }

  private get run(): Run {
    return runner(this.ctx.em);
  }

  /** Changes after `after` in seq order (and requested gaps that have appeared), filtered; see docs/architecture.md, Sync feed. */
  async changes(args: SyncChangesArgs): Promise<SyncChangePageView> {
    const after = seqValue('after', args.after);
    const limit = intInRange('limit', args.limit, 1, SYNC_MAX_PAGE);
    const requested = [...new Set(args.gaps ?? [])].map((gap) => seqValue('gaps', gap));
    if (requested.length > SYNC_MAX_GAPS) throw invalidInput('gaps', `at most ${SYNC_MAX_GAPS} gaps`);
    const types = new Set<string>((args.entityTypes ?? []).map((name) => entityTypeOf(name, 'entityTypes').name));
    // Null: every project; an empty list: none (a reader whose filter matches no project here).
    const projects = args.projectIds == null ? null : new Set(uuids('projectIds', args.projectIds));
    const excludeOrigin = args.excludeOrigin ?? null;

    // `seq` goes out as text (a bigint); ordering is by the column (`c.seq`), never by that text (`"100" < "99"`).
    const columns = 'c.seq::text as seq, entity_type, entity_id, project_id, op, version, origin, payload, occurred_at, changed';
    // A page holds `limit` rows at most, the requested gaps that have appeared included: those first
    // (they are older), the rest of the room for the rows after `after`. A found gap left out stays a gap.
    const found = requested.length
      ? await this.run<ChangeRow>(`select ${columns} from workspace.sync_changes c where c.seq in (?) order by c.seq limit ?`, [
          requested,
          limit,
        ])
      : [];
    const room = limit - found.length;
    const scanned = await this.run<ChangeRow>(`select ${columns} from workspace.sync_changes c where c.seq > ? order by c.seq limit ?`, [
      after,
      room + 1,
    ]);
    const more = scanned.length > room;
    if (more) scanned.pop();
    const [oldest] = await this.run<{ seq: string | null }>('select min(seq)::text as seq from workspace.sync_changes');
    const oldestSeq = oldest?.seq == null ? null : Number(oldest.seq);

    const highWater = scanned.length ? Number(scanned[scanned.length - 1]!.seq) : after;
    const present = new Set(scanned.map((row) => Number(row.seq)));
    const gaps: number[] = [];
    for (let seq = Math.max(after + 1, oldestSeq ?? 0); seq < highWater && gaps.length < SYNC_MAX_GAPS; seq++) {
      if (!present.has(seq)) gaps.push(seq);
    }
    const foundSeqs = new Set(found.map((row) => Number(row.seq)));
    for (const gap of requested.sort((a, b) => a - b)) {
      // A requested gap below the oldest kept row can no longer appear: it is dropped.
      if (!foundSeqs.has(gap) && !present.has(gap) && (oldestSeq === null || gap >= oldestSeq) && !gaps.includes(gap)) gaps.push(gap);
    }

    const seen = new Set<number>();
    const rows = [...found, ...scanned].filter((row) => {
      const seq = Number(row.seq);
      if (seen.has(seq)) return false;
      seen.add(seq);
      if (types.size && !types.has(row.entity_type)) return false;
      if (projects && !(row.project_id && projects.has(row.project_id))) return false;
      return !(excludeOrigin !== null && row.origin !== null && row.origin === excludeOrigin);
    });
    rows.sort((a, b) => Number(a.seq) - Number(b.seq));
    const superseded = args.latestOnly && rows.length ? await this.superseded(rows, excludeOrigin) : new Set<string>();
    const kept = rows.filter((row) => !superseded.has(row.seq));
    const changedSince = args.latestOnly ? await this.changedSince(kept, after, excludeOrigin) : null;
    const changes = kept.map((row) => {
      const type = syncType(row.entity_type);
      return {
        seq: Number(row.seq),
        entityType: row.entity_type,
        entityId: row.entity_id,
        projectId: row.project_id,
        op: row.op,
        version: row.version,
        origin: row.origin,
        payload: row.payload && type ? toPayload(type, row.payload) : row.payload,
        occurredAt: new Date(row.occurred_at),
        changed: fieldNames(changedSince ? (changedSince.get(row.seq) ?? null) : row.changed),
      };
    });
    const people = await this.people(kept.map((row) => [row.entity_type, row.payload] as const));
    return { changes, people, gaps, highWater, more, oldestSeq };
  }

  /**
   * For each upsert of `rows`, every column the row's changes wrote since `after` up to it (the ones it
   * supersedes included, those of `excludeOrigin` left out); null when one of them inserted the row.
   */
  private async changedSince(rows: ChangeRow[], after: number, excludeOrigin: string | null): Promise<Map<string, string[] | null>> {
    const upserts = rows.filter((row) => row.op === 'upsert');
    if (!upserts.length) return new Map();
    const unions = await this.run<{ seq: string; inserted: boolean; columns: string[] | null }>(
      `select s.seq::text as seq, bool_or(l.changed is null) as inserted, array_agg(distinct c.name) filter (where c.name is not null) as columns
         from workspace.sync_changes s
         join workspace.sync_changes l on l.entity_type = s.entity_type and l.entity_id = s.entity_id and l.op = 'upsert'
                                     and l.seq <= s.seq and l.seq > least(?, s.seq - 1) and l.origin is distinct from ?
         left join lateral unnest(l.changed) as c(name) on true
        where s.seq in (?)
        group by s.seq`,
      [after, excludeOrigin, upserts.map((row) => row.seq)],
    );
    return new Map(unions.map((union) => [union.seq, union.inserted ? null : (union.columns ?? [])]));
  }

  /**
   * The fields of each row updated here (not by `excludeOrigin`) after `afterSeq`: what a peer that
   * has read the feed up to `afterSeq` has not seen; `deleted` for a row deleted since. A row inserted
   * since names only the fields updated after its insert: a peer that changes the row has read the
   * insert, its cursor not having caught up yet (it acknowledges a page with its next read). `base`
   * holds each such field's value before the first of those writes (its value when the two sides
   * last agreed), for the fields whose earlier feed entry is still kept.
   */
  async pending(
    entityType: string,
    ids: string[],
    afterSeq: number,
    excludeOrigin: string | null,
  ): Promise<Array<{ entityId: string; fields: string[]; deleted: boolean; base: Record<string, unknown> }>> {
    const type = entityTypeOf(entityType);
    const wanted = uuids('ids', ids);
    if (!wanted.length) return [];
    const rows = await this.run<{
      entity_id: string;
      deleted: boolean;
      columns: string[] | null;
      base: Record<string, unknown> | null;
    }>(
      `with mine as (
         select l.entity_id, l.seq, l.op, l.changed from workspace.sync_changes l
          where l.entity_type = ? and l.entity_id in (?) and l.seq > ? and l.origin is distinct from ?
       ), firsts as (
         select m.entity_id, c.name, min(m.seq) as seq from mine m cross join lateral unnest(m.changed) as c(name) group by 1, 2
       ), bases as (
         select f.entity_id, jsonb_object_agg(f.name, b.payload -> f.name) as base
           from firsts f
           cross join lateral (select p.payload from workspace.sync_changes p
                                where p.entity_type = ? and p.entity_id = f.entity_id and p.seq < f.seq
                                order by p.seq desc limit 1) b
          where b.payload -> f.name is not null
          group by f.entity_id
       )
       select m.entity_id, bool_or(m.op = 'delete') as deleted,
              (select array_agg(f.name) from firsts f where f.entity_id = m.entity_id) as columns,
              (select b.base from bases b where b.entity_id = m.entity_id) as base
         from mine m
        group by m.entity_id`,
      [type.name, wanted, seqValue('afterSeq', afterSeq), excludeOrigin, type.name],
    );
    return rows.map((row) => ({
      entityId: row.entity_id,
      fields: fieldNames(row.columns) ?? [],
      deleted: row.deleted,
      base: toPayload(type, row.base ?? {}),
    }));
  }

  /** The seqs of `rows` whose row changes again later in a change the caller receives (its origin is not `excludeOrigin`). */
  private async superseded(rows: ChangeRow[], excludeOrigin: string | null): Promise<Set<string>> {
    const later = await this.run<{ seq: string }>(
      `select s.seq::text as seq from workspace.sync_changes s
        where s.seq in (?) and exists (
          select 1 from workspace.sync_changes l
           where l.entity_type = s.entity_type and l.entity_id = s.entity_id and l.seq > s.seq and l.origin is distinct from ?)`,
      [rows.map((row) => row.seq), excludeOrigin],
    );
    return new Set(later.map((row) => row.seq));
  }

  /** Current rows of one type, paged by id, as upserts at the feed's current seq (a resync after pruning). */
  async snapshot(args: {
    entityType: string;
    after?: string | null;
    limit: number;
    projectIds?: string[] | null;
  }): Promise<SyncSnapshotPageView> {
    const type = entityTypeOf(args.entityType);
    const limit = intInRange('limit', args.limit, 1, SYNC_MAX_PAGE);
    if (args.after != null && !isUuid(args.after)) throw invalidInput('after', 'must be an id');
    const projects = args.projectIds == null ? null : uuids('projectIds', args.projectIds);
    const projectCondition = projects === null ? 'true' : projects.length ? `${type.projectSql} in (?)` : 'false';
    const conditions = [args.after != null ? 'r.id > ?' : 'true', projectCondition];
    const params: unknown[] = [...(args.after != null ? [args.after] : []), ...(projects?.length ? [projects] : []), limit + 1];
    const rows = await this.current(type, conditions.join(' and '), params, 'order by r.id limit ?');
    const more = rows.length > limit;
    if (more) rows.pop();
    return {
      rows: rows.map((row) => this.currentChange(type, row)),
      people: await this.people(rows.map((row) => [type.name, row.row] as const)),
      nextAfter: more ? (rows[rows.length - 1]!.row.id as string) : null,
    };
  }

  /** Current rows of one type by id; ids without a row are left out. */
  async rows(entityType: string, ids: string[]): Promise<SyncChangeView[]> {
    const type = entityTypeOf(entityType);
    const wanted = uuids('ids', ids);
    if (!wanted.length) return [];
    const rows = await this.current(type, 'r.id in (?)', [wanted], 'order by r.id');
    return rows.map((row) => this.currentChange(type, row));
  }

  /** A project's key and name and a user's role in it (null: not a member), for federation's project permissions. */
  async projectAccess(projectId: string, userId: string): Promise<SyncProjectAccessView | null> {
    if (!isUuid(projectId)) throw invalidInput('projectId', 'must be a UUID');
    if (!isUuid(userId)) throw invalidInput('userId', 'must be a UUID');
    const [row] = await this.run<SyncProjectAccessView>(
      `select p.id, p.key, p.name, m.role from workspace.projects p
         left join workspace.project_members m on m.project_id = p.id and m.user_id = ?
        where p.id = ?`,
      [userId, projectId],
    );
    return row ?? null;
  }

  /** The last seq of the feed (0 when empty): a change since a earlier look shows as a higher one. */
  async highWater(): Promise<number> {
    const [row] = await this.run<{ seq: string }>('select coalesce(max(seq), 0)::text as seq from workspace.sync_changes');
    return Number(row!.seq);
  }

  /** Keeps feed rows from `fromSeq` on from pruning for `holder`; null removes the hold. */
  async hold(holderInput: string, fromSeq: number | null): Promise<boolean> {
    const holder = requiredText('holder', holderInput, 200);
    if (fromSeq === null) {
      await this.run('delete from workspace.sync_change_holds where holder = ?', [holder]);
      return true;
    }
    await this.run(
      `insert into workspace.sync_change_holds (holder, from_seq, updated_at) values (?, ?, ?)
       on conflict (holder) do update set from_seq = excluded.from_seq, updated_at = excluded.updated_at`,
      [holder, seqValue('fromSeq', fromSeq), this.ctx.now()],
    );
    return true;
  }

  /**
   * Applies a peer's changes in one transaction: people first (as federated placeholders), then the
   * changes in order, set-based: each run of consecutive changes of one type and op that name
   * distinct rows is one batch, written with one statement per column set, in a savepoint. A batch
   * the database refuses (a missing parent, a check) is split in halves until the entry at fault
   * fails alone, so one bad entry costs a few statements and blocks nothing else. Every row written,
   * cascades included, carries `origin`.
   */
  async apply(request: SyncApplyRequest): Promise<SyncApplyResultView[]> {
    const origin = requiredText('origin', request.origin, 200);
    if (request.changes.length > SYNC_MAX_PAGE) throw invalidInput('changes', `at most ${SYNC_MAX_PAGE} changes`);
    const people = (request.people ?? []).map((person, index) => {
      if (!isUuid(person.id)) throw invalidInput(`people.${index}.id`, 'must be a UUID');
      return {
        id: person.id,
        displayName: requiredText(`people.${index}.displayName`, person.displayName, 200),
        email: normaliseEmail(person.email, `people.${index}.email`),
        peer: requiredText(`people.${index}.peer`, person.peer, 200),
      };
    });
    const results: SyncApplyResultView[] = [];
    const prepared: Prepared[] = [];
    request.changes.forEach((entry, index) => {
      const checked = this.prepare(entry, index);
      if ('status' in checked) results[index] = checked;
      else prepared.push(checked);
    });
    return transact(this.ctx.em, async (tx) => {
      const run = runner(tx);
      await run(`select set_config('svc.origin', ?, true)`, [origin]);
      // Deferred foreign keys would fail the whole commit; checked per statement, they fail their batch, then their entry.
      await run('set constraints all immediate');
      if (people.length) {
        const now = this.ctx.now();
        // A local user with that id (the federation mapped the person to them) is left as it is.
        await run(
          `insert into workspace.users (id, kind, email, display_name, peer, created_at, updated_at)
           select p.id, 'federated', p.email, p.display_name, p.peer, ?, ? from jsonb_to_recordset(?::jsonb)
             as p(id uuid, email text, display_name text, peer text)
           on conflict (id) do update set email = excluded.email, display_name = excluded.display_name, peer = excluded.peer,
                                          updated_at = excluded.updated_at
           where users.kind = 'federated'
             and (users.email, users.display_name, users.peer) is distinct from (excluded.email, excluded.display_name, excluded.peer)`,
          [now, now, JSON.stringify(people.map((p) => ({ id: p.id, email: p.email, display_name: p.displayName, peer: p.peer })))],
        );
      }
      for (const batch of batches(prepared)) await this.applyBatch(run, batch, results);
      return results;
    });
  }

  /** The entry checked and its payload turned into column values, or why it fails. */
  private prepare(entry: SyncApplyEntry, index: number): Prepared | SyncApplyResultView {
    const type = syncType(entry.entityType);
    if (!type) return failed(entry, unknownEntityType(entry.entityType).message);
    if (!isUuid(entry.entityId)) return failed(entry, 'entityId: must be a UUID');
    if (entry.op !== 'upsert' && entry.op !== 'delete') return failed(entry, unknownOp(entry.op).message);
    try {
      const values = entry.op === 'upsert' ? this.columnValues(type, entry) : {};
      return { index, type, entry, op: entry.op, values };
    } catch (error) {
      if (error instanceof AppError) return failed(entry, error.message);
      throw error;
    }
  }

  /** One batch in a savepoint; refused by the database, it is rolled back and its halves tried alone. */
  private async applyBatch(run: Run, batch: Prepared[], results: SyncApplyResultView[]): Promise<void> {
    await run('savepoint sync_apply');
    try {
      const views = batch[0]!.op === 'delete' ? await this.deleteRows(run, batch) : await this.upsertRows(run, batch);
      await run('release savepoint sync_apply');
      views.forEach((view, position) => (results[batch[position]!.index] = view));
    } catch (error) {
      if (!(error instanceof AppError) && !(error instanceof DriverException) && !isDatabaseError(error)) throw error;
      await run('rollback to savepoint sync_apply');
      await run('release savepoint sync_apply');
      if (batch.length === 1) {
        results[batch[0]!.index] = failed(batch[0]!.entry, databaseMessage(error));
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await this.applyBatch(run, batch.slice(0, half), results);
      await this.applyBatch(run, batch.slice(half), results);
    }
  }

  /** The batch's current rows, locked, by id (absent: no such row). */
  private async locked(run: Run, batch: Prepared[]): Promise<Map<string, CurrentRow>> {
    const type = batch[0]!.type;
    const rows = await run<CurrentRow>(
      `select to_jsonb(r) as row, r.version, ${type.projectSql} as project_id from workspace.${type.table} r
        where r.id in (?) order by r.id for update`,
      [batch.map((item) => item.entry.entityId)],
    );
    return new Map(rows.map((row) => [row.row.id as string, row]));
  }

  private async deleteRows(run: Run, batch: Prepared[]): Promise<SyncApplyResultView[]> {
    const type = batch[0]!.type;
    const currents = await this.locked(run, batch);
    const gone: string[] = [];
    const views = batch.map(({ entry }): SyncApplyResultView => {
      const current = currents.get(entry.entityId);
      if (!current) return { entityId: entry.entityId, status: 'noop', version: null, error: null, payload: null };
      if (entry.expectedVersion != null && entry.expectedVersion !== current.version) return stale(type, entry, current);
      gone.push(entry.entityId);
      return { entityId: entry.entityId, status: 'applied', version: current.version + 1, error: null, payload: null };
    });
    if (gone.length) await run(`delete from workspace.${type.table} where id in (?)`, [gone]);
    return views;
  }

  private async upsertRows(run: Run, batch: Prepared[]): Promise<SyncApplyResultView[]> {
    const type = batch[0]!.type;
    const currents = await this.locked(run, batch);
    const views: Array<SyncApplyResultView | Write> = batch.map(({ entry, values }) => {
      const current = currents.get(entry.entityId);
      if (entry.expectedVersion != null && entry.expectedVersion !== current?.version) {
        return current
          ? stale(type, entry, current)
          : { entityId: entry.entityId, status: 'stale', version: null, error: null, payload: null };
      }
      // A copy: the key, number and name rules below adjust it, and a retried half starts again from the payload.
      return { id: entry.entityId, values: { ...values }, current };
    });
    const writes = views.filter((view): view is Write => 'values' in view);
    if (type.name === 'project') for (const write of writes) await this.projectKey(run, write);
    if (type.name === 'ticket') await this.ticketNumbers(run, writes);
    if (type.uniqueName) await this.uniqueNames(run, type, writes);

    // Rows locked (or absent): inserts with the other columns at their defaults, updates of the given columns.
    const stored = new Map<string, { row: Record<string, unknown>; version: number }>();
    const groups = new Map<string, { insert: boolean; columns: string[]; writes: Write[] }>();
    for (const write of writes) {
      const columns = Object.keys(write.values).sort();
      if (write.current && !columns.length) continue;
      const key = `${write.current ? 'update' : 'insert'}:${columns.join(',')}`;
      const group = groups.get(key) ?? { insert: !write.current, columns, writes: [] };
      group.writes.push(write);
      groups.set(key, group);
    }
    for (const { insert, columns, writes: group } of groups.values()) {
      const source = `jsonb_populate_recordset(null::workspace.${type.table}, ?::jsonb) v`;
      const rows = JSON.stringify(group.map((write) => ({ ...write.values, id: write.id })));
      const written = insert
        ? await run<{ row: Record<string, unknown>; version: number }>(
            `insert into workspace.${type.table} as t (id${columns.map((column) => `, ${column}`).join('')})
             select v.id${columns.map((column) => `, v.${column}`).join('')} from ${source}
             returning to_jsonb(t) as row, t.version`,
            [rows],
          )
        : await run<{ row: Record<string, unknown>; version: number }>(
            `update workspace.${type.table} as t set ${columns.map((column) => `${column} = v.${column}`).join(', ')}
               from ${source} where t.id = v.id
             returning to_jsonb(t) as row, t.version`,
            [rows],
          );
      for (const row of written) stored.set(row.row.id as string, row);
    }
    return views.map((view) => {
      if (!('values' in view)) return view;
      const row = stored.get(view.id) ?? view.current!;
      return {
        entityId: view.id,
        status: view.current && view.current.version === row.version ? 'noop' : 'applied',
        version: row.version,
        error: null,
        payload: toPayload(type, row.row),
      };
    });
  }

  /** The payload as column values: only the type's writable columns; money and unknown keys refused, derived ones ignored. */
  private columnValues(type: SyncType, entry: SyncApplyEntry): Record<string, unknown> {
    const payload = entry.payload;
    if (!payload) throw payloadRequired();
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(payload)) {
      const column = snakeCase(key);
      if (key === 'id') {
        if (value !== entry.entityId) throw payloadIdMismatch();
        continue;
      }
      if (type.neverCrossing.includes(column)) throw fieldNeverCrosses(type.name, key);
      if (camelCase(column) !== key || SYSTEM_COLUMNS.includes(column as never)) throw unknownField(type.name, key);
      if (type.derived?.includes(column)) continue;
      if (!type.columns.includes(column)) throw unknownField(type.name, key);
      values[column] = value;
    }
    return values;
  }

  /**
   * A new project keeps its key unless another project has it; then the first free of the key with a
   * digit suffix (`WEB2`, `WEB3`, …, the key shortened to stay within 10 characters). An existing
   * project keeps its local key: its tickets' keys are built from it.
   */
  private async projectKey(run: Run, { id, values, current }: Write): Promise<void> {
    if (current) {
      delete values.key;
      return;
    }
    const key = values.key;
    if (typeof key !== 'string' || !PROJECT_KEY.test(key)) return; // the check constraint refuses it
    for (let n = 1; n < 100_000; n++) {
      const suffix = n === 1 ? '' : String(n);
      const candidate = `${key.slice(0, 10 - suffix.length)}${suffix}`;
      const [taken] = await run('select 1 as taken from workspace.projects where key = ? and id <> ?', [candidate, id]);
      if (!taken) {
        values.key = candidate;
        return;
      }
    }
  }

  /**
   * A new ticket (or one moved to another project) takes the payload's number unless another ticket
   * of the project has it (or an earlier one of the batch takes it), then the project's next number;
   * the project's counter is raised to at least the number, so local tickets created later get fresh
   * ones. The key is always `<local project key>-<number>`. An existing ticket keeps its number and
   * key. One statement each to lock the projects, find the numbers taken and raise the counters.
   */
  private async ticketNumbers(run: Run, writes: Write[]): Promise<void> {
    const numbered = writes.filter(({ values, current }) => {
      const projectId = values.project_id ?? current?.row.project_id;
      if (current && projectId === current.row.project_id) {
        delete values.number;
        return false;
      }
      return typeof projectId === 'string' && isUuid(projectId); // otherwise refused by the insert
    });
    if (!numbered.length) return;
    const projectOf = ({ values, current }: Write) => (values.project_id ?? current?.row.project_id) as string;
    const isWanted = (number: unknown): number is number =>
      typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 2_147_483_647;
    const projectIds = [...new Set(numbered.map(projectOf))];
    const projects = new Map(
      (
        await run<{ id: string; key: string; ticket_seq: number }>(
          'select id, key, ticket_seq from workspace.projects where id in (?) order by id for update',
          [projectIds],
        )
      ).map((project) => [project.id, project]),
    );
    const wanted = [...new Set(numbered.map((write) => write.values.number).filter(isWanted))];
    const taken = new Map<string, string>();
    if (wanted.length) {
      const rows = await run<{ id: string; project_id: string; number: number }>(
        'select id, project_id, number from workspace.tickets where project_id in (?) and number in (?)',
        [projectIds, wanted],
      );
      for (const row of rows) taken.set(`${row.project_id}:${row.number}`, row.id);
    }
    const counters = new Map<string, number>();
    for (const write of numbered) {
      const project = projects.get(projectOf(write));
      if (!project) continue; // the foreign key refuses it
      const counter = counters.get(project.id) ?? project.ticket_seq;
      let number = write.values.number;
      const holder = isWanted(number) ? taken.get(`${project.id}:${number}`) : undefined;
      if (!isWanted(number) || (holder !== undefined && holder !== write.id)) number = counter + 1;
      counters.set(project.id, Math.max(counter, number as number));
      taken.set(`${project.id}:${number as number}`, write.id);
      write.values.number = number;
      write.values.key = `${project.key}-${number as number}`;
    }
    await run(
      `update workspace.projects p set ticket_seq = greatest(p.ticket_seq, c.counter)
         from jsonb_to_recordset(?::jsonb) as c(id uuid, counter integer) where p.id = c.id`,
      [JSON.stringify([...counters].map(([id, counter]) => ({ id, counter })))],
    );
  }

  /**
   * A name another row of its project (or, for templates, of the workspace) has, in any case, gets
   * ` (2)`, ` (3)`, …: one statement finds which names of the batch are taken, and only those look
   * for a free suffix. (A batch never holds one name twice: see `batches`.)
   */
  private async uniqueNames(run: Run, type: SyncType, writes: Write[]): Promise<void> {
    const { column, scope } = type.uniqueName!;
    const named = writes.filter(({ values, current }) => {
      const name = values[column];
      const projectId = values.project_id ?? current?.row.project_id;
      return typeof name === 'string' && name.trim() && (scope === 'workspace' || (typeof projectId === 'string' && isUuid(projectId)));
    });
    if (!named.length) return;
    const scopeOf = ({ values, current }: Write) => (scope === 'project' ? ((values.project_id ?? current?.row.project_id) as string) : '');
    const existing = await run<{ id: string; name: string; scope: string }>(
      `select id, lower(${column}) as name, ${scope === 'project' ? 'project_id' : "''"} as scope from workspace.${type.table}
        where lower(${column}) in (?)`,
      [[...new Set(named.map(({ values }) => (values[column] as string).toLowerCase()))]],
    );
    const holders = new Map<string, string[]>();
    for (const row of existing) holders.set(`${row.scope}:${row.name}`, [...(holders.get(`${row.scope}:${row.name}`) ?? []), row.id]);
    for (const write of named) {
      const others = (holders.get(`${scopeOf(write)}:${(write.values[column] as string).toLowerCase()}`) ?? []).filter(
        (id) => id !== write.id,
      );
      if (others.length) await this.uniqueName(run, type, write, scopeOf(write));
    }
  }

  /** The first free of the name with a suffix ` (2)`, ` (3)`, … (the name shortened to stay within its length). */
  private async uniqueName(run: Run, type: SyncType, { id, values }: Write, scopeId: string): Promise<void> {
    const { column, scope, maxLength } = type.uniqueName!;
    const name = values[column] as string;
    for (let n = 2; n < 100_000; n++) {
      const suffix = ` (${n})`;
      const candidate = `${name.slice(0, maxLength - suffix.length)}${suffix}`;
      const [taken] = await run(
        `select 1 as taken from workspace.${type.table} where lower(${column}) = lower(?) and id <> ?${scope === 'project' ? ' and project_id = ?' : ''}`,
        scope === 'project' ? [candidate, id, scopeId] : [candidate, id],
      );
      if (!taken) {
        values[column] = candidate;
        return;
      }
    }
  }

  private current(type: SyncType, where: string, params: unknown[], tail: string): Promise<Array<CurrentRow & { max_seq: string }>> {
    return this.run(
      `select to_jsonb(r) as row, r.version, r.origin, ${type.projectSql} as project_id,
              (select coalesce(max(seq), 0)::text from workspace.sync_changes) as max_seq
         from workspace.${type.table} r where ${where} ${tail}`,
      params,
    );
  }

  private currentChange(type: SyncType, row: CurrentRow & { max_seq: string; origin?: string | null }): SyncChangeView {
    return {
      seq: Number(row.max_seq),
      entityType: type.name,
      entityId: row.row.id as string,
      projectId: row.project_id,
      op: 'upsert',
      version: row.version,
      origin: row.origin ?? null,
      payload: toPayload(type, row.row),
      occurredAt: null,
      changed: null,
    };
  }

  /** Everyone the payloads name (reporters, authors, assignees, members, uploaders, …). */
  private async people(payloads: ReadonlyArray<readonly [string, Record<string, unknown> | null]>): Promise<SyncPersonView[]> {
    const ids = new Set<string>();
    for (const [name, payload] of payloads) {
      if (!payload) continue;
      for (const column of syncType(name)?.userColumns ?? []) {
        const id = payload[column];
        if (typeof id === 'string') ids.add(id);
      }
    }
    if (!ids.size) return [];
    const rows = await this.run<{ id: string; display_name: string; email: string; kind: string; peer: string | null }>(
      'select id, display_name, email, kind, peer from workspace.users where id in (?) order by id',
      [[...ids]],
    );
    return rows.map((row) => ({ id: row.id, displayName: row.display_name, email: row.email, kind: row.kind, peer: row.peer }));
  }
}

/** An entry that passed the checks: its type and, for an upsert, the payload as column values. */
interface Prepared {
  index: number;
  type: SyncType;
  entry: SyncApplyEntry;
  op: 'upsert' | 'delete';
  values: Record<string, unknown>;
}

/** An upsert about to be written: the values (adjusted by the key, number and name rules) and the row it replaces. */
interface Write {
  id: string;
  values: Record<string, unknown>;
  current: CurrentRow | undefined;
}

/**
 * The entries cut into runs that one statement per column set can write: consecutive, of one type and
 * op, each row at most once (a second change of a row starts a new run, so it applies over the first),
 * and, for types with unique names, each name at most once (so the rename rule sees the first).
 */
function batches(prepared: Prepared[]): Prepared[][] {
  const runs: Prepared[][] = [];
  let current: Prepared[] = [];
  let keys = new Set<string>();
  for (const item of prepared) {
    const unique = item.type.uniqueName;
    const name = unique && typeof item.values[unique.column] === 'string' ? (item.values[unique.column] as string).toLowerCase() : null;
    const itemKeys = [`id:${item.entry.entityId}`, ...(name === null ? [] : [`name:${name}`])];
    const head = current[0];
    if (!head || head.type !== item.type || head.op !== item.op || itemKeys.some((key) => keys.has(key))) {
      if (current.length) runs.push(current);
      current = [];
      keys = new Set();
    }
    current.push(item);
    for (const key of itemKeys) keys.add(key);
  }
  if (current.length) runs.push(current);
  return runs;
}

function failed(entry: SyncApplyEntry, error: string): SyncApplyResultView {
  return { entityId: entry.entityId, status: 'failed', version: null, error, payload: null };
}

function stale(type: SyncType, entry: SyncApplyEntry, current: CurrentRow): SyncApplyResultView {
  return { entityId: entry.entityId, status: 'stale', version: current.version, error: null, payload: toPayload(type, current.row) };
}

interface DatabaseError extends Error {
  code: string;
  severity: string;
}

/** An error PostgreSQL answered a statement with (SQLSTATE code): a constraint, a type, a value out of range. */
const isDatabaseError = (error: unknown): error is DatabaseError =>
  error instanceof Error &&
  typeof (error as Partial<DatabaseError>).severity === 'string' &&
  /^[0-9A-Z]{5}$/.test(String((error as Partial<DatabaseError>).code));

/** What failed, without the statement or the row's values: the database's own message. */
function databaseMessage(error: AppError | DriverException | DatabaseError): string {
  if (error instanceof AppError || isDatabaseError(error)) return error.message;
  return error.message.split(' - ').pop() ?? error.message;
}
