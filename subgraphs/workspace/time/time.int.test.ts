import { withClient } from '../../../core/database.js';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { buildWorld, createTicket, failure, ok, ruleFailure, type Actor, type World } from '../tickets/ticket.test-support.js';

// Time entries and timers through the gateway, with every role of the authorization matrix.
let t: TestApp;
let w: World;
let ticketId: string;
let ticketKey: string;

const sql = async <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await withClient(t.app.platform.database.url, (client) => client.query<R>(text, params))).rows;

const ENTRY = 'id durationMinutes durationSeconds startedAt endedAt note billable hourlyRate cost user { id } ticket { key }';
const LOG = `mutation($input: LogTimeInput!) { logTime(input: $input) { ${ENTRY} } }`;
const UPDATE = `mutation($input: UpdateTimeEntryInput!) { updateTimeEntry(input: $input) { ${ENTRY} } }`;

interface Entry {
  id: string;
  durationMinutes: number;
  durationSeconds: number;
  startedAt: string;
  endedAt: string;
  note: string;
  billable: boolean;
  hourlyRate: number | null;
  cost: number | null;
  user: { id: string };
  ticket: { key: string };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const log = (actor: Actor, input: Record<string, unknown>): Promise<GraphQLResponse<{ logTime: Entry }>> =>
  t.gql<{ logTime: Entry }>(LOG, { input: { ticketId, ...input } }, actor.token);

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'TIME');
  const ticket = await createTicket(t, w.projectAdmin, { projectId: w.project.id, title: 'Timed work', estimatedMinutes: 240 });
  ticketId = ticket.id;
  ticketKey = ticket.key;
});
afterAll(async () => {
  await t?.close();
});

