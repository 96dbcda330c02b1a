import { transactionContext } from '../../../core/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidInput, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { decodeIdCursor, toPage, type Page } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { transactWithEvents, type EventRecorder } from '../outbox/outbox.js';
import { requireTicket } from '../tickets/ticket.access.js';
import { joinSql, limitSql, sql } from '../common/sql.js';
import { isWorkspaceAdmin } from '../../../core/permissions.js';
import { visibleTo } from '../search/ticket-search.sql.js';
import { Ticket } from '../tickets/ticket.entity.js';
import { TimeEntry, Timer } from './time-entry.entity.js';
import { hourlyRateAdminOnly, timeEntryAuthorOrAdminOnly, timerAlreadyRunning } from './time.errors.js';

/** Longest single entry: a day. Longer work is several entries. */
export const MAX_ENTRY_SECONDS = 24 * 3600;
const MAX_NOTE_LENGTH = 2000;
const MAX_RATE = 1_000_000;
/** Clock skew tolerated when an entry starts "now". */
const FUTURE_TOLERANCE_MS = 60_000;

export interface TimeFields {
  startedAt?: Date | null;
  durationMinutes?: number | null;
  endedAt?: Date | null;
  note?: string | null;
  billable?: boolean | null;
  hourlyRate?: number | null;
}

const note = (value: string | null | undefined): string => {
  const text = (value ?? '').trim();
  if (text.length > MAX_NOTE_LENGTH) throw invalidInput('note', `must be at most ${MAX_NOTE_LENGTH} characters`);
  return text;
};

