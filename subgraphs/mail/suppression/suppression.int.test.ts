import type { MikroORM } from '@mikro-orm/postgresql';
import { withClient } from '../../../core/database.js';
import { createSubgraphOrm } from '../../../core/orm.js';
import { errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { MailAccount } from '../accounts/account.entity.js';
import { MailContext, type MailDeps } from '../context.js';
import { Migration0001Mail } from '../migrations/0001-mail.migration.js';
import { Migration0002SuppressionWebhooks } from '../migrations/0002-suppression-webhooks.migration.js';
import { MailEvent } from '../outbox/mail-event.entity.js';
import { Suppression } from './suppression.entity.js';
import { SuppressionService } from './suppression.service.js';

const FIELDS = 'id email reason source addedAt';
const ADD = `mutation($input: AddSuppressionInput!) { addSuppression(input: $input) { ${FIELDS} } }`;
const GET = `query($email: String!, $accountId: ID) { suppression(email: $email, accountId: $accountId) { ${FIELDS} } }`;
const LIST = `query($accountId: ID, $first: Int!, $after: String, $reason: String) {
  suppressions(accountId: $accountId, first: $first, after: $after, reason: $reason) {
    nodes { ${FIELDS} } edges { cursor } pageInfo { hasNextPage endCursor }
  }
}`;
const REMOVE = `mutation($email: String!, $accountId: ID) { removeSuppression(email: $email, accountId: $accountId) { ${FIELDS} } }`;

interface Entry {
  id: string;
  email: string;
  reason: string;
  source: Record<string, unknown> | null;
  addedAt: string;
}
interface Listed {
  suppressions: { nodes: Entry[]; edges: Array<{ cursor: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

let t: TestApp;
let owner: { id: string; token: string };
let accountId: string;
let fullKey: { id: string; token: string };
let sendingKey: string;
let stranger: { id: string; token: string };
let strangerAccountId: string;
let strangerKey: string;

const createAccount = async (token: string, name: string) =>
  (await t.gql<{ createMailAccount: { id: string } }>('mutation($n: String!) { createMailAccount(name: $n) { id } }', { n: name }, token))
    .data!.createMailAccount.id;
const mintKey = async (account: string, access: 'FULL' | 'SENDING', token: string) =>
  (
    await t.gql<{ createMailApiKey: { token: string; apiKey: { id: string } } }>(
      'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token apiKey { id } } }',
      { input: { accountId: account, name: 'k', access } },
      token,
    )
  ).data!.createMailApiKey;
const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withClient(t.app.platform.database.url, (client) => client.query<R>(text, params));

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser();
  accountId = await createAccount(owner.token, 'Acme');
  const full = await mintKey(accountId, 'FULL', owner.token);
  fullKey = { id: full.apiKey.id, token: full.token };
  sendingKey = (await mintKey(accountId, 'SENDING', owner.token)).token;
  stranger = await t.createUser();
  strangerAccountId = await createAccount(stranger.token, 'Other');
  strangerKey = (await mintKey(strangerAccountId, 'FULL', stranger.token)).token;
});
afterAll(async () => {
  await t?.close();
});

const add = (email: string, token = owner.token, account: string | null = accountId, reason?: string) =>
  t.gql<{ addSuppression: Entry }>(ADD, { input: { accountId: account, email, ...(reason === undefined ? {} : { reason }) } }, token);
const get = (email: string, token = owner.token, account: string | null = accountId) =>
  t.gql<{ suppression: Entry }>(GET, { email, accountId: account }, token);
const list = (
  variables: { first: number; after?: string | null; reason?: string },
  token = owner.token,
  account: string | null = accountId,
) => t.gql<Listed>(LIST, { accountId: account, ...variables }, token);
const remove = (email: string, token = owner.token, account: string | null = accountId) =>
  t.gql<{ removeSuppression: Entry }>(REMOVE, { email, accountId: account }, token);
const fieldOf = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions;

describe('adding', () => {
  it('normalises the address and adds it as manual, recording who added it', async () => {
    const added = await add('  Jane.Doe@Example.COM ');
    expect(added.errors).toBeUndefined();
    expect(added.data!.addSuppression).toMatchObject({ email: 'jane.doe@example.com', reason: 'manual', source: { userId: owner.id } });
    expect(Date.now() - Date.parse(added.data!.addSuppression.addedAt)).toBeLessThan(60_000);
    expect((await get('JANE.doe@example.com')).data!.suppression).toEqual(added.data!.addSuppression);

    const viaKey = await add('key@Example.com', fullKey.token, null);
    expect(viaKey.data!.addSuppression).toMatchObject({ email: 'key@example.com', reason: 'manual', source: { apiKeyId: fullKey.id } });
  });

  it('treats a repeated add as a no-op returning the original entry', async () => {
    const first = (await add('repeat@example.com')).data!.addSuppression;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await add('REPEAT@example.com ', fullKey.token, null);
    expect(again.errors).toBeUndefined();
    expect(again.data!.addSuppression).toEqual(first);

    // An address suppressed by a hard bounce keeps that reason and time when added by hand.
    await sql(
      `insert into mail.suppressions (id, account_id, email, reason, source, added_at)
       values (gen_random_uuid(), $1, 'bounced@example.com', 'hard-bounce', '{"messageId":"m-1"}', '2026-01-02T03:04:05Z')`,
      [accountId],
    );
    const manual = await add('Bounced@example.com');
    expect(manual.data!.addSuppression).toMatchObject({
      email: 'bounced@example.com',
      reason: 'hard-bounce',
      source: { messageId: 'm-1' },
      addedAt: '2026-01-02T03:04:05.000Z',
    });
    const rows = await sql<{ n: string }>('select count(*) as n from mail.suppressions where account_id = $1 and email = $2', [
      accountId,
      'repeat@example.com',
    ]);
    expect(rows.rows[0]!.n).toBe('1');
  });

  it('refuses invalid addresses and reasons other than manual, naming the field', async () => {
    for (const bad of ['not an email', '', 'a@b', 'Jane <jane@example.com>']) {
      expect(fieldOf(await add(bad))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    }
    expect(fieldOf(await add('x@example.com', owner.token, accountId, 'hard-bounce'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(fieldOf(await add('x@example.com', owner.token, accountId, 'spam'))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    expect((await add('x@example.com', owner.token, accountId, 'manual')).data!.addSuppression.reason).toBe('manual');
    expect(fieldOf(await get('nope'))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });
});

describe('listing', () => {
  let listAccount: string;
  beforeAll(async () => {
    listAccount = await createAccount(owner.token, 'Lists');
    for (const email of ['l1@example.com', 'l2@example.com', 'l3@example.com', 'l4@example.com', 'l5@example.com']) {
      expect((await add(email, owner.token, listAccount)).errors).toBeUndefined();
    }
    await sql(
      `insert into mail.suppressions (id, account_id, email, reason, added_at) values
       (gen_random_uuid(), $1, 'c1@example.com', 'complaint', now()),
       (gen_random_uuid(), $1, 'h1@example.com', 'hard-bounce', now())`,
      [listAccount],
    );
  });

  it('pages newest first', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: GraphQLResponse<Listed> = await list({ first: 2, after }, owner.token, listAccount);
      expect(page.errors).toBeUndefined();
      const { nodes, edges, pageInfo } = page.data!.suppressions;
      expect(nodes.length).toBeLessThanOrEqual(2);
      expect(pageInfo.endCursor).toBe(edges.at(-1)?.cursor ?? null);
      seen.push(...nodes.map((node) => node.email));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    // The two SQL rows have random (v4) ids: only check the order of the five added through the API.
    expect(seen.filter((email) => email.startsWith('l'))).toEqual([
      'l5@example.com',
      'l4@example.com',
      'l3@example.com',
      'l2@example.com',
      'l1@example.com',
    ]);
    expect(seen).toHaveLength(7);
  });

  it('filters by reason', async () => {
    const manual = (await list({ first: 100, reason: 'manual' }, owner.token, listAccount)).data!.suppressions.nodes;
    expect(manual.map((node) => node.email)).toEqual([
      'l5@example.com',
      'l4@example.com',
      'l3@example.com',
      'l2@example.com',
      'l1@example.com',
    ]);
    const page = (await list({ first: 3, reason: 'manual' }, owner.token, listAccount)).data!.suppressions;
    expect(page.pageInfo.hasNextPage).toBe(true);
    const rest = (await list({ first: 3, reason: 'manual', after: page.pageInfo.endCursor }, owner.token, listAccount)).data!.suppressions;
    expect(rest.nodes.map((node) => node.email)).toEqual(['l2@example.com', 'l1@example.com']);
    expect(rest.pageInfo).toEqual({ hasNextPage: false, endCursor: rest.edges[1]!.cursor });
    for (const [reason, email] of [
      ['complaint', 'c1@example.com'],
      ['hard-bounce', 'h1@example.com'],
    ] as const) {
      const nodes = (await list({ first: 10, reason }, owner.token, listAccount)).data!.suppressions.nodes;
      expect(nodes.map((node) => [node.email, node.reason])).toEqual([[email, reason]]);
    }
  });

  it('validates reason, page size and cursor', async () => {
    expect(fieldOf(await list({ first: 10, reason: 'bounce' }, owner.token, listAccount))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(fieldOf(await list({ first: 101 }, owner.token, listAccount))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect(fieldOf(await list({ first: 0 }, owner.token, listAccount))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect(fieldOf(await list({ first: 10, after: 'bm90LWEtdXVpZA' }, owner.token, listAccount))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    expect(fieldOf(await list({ first: 10, after: '!!' }, owner.token, listAccount))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
  });
});

describe('removing', () => {
  it('removes an entry, after which it is NOT_FOUND and can be added again', async () => {
    const added = (await add('gone@example.com')).data!.addSuppression;
    const removed = await remove('GONE@example.com');
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.removeSuppression).toEqual(added);
    expect(errorCode(await get('gone@example.com'))).toBe('NOT_FOUND');
    expect(errorCode(await remove('gone@example.com'))).toBe('NOT_FOUND');
    expect(errorCode(await remove('never@example.com', fullKey.token, null))).toBe('NOT_FOUND');
    const readded = (await add('gone@example.com')).data!.addSuppression;
    expect(readded.id).not.toBe(added.id);
    expect(fieldOf(await remove('not-an-address'))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });

    const events = await sql<{ type: string }>(
      `select type from mail.outbox where account_id = $1 and payload->>'email' = 'gone@example.com' order by seq`,
      [accountId],
    );
    expect(events.rows.map((row) => row.type)).toEqual(['suppression.added', 'suppression.removed', 'suppression.added']);
  });
});

describe('access', () => {
  it("keeps each account's list to itself", async () => {
    await add('private@example.com');
    // Another user, naming the owner's account or their own.
    expect(errorCode(await get('private@example.com', stranger.token))).toBe('NOT_FOUND');
    expect(errorCode(await list({ first: 10 }, stranger.token))).toBe('NOT_FOUND');
    expect(errorCode(await add('x@example.com', stranger.token))).toBe('NOT_FOUND');
    expect(errorCode(await remove('private@example.com', stranger.token))).toBe('NOT_FOUND');
    expect(errorCode(await get('private@example.com', stranger.token, strangerAccountId))).toBe('NOT_FOUND');
    expect(errorCode(await remove('private@example.com', stranger.token, strangerAccountId))).toBe('NOT_FOUND');
    expect((await list({ first: 10 }, stranger.token, strangerAccountId)).data!.suppressions.nodes).toEqual([]);
    // Another account's key, with and without naming the owner's account.
    expect(errorCode(await get('private@example.com', strangerKey, null))).toBe('NOT_FOUND');
    expect(errorCode(await get('private@example.com', strangerKey))).toBe('NOT_FOUND');
    expect(errorCode(await remove('private@example.com', strangerKey, null))).toBe('NOT_FOUND');
    expect(errorCode(await list({ first: 10 }, strangerKey))).toBe('NOT_FOUND');
    expect(errorCode(await add('x@example.com', strangerKey))).toBe('NOT_FOUND');
    expect((await list({ first: 10 }, strangerKey, null)).data!.suppressions.nodes).toEqual([]);
    // The stranger's own suppression of the same address is a separate entry.
    const theirs = (await add('private@example.com', strangerKey, null)).data!.addSuppression;
    const ours = (await get('private@example.com')).data!.suppression;
    expect(theirs.id).not.toBe(ours.id);
    expect((await remove('private@example.com', strangerKey, null)).errors).toBeUndefined();
    expect((await get('private@example.com')).data!.suppression).toEqual(ours);
  });

  it('refuses sending-only keys and anonymous callers', async () => {
    expect(errorCode(await get('private@example.com', sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await list({ first: 10 }, sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await add('x@example.com', sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await remove('private@example.com', sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await get('private@example.com', ''))).toBe('UNAUTHENTICATED');
  });
});

describe('SuppressionService (what sends and bounce handling call)', () => {
  let orm: MikroORM;
  let service: () => SuppressionService;
  beforeAll(async () => {
    orm = await createSubgraphOrm({
      url: t.app.platform.database.url,
      schema: 'mail',
      entities: [MailAccount, MailEvent, Suppression],
      migrations: [Migration0001Mail, Migration0002SuppressionWebhooks],
      poolSize: 4,
    });
    // The service needs only the ORM and the pub/sub (to wake the event relay) of the deps.
    const deps = { orm, pubsub: t.app.platform.pubsub } as unknown as MailDeps;
    service = () => new SuppressionService(new MailContext({ kind: 'service', service: 'worker' }, deps));
  });
  afterAll(async () => {
    await orm?.close();
  });

  it('suppresses idempotently, also under concurrent calls, keeping the first reason', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        service().suppress(accountId, ' Race@Example.com', i % 2 ? 'complaint' : 'hard-bounce', { messageId: `m-${i}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.added)).toHaveLength(1);
    const first = outcomes.find((outcome) => outcome.added)!.entry;
    for (const { entry } of outcomes)
      expect(entry).toMatchObject({ id: first.id, reason: first.reason, source: first.source, addedAt: first.addedAt });
    expect((await get('race@example.com')).data!.suppression).toMatchObject({ id: first.id, reason: first.reason });
    const later = await service().suppress(accountId, 'race@example.com', 'manual');
    expect(later).toMatchObject({ added: false, entry: { id: first.id, reason: first.reason } });
    const events = await sql<{ n: string }>(
      `select count(*) as n from mail.outbox where type = 'suppression.added' and payload->>'email' = 'race@example.com'`,
    );
    expect(events.rows[0]!.n).toBe('1');
  });

  it('tells which recipients are suppressed, per account, comparing normalised addresses', async () => {
    await service().suppress(accountId, 'hard@example.com', 'hard-bounce', { messageId: 'm-9' });
    await service().suppress(accountId, 'who@bücher.de', 'complaint');
    const recipients = [
      'HARD@example.com',
      'fine@example.com',
      'not an address',
      'hard@example.com ',
      'WHO@xn--bcher-kva.de',
      'HARD@example.com',
    ];
    expect(await service().isSuppressed(accountId, recipients)).toEqual(['HARD@example.com', 'hard@example.com ', 'WHO@xn--bcher-kva.de']);
    expect(await service().isSuppressed(strangerAccountId, recipients)).toEqual([]);
    expect(await service().isSuppressed(accountId, [])).toEqual([]);
  });
});

describe('lookup index', () => {
  it('answers the per-send lookup from the unique (account_id, email) index', async () => {
    await sql(
      `insert into mail.suppressions (id, account_id, email, reason, added_at)
       select gen_random_uuid(), $1, 'bulk-' || n || '@example.com', 'hard-bounce', now() from generate_series(1, 5000) as n`,
      [accountId],
    );
    await sql(
      `insert into mail.suppressions (id, account_id, email, reason, added_at)
       select gen_random_uuid(), $1, 'bulk-' || n || '@example.com', 'complaint', now() from generate_series(1, 2000) as n`,
      [strangerAccountId],
    );
    await sql('analyze mail.suppressions');
    const plan = await sql<{ 'QUERY PLAN': Array<{ Plan: Record<string, unknown> }> }>(
      'explain (format json) select 1 from mail.suppressions where account_id = $1 and email = $2',
      [accountId, 'bulk-4242@example.com'],
    );
    const root = plan.rows[0]!['QUERY PLAN'][0]!.Plan;
    expect(['Index Scan', 'Index Only Scan']).toContain(root['Node Type']);
    expect(root['Index Name']).toBe('suppressions_account_email_unique');
    expect((await get('bulk-4242@example.com')).data!.suppression.reason).toBe('hard-bounce');
  });
});
