import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import pLimit, { type LimitFunction } from 'p-limit';
import { epochMs, type Clock } from './clock.js';
import type { EdgeState } from './edge.js';
import type { PubSub } from './pubsub.js';

/**
 * Limits a user can observe, counted once however many replicas serve them (issue 36): sliding-window rate limits (REST
 * shims, OAuth endpoints, the MCP `svc_api_call` limit) and concurrency limits (the MCP callers' fair share). With the
 * shared edge state they live in PostgreSQL (`edge.rate_limits`, `edge.call_slots`); without it (a lone MCP process,
 * unit tests) in this process's memory, which is right for one replica only.
 */
export interface SharedLimits {
  /**
   * Counts a hit of `key` against `limit` if the window has room for it. A refused hit is not counted, so a client
   * that keeps knocking is let in as soon as its oldest counted hit leaves the window.
   */
  hit(limit: RateLimit, key: string): Promise<RateVerdict>;
  /** Takes back the latest hit of `key` (a request that should not have counted). */
  unhit(limit: RateLimit, key: string): Promise<void>;
  /** Forgets every hit of `key`. */
  reset(limit: RateLimit, key: string): Promise<void>;
  /**
   * Runs `task` in `key`'s turn: at most `limit.inFlight` tasks of one key run at once, up to `limit.waiting` more wait
   * for a turn; undefined, without running `task`, when that many wait already.
   */
  runInTurn<T>(limit: ConcurrencyLimit, key: string, task: () => Promise<T>): Promise<T | undefined>;
  /** Deletes the counts whose window has passed and the turns whose lease has run out (done on its own every minute). */
  sweep(): Promise<void>;
}