/** Start and duration from the input: a duration in minutes or an end time, positive and at most a day. */
function span(
  now: Date,
  startedAt: Date,
  input: TimeFields,
  current?: { durationSeconds: number },
): { startedAt: Date; durationSeconds: number } {
  if (Number.isNaN(startedAt.getTime())) throw invalidInput('startedAt', 'must be a date-time');
  if (startedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw invalidInput('startedAt', 'must not be in the future');
  const given = [input.durationMinutes, input.endedAt].filter((value) => value !== null && value !== undefined).length;
  if (given > 1) throw invalidInput('durationMinutes', 'give durationMinutes or endedAt, not both');
  let durationSeconds: number;
  if (input.durationMinutes !== null && input.durationMinutes !== undefined) {
    if (!Number.isInteger(input.durationMinutes) || input.durationMinutes <= 0)
      throw invalidInput('durationMinutes', 'must be a whole number of minutes above 0');
    durationSeconds = input.durationMinutes * 60;
  } else if (input.endedAt) {
    durationSeconds = Math.floor((input.endedAt.getTime() - startedAt.getTime()) / 1000);
    if (!(durationSeconds > 0)) throw invalidInput('endedAt', 'must be after startedAt');
  } else if (current) {
    durationSeconds = current.durationSeconds;
  } else {
    throw invalidInput('durationMinutes', 'give durationMinutes or endedAt');
  }
  if (durationSeconds > MAX_ENTRY_SECONDS)
    throw invalidInput(input.endedAt ? 'endedAt' : 'durationMinutes', 'an entry lasts at most 24 hours');
  return { startedAt, durationSeconds };
}

const record = (events: EventRecorder, entry: TimeEntry, type: string, changedFields: string[]): void =>
  events.record({
    aggregateType: 'time_entry',
    aggregateId: entry.id,
    projectId: entry.projectId,
    type,
    // Rates and costs never leave the workspace.
    payload: { timeEntryId: entry.id, ticketId: entry.ticketId, userId: entry.userId, changedFields },
  });

const recordTimer = (
  events: EventRecorder,
  type: 'timer.started' | 'timer.stopped' | 'timer.discarded',
  timer: { userId: string; ticketId: string },
  projectId: string | null,
): void =>
  events.record({
    aggregateType: 'timer',
    aggregateId: timer.userId,
    projectId,
    type,
    payload: { userId: timer.userId, ticketId: timer.ticketId },
  });

/**
 * Records `timer.discarded` for each timer running on the tickets being deleted (one, or a project's): their rows go with
 * the tickets (on delete cascade).
 */
export async function recordTimersDiscarded(
  tx: EntityManager,
  events: EventRecorder,
  deleted: { ticketId: string } | { projectId: string },
): Promise<void> {
  const where = 'ticketId' in deleted ? sql`t.id = ${deleted.ticketId}` : sql`t.project_id = ${deleted.projectId}`;
  const query = sql`select r.user_id, r.ticket_id, t.project_id from workspace.timers r join workspace.tickets t on t.id = r.ticket_id where ${where}`;
  const rows = await tx.execute<Array<{ user_id: string; ticket_id: string; project_id: string }>>(query.text, [...query.params]);
  for (const row of rows) recordTimer(events, 'timer.discarded', { userId: row.user_id, ticketId: row.ticket_id }, row.project_id);
}

/**
 * Time entries and timers. Anyone who may edit a ticket logs time on it (as themselves); an entry
 * is changed or deleted by its author or a project admin. A user's entries never overlap, and a
 * user has at most one running timer; both are checked under a lock on the user's row, so
 * concurrent requests of one user are serialized.
 */
export class TimeService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /** Entries the viewer can see (of visible tickets), newest first; filtered by ticket, user and time. */
  async entries(args: {
    ticketId?: string | null;
    userId?: string | null;
    from?: Date | null;
    to?: Date | null;
    first: number;
    after?: string | null;
  }): Promise<Page<TimeEntry>> {
    const viewer = this.ctx.requireUser();
    const before = decodeIdCursor(args.after);
    if (args.ticketId) await requireTicket(this.ctx, { id: args.ticketId });
    // Visibility follows the ticket: the shared rule in SQL, so a page is one statement.
    const conditions = [visibleTo('t', { userId: viewer.userId, workspaceAdmin: isWorkspaceAdmin(viewer.globalRole) })];
    if (args.ticketId) conditions.push(sql`e.ticket_id = ${args.ticketId}`);
    if (args.userId) conditions.push(sql`e.user_id = ${args.userId}`);
    if (args.from) conditions.push(sql`e.started_at >= ${args.from}`);
    if (args.to) conditions.push(sql`e.started_at < ${args.to}`);
    if (before) conditions.push(sql`e.id < ${before}`);
    const query = sql`select e.* from workspace.time_entries e join workspace.tickets t on t.id = e.ticket_id
                       where ${joinSql(conditions, ' and ')} order by e.id desc ${limitSql(args.first + 1)}`;
    const rows = await this.em.execute<Record<string, unknown>[]>(query.text, [...query.params]);
    return toPage(
      rows.map((row) => this.em.map(TimeEntry, row)),
      args.first,
    );
  }

  async log(input: TimeFields & { ticketId: string }): Promise<TimeEntry> {
    const viewer = this.ctx.requireUser();
    const ticket = await requireTicket(this.ctx, { id: input.ticketId }, 'ticket:update');
    const { startedAt, durationSeconds } = span(this.ctx.now(), input.startedAt ?? new Date(NaN), input);
    const hourlyRate = await this.rate(ticket.projectId, input.hourlyRate);
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await this.lockUser(tx, viewer.userId);
      await this.refuseOverlap(tx, viewer.userId, startedAt, durationSeconds, null);
      const entry = tx.create(TimeEntry, {
        ticketId: ticket.id,
        projectId: ticket.projectId,
        userId: viewer.userId,
        startedAt,
        durationSeconds,
        note: note(input.note),
        billable: input.billable ?? true,
        hourlyRate,
      });
      record(events, entry, 'time_entry.created', []);
      return entry;
    });
  }

  async update(id: string, input: TimeFields): Promise<TimeEntry> {
    const entry = await this.requireOwnOrAdmin(id);
    const { startedAt, durationSeconds } = span(this.ctx.now(), input.startedAt ?? entry.startedAt, input, entry);
    const changes: Partial<TimeEntry> = { startedAt, durationSeconds };
    if (input.note !== undefined) changes.note = note(input.note);
    if (input.billable !== undefined && input.billable !== null) changes.billable = input.billable;
    if (input.hourlyRate !== undefined) changes.hourlyRate = await this.rate(entry.projectId, input.hourlyRate);
    const changedFields = Object.keys(changes).filter(
      (key) => String(changes[key as keyof TimeEntry] ?? '') !== String(entry[key as keyof TimeEntry] ?? ''),
    );
    if (changedFields.length === 0) return entry;
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await this.lockUser(tx, entry.userId);
      await this.refuseOverlap(tx, entry.userId, startedAt, durationSeconds, entry.id);
      Object.assign(entry, changes);
      record(events, entry, 'time_entry.updated', changedFields);
      return entry;
    });
  }

  async delete(id: string): Promise<boolean> {
    const entry = await this.requireOwnOrAdmin(id);
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.nativeDelete(TimeEntry, { id: entry.id });
      record(events, entry, 'time_entry.deleted', []);
    });
    return true;
  }

  /** The viewer's running timer, or null. */
  async currentTimer(): Promise<Timer | null> {
    const viewer = this.ctx.requireUser();
    return this.em.findOne(Timer, { userId: viewer.userId });
  }

  /**
   * Starts the viewer's timer on a ticket. With one already running: CONFLICT naming its ticket,
   * unless `stopRunning` asks to stop it first (its time becomes an entry).
   */
  async startTimer(input: {
    ticketId: string;
    note?: string | null;
    billable?: boolean | null;
    stopRunning?: boolean | null;
  }): Promise<Timer> {
    const viewer = this.ctx.requireUser();
    const ticket = await requireTicket(this.ctx, { id: input.ticketId }, 'ticket:update');
    const text = note(input.note);
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await this.lockUser(tx, viewer.userId);
      const running = await tx.findOne(Timer, { userId: viewer.userId });
      if (running && !input.stopRunning) {
        // Read in the transaction: on the embedded database another connection would wait for this one.
        const runningTicket = await tx.findOne(Ticket, { id: running.ticketId });
        throw timerAlreadyRunning(runningTicket?.key);
      }
      if (running) await this.finish(tx, events, running);
      // The user's one timer row is reused when it was running (same primary key).
      const timer = running ?? tx.create(Timer, { userId: viewer.userId, ticketId: ticket.id, startedAt: this.ctx.now() });
      Object.assign(timer, { ticketId: ticket.id, startedAt: this.ctx.now(), note: text, billable: input.billable ?? true });
      recordTimer(events, 'timer.started', timer, ticket.projectId);
      return timer;
    });
  }

  /** Stops the viewer's timer: its time becomes an entry (none when it ran under a second). NOT_FOUND when none runs. */
  async stopTimer(): Promise<TimeEntry | null> {
    const viewer = this.ctx.requireUser();
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await this.lockUser(tx, viewer.userId);
      const running = await tx.findOne(Timer, { userId: viewer.userId });
      if (!running) throw notFound('Running timer');
      tx.remove(running);
      return this.finish(tx, events, running);
    });
  }

  /** Minutes logged on a ticket by everyone (rounded down); one statement for all the tickets of a request. */
  async loggedMinutes(ticketId: string): Promise<number> {
    const seconds = await this.ctx
      .loader<number>('time:loggedByTicket', async (ids) => {
        const rows = (await this.em.getConnection().execute(
          `select ticket_id, sum(duration_seconds)::bigint as seconds from workspace.time_entries
              where ticket_id in (select (jsonb_array_elements_text(?::jsonb))::uuid) group by ticket_id`,
          [JSON.stringify(ids)],
        )) as Array<{ ticket_id: string; seconds: string | number }>;
        const sums = new Map(rows.map((row) => [row.ticket_id, Number(row.seconds)]));
        return ids.map((id) => sums.get(id) ?? 0);
      })
      .load(ticketId);
    return Math.floor((seconds ?? 0) / 60);
  }

  /** Estimated and logged minutes of a milestone's tickets; one statement for all the milestones of a request. */
  async milestoneTotals(milestoneId: string): Promise<{ estimated: number; logged: number }> {
    const totals = await this.ctx
      .loader<{ estimated: number; logged: number }>('time:milestoneTotals', async (ids) => {
        const rows = (await this.em.getConnection().execute(
          `select t.milestone_id, coalesce(sum(t.estimated_minutes), 0)::bigint as estimated,
                  coalesce((select sum(e.duration_seconds) from workspace.time_entries e
                             join workspace.tickets t2 on t2.id = e.ticket_id where t2.milestone_id = t.milestone_id), 0)::bigint as logged
             from workspace.tickets t where t.milestone_id in (select (jsonb_array_elements_text(?::jsonb))::uuid) group by t.milestone_id`,
          [JSON.stringify(ids)],
        )) as Array<{ milestone_id: string; estimated: string | number; logged: string | number }>;
        const byId = new Map(
          rows.map((row) => [row.milestone_id, { estimated: Number(row.estimated), logged: Math.floor(Number(row.logged) / 60) }]),
        );
        return ids.map((id) => byId.get(id) ?? { estimated: 0, logged: 0 });
      })
      .load(milestoneId);
    return totals ?? { estimated: 0, logged: 0 };
  }

  /** A stopped timer's time as an entry (the caller removes or reuses the timer row). */
  private async finish(tx: EntityManager, events: EventRecorder, timer: Timer): Promise<TimeEntry | null> {
    const durationSeconds = Math.min(Math.floor((this.ctx.now().getTime() - timer.startedAt.getTime()) / 1000), MAX_ENTRY_SECONDS);
    const ticket = await tx.findOne(Ticket, { id: timer.ticketId });
    recordTimer(events, 'timer.stopped', timer, ticket?.projectId ?? null);
    if (!ticket || durationSeconds < 1) return null;
    await this.refuseOverlap(tx, timer.userId, timer.startedAt, durationSeconds, null);
    const entry = tx.create(TimeEntry, {
      ticketId: ticket.id,
      projectId: ticket.projectId,
      userId: timer.userId,
      startedAt: timer.startedAt,
      durationSeconds,
      note: timer.note,
      billable: timer.billable,
      hourlyRate: null,
    });
    record(events, entry, 'time_entry.created', []);
    return entry;
  }

  private async rate(projectId: string, value: number | null | undefined): Promise<string | null> {
    if (value === null || value === undefined) return null;
    if (!(await this.ctx.isProjectAdmin(projectId))) throw hourlyRateAdminOnly();
    if (!Number.isFinite(value) || value < 0 || value > MAX_RATE) throw invalidInput('hourlyRate', `must be 0..${MAX_RATE}`);
    return value.toFixed(2);
  }

  private async requireOwnOrAdmin(id: string): Promise<TimeEntry> {
    const viewer = this.ctx.requireUser();
    const entry = isUuid(id) ? await this.em.findOne(TimeEntry, { id }) : null;
    if (!entry) throw notFound('Time entry');
    // Invisible ticket: NOT_FOUND, like the ticket itself.
    await requireTicket(this.ctx, { id: entry.ticketId }).catch(() => {
      throw notFound('Time entry');
    });
    if (entry.userId !== viewer.userId && !(await this.ctx.isProjectAdmin(entry.projectId))) throw timeEntryAuthorOrAdminOnly();
    return entry;
  }

  /** Serializes one user's time writes: overlap and single-timer checks hold under concurrency. */
  private async lockUser(tx: EntityManager, userId: string): Promise<void> {
    await tx.getConnection().execute('select 1 from workspace.users where id = ? for update', [userId], 'all', transactionContext(tx));
  }

  private async refuseOverlap(
    tx: EntityManager,
    userId: string,
    startedAt: Date,
    durationSeconds: number,
    except: string | null,
  ): Promise<void> {
    const [overlap] = (await tx.getConnection().execute(
      `select e.started_at, e.duration_seconds, t.key from workspace.time_entries e join workspace.tickets t on t.id = e.ticket_id
        where e.user_id = ? and (?::uuid is null or e.id <> ?::uuid)
          and e.started_at < ?::timestamptz and e.started_at + make_interval(secs => e.duration_seconds) > ?::timestamptz
        limit 1`,
      [userId, except, except, new Date(startedAt.getTime() + durationSeconds * 1000).toISOString(), startedAt.toISOString()],
      'all',
      transactionContext(tx),
    )) as Array<{ started_at: Date | string; duration_seconds: number; key: string }>;
    if (overlap) {
      const from = new Date(overlap.started_at);
      const to = new Date(from.getTime() + overlap.duration_seconds * 1000);
      throw invalidInput('startedAt', `overlaps your entry on ${overlap.key} from ${from.toISOString()} to ${to.toISOString()}`);
    }
  }
}
