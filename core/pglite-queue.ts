import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  handlerId: number;
  /** A protocol message to run, or `release`: give the session back for a connection that went away. */
  message: Uint8Array | 'release';
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}

/** Frontend messages of the extended query protocol before its closing Sync: Parse, Bind, Describe, Execute, Close, Flush. */
const EXTENDED_BATCH_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((type) => type.charCodeAt(0)));
/** A bare Sync: ends whatever extended batch a vanished connection left open in the shared session. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * The query queue of the embedded database's socket server, in place of pglite-socket 0.2.17's
 * own (electric-sql/pglite#1046, fix proposed in electric-sql/pglite#977). Every connection runs
 * on the one PGlite session, so the session must belong to one connection from its first message
 * until it is idle again. pglite-socket only kept a connection's turn inside a transaction: the
 * Parse/Bind/Execute/Sync messages of two connections interleaved outside one (the other
 * connection's Parse replaced the unnamed statement: "unnamed prepared statement does not exist",
 * or rows of the wrong query), and an error thrown while running a message stopped the queue for good.
 *
 * Here a connection keeps the session while it is inside a transaction or an extended-protocol
 * batch (until its Sync), an error fails only the message that raised it, and a connection that
 * goes away mid-batch or mid-transaction gives the session back synced and rolled back.
 * It implements the interface pglite-socket's connection handlers call.
 */
export class SessionQueryQueue {
  private queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection the session belongs to until it is idle again; null when it is free. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((queued) => {
      if (queued.handlerId !== handlerId) return true;
      queued.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** Called when a connection closes: if it held the session, the session is synced, rolled back and freed, in its turn. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    await new Promise<number>((resolve, reject) => {
      this.queue.unshift({ handlerId, message: 'release', onData: () => undefined, resolve, reject });
      void this.process();
    });
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const index = this.owner === null ? 0 : this.queue.findIndex((queued) => queued.handlerId === this.owner);
        // The owner's next message has not arrived yet; its enqueue resumes the queue.
        if (index === -1) break;
        const [next] = this.queue.splice(index, 1);
        await this.run(next!);
      }
    } finally {
      this.processing = false;
    }
  }

  private async run(queued: QueuedMessage): Promise<void> {
    const { message } = queued;
    if (message === 'release') {
      try {
        await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC, { onRawData: () => undefined }));
        if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
        queued.resolve(0);
      } catch (error) {
        queued.reject(error);
      } finally {
        this.owner = null;
      }
      return;
    }
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (data) => {
            bytes += data.length;
            queued.onData(data);
          },
        }),
      );
      queued.resolve(bytes);
    } catch (error) {
      queued.reject(error);
    } finally {
      const midBatch = EXTENDED_BATCH_MESSAGES.has(message[0]!);
      this.owner = midBatch || this.db.isInTransaction() ? queued.handlerId : null;
    }
  }
}