/** At most `max` (1 or more) hits per key in any `windowMs` (a sliding window: no boundary where a burst starts afresh). */
export interface RateLimit {
  /** Names the limit: keys of different limits are counted apart. */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateVerdict {
  admitted: boolean;
  /** Hits counted in the window, this one included when admitted. */
  hits: number;
  /** Milliseconds until the oldest counted hit leaves the window, and one more hit is admitted. */
  resetMs: number;
}

/** At most `inFlight` tasks per key running across replicas, `waiting` more waiting; more are refused. */
export interface ConcurrencyLimit {
  name: string;
  inFlight: number;
  waiting: number;
}

export interface SharedLimitsOptions {
  /** The replicas' shared state; without it (or on the embedded database), limits are counted in this process's memory. */
  edge?: EdgeState;
  clock: Clock;
  /** Wakes the tasks waiting for a turn on every replica when one ends; without it they look again every WAIT_RETRY_MS. */
  pubsub?: PubSub;
}

/** The limits counted in the shared edge state when other processes share it, else in this process's memory. */
export function createSharedLimits(options: SharedLimitsOptions): SharedLimits {
  return options.edge?.shared ? new EdgeLimits(options.edge, options.clock, options.pubsub) : new MemoryLimits(options.clock);
}

/**
 * A window is counted in buckets of a hundredth of it: a hit counts in the bucket that ends at or after it, so it leaves
 * the window at most 1% late, never early (the limit is never exceeded in any window), and a key's row holds at most
 * about a hundred buckets whatever its limit (a precise log of 3,000 hits would be rewritten on every hit).
 */
const BUCKETS_PER_WINDOW = 100;
const bucketMs = (windowMs: number) => Math.max(1, Math.floor(windowMs / BUCKETS_PER_WINDOW));
const bucketEnd = (now: number, windowMs: number) => Math.ceil(now / bucketMs(windowMs)) * bucketMs(windowMs);

/**
 * When the oldest bucket leaves the window, told as at most a window (what a client expects to wait at most): a hit
 * counted in it leaves up to a bucket (1%) after the window's length.
 */
const resetMs = (oldestBucketEnd: number, windowMs: number, now: number) =>
  Math.min(windowMs, Math.max(0, oldestBucketEnd + windowMs - now));

/**
 * A limit's counts are its own, per setting too: a limit restarted with another maximum or window counts afresh (hits
 * counted against another setting are no measure of this one), as an in-process limit did on restart.
 */
const rateKey = (limit: RateLimit, key: string) => `${limit.name}:${limit.max}/${limit.windowMs}:${key}`;
const turnKey = (limit: ConcurrencyLimit, key: string) => `${limit.name}:${key}`;

/** How often each process deletes expired counts and turns. */
const SWEEP_INTERVAL_MS = 60_000;
/** A turn's lease: a replica killed mid-call holds its slot this long at most. Renewed while the replica holds it. */
const TURN_LEASE_MS = 30_000;
const TURN_RENEWAL_MS = TURN_LEASE_MS / 3;
/**
 * How often a waiting task looks for a turn besides being woken: a turn freed by a killed replica's lapsed lease
 * wakes no one, nor one ended without pub/sub or in the instant between a waiter's check and its slot's commit.
 */
const WAIT_RETRY_MS = 1_000;
/**
 * How long a replica keeps a slot it took and no longer uses before giving it back: the next call of the same key there
 * takes it without a statement, so a caller's steady stream of calls to one replica costs no statement per call. Another
 * replica's waiter for the key gets it this much later at most.
 */
const SLOT_LINGER_MS = 50;
/** The pub/sub channel where an ended turn is announced (payload: its key) when others wait for one. */
const TURN_FREED_CHANNEL = 'shared-limits:turn-freed';

/**
 * Counts a hit in one statement, atomic under concurrency (the key's row is locked by the upsert): the buckets still in
 * the window are kept, and the hit is added to the current bucket if they hold fewer than the maximum.
 * $1 key, $2 now, $3 the current bucket's end, $4 max, $5 window (ms).
 */
const HIT_SQL = `
insert into edge.rate_limits as r (key, bucket_ends, bucket_hits, admitted, expires_at)
values ($1, array[$3::bigint], array[1], true, $3::bigint + $5::bigint)
on conflict (key) do update set (bucket_ends, bucket_hits, admitted, expires_at) = (
  select
    case when not admit or last_end = $3::bigint then ends else ends || $3::bigint end,
    case when not admit then hits when last_end = $3::bigint then hits[:n - 1] || (hits[n] + 1) else hits || 1 end,
    admit,
    case when admit then greatest(r.expires_at, $3::bigint + $5::bigint) else r.expires_at end
  from (
    select ends, hits, cardinality(ends) as n, ends[cardinality(ends)] as last_end,
      coalesce((select sum(h) from unnest(hits) as h), 0) < $4::int as admit
    from (
      select coalesce(array_agg(e order by e), '{}') as ends, coalesce(array_agg(h order by e), '{}') as hits
      from unnest(r.bucket_ends, r.bucket_hits) as b(e, h)
      where e + $5::bigint > $2::bigint
    ) as live
  ) as counted
)
returning admitted, (select coalesce(sum(h), 0)::int from unnest(bucket_hits) as h) as hits,
  (select min(e) from unnest(bucket_ends) as e) as oldest`;

/** Takes back the newest bucket's latest hit. $1 key. */
const UNHIT_SQL = `
update edge.rate_limits
set bucket_ends = case when bucket_hits[cardinality(bucket_hits)] > 1 then bucket_ends else bucket_ends[:cardinality(bucket_ends) - 1] end,
  bucket_hits = case when bucket_hits[cardinality(bucket_hits)] > 1
    then bucket_hits[:cardinality(bucket_hits) - 1] || (bucket_hits[cardinality(bucket_hits)] - 1)
    else bucket_hits[:cardinality(bucket_hits) - 1] end
where key = $1 and cardinality(bucket_hits) > 0`;

/**
 * Takes a free slot of a key in one statement: below $5, a running slot (below $4) rather than a waiting one, chosen at
 * random among the free ones so that concurrent takers seldom pick the same; a slot whose lease ran out is free. Taking
 * a running slot with $7 (the waiting slot held) gives that one up. Answers the slot taken (null: none), and whether
 * one was free (a slot free but not taken was taken by a concurrent taker first: look again).
 * $1 key, $2 holder, $3 now, $4 running slots, $5 slots to take from, $6 lease end, $7 waiting slot held or null.
 */
const TAKE_TURN_SQL = `
with live as (
  select slot from edge.call_slots where key = $1 and lease_until > $3::bigint
), pick as (
  select s as slot from generate_series(0, $5::int - 1) as s
  where s not in (select slot from live)
  order by s >= $4::int, random()
  limit 1
), taken as (
  insert into edge.call_slots as c (key, slot, holder, lease_until)
  select $1, slot, $2::uuid, $6::bigint from pick
  on conflict (key, slot) do update set holder = excluded.holder, lease_until = excluded.lease_until
    where c.lease_until <= $3::bigint
  returning slot
), given_up as (
  delete from edge.call_slots where key = $1 and slot = $7::int and holder = $2::uuid and exists (select from taken)
)
select (select slot from taken) as slot, exists (select from pick) as free`;

/** Gives back a slot this replica held, answering how many wait for one. $1 key, $2 slot, $3 holder, $4 running slots, $5 now. */
const END_TURN_SQL = `
with ended as (delete from edge.call_slots where key = $1 and slot = $2 and holder = $3::uuid)
select count(*)::int as waiting from edge.call_slots where key = $1 and slot >= $4::int and lease_until > $5::bigint`;

/** Extends the leases of the slots a replica holds. $1 lease end, $2 the replica's holder id. */
const RENEW_TURNS_SQL = `update edge.call_slots set lease_until = $1 where holder = $2::uuid`;

/**
 * Deletes expired counts and turns, skipping rows a hit or a turn holds at the moment (never waiting, so it never
 * deadlocks with them), a thousand of each at most. $1 now.
 */
const SWEEP_SQL = `
with counts as (
  delete from edge.rate_limits where key in (
    select key from edge.rate_limits where expires_at <= $1::bigint limit 1000 for update skip locked)
), turns as (
  delete from edge.call_slots where (key, slot) in (
    select key, slot from edge.call_slots where lease_until <= $1::bigint limit 1000 for update skip locked)
)
select 1`;

/** A task waiting on this replica for a running slot, holding the waiting slot `slot`. */
interface Waiter {
  slot: number;
  resolve(slot: number): void;
  reject(error: unknown): void;
}

/** What this replica holds of one key's slots. */
interface KeyTurns {
  limit: ConcurrencyLimit;
  /** Tasks waiting here, in arrival order. */
  waiters: Waiter[];
  /** Tasks running here. */
  running: number;
  /** Tasks between asking for a slot and ending their turn: the key's entry is kept while any is. */
  active: number;
  /** Slots held here that no task uses, each with the timer that gives it back (SLOT_LINGER_MS). */
  idle: Map<number, NodeJS.Timeout>;
  looking: boolean;
  /** Woken while looking: look once more. */
  again: boolean;
}

/**
 * Limits counted in PostgreSQL: one statement a hit. A replica holds the slots of its turns under its own holder id:
 * one that ends passes its slot to the replica's first waiter for the key, or keeps it for SLOT_LINGER_MS for the
 * key's next call there, with no statement; a slot is taken (one statement) when the replica holds none free, and given
 * back (one statement) when its linger ends unused.
 */
class EdgeLimits implements SharedLimits {
  private lastSweep = 0;
  /** The holder id of every slot this replica holds. */
  private readonly holder = randomUUID();
  private readonly turns = new Map<string, KeyTurns>();
  private renewal: NodeJS.Timeout | undefined;
  /** Set while this replica holds slots: hears ended turns on pub/sub. */
  private listening: AbortController | undefined;

