import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../test/support/database.js';
import { openDatabase, type Database } from './database.js';

// The embedded database's socket server with its session queue (core/pglite-queue.ts), through real pg connections.
let testDb: TestDatabase;
let database: Database;
const clients: pg.Client[] = [];

const connect = async (): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  return client;
};

beforeAll(async () => {
  // A copy of the run's embedded template: opening a new folder runs initdb (16 s of this file's 18 s in a test run).
  testDb = await createTestDatabase({ embedded: true });
  database = await openDatabase({ dataDir: testDb.dataDir });
});
afterAll(async () => {
  for (const client of clients) await client.end().catch(() => undefined);
  await database?.close();
  await testDb?.drop();
});

it('keeps the extended-protocol batches of concurrent connections apart', async () => {
  const [large, small] = await Promise.all([connect(), connect()]);
  // A Bind of 1 MB reaches the server in several reads: between them, the other connection's batches must wait.
  const text = 'x'.repeat(1024 * 1024);
  const [lengths, values] = await Promise.all([
    (async () => {
      const seen: number[] = [];
      for (let round = 0; round < 10; round += 1) {
        seen.push((await large.query<{ n: number }>('select length($1::text) + $2::int as n', [text, round])).rows[0]!.n);
      }
      return seen;
    })(),
    (async () => {
      const seen: string[] = [];
      for (let round = 0; round < 200; round += 1) {
        seen.push((await small.query<{ v: string }>("select $1::text || '!' as v", [String(round)])).rows[0]!.v);
      }
      return seen;
    })(),
  ]);
  expect(lengths).toEqual(Array.from({ length: 10 }, (_, round) => text.length + round));
  expect(values).toEqual(Array.from({ length: 200 }, (_, round) => `${round}!`));
});

it('fails only the statement that errs, and the others go on', async () => {
  const [failing, other] = await Promise.all([connect(), connect()]);
  const outcomes = await Promise.allSettled([
    ...Array.from({ length: 20 }, (_, i) => failing.query('select $1::int / 0', [i])),
    ...Array.from({ length: 20 }, (_, i) => other.query<{ n: number }>('select $1::int as n', [i])),
  ]);
  expect(outcomes.slice(0, 20).every((outcome) => outcome.status === 'rejected')).toBe(true);
  expect(outcomes.slice(20).map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.rows[0]!.n : null))).toEqual(
    Array.from({ length: 20 }, (_, i) => i),
  );
  expect((await failing.query<{ ok: number }>('select $1::int as ok', [1])).rows).toEqual([{ ok: 1 }]);
});

it('rolls back and frees the session when a connection goes away inside a transaction', async () => {
  const [leaving, staying] = await Promise.all([connect(), connect()]);
  await staying.query('create table queue_test_rows (n int)');
  await leaving.query('begin');
  await leaving.query('insert into queue_test_rows values ($1)', [1]);
  // Waits for the session while `leaving` holds it in its transaction.
  const waiting = staying.query<{ count: string }>('select count(*) from queue_test_rows');
  await leaving.end();
  expect((await waiting).rows).toEqual([{ count: '0' }]);
});
