import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { openDatabase, withClient, type Database } from '../../../core/database.js';
import { AppError } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { createSubgraphOrm } from '../../../core/orm.js';
import { createPubSub, type PubSub } from '../../../core/pubsub.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { MAIL_SCHEMA, mailEntities, mailMigrations } from '../mail.subgraph.js';
import { transactWithMailEvents } from '../outbox/mail-outbox.js';
import { consumeQuota, quotaUsage, type QuotaLimits } from './quota.js';

let testDb: TestDatabase;
let database: Database;
let orm: MikroORM;
let pubsub: PubSub;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  orm = await createSubgraphOrm({
    url: database.url,
    schema: MAIL_SCHEMA,
    entities: mailEntities,
    migrations: mailMigrations,
    poolSize: 8,
  });
  pubsub = await createPubSub({ url: database.url, embedded: true });
});
afterAll(async () => {
  await pubsub?.close();
  await orm?.close();
  await database?.close();
  await testDb?.drop();
});

async function newAccount(): Promise<string> {
  const id = newId();
  await withClient(database.url, (client) =>
    client.query(`insert into mail.accounts (id, owner_user_id, name, created_at) values ($1, $2, 'q', now())`, [id, newId()]),
  );
  return id;
}

const consume = (accountId: string, limits: QuotaLimits, count = 1, now = new Date()) =>
  transactWithMailEvents(orm.em.fork() as EntityManager, pubsub, (tx, events) => consumeQuota(tx, events, accountId, count, limits, now));

const quotaEvents = (accountId: string) =>
  withClient(database.url, (client) =>
    client.query<{ type: string }>(`select type from mail.outbox where account_id = $1 and aggregate_type = 'quota' order by seq`, [
      accountId,
    ]),
  ).then((result) => result.rows.map((row) => row.type));

it('counts concurrent sends exactly, fires each threshold once and refuses past the cap', async () => {
  const accountId = await newAccount();
  const limits = { base: 100, overageCap: 20 };
  const results = await Promise.allSettled(Array.from({ length: 130 }, () => consume(accountId, limits)));
  const refused = results.filter((result) => result.status === 'rejected');
  expect(results.length - refused.length).toBe(120);
  for (const failure of refused) expect((failure as PromiseRejectedResult).reason).toMatchObject({ code: 'QUOTA_EXCEEDED' });
  expect((await quotaUsage(orm.em.fork() as EntityManager, accountId, limits, new Date())).used).toBe(120);
  expect(await quotaEvents(accountId)).toEqual(['quota.soft-warn-80', 'quota.soft-warn-95', 'quota.exhausted-base', 'quota.exhausted-cap']);
});

it('refuses a batch that would cross the cap without counting any of it', async () => {
  const accountId = await newAccount();
  const limits = { base: 10, overageCap: 0 };
  await consume(accountId, limits, 8);
  await expect(consume(accountId, limits, 3)).rejects.toBeInstanceOf(AppError);
  expect((await quotaUsage(orm.em.fork() as EntityManager, accountId, limits, new Date())).used).toBe(8);
  await consume(accountId, limits, 2);
  // Without an overage cap there is no overage to exhaust.
  expect(await quotaEvents(accountId)).toEqual(['quota.soft-warn-80', 'quota.soft-warn-95', 'quota.exhausted-base']);
});

it('undoes the count when the accepting transaction rolls back, and starts again each month', async () => {
  const accountId = await newAccount();
  const limits = { base: 10, overageCap: 0 };
  await expect(
    transactWithMailEvents(orm.em.fork() as EntityManager, pubsub, async (tx, events) => {
      await consumeQuota(tx, events, accountId, 9, limits, new Date());
      throw new Error('send rejected later in the same transaction');
    }),
  ).rejects.toThrow('send rejected');
  expect((await quotaUsage(orm.em.fork() as EntityManager, accountId, limits, new Date())).used).toBe(0);
  expect(await quotaEvents(accountId)).toEqual([]);

  await consume(accountId, limits, 10, new Date('2026-10-15T12:00:00Z'));
  const november = await consume(accountId, limits, 1, new Date('2026-11-01T00:00:00Z'));
  expect(november).toMatchObject({ period: '2026-11', used: 1, resetsAt: new Date('2026-12-01T00:00:00Z') });
});
