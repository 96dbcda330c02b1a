import { TestClock } from '../test/support/clock.js';
import { createTestDatabase, type TestDatabase } from '../test/support/database.js';
import { until } from '../test/support/wait.js';
import { openDatabase, type Database } from './database.js';
import { openEdgeState, type EdgeState } from './edge.js';
import { createPubSub, type PubSub } from './pubsub.js';
import { createSharedLimits, expressRateLimitStore, type ConcurrencyLimit, type SharedLimits } from './shared-limits.js';

let testDb: TestDatabase;
let database: Database;
const opened: Array<EdgeState | PubSub> = [];
let clock: TestClock;
/** Two replicas: each its own connection pool and pub/sub connection on the one database. */
let replicas: [SharedLimits, SharedLimits];

const replica = async (): Promise<SharedLimits> => {
  const edge = await openEdgeState(database.url);
  const pubsub = await createPubSub({ url: database.url, embedded: database.embedded });
  opened.push(edge, pubsub);
  return createSharedLimits({ edge, clock, pubsub });
};

/** Runs `sql` on a connection of the test's own. */
const sql = async <Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> => {
  const edge = await openEdgeState(database.url, { poolSize: 1 });
  try {
    return await edge.query<Row>(text, params);
  } finally {
    await edge.close();
  }
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  clock = new TestClock();
  replicas = [await replica(), await replica()];
});
afterAll(async () => {
  for (const resource of opened) await resource.close();
  await database?.close();
  await testDb?.drop();
});
beforeEach(() => {
  clock.freeze();
  // Each test starts where a bucket (a hundredth of its window) begins, so a hit leaves the window exactly a window later.
  clock.advance(600_000 - (clock.now().getTime() % 600_000));
});
afterEach(() => clock.thaw());

let limitSeq = 0;
const newLimit = (max: number, windowMs: number) => ({ name: `test-${++limitSeq}`, max, windowMs });

describe('rate limits', () => {
  it('counts one key once across replicas', async () => {
    const limit = newLimit(5, 60_000);
    const verdicts = [];
    for (let i = 0; i < 7; i++) verdicts.push(await replicas[i % 2]!.hit(limit, 'caller'));
    expect(verdicts.map((verdict) => verdict.admitted)).toEqual([true, true, true, true, true, false, false]);
    expect(verdicts.map((verdict) => verdict.hits)).toEqual([1, 2, 3, 4, 5, 5, 5]);
    expect(verdicts[5]!.resetMs).toBe(60_000);
    expect((await replicas[1].hit(limit, 'another caller')).admitted).toBe(true);
  });

  it('slides: a hit leaves the window exactly a window after it, with no boundary where a burst starts afresh', async () => {
    const limit = newLimit(3, 60_000);
    const [a, b] = replicas;
    expect((await a.hit(limit, 'k')).admitted).toBe(true);
    expect((await b.hit(limit, 'k')).admitted).toBe(true);
    clock.advance(30_000);
    expect((await a.hit(limit, 'k')).admitted).toBe(true);
    clock.advance(29_999);
    expect(await b.hit(limit, 'k')).toEqual({ admitted: false, hits: 3, resetMs: 1 });
    clock.advance(1);
    // The two first hits have left; the one 30 s ago has not (a fixed window starting with the first hit would admit 3).
    expect((await a.hit(limit, 'k')).admitted).toBe(true);
    expect((await b.hit(limit, 'k')).admitted).toBe(true);
    expect(await a.hit(limit, 'k')).toEqual({ admitted: false, hits: 3, resetMs: 30_000 });

    // A burst at the end of a minute and another at the start of the next: the second is refused whole.
    const burst = newLimit(3, 60_000);
    clock.advance(59_000);
    for (let i = 0; i < 3; i++) expect((await replicas[i % 2]!.hit(burst, 'k')).admitted).toBe(true);
    clock.advance(2_000);
    for (let i = 0; i < 3; i++) expect((await replicas[i % 2]!.hit(burst, 'k')).admitted).toBe(false);
  });

  it('never lets a hit leave early: one between bucket bounds stays a whole window', async () => {
    const limit = newLimit(1, 60_000);
    clock.advance(250);
    expect((await replicas[0].hit(limit, 'k')).admitted).toBe(true);
    clock.advance(59_999);
    expect((await replicas[1].hit(limit, 'k')).admitted).toBe(false);
    // Its bucket ends 350 ms after it: it leaves then (at most a hundredth of the window late).
    clock.advance(351);
    expect((await replicas[1].hit(limit, 'k')).admitted).toBe(true);
  });

  it('admits exactly the maximum of many parallel hits on two replicas', async () => {
    const limit = newLimit(20, 60_000);
    const verdicts = await Promise.all(Array.from({ length: 60 }, (_, i) => replicas[i % 2]!.hit(limit, 'burst')));
    expect(verdicts.filter((verdict) => verdict.admitted)).toHaveLength(20);
    expect(Math.max(...verdicts.map((verdict) => verdict.hits))).toBe(20);
  });

  it('takes back and resets hits (the express-rate-limit store)', async () => {
    const limit = newLimit(2, 60_000);
    const [a, b] = [expressRateLimitStore(replicas[0], limit), expressRateLimitStore(replicas[1], limit)];
    expect((await a.increment('k')).totalHits).toBe(1);
    expect((await b.increment('k')).totalHits).toBe(2);
    expect((await a.increment('k')).totalHits).toBe(3);
    await b.decrement('k');
    expect((await a.increment('k')).totalHits).toBe(2);
    await b.resetKey('k');
    expect((await a.increment('k')).totalHits).toBe(1);
  });

  it('deletes the counts whose window has passed, and keeps the others', async () => {
    const short = newLimit(5, 1_000);
    const long = newLimit(5, 60_000);
    await replicas[0].hit(short, 'gone');
    await replicas[1].hit(long, 'kept');
    clock.advance(1_000);
    await replicas[0].sweep();
    const keys = (await sql<{ key: string }>('select key from edge.rate_limits')).map((row) => row.key);
    expect(keys).toContain(`${long.name}:5/60000:kept`);
    expect(keys).not.toContain(`${short.name}:5/1000:gone`);
  });

  it('counts in memory alike without the shared state', async () => {
    const memory = createSharedLimits({ clock });
    const limit = newLimit(2, 1_000);
    expect((await memory.hit(limit, 'k')).admitted).toBe(true);
    expect((await memory.hit(limit, 'k')).admitted).toBe(true);
    expect(await memory.hit(limit, 'k')).toEqual({ admitted: false, hits: 2, resetMs: 1_000 });
    clock.advance(1_000);
    expect((await memory.hit(limit, 'k')).admitted).toBe(true);
  });
});

