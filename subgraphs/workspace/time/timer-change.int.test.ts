import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { Subscriptions, type CollectedSubscription } from '../../../test/support/subscriptions.js';
import { until } from '../../../test/support/wait.js';
import { buildWorld, createProject, createTicket, ok, projectKey, type Actor, type World } from '../tickets/ticket.test-support.js';

// Subscription.myTimerChanged through the gateway: each subscriber hears their own timer only.
let t: TestApp;
let w: World;
const subscriptions = new Subscriptions(() => t.url);
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'TCH');
});
afterAll(async () => {
  await subscriptions.close();
  await t?.close();
});

interface Change {
  type: string;
  ticketId: string;
  timer: { ticket: { key: string } | null } | null;
}

const SUBSCRIPTION = 'subscription { myTimerChanged { id type ticketId occurredAt timer { startedAt ticket { key } } } }';

const subscribe = (actor: Actor | null) => subscriptions.subscribe<Change>(actor?.token ?? null, 'myTimerChanged', SUBSCRIPTION);

const startTimer = (actor: Actor, ticketId: string) =>
  ok(t, 'mutation($input: StartTimerInput!) { startTimer(input: $input) { ticketId } }', { input: { ticketId, stopRunning: true } }, actor);
const stopTimer = (actor: Actor) => ok(t, 'mutation { stopTimer { id } }', {}, actor);

const summary = (s: CollectedSubscription<Change>) => s.events.map((event) => `${event.type} ${event.timer?.ticket?.key ?? '-'}`);

describe('Subscription.myTimerChanged', () => {
  it('refuses an anonymous subscriber', async () => {
    const anonymous = subscribe(null);
    await anonymous.done;
    expect(anonymous.errors).toEqual([expect.objectContaining({ path: ['myTimerChanged'], extensions: { code: 'UNAUTHENTICATED' } })]);
    expect(anonymous.events).toEqual([]);
  });

  it("streams the subscriber's own timer (an agent's too) as it is now, never another user's", async () => {
    const [first, second, third] = [
      await createTicket(t, w.member, { projectId: w.project.id, title: 'First' }),
      await createTicket(t, w.member, { projectId: w.project.id, title: 'Second' }),
      await createTicket(t, w.member, { projectId: w.project.id, title: 'Third' }),
    ];
    const actors = [w.member, w.excluded, w.bot];
    const [member, excluded, bot] = actors.map((actor) => subscribe(actor));
    const all = [member!, excluded!, bot!];
    // Subscriptions start asynchronously: each starts a timer until every subscriber has heard one; then stops it.
    for (let attempt = 0; attempt < 50 && !all.every((s) => s.events.length > 0); attempt += 1) {
      for (const actor of actors) await startTimer(actor, first.id);
      await until(() => all.every((s) => s.events.length > 0), 'the warm-up timers', 200).catch(() => {});
    }
    expect(all.every((s) => s.events.length > 0)).toBe(true);
    for (const actor of actors) await stopTimer(actor);
    await until(() => all.every((s) => s.events.at(-1)!.type === 'timer.stopped'), 'the warm-up stops');
    for (const s of all) s.events.length = 0;

    await startTimer(w.excluded, first.id);
    await startTimer(w.bot, first.id);
    await startTimer(w.member, second.id);
    // Each event carries the timer as it is when heard: wait before changing it again.
    await until(() => member!.events.length === 1, "the member's start");
    await stopTimer(w.member);
    await startTimer(w.member, third.id);
    await until(() => member!.events.length === 3, "the member's second start");
    // Its ticket deleted, the timer goes with it; its project deleted, likewise.
    await ok(t, 'mutation($id: ID!) { deleteTicket(id: $id) }', { id: third.id }, w.projectAdmin);
    const own = await createProject(t, w.member, projectKey('TCO'));
    const elsewhere = await createTicket(t, w.member, { projectId: own.id, title: 'Elsewhere' });
    await startTimer(w.member, elsewhere.id);
    await until(() => member!.events.length === 5, "the member's start elsewhere");
    await ok(t, 'mutation($id: ID!) { deleteProject(id: $id) }', { id: own.id }, w.member);
    await stopTimer(w.excluded);
    await stopTimer(w.bot);
    await until(() => member!.events.length === 6 && excluded!.events.length === 2 && bot!.events.length === 2, 'the last changes');

    expect(summary(member!)).toEqual([
      `timer.started ${second.key}`,
      'timer.stopped -',
      `timer.started ${third.key}`,
      'timer.discarded -',
      `timer.started ${elsewhere.key}`,
      'timer.discarded -',
    ]);
    expect(member!.events.map((event) => event.ticketId)).toEqual([second.id, second.id, third.id, third.id, elsewhere.id, elsewhere.id]);
    expect(summary(excluded!)).toEqual([`timer.started ${first.key}`, 'timer.stopped -']);
    expect(summary(bot!)).toEqual([`timer.started ${first.key}`, 'timer.stopped -']);
    expect(await ok(t, '{ currentTimer { ticketId } }', {}, w.member)).toEqual({ currentTimer: null });
  });
});
