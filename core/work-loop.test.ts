import { createLogger } from './logger.js';
import { createPubSub, type PubSub } from './pubsub.js';
import { startWorkLoop, type WorkLoop } from './work-loop.js';

/** A queue in memory whose items each take one pass of a lane; `gate` holds a pass until released. */
class Queue {
  items = 0;
  handled = 0;
  gate: Promise<void> | null = null;

  /** Claims an item if one is due, then works on it (held by `gate`), like a claim-then-process queue. */
  async runOnce(): Promise<number> {
    const claimed = Math.min(this.items, 1);
    this.items -= claimed;
    await this.gate;
    this.handled += claimed;
    return claimed;
  }
}

let pubsub: PubSub;
let loop: WorkLoop | null = null;
beforeEach(async () => {
  pubsub = await createPubSub({ url: '', embedded: true });
});
afterEach(async () => {
  await loop?.stop();
  await pubsub.close();
});

const start = (queue: Queue, lanes = 2): WorkLoop =>
  (loop = startWorkLoop({
    name: 'test',
    pubsub,
    wakeChannel: 'wake',
    // Longer than any test: only wake-ups and drains make the lanes pass.
    pollMs: 600_000,
    lanes,
    logger: createLogger('silent'),
    runOnce: () => queue.runOnce(),
  }));

it('drain resolves once everything due when it was called has been handled, and says how much', async () => {
  const queue = new Queue();
  const worker = start(queue);
  expect(await worker.drain()).toBe(0);
  queue.items = 5;
  expect(await worker.drain()).toBe(5);
  expect(queue).toMatchObject({ items: 0, handled: 5 });
});

/** A one-lane loop whose lane is held inside a pass that found nothing, until `release`. */
async function heldInEmptyPass(queue: Queue): Promise<{ worker: WorkLoop; release(): void }> {
  const worker = start(queue, 1);
  await worker.drain();
  let release!: () => void;
  queue.gate = new Promise((resolve) => (release = resolve));
  worker.wake();
  await new Promise((resolve) => setImmediate(resolve));
  return { worker, release };
}

it('drain waits for a pass that began before it to be followed by an empty pass that began after it', async () => {
  const queue = new Queue();
  const { worker, release } = await heldInEmptyPass(queue);
  queue.items = 3;
  let drained = false;
  const draining = worker.drain().then((handled) => ((drained = true), handled));
  await new Promise((resolve) => setImmediate(resolve));
  expect(drained).toBe(false);
  release();
  queue.gate = null;
  expect(await draining).toBe(3);
  expect(queue.items).toBe(0);
});

it('stop settles a drain still waiting', async () => {
  const { worker, release } = await heldInEmptyPass(new Queue());
  const draining = worker.drain();
  loop = null;
  const stopping = worker.stop();
  await expect(draining).resolves.toBe(0);
  release();
  await stopping;
});
