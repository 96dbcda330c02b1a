import { DriverException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, invalidInput } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { transactionContext } from '../../../core/orm.js';
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

const runner =
  (em: EntityManager): Run =>
  async <T>(text: string, params: unknown[] = []) =>
    (await em.getConnection().execute(text, params, 'all', transactionContext(em))) as T[];

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
    const projects = new Set(uuids('projectIds', args.projectIds ?? []));
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
      if (projects.size && !(row.project_id && projects.has(row.project_id))) return false;
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
   * The fields of each row written here (not by `excludeOrigin`) after `afterSeq`: what a peer that
   * has read the feed up to `afterSeq` has not seen. Null for a row inserted since.
   */
  async pending(
    entityType: string,
    ids: string[],
    afterSeq: number,
    excludeOrigin: string | null,
  ): Promise<Array<{ entityId: string; fields: string[] | null }>> {
    const type = entityTypeOf(entityType);
    const wanted = uuids('ids', ids);
    if (!wanted.length) return [];
    const rows = await this.run<{ entity_id: string; inserted: boolean; columns: string[] | null }>(
      `select l.entity_id, bool_or(l.changed is null) as inserted, array_agg(distinct c.name) filter (where c.name is not null) as columns
         from workspace.sync_changes l
         left join lateral unnest(l.changed) as c(name) on true
        where l.entity_type = ? and l.entity_id in (?) and l.op = 'upsert' and l.seq > ? and l.origin is distinct from ?
        group by l.entity_id`,
      [type.name, wanted, seqValue('afterSeq', afterSeq), excludeOrigin],
    );
    return rows.map((row) => ({ entityId: row.entity_id, fields: row.inserted ? null : fieldNames(row.columns ?? []) }));
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
    const projects = uuids('projectIds', args.projectIds ?? []);
    const conditions = [args.after != null ? 'r.id > ?' : 'true', projects.length ? `${type.projectSql} in (?)` : 'true'];
    const params: unknown[] = [...(args.after != null ? [args.after] : []), ...(projects.length ? [projects] : []), limit + 1];
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
   * Applies a peer's changes in one transaction, each entry in its own savepoint: people first (as
   * federated placeholders), then every change in order. Every row written, cascades included,
   * carries `origin`. An entry that fails is rolled back alone and reported.
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
    return transact(this.ctx.em, async (tx) => {
      const run = runner(tx);
      await run(`select set_config('svc.origin', ?, true)`, [origin]);
      // Deferred foreign keys would fail the whole commit; checked per statement, they fail their entry only.
      await run('set constraints all immediate');
      const now = this.ctx.now();
      for (const person of people) {
        // A local user with that id (the federation mapped the person to them) is left as it is.
        await run(
          `insert into workspace.users (id, kind, email, display_name, peer, created_at, updated_at)
           values (?, 'federated', ?, ?, ?, ?, ?)
           on conflict (id) do update set email = excluded.email, display_name = excluded.display_name, peer = excluded.peer,
                                          updated_at = excluded.updated_at
           where users.kind = 'federated'
             and (users.email, users.display_name, users.peer) is distinct from (excluded.email, excluded.display_name, excluded.peer)`,
          [person.id, person.email, person.displayName, person.peer, now, now],
        );
      }
      const results: SyncApplyResultView[] = [];
      for (const entry of request.changes) results.push(await this.applyEntry(run, entry));
      return results;
    });
  }

  private async applyEntry(run: Run, entry: SyncApplyEntry): Promise<SyncApplyResultView> {
    const failed = (error: string): SyncApplyResultView => ({
      entityId: entry.entityId,
      status: 'failed',
      version: null,
      error,
      payload: null,
    });
    const type = syncType(entry.entityType);
    if (!type) return failed(unknownEntityType(entry.entityType).message);
    if (!isUuid(entry.entityId)) return failed('entityId: must be a UUID');
    if (entry.op !== 'upsert' && entry.op !== 'delete') return failed(unknownOp(entry.op).message);
    await run('savepoint sync_apply');
    try {
      const result = entry.op === 'delete' ? await this.applyDelete(run, type, entry) : await this.applyUpsert(run, type, entry);
      await run('release savepoint sync_apply');
      return result;
    } catch (error) {
      if (!(error instanceof AppError) && !(error instanceof DriverException) && !isDatabaseError(error)) throw error;
      await run('rollback to savepoint sync_apply');
      return failed(databaseMessage(error));
    }
  }

  private async locked(run: Run, type: SyncType, id: string): Promise<CurrentRow | undefined> {
    const [row] = await run<CurrentRow>(
      `select to_jsonb(r) as row, r.version, ${type.projectSql} as project_id from workspace.${type.table} r where r.id = ? for update`,
      [id],
    );
    return row;
  }

  private async applyDelete(run: Run, type: SyncType, entry: SyncApplyEntry): Promise<SyncApplyResultView> {
    const current = await this.locked(run, type, entry.entityId);
    if (!current) return { entityId: entry.entityId, status: 'noop', version: null, error: null, payload: null };
    if (entry.expectedVersion != null && entry.expectedVersion !== current.version) return stale(type, entry, current);
    await run(`delete from workspace.${type.table} where id = ?`, [entry.entityId]);
    return { entityId: entry.entityId, status: 'applied', version: current.version + 1, error: null, payload: null };
  }

  private async applyUpsert(run: Run, type: SyncType, entry: SyncApplyEntry): Promise<SyncApplyResultView> {
    const values = this.columnValues(type, entry);
    const current = await this.locked(run, type, entry.entityId);
    if (entry.expectedVersion != null && entry.expectedVersion !== current?.version) {
      return current
        ? stale(type, entry, current)
        : { entityId: entry.entityId, status: 'stale', version: null, error: null, payload: null };
    }
    if (type.name === 'project') await this.projectKey(run, entry.entityId, values, current);
    if (type.name === 'ticket') await this.ticketNumber(run, entry.entityId, values, current);
    if (type.uniqueName) await this.uniqueName(run, type, entry.entityId, values, current);

    // The row is locked (or absent): an update of the given columns, or an insert with the others at their defaults.
    const columns = Object.keys(values);
    const source = `jsonb_populate_record(null::workspace.${type.table}, ?::jsonb) v`;
    const [written] = !current
      ? await run<{ row: Record<string, unknown>; version: number }>(
          `insert into workspace.${type.table} as t (id${columns.map((column) => `, ${column}`).join('')})
           select ?${columns.map((column) => `, v.${column}`).join('')} from ${source}
           returning to_jsonb(t) as row, t.version`,
          [entry.entityId, JSON.stringify(values)],
        )
      : columns.length
        ? await run<{ row: Record<string, unknown>; version: number }>(
            `update workspace.${type.table} as t set ${columns.map((column) => `${column} = v.${column}`).join(', ')}
               from ${source} where t.id = ?
             returning to_jsonb(t) as row, t.version`,
            [JSON.stringify(values), entry.entityId],
          )
        : [];
    const stored = written ?? current!;
    return {
      entityId: entry.entityId,
      status: current && current.version === stored.version ? 'noop' : 'applied',
      version: stored.version,
      error: null,
      payload: toPayload(type, stored.row),
    };
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
  private async projectKey(run: Run, id: string, values: Record<string, unknown>, current: CurrentRow | undefined): Promise<void> {
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
   * of the project has it, then the project's next number; the project's counter is raised to at
   * least the number, so local tickets created later get fresh ones. The key is always
   * `<local project key>-<number>`. An existing ticket keeps its number and key.
   */
  private async ticketNumber(run: Run, id: string, values: Record<string, unknown>, current: CurrentRow | undefined): Promise<void> {
    const projectId = (values.project_id ?? current?.row.project_id) as string | undefined;
    if (current && projectId === current.row.project_id) {
      delete values.number;
      return;
    }
    if (typeof projectId !== 'string' || !isUuid(projectId)) return; // refused by the insert
    const [project] = await run<{ key: string; ticket_seq: number }>(
      'select key, ticket_seq from workspace.projects where id = ? for update',
      [projectId],
    );
    if (!project) return; // the foreign key refuses it
    let number = values.number;
    const wanted = typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 2_147_483_647;
    const [taken] = wanted
      ? await run('select 1 as taken from workspace.tickets where project_id = ? and number = ? and id <> ?', [projectId, number, id])
      : [undefined];
    if (!wanted || taken) number = project.ticket_seq + 1;
    await run('update workspace.projects set ticket_seq = greatest(ticket_seq, ?) where id = ?', [number, projectId]);
    values.number = number;
    values.key = `${project.key}-${number as number}`;
  }

  /** A name another row of its project (or, for templates, of the workspace) has, in any case, gets ` (2)`, ` (3)`, … */
  private async uniqueName(
    run: Run,
    type: SyncType,
    id: string,
    values: Record<string, unknown>,
    current: CurrentRow | undefined,
  ): Promise<void> {
    const { column, scope, maxLength } = type.uniqueName!;
    const name = values[column];
    if (typeof name !== 'string' || !name.trim()) return;
    const projectId = (values.project_id ?? current?.row.project_id) as string | undefined;
    if (scope === 'project' && (typeof projectId !== 'string' || !isUuid(projectId))) return;
    for (let n = 1; n < 100_000; n++) {
      const suffix = n === 1 ? '' : ` (${n})`;
      const candidate = `${name.slice(0, maxLength - suffix.length)}${suffix}`;
      const [taken] = await run(
        `select 1 as taken from workspace.${type.table} where lower(${column}) = lower(?) and id <> ?${scope === 'project' ? ' and project_id = ?' : ''}`,
        scope === 'project' ? [candidate, id, projectId] : [candidate, id],
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
