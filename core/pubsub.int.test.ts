import { createTestDatabase, type TestDatabase } from '../test/support/database.js';
import { until } from '../test/support/wait.js';
import { openDatabase, type Database } from './database.js';
import { createPubSub, type PubSub } from './pubsub.js';

let testDb: TestDatabase;
let database: Database;
let buses: PubSub[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
});
afterAll(async () => {
  for (const bus of buses) await bus.close();
  await database?.close();
  await testDb?.drop();
});

const collect = (bus: PubSub, channel: string) => {
  const received: unknown[] = [];
  const stop = new AbortController();
  void (async () => {
    for await (const payload of bus.iterate(channel, stop.signal)) received.push(payload);
  })();
  return { received, stop: () => stop.abort() };
};

/**
 * Notifications reach a listening connection in the order their transactions committed, so once a
 * marker published after `subscriber`'s messages has arrived, a duplicate of any of them would have too.
 */
const SENTINEL = { sentinel: true };
const settled = async (publisher: PubSub, channel: string, subscriber: { received: unknown[] }): Promise<unknown[]> => {
  await publisher.publish(channel, SENTINEL);
  await until(
    () => subscriber.received.some((payload) => JSON.stringify(payload) === JSON.stringify(SENTINEL)),
    `the marker on ${channel}`,
  );
  return subscriber.received.filter((payload) => JSON.stringify(payload) !== JSON.stringify(SENTINEL));
};

it('delivers to subscribers of the publishing process once, before publish resolves', async () => {
  const bus = await createPubSub({ url: database.url, embedded: database.embedded });
  // The marker comes from another process, so it reaches this one only through its LISTEN connection, after the echo.
  const other = database.embedded ? bus : await createPubSub({ url: database.url, embedded: false });
  buses = [...buses, bus, ...(other === bus ? [] : [other])];
  const local = collect(bus, 'test.local');
  await new Promise((resolve) => setImmediate(resolve));
  await bus.publish('test.local', { n: 1 });
  // Only the subscriber's own async iteration stands between publish and delivery: no I/O round trip.
  await new Promise((resolve) => setImmediate(resolve));
  expect(local.received).toEqual([{ n: 1 }]);
  // Its own NOTIFY echo (server mode) is not delivered a second time.
  expect(await settled(other, 'test.local', local)).toEqual([{ n: 1 }]);
  local.stop();
});

it('reaches the other processes once (LISTEN/NOTIFY on a PostgreSQL server)', async () => {
  const publisher = await createPubSub({ url: database.url, embedded: database.embedded });
  // On the embedded database every subscriber lives in one process, with one bus.
  const other = database.embedded ? publisher : await createPubSub({ url: database.url, embedded: false });
  buses = [...buses, publisher, ...(other === publisher ? [] : [other])];
  const remote = collect(other, 'test.remote');
  await new Promise((resolve) => setImmediate(resolve));
  await publisher.publish('test.remote', { n: 2 });
  expect(await settled(publisher, 'test.remote', remote)).toEqual([{ n: 2 }]);
  remote.stop();
});

it('publishMany delivers every message, in order, to this and the other processes', async () => {
  const publisher = await createPubSub({ url: database.url, embedded: database.embedded });
  const other = database.embedded ? publisher : await createPubSub({ url: database.url, embedded: false });
  buses = [...buses, publisher, ...(other === publisher ? [] : [other])];
  const local = collect(publisher, 'test.many.a');
  const remoteA = collect(other, 'test.many.a');
  const remoteB = collect(other, 'test.many.b');
  await new Promise((resolve) => setImmediate(resolve));
  // Identical payloads too: PostgreSQL folds equal notifications of one transaction, the bus must not lose them.
  await publisher.publishMany([
    { channel: 'test.many.a', payload: { n: 1 } },
    { channel: 'test.many.b', payload: { n: 2 } },
    { channel: 'test.many.a', payload: { n: 3 } },
    { channel: 'test.many.a', payload: { n: 3 } },
  ]);
  await publisher.publishMany([]);
  expect(await settled(publisher, 'test.many.a', remoteA)).toEqual([{ n: 1 }, { n: 3 }, { n: 3 }]);
  expect(await settled(publisher, 'test.many.b', remoteB)).toEqual([{ n: 2 }]);
  expect(local.received.filter((payload) => !('sentinel' in (payload as object)))).toEqual([{ n: 1 }, { n: 3 }, { n: 3 }]);
  for (const subscriber of [local, remoteA, remoteB]) subscriber.stop();
});