/** A task that runs until `finish` is called, counting how many run at once. */
const gate = () => {
  let running = 0;
  let most = 0;
  const waiting: Array<() => void> = [];
  return {
    task: () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        waiting.push(() => {
          running -= 1;
          resolve('done');
        });
      }),
    started: () => waiting.length,
    running: () => running,
    most: () => most,
    finishOne: () => waiting.shift()!(),
  };
};

describe('turns (the fair share)', () => {
  let limitSeq2 = 0;
  const newTurns = (inFlight: number, waiting: number): ConcurrencyLimit => ({ name: `turns-${++limitSeq2}`, inFlight, waiting });

  it('runs at most inFlight of a key at once across replicas, lets `waiting` more wait, refuses the rest, and serves the waiting', async () => {
    const limit = newTurns(3, 5);
    const work = gate();
    const calls = Array.from({ length: 20 }, (_, i) => replicas[i % 2]!.runInTurn(limit, 'caller', work.task));
    const outcomes = calls.map((call) => call.then((value) => (value === undefined ? 'refused' : 'ran')));
    await until(() => work.started() === 3, 'three calls running');
    // The 12 past the waiting ones are refused at once, while the first three still run.
    const settled: string[] = [];
    for (const outcome of outcomes) void outcome.then((value) => settled.push(value));
    await until(() => settled.length === 12, 'the refusals');
    expect(settled).toEqual(Array(12).fill('refused'));
    expect(work.running()).toBe(3);
    // Another caller is not held back.
    expect(await replicas[1].runInTurn(limit, 'another caller', async () => 'served')).toBe('served');
    // Each finished call lets one waiting call run, on whichever replica it waits.
    for (let finished = 1; finished <= 8; finished++) {
      work.finishOne();
      await until(() => work.running() === Math.min(3, 8 - finished), `the calls running once ${finished} finished`);
    }
    await until(() => settled.length === 20, 'every call');
    expect(settled.filter((value) => value === 'ran')).toHaveLength(8);
    expect(work.most()).toBe(3);
    await until(
      async () => (await sql('select * from edge.call_slots where key like $1', [`${limit.name}:%`])).length === 0,
      'every turn ended',
    );
  });

  /** Limits over an edge state of their own whose statements are kept in `statements`. */
  const countedLimits = async () => {
    const edge = await openEdgeState(database.url, { poolSize: 2 });
    opened.push(edge);
    const statements: string[] = [];
    const counted = {
      ...edge,
      query: <Row extends object>(text: string, params?: unknown[]) => (statements.push(text), edge.query<Row>(text, params)),
    };
    return { limits: createSharedLimits({ edge: counted, clock }), statements };
  };
  const slotsOf = async (limit: ConcurrencyLimit) =>
    (await sql<{ slot: number }>('select slot from edge.call_slots where key like $1 order by slot', [`${limit.name}:%`])).map(
      (row) => row.slot,
    );
  const taken = (statements: string[]) => statements.filter((text) => text.includes('insert into edge.call_slots')).length;
  const givenBack = (statements: string[]) => statements.filter((text) => text.includes('with ended as')).length;

  it('passes an ended turn to a waiter of the same replica with no statement, and gives slots back once they linger unused', async () => {
    const limit = newTurns(1, 2);
    const { limits, statements } = await countedLimits();
    const work = gate();
    const first = limits.runInTurn(limit, 'caller', work.task);
    await until(() => work.started() === 1, 'the first call running');
    const second = limits.runInTurn(limit, 'caller', work.task);
    await until(async () => (await slotsOf(limit)).length === 2, 'the second call waiting');
    statements.length = 0;
    work.finishOne();
    await until(() => work.started() === 1, 'the second call running');
    expect(await first).toBe('done');
    // Handed over in memory: the replica holds both slots under its own id. Only the waiting slot, unused, is given back.
    expect(taken(statements)).toBe(0);
    await until(async () => (await slotsOf(limit)).length === 1, 'the waiting slot given back');
    expect(await slotsOf(limit)).toEqual([0]);
    expect(givenBack(statements)).toBe(1);
    work.finishOne();
    expect(await second).toBe('done');
    await until(async () => (await slotsOf(limit)).length === 0, 'the running slot given back');
    expect(taken(statements)).toBe(0);
    expect(givenBack(statements)).toBe(2);
  });

  it("runs a caller's steady stream of calls on one replica in the slot it keeps, not a statement a call", async () => {
    const limit = newTurns(2, 4);
    const { limits, statements } = await countedLimits();
    for (let call = 0; call < 20; call++) expect(await limits.runInTurn(limit, 'caller', async () => call)).toBe(call);
    // One slot taken for the first call; each next call starts within the linger of the one before (a stalled machine may
    // let a linger end between two calls, and the next call takes a slot again).
    expect(taken(statements)).toBeLessThan(10);
    await until(async () => (await slotsOf(limit)).length === 0, 'the slot given back after the last call');
    // Another replica takes the freed slots.
    const work = gate();
    const others = [replicas[0].runInTurn(limit, 'caller', work.task), replicas[1].runInTurn(limit, 'caller', work.task)];
    await until(() => work.started() === 2, 'both calls on the other replicas running');
    work.finishOne();
    work.finishOne();
    expect(await Promise.all(others)).toEqual(['done', 'done']);
  });

  it('serves a waiter on another replica once a slot kept unused here lingers out', async () => {
    const limit = newTurns(1, 1);
    const [here, there] = replicas;
    expect(await here.runInTurn(limit, 'caller', async () => 'ran here')).toBe('ran here');
    // The slot lingers here; the other replica's call waits for it, and runs once it is given back.
    expect(await there.runInTurn(limit, 'caller', async () => 'ran there')).toBe('ran there');
    await until(async () => (await slotsOf(limit)).length === 0, 'every slot given back');
  });

  it('frees the turns of a replica killed mid-call when their lease runs out', async () => {
    const limit = newTurns(1, 0);
    const killedEdge = await openEdgeState(database.url, { poolSize: 1 });
    const killed = createSharedLimits({ edge: killedEdge, clock });
    const work = gate();
    const stuck = killed.runInTurn(limit, 'caller', work.task);
    await until(() => work.started() === 1, 'the call on the replica to kill');
    await killedEdge.close();
    expect(await replicas[0].runInTurn(limit, 'caller', async () => 'ran')).toBeUndefined();
    clock.advance(30_000);
    expect(await replicas[0].runInTurn(limit, 'caller', async () => 'ran')).toBe('ran');
    work.finishOne();
    // Its end is not recorded (its replica is gone), and its outcome stands.
    expect(await stuck).toBe('done');
  });
});