describe('time entries', () => {
  it('logs time, with rate and cost for project admins only', async () => {
    const { logTime } = await ok<{ logTime: Entry }>(
      t,
      LOG,
      { input: { ticketId, startedAt: hoursAgo(10), durationMinutes: 90, note: ' Investigation ' } },
      w.member,
    );
    expect(logTime).toMatchObject({
      durationMinutes: 90,
      durationSeconds: 5400,
      note: 'Investigation',
      billable: true,
      hourlyRate: null,
      cost: null,
    });
    expect(logTime.user.id).toBe(w.member.id);
    expect(new Date(logTime.endedAt).getTime() - new Date(logTime.startedAt).getTime()).toBe(5_400_000);
    // Members may not set rates; the project admin does, and sees the cost.
    expect(failure(await t.gql(UPDATE, { input: { id: logTime.id, hourlyRate: 80 } }, w.member.token)).code).toBe('FORBIDDEN');
    const rated = await ok<{ updateTimeEntry: Entry }>(t, UPDATE, { input: { id: logTime.id, hourlyRate: 80 } }, w.projectAdmin);
    expect(rated.updateTimeEntry).toMatchObject({ hourlyRate: 80, cost: 120 });
    const asMember = await ok<{ timeEntries: { nodes: Entry[] } }>(
      t,
      `query($ticketId: ID) { timeEntries(ticketId: $ticketId) { nodes { ${ENTRY} } } }`,
      { ticketId },
      w.member,
    );
    expect(asMember.timeEntries.nodes.find((entry) => entry.id === logTime.id)).toMatchObject({ hourlyRate: null, cost: null });
    // Events carry no rate or cost.
    const events = await sql<{ type: string; payload: Record<string, unknown> }>(
      `select type, payload from workspace.outbox where aggregate_type = 'time_entry' and aggregate_id = $1 order by created_at`,
      [logTime.id],
    );
    expect(events.map((event) => event.type)).toEqual(['time_entry.created', 'time_entry.updated']);
    expect(events[1]!.payload).toEqual({ timeEntryId: logTime.id, ticketId, userId: w.member.id, changedFields: ['hourlyRate'] });
  });

  it('refuses overlapping, negative, too long, future and doubly given durations, naming the field', async () => {
    const start = hoursAgo(30);
    const first = await log(w.member, { startedAt: start, durationMinutes: 60 });
    expect(first.errors).toBeUndefined();
    const overlapping = await log(w.member, { startedAt: new Date(Date.parse(start) + 30 * 60_000).toISOString(), durationMinutes: 60 });
    expect(failure(overlapping)).toEqual({ code: 'BAD_USER_INPUT', field: 'startedAt' });
    expect(overlapping.errors?.[0]?.message).toContain(ticketKey);
    // Back to back is fine; another user at the same time too.
    expect((await log(w.member, { startedAt: first.data!.logTime.endedAt, durationMinutes: 15 })).errors).toBeUndefined();
    expect((await log(w.projectAdmin, { startedAt: start, durationMinutes: 60 })).errors).toBeUndefined();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startedAt: hoursAgo(50), durationMinutes: -5 }, 'durationMinutes'],
      [{ startedAt: hoursAgo(50), durationMinutes: 0 }, 'durationMinutes'],
      [{ startedAt: hoursAgo(50), endedAt: hoursAgo(51) }, 'endedAt'],
      [{ startedAt: hoursAgo(50), durationMinutes: 25 * 60 }, 'durationMinutes'],
      [{ startedAt: hoursAgo(50), durationMinutes: 5, endedAt: hoursAgo(49) }, 'durationMinutes'],
      [{ startedAt: hoursAgo(50) }, 'durationMinutes'],
      [{ startedAt: new Date(Date.now() + 3_600_000).toISOString(), durationMinutes: 5 }, 'startedAt'],
    ];
    for (const [input, field] of cases)
      expect({ input, ...failure(await log(w.member, input)) }).toEqual({ input, code: 'BAD_USER_INPUT', field });
  });

  it('lets the author or a project admin change an entry; viewers cannot log; outsiders see nothing', async () => {
    const { logTime } = await ok<{ logTime: Entry }>(
      t,
      LOG,
      { input: { ticketId, startedAt: hoursAgo(70), durationMinutes: 30 } },
      w.member,
    );
    expect(failure(await log(w.viewer, { startedAt: hoursAgo(80), durationMinutes: 5 })).code).toBe('FORBIDDEN');
    expect(failure(await t.gql(UPDATE, { input: { id: logTime.id, note: 'x' } }, w.excluded.token)).code).toBe('FORBIDDEN');
    expect(failure(await t.gql(UPDATE, { input: { id: logTime.id, note: 'x' } }, w.outsider.token)).code).toBe('NOT_FOUND');
    const moved = await ok<{ updateTimeEntry: Entry }>(
      t,
      UPDATE,
      { input: { id: logTime.id, durationMinutes: 45, billable: false } },
      w.projectAdmin,
    );
    expect(moved.updateTimeEntry).toMatchObject({ durationMinutes: 45, billable: false });
    const outsider = await ok<{ timeEntries: { nodes: Entry[] } }>(t, `{ timeEntries { nodes { id } } }`, {}, w.outsider);
    expect(outsider.timeEntries.nodes).toEqual([]);
    expect(failure(await t.gql('mutation($id: ID!) { deleteTimeEntry(id: $id) }', { id: logTime.id }, w.excluded.token)).code).toBe(
      'FORBIDDEN',
    );
    expect(await ok(t, 'mutation($id: ID!) { deleteTimeEntry(id: $id) }', { id: logTime.id }, w.member)).toEqual({ deleteTimeEntry: true });
  });
});