  constructor(
    private readonly edge: EdgeState,
    private readonly clock: Clock,
    private readonly pubsub: PubSub | undefined,
  ) {}

  async hit(limit: RateLimit, key: string): Promise<RateVerdict> {
    const now = this.now();
    const [row] = await this.edge.query<{ admitted: boolean; hits: number; oldest: string | null }>(HIT_SQL, [
      rateKey(limit, key),
      now,
      bucketEnd(now, limit.windowMs),
      limit.max,
      limit.windowMs,
    ]);
    const oldest = row!.oldest === null ? now : Number(row!.oldest);
    return { admitted: row!.admitted, hits: row!.hits, resetMs: resetMs(oldest, limit.windowMs, now) };
  }

  async unhit(limit: RateLimit, key: string): Promise<void> {
    await this.edge.query(UNHIT_SQL, [rateKey(limit, key)]);
  }

  async reset(limit: RateLimit, key: string): Promise<void> {
    await this.edge.query('delete from edge.rate_limits where key = $1', [rateKey(limit, key)]);
  }

  async runInTurn<T>(limit: ConcurrencyLimit, key: string, task: () => Promise<T>): Promise<T | undefined> {
    const shared = turnKey(limit, key);
    const turns = this.turnsOf(limit, shared);
    turns.active += 1;
    let slot: number | undefined;
    try {
      slot = this.idleSlot(turns) ?? (await this.takeTurn(limit, shared, null));
    } finally {
      if (slot === undefined) {
        turns.active -= 1;
        this.forgetIfDone(shared, turns);
      }
    }
    if (slot === undefined) return undefined;
    try {
      if (slot >= limit.inFlight) slot = await this.waitForTurn(turns, shared, slot);
      turns.running += 1;
      try {
        return await task();
      } finally {
        turns.running -= 1;
      }
    } finally {
      turns.active -= 1;
      this.endTurn(turns, shared, slot);
    }
  }

