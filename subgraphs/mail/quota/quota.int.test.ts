import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { openDatabase, withClient, type Database } from '../../../core/database.js';
import { AppError } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { createSubgraphOrm } from '../../../core/orm.js';
import { createPubSub, type PubSub } from '../../../core/pubsub.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
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

describe('mailQuota.history over GraphQL', () => {
  const HISTORY = `query($accountId: ID, $months: Int) {
    mailQuota(accountId: $accountId) { period base used history(months: $months) { period used overage } }
  }`;
  type Answer = { mailQuota: { period: string; base: number; used: number; history: { period: string; used: number; overage: number }[] } };
  let app: TestApp;
  let owner: { token: string };
  let accountId: string;

  /** `YYYY-MM-01` of the month `back` months before the app's now. */
  const monthsAgo = (back: number) => {
    const now = app.clock.now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
  };
  const seed = (account: string, period: string, used: number) =>
    withClient(app.app.platform.database.url, (client) =>
      client.query('insert into mail.quota_usage (account_id, period, used) values ($1, $2, $3)', [account, period, used]),
    );

  beforeAll(async () => {
    app = await startTestApp({ env: { MAIL_QUOTA_MONTHLY: '100', MAIL_QUOTA_OVERAGE_CAP: '50' } });
    owner = await app.createUser();
    accountId = (await app.createMailKey(owner.token)).accountId;
    await seed(accountId, monthsAgo(0), 7);
    await seed(accountId, monthsAgo(1), 130);
    await seed(accountId, monthsAgo(3), 40);
    await seed(accountId, monthsAgo(4), 0);
    await seed(accountId, monthsAgo(13), 99);
    // Another account's month is not this one's history.
    await seed((await app.createMailKey(owner.token)).accountId, monthsAgo(2), 5);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers the owner the past months with sends, newest first, with the overage beyond the base', async () => {
    const answer = await app.gql<Answer>(HISTORY, { accountId }, owner.token);
    expect(answer.errors).toBeUndefined();
    const label = (period: string) => period.slice(0, 7);
    expect(answer.data!.mailQuota).toMatchObject({ period: label(monthsAgo(0)), base: 100, used: 7 });
    expect(answer.data!.mailQuota.history).toEqual([
      { period: label(monthsAgo(1)), used: 130, overage: 30 },
      { period: label(monthsAgo(3)), used: 40, overage: 0 },
    ]);
    const longer = await app.gql<Answer>(HISTORY, { accountId, months: 14 }, owner.token);
    expect(longer.data!.mailQuota.history.map((month) => month.period)).toEqual([monthsAgo(1), monthsAgo(3), monthsAgo(13)].map(label));
    const shorter = await app.gql<Answer>(HISTORY, { accountId, months: 2 }, owner.token);
    expect(shorter.data!.mailQuota.history.map((month) => month.period)).toEqual([label(monthsAgo(1))]);
  });

  it('refuses an out-of-range span next to its argument, another owner and a sending-only key', async () => {
    const tooLong = await app.gql(HISTORY, { accountId, months: 37 }, owner.token);
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'months' });

    const stranger = await app.createUser();
    const foreign = await app.gql(HISTORY, { accountId }, stranger.token);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(foreign.data).toBeNull();

    const sending = await app.createMailKey(owner.token, 'SENDING', accountId);
    const refused = await app.gql(HISTORY, {}, sending.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    // The account's full key reads it, as GET /v1/quota does.
    const full = await app.createMailKey(owner.token, 'FULL', accountId);
    const allowed = await app.gql<Answer>(HISTORY, {}, full.token);
    expect(allowed.data!.mailQuota.history).toHaveLength(2);
  });
});
