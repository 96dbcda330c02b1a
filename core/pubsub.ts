import { randomUUID } from 'node:crypto';
import { EventEmitter, on } from 'node:events';
import pg from 'pg';
import type { Logger } from './logger.js';

/**
 * Fan-out of live notifications (subscriptions). Publish after the change has committed; the
 * outbox row, not this bus, is the durable record. Embedded mode delivers in-process (PGlite
 * does not carry NOTIFY across socket connections); server mode uses LISTEN/NOTIFY so every
 * replica hears every event. Redis or NATS would be another implementation of this interface.
 */
export interface PubSub {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Several messages, in order, in one round trip. */
  publishMany(messages: PubSubMessage[]): Promise<void>;
  /** Async stream of payloads on `channel` until the signal aborts. */
  iterate<T>(channel: string, signal?: AbortSignal): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

export interface PubSubMessage {
  channel: string;
  payload: unknown;
}

class LocalPubSub implements PubSub {
  protected readonly emitter = new EventEmitter({ captureRejections: false });

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(channel: string, payload: unknown): Promise<void> {
    return this.publishMany([{ channel, payload }]);
  }

  async publishMany(messages: PubSubMessage[]): Promise<void> {
    for (const { channel, payload } of messages) this.emitter.emit(channel, payload);
  }

  async *iterate<T>(channel: string, signal?: AbortSignal): AsyncIterableIterator<T> {
    try {
      for await (const [payload] of on(this.emitter, channel, { signal })) yield payload as T;
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** NOTIFY channel that carries every logical channel; payload `{c, p}`. */
const PG_CHANNEL = 'svc_pubsub';

class PostgresPubSub extends LocalPubSub {
  /** Marks this process's notifications, so it delivers its own messages once, at once, not again from NOTIFY. */
  private readonly origin = randomUUID();

  private constructor(
    private readonly listener: pg.Client,
    private readonly publisher: pg.Pool,
  ) {
    super();
  }

  static async connect(url: string, logger?: Logger): Promise<PostgresPubSub> {
    const listener = new pg.Client({ connectionString: url });
    const publisher = new pg.Pool({ connectionString: url, max: 2 });
    // A dropped connection (server restart, database dropped) must be logged, not crash the process:
    // an EventEmitter 'error' without a listener throws.
    listener.on('error', (error) => logger?.error({ err: error }, 'pub/sub listener connection failed'));
    publisher.on('error', (error) => logger?.warn({ err: error }, 'idle pub/sub connection failed'));
    await listener.connect();
    const bus = new PostgresPubSub(listener, publisher);
    listener.on('notification', (message) => {
      if (message.channel !== PG_CHANNEL || !message.payload) return;
      try {
        const { c, p, o } = JSON.parse(message.payload) as { c: string; p: unknown; o: string };
        if (o !== bus.origin) bus.emitter.emit(c, p);
      } catch (error) {
        logger?.warn({ err: error }, 'dropped malformed pub/sub notification');
      }
    });
    await listener.query(`LISTEN ${PG_CHANNEL}`);
    return bus;
  }

  /**
   * Delivers to this process's subscribers synchronously (so, for example, a revoked key is refused by
   * the very next request here), then to every other process through NOTIFY.
   */
  override async publishMany(messages: PubSubMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await super.publishMany(messages);
    await this.publisher.query('select pg_notify($1, p) from unnest($2::text[]) with ordinality as m(p, n) order by n', [
      PG_CHANNEL,
      // `n` keeps equal messages apart: PostgreSQL folds identical notifications of one transaction into one.
      messages.map(({ channel, payload }, n) => JSON.stringify({ c: channel, p: payload, o: this.origin, n })),
    ]);
  }

  override async close(): Promise<void> {
    await super.close();
    await this.listener.end();
    await this.publisher.end();
  }
}

export async function createPubSub(options: { url: string; embedded: boolean; logger?: Logger }): Promise<PubSub> {
  return options.embedded ? new LocalPubSub() : PostgresPubSub.connect(options.url, options.logger);
}

/**
 * Async iterator over a pub/sub channel that maps each payload and drops nulls. It listens from
 * creation on (not from the first pull), and `return()` stops listening at once, even while it
 * waits for the next event.
 */
export function mappedChannel<S, T>(pubsub: PubSub, channel: string, map: (event: S) => Promise<T | null>): AsyncIterableIterator<T> {
  const abort = new AbortController();
  const source = pubsub.iterate<S>(channel, abort.signal);
  let pending: Promise<IteratorResult<S>> | null = source.next();
  pending.catch(() => undefined);
  let finished = false;
  const stop = (): void => {
    finished = true;
    abort.abort();
  };
  return {
    async next(): Promise<IteratorResult<T>> {
      while (!finished) {
        const result = await (pending ?? source.next());
        pending = null;
        if (result.done) break;
        const mapped = await map(result.value);
        if (mapped !== null && !finished) return { done: false, value: mapped };
      }
      stop();
      return { done: true, value: undefined };
    },
    async return(): Promise<IteratorResult<T>> {
      stop();
      return { done: true, value: undefined };
    },
    async throw(error: unknown): Promise<IteratorResult<T>> {
      stop();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