  async sweep(): Promise<void> {
    await this.edge.query(SWEEP_SQL, [this.now()]);
  }

  /** The clock's time, sweeping in the background when a sweep is due (its failure waits for the next one). */
  private now(): number {
    const now = epochMs(this.clock);
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) {
      this.lastSweep = now;
      this.sweep().catch(() => undefined);
    }
    return now;
  }

  private turnsOf(limit: ConcurrencyLimit, key: string): KeyTurns {
    let turns = this.turns.get(key);
    if (!turns) {
      this.turns.set(key, (turns = { limit, waiters: [], running: 0, active: 0, idle: new Map(), looking: false, again: false }));
      this.holdSlots();
    }
    return turns;
  }

  /** A slot held here that no task uses, taken from its linger: a running one if any, else a waiting one. */
  private idleSlot(turns: KeyTurns): number | undefined {
    let chosen: number | undefined;
    for (const slot of turns.idle.keys()) {
      if (chosen === undefined || (slot < turns.limit.inFlight && chosen >= turns.limit.inFlight)) chosen = slot;
    }
    if (chosen === undefined) return undefined;
    clearTimeout(turns.idle.get(chosen));
    turns.idle.delete(chosen);
    return chosen;
  }

  /**
   * Ends a turn in slot `slot`, with no statement: a running slot goes to this replica's first waiter for the key (whose
   * waiting slot then lingers), else the slot lingers for the key's next call here.
   */
  private endTurn(turns: KeyTurns, key: string, slot: number): void {
    const waiter = slot < turns.limit.inFlight ? turns.waiters.shift() : undefined;
    if (waiter) {
      this.linger(turns, key, waiter.slot);
      waiter.resolve(slot);
      return;
    }
    this.linger(turns, key, slot);
  }

  private linger(turns: KeyTurns, key: string, slot: number): void {
    const timer = setTimeout(() => {
      turns.idle.delete(slot);
      void this.giveBack(turns, key, slot);
    }, SLOT_LINGER_MS);
    timer.unref();
    turns.idle.set(slot, timer);
  }

  /** Gives back a slot whose linger ended unused, waking the key's waiters (on any replica) when some wait. */
  private async giveBack(turns: KeyTurns, key: string, slot: number): Promise<void> {
    try {
      const [row] = await this.edge.query<{ waiting: number }>(END_TURN_SQL, [key, slot, this.holder, turns.limit.inFlight, this.now()]);
      if (!row!.waiting) return;
      if (this.pubsub) await this.pubsub.publish(TURN_FREED_CHANNEL, key);
      else void this.lookForTurns(key);
    } catch {
      // The slot's lease frees it, and the waiters look again, within TURN_LEASE_MS.
    } finally {
      this.forgetIfDone(key, turns);
    }
  }

  /** Drops the key's entry once nothing of it is held here; stops renewing leases and listening once no key is. */
  private forgetIfDone(key: string, turns: KeyTurns): void {
    if (turns.active > 0 || turns.idle.size > 0 || this.turns.get(key) !== turns) return;
    this.turns.delete(key);
    if (this.turns.size > 0) return;
    clearInterval(this.renewal);
    this.renewal = undefined;
    this.listening?.abort();
    this.listening = undefined;
  }