describe('timers', () => {
  const START = `mutation($input: StartTimerInput!) { startTimer(input: $input) { ticketId startedAt elapsedSeconds ticket { key } } }`;
  const STOP = `mutation { stopTimer { ${ENTRY} } }`;

  it('runs one per user: starting another is a CONFLICT unless it stops the first, and stopping logs the time', async () => {
    const other = await createTicket(t, w.projectAdmin, { projectId: w.project.id, title: 'Other work' });
    const started = await ok<{ startTimer: { ticketId: string } }>(t, START, { input: { ticketId, note: 'deep work' } }, w.projectAdmin);
    expect(started.startTimer.ticketId).toBe(ticketId);
    const current = await ok<{ currentTimer: { ticket: { key: string } } | null }>(
      t,
      '{ currentTimer { ticket { key } } }',
      {},
      w.projectAdmin,
    );
    expect(current.currentTimer).toEqual({ ticket: { key: ticketKey } });
    const second = await t.gql(START, { input: { ticketId: other.id } }, w.projectAdmin.token);
    expect(ruleFailure(second)).toEqual({ code: 'CONFLICT', field: 'ticketId', reason: 'TIMER_ALREADY_RUNNING' });
    expect(second.errors?.[0]?.message).toContain(ticketKey);

    // 25 minutes later, switch tickets: the first timer's time becomes an entry.
    await sql(`update workspace.timers set started_at = now() - interval '25 minutes' where user_id = $1`, [w.projectAdmin.id]);
    await ok(t, START, { input: { ticketId: other.id, stopRunning: true } }, w.projectAdmin);
    const entries = await ok<{ timeEntries: { nodes: Entry[] } }>(
      t,
      `query($userId: ID, $ticketId: ID) { timeEntries(userId: $userId, ticketId: $ticketId) { nodes { ${ENTRY} } } }`,
      { userId: w.projectAdmin.id, ticketId },
      w.projectAdmin,
    );
    expect(entries.timeEntries.nodes[0]).toMatchObject({ durationMinutes: 25, note: 'deep work' });

    // 10 minutes on the second ticket (the first entry moved an hour back, so the two do not overlap).
    await sql(`update workspace.time_entries set started_at = started_at - interval '1 hour' where id = $1`, [
      entries.timeEntries.nodes[0]!.id,
    ]);
    await sql(`update workspace.timers set started_at = now() - interval '10 minutes' where user_id = $1`, [w.projectAdmin.id]);
    const stopped = await ok<{ stopTimer: Entry }>(t, STOP, {}, w.projectAdmin);
    expect(stopped.stopTimer).toMatchObject({ durationMinutes: 10, ticket: { key: other.key } });
    expect((await ok<{ currentTimer: null }>(t, '{ currentTimer { ticketId } }', {}, w.projectAdmin)).currentTimer).toBeNull();
    expect(failure(await t.gql(STOP, {}, w.projectAdmin.token)).code).toBe('NOT_FOUND');
  });

  it('keeps one timer under concurrent starts', async () => {
    const tickets = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createTicket(t, w.member, { projectId: w.project.id, title: `Race ${i}` })),
    );
    const results = await Promise.all(tickets.map((ticket) => t.gql(START, { input: { ticketId: ticket.id } }, w.member.token)));
    const won = results.filter((result) => !result.errors);
    expect(won).toHaveLength(1);
    expect(results.filter((result) => failure(result).code === 'CONFLICT')).toHaveLength(4);
    const timers = await sql<{ ticket_id: string }>('select ticket_id from workspace.timers where user_id = $1', [w.member.id]);
    expect(timers).toEqual([{ ticket_id: (won[0]!.data as { startTimer: { ticketId: string } }).startTimer.ticketId }]);
  });
});

it('sums estimated and logged time per ticket and per milestone', async () => {
  const { createMilestone } = await ok<{ createMilestone: { id: string } }>(
    t,
    'mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { id } }',
    { input: { projectId: w.project.id, name: 'Sprint 1' } },
    w.projectAdmin,
  );
  const a = await createTicket(t, w.projectAdmin, {
    projectId: w.project.id,
    title: 'Sized A',
    estimatedMinutes: 120,
    milestoneId: createMilestone.id,
  });
  const b = await createTicket(t, w.projectAdmin, {
    projectId: w.project.id,
    title: 'Sized B',
    estimatedMinutes: 60,
    milestoneId: createMilestone.id,
  });
  await ok(t, LOG, { input: { ticketId: a.id, startedAt: hoursAgo(100), durationMinutes: 50 } }, w.member);
  await ok(t, LOG, { input: { ticketId: a.id, startedAt: hoursAgo(99), durationMinutes: 20 } }, w.member);
  await ok(t, LOG, { input: { ticketId: b.id, startedAt: hoursAgo(98), durationMinutes: 15 } }, w.member);
  const totals = await ok<{
    ticket: { estimatedMinutes: number; loggedMinutes: number; milestone: { estimatedMinutes: number; loggedMinutes: number } };
  }>(
    t,
    'query($key: String!) { ticket(key: $key) { estimatedMinutes loggedMinutes milestone { estimatedMinutes loggedMinutes } } }',
    { key: a.key },
    w.member,
  );
  expect(totals.ticket).toEqual({ estimatedMinutes: 120, loggedMinutes: 70, milestone: { estimatedMinutes: 180, loggedMinutes: 85 } });
});