  /**
   * A free slot of `key` (a running one, else a waiting one; only a running one when `waiting` holds a waiting slot,
   * given up once a running one is taken), or undefined when there is none.
   */
  private async takeTurn(limit: ConcurrencyLimit, key: string, waiting: number | null): Promise<number | undefined> {
    for (;;) {
      const now = this.now();
      const slots = waiting === null ? limit.inFlight + limit.waiting : limit.inFlight;
      const [row] = await this.edge.query<{ slot: number | null; free: boolean }>(TAKE_TURN_SQL, [
        key,
        this.holder,
        now,
        limit.inFlight,
        slots,
        now + TURN_LEASE_MS,
        waiting,
      ]);
      if (row!.slot !== null) return row!.slot;
      if (!row!.free) return undefined;
    }
  }

  /** Waits on this replica for a running slot of `key`, holding the waiting slot `slot`; resolves with the running slot. */
  private waitForTurn(turns: KeyTurns, key: string, slot: number): Promise<number> {
    return new Promise((resolve, reject) => {
      turns.waiters.push({ slot, resolve, reject });
      const started = this.listen();
      // A turn may have ended elsewhere before this replica listened, or with no task running here to pass one on.
      if (started || turns.running === 0) void this.lookForTurns(key);
    });
  }

  /** Gives `key`'s waiters here running slots taken in the database, first come first served, while there are free ones. */
  private async lookForTurns(key: string): Promise<void> {
    const turns = this.turns.get(key);
    if (!turns) return;
    if (turns.looking) {
      turns.again = true;
      return;
    }
    turns.looking = true;
    try {
      do {
        turns.again = false;
        // Off the queue while its slot is taken: a turn ending here meanwhile passes to the next waiter.
        for (let waiter = turns.waiters.shift(); waiter; waiter = turns.waiters.shift()) {
          let slot: number | undefined;
          try {
            slot = await this.takeTurn(turns.limit, key, waiter.slot);
          } catch (error) {
            waiter.reject(error);
            for (const other of turns.waiters.splice(0)) other.reject(error);
            return;
          }
          if (slot === undefined) {
            turns.waiters.unshift(waiter);
            break;
          }
          waiter.resolve(slot);
        }
      } while (turns.again && turns.waiters.length > 0);
    } finally {
      turns.looking = false;
    }
  }

  /** Hears ended turns on pub/sub and looks again every WAIT_RETRY_MS, while this replica holds slots; whether it started now. */
  private listen(): boolean {
    if (this.listening) return false;
    const listening = (this.listening = new AbortController());
    const retry = setInterval(() => {
      for (const [key, turns] of this.turns) if (turns.waiters.length > 0) void this.lookForTurns(key);
    }, WAIT_RETRY_MS);
    retry.unref();
    listening.signal.addEventListener('abort', () => clearInterval(retry));
    if (this.pubsub) {
      const freed = this.pubsub.iterate<string>(TURN_FREED_CHANNEL, listening.signal);
      void (async () => {
        for await (const key of freed) if (this.turns.get(key)?.waiters.length) void this.lookForTurns(key);
      })().catch(() => undefined);
    }
    return true;
  }

  /** Renews the leases of this replica's slots while it holds any. */
  private holdSlots(): void {
    if (this.renewal) return;
    this.renewal = setInterval(() => {
      // A failed renewal is tried again at the next; a lease outlives two.
      this.edge.query(RENEW_TURNS_SQL, [this.now() + TURN_LEASE_MS, this.holder]).catch(() => undefined);
    }, TURN_RENEWAL_MS);
    this.renewal.unref();
  }
}

/** Limits counted in this process's memory: the same windows; turns in a queue per key. */
class MemoryLimits implements SharedLimits {
  /** Per key, its buckets still in the window (their ends, oldest first, and their hits). */
  private readonly windows = new Map<string, { windowMs: number; ends: number[]; hits: number[] }>();
  private readonly turns = new Map<string, LimitFunction>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  async hit(limit: RateLimit, key: string): Promise<RateVerdict> {
    const now = epochMs(this.clock);
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) await this.sweep();
    const counted = rateKey(limit, key);
    const window = this.windows.get(counted) ?? { windowMs: limit.windowMs, ends: [], hits: [] };
    const kept = window.ends.findIndex((end) => end + limit.windowMs > now);
    window.ends.splice(0, kept === -1 ? window.ends.length : kept);
    window.hits.splice(0, window.hits.length - window.ends.length);
    const admitted = sum(window.hits) < limit.max;
    const end = bucketEnd(now, limit.windowMs);
    if (admitted && window.ends.at(-1) === end) window.hits[window.hits.length - 1]! += 1;
    else if (admitted) {
      window.ends.push(end);
      window.hits.push(1);
    }
    this.windows.set(counted, window);
    const oldest = window.ends[0] ?? now;
    return { admitted, hits: sum(window.hits), resetMs: resetMs(oldest, limit.windowMs, now) };
  }

  async unhit(limit: RateLimit, key: string): Promise<void> {
    const window = this.windows.get(rateKey(limit, key));
    if (!window || window.hits.length === 0) return;
    window.hits[window.hits.length - 1]! -= 1;
    if (window.hits.at(-1) === 0) {
      window.ends.pop();
      window.hits.pop();
    }
  }

  async reset(limit: RateLimit, key: string): Promise<void> {
    this.windows.delete(rateKey(limit, key));
  }

  async runInTurn<T>(limit: ConcurrencyLimit, key: string, task: () => Promise<T>): Promise<T | undefined> {
    const counted = turnKey(limit, key);
    let turns = this.turns.get(counted);
    if (!turns) this.turns.set(counted, (turns = pLimit(limit.inFlight)));
    if (turns.pendingCount >= limit.waiting) return undefined;
    try {
      return await turns(task);
    } finally {
      if (turns.activeCount === 0 && turns.pendingCount === 0) this.turns.delete(counted);
    }
  }

  async sweep(): Promise<void> {
    const now = (this.lastSweep = epochMs(this.clock));
    for (const [key, { windowMs, ends }] of this.windows) if (ends.every((end) => end + windowMs <= now)) this.windows.delete(key);
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A @fastify/rate-limit store over the shared limits (its `store` option): each route with a limit of its own (a
 * `config.rateLimit` object) counts apart, as its own store did. A refused hit answers `current` past the maximum.
 */
export function fastifyRateLimitStore(limits: SharedLimits, name: string): FastifyRateLimitStoreCtor {
  return class SharedLimitsStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(_options: unknown, scope = name) {
      this.scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      limits.hit({ name: this.scope, max, windowMs: timeWindow }, key).then(
        (verdict) => callback(null, { current: verdict.admitted ? verdict.hits : max + 1, ttl: verdict.resetMs }),
        (error: Error) => callback(error),
      );
    }

    /** The library hands its merged settings here, the route's options under `routeInfo` (not as its types say). */
    child(settings: unknown): FastifyRateLimitStore {
      const route = (settings as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new SharedLimitsStore(undefined, `${this.scope} ${String(route?.method ?? '')} ${route?.url ?? ''}`);
    }
  };
}

/** express-rate-limit's `Store` (its `store` option), as the MCP SDK's OAuth handlers take it. */
export interface ExpressRateLimitStore {
  prefix: string;
  localKeys: boolean;
  increment(key: string): Promise<{ totalHits: number; resetTime: Date }>;
  decrement(key: string): Promise<void>;
  resetKey(key: string): Promise<void>;
}

/**
 * An express-rate-limit store over the shared limits, counting `limit` (give the limiter the same window and limit).
 * One per limiter: the library refuses a store shared by two. A refused hit answers `totalHits` past the limit.
 */
export function expressRateLimitStore(limits: SharedLimits, limit: RateLimit): ExpressRateLimitStore {
  return {
    prefix: `${limit.name}:`,
    localKeys: false,
    async increment(key) {
      const verdict = await limits.hit(limit, key);
      // The library sets its headers against the system's time.
      return { totalHits: verdict.admitted ? verdict.hits : limit.max + 1, resetTime: new Date(Date.now() + verdict.resetMs) };
    },
    decrement: (key) => limits.unhit(limit, key),
    resetKey: (key) => limits.reset(limit, key),
  };
}
