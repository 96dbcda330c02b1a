import { decryptSecret } from '../../../core/crypto.js';
import { withClient } from '../../../core/database.js';
import { errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { WEBHOOK_SECRET_PURPOSE } from './webhook.service.js';

const FIELDS = 'id url label eventFilters enabled createdAt updatedAt lastSuccessAt lastFailureAt lastFailureReason';
const CREATE = `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { ${FIELDS} } } }`;
const GET = `query($id: ID!, $accountId: ID) { webhook(id: $id, accountId: $accountId) { ${FIELDS} } }`;
const LIST = `query($accountId: ID, $first: Int!, $after: String) {
  webhooks(accountId: $accountId, first: $first, after: $after) { nodes { ${FIELDS} } edges { cursor node { id } } pageInfo { hasNextPage endCursor } }
}`;
const UPDATE = `mutation($input: UpdateWebhookInput!) { updateWebhook(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!, $accountId: ID) { deleteWebhook(id: $id, accountId: $accountId) { ${FIELDS} } }`;
const ROTATE = `mutation($id: ID!, $accountId: ID) { rotateWebhookSecret(id: $id, accountId: $accountId) { secret webhook { ${FIELDS} } } }`;

interface WebhookView {
  id: string;
  url: string;
  label: string;
  eventFilters: string[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastFailureReason: string | null;
}
interface Issued {
  secret: string;
  webhook: WebhookView;
}
interface Listed {
  webhooks: { nodes: WebhookView[]; edges: Array<{ cursor: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

let t: TestApp;
let owner: { id: string; token: string };
let accountId: string;
let fullKey: string;
let sendingKey: string;
let stranger: { id: string; token: string };
let strangerAccountId: string;
let strangerKey: string;

/** Every plaintext secret issued so far, and every response that must not carry one. */
const issuedSecrets: string[] = [];
const secretFreeResponses: unknown[] = [];

const createAccount = async (token: string, name: string) =>
  (await t.gql<{ createMailAccount: { id: string } }>('mutation($n: String!) { createMailAccount(name: $n) { id } }', { n: name }, token))
    .data!.createMailAccount.id;
const mintKey = async (account: string, access: 'FULL' | 'SENDING', token: string) =>
  (
    await t.gql<{ createMailApiKey: { token: string } }>(
      'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
      { input: { accountId: account, name: 'k', access } },
      token,
    )
  ).data!.createMailApiKey.token;
const storedEnvelope = async (id: string) =>
  (
    await withClient(t.app.platform.database.url, (client) =>
      client.query<{ secret_encrypted: string }>('select secret_encrypted from mail.webhooks where id = $1', [id]),
    )
  ).rows[0]?.secret_encrypted;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser();
  accountId = await createAccount(owner.token, 'Acme');
  fullKey = await mintKey(accountId, 'FULL', owner.token);
  sendingKey = await mintKey(accountId, 'SENDING', owner.token);
  stranger = await t.createUser();
  strangerAccountId = await createAccount(stranger.token, 'Other');
  strangerKey = await mintKey(strangerAccountId, 'FULL', stranger.token);
});
afterAll(async () => {
  await t?.close();
});

const issued = (response: GraphQLResponse<Record<string, Issued>>, field: string): Issued => {
  expect(response.errors).toBeUndefined();
  const payload = response.data![field]!;
  issuedSecrets.push(payload.secret);
  return payload;
};
/** A response that must not carry a secret. */
const secretFree = <T>(response: GraphQLResponse<T>): GraphQLResponse<T> => {
  secretFreeResponses.push(response);
  return response;
};
const createRaw = (input: Record<string, unknown>, token = owner.token, account: string | null = accountId) =>
  t.gql<{ createWebhook: Issued }>(CREATE, { input: { accountId: account, ...input } }, token);
const create = async (input: Record<string, unknown>, token = owner.token, account: string | null = accountId) =>
  issued(await createRaw(input, token, account), 'createWebhook');
const get = async (id: string, token = owner.token, account: string | null = accountId) =>
  secretFree(await t.gql<{ webhook: WebhookView }>(GET, { id, accountId: account }, token));
const list = async (variables: { first: number; after?: string | null }, token = owner.token, account: string | null = accountId) =>
  secretFree(await t.gql<Listed>(LIST, { accountId: account, ...variables }, token));
const update = async (input: Record<string, unknown>, token = owner.token, account: string | null = accountId) =>
  secretFree(await t.gql<{ updateWebhook: WebhookView }>(UPDATE, { input: { accountId: account, ...input } }, token));
const remove = async (id: string, token = owner.token, account: string | null = accountId) =>
  secretFree(await t.gql<{ deleteWebhook: WebhookView }>(DELETE, { id, accountId: account }, token));
const rotate = (id: string, token = owner.token, account: string | null = accountId) =>
  t.gql<{ rotateWebhookSecret: Issued }>(ROTATE, { id, accountId: account }, token);
const fieldOf = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions;

describe('creating', () => {
  it('subscribes an endpoint and returns its secret once', async () => {
    const { webhook, secret } = await create({ url: 'https://hooks.example.com/mail', label: ' Production ' });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({
      url: 'https://hooks.example.com/mail',
      label: 'Production',
      eventFilters: [],
      enabled: true,
      lastSuccessAt: null,
      lastFailureAt: null,
      lastFailureReason: null,
    });
    expect((await get(webhook.id)).data!.webhook).toEqual(webhook);
    // The field does not exist on the subscription type.
    const asked = await t.gql(
      `query($id: ID!, $a: ID) { webhook(id: $id, accountId: $a) { id secret } }`,
      { id: webhook.id, a: accountId },
      owner.token,
    );
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "secret"/);
  });

  it('accepts https, and plain http for localhost and 127.0.0.1 only', async () => {
    for (const url of ['https://example.com/hook', 'http://localhost:3000/hook', 'http://127.0.0.1:8080/hook', 'https://localhost/hook']) {
      expect((await create({ url })).webhook.url).toBe(url);
    }
    for (const url of [
      'http://example.com/hook',
      'http://192.168.1.10/hook',
      'ftp://example.com/hook',
      'file:///etc/passwd',
      'not a url',
      'https://user:secret@example.com/hook',
      '',
    ]) {
      expect(fieldOf(await createRaw({ url }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    }
  });

  it('validates event filters and the label', async () => {
    const filtered = await create({
      url: 'https://example.com/a',
      eventFilters: ['bounce.permanent', 'complaint', 'bounce.permanent'],
      enabled: false,
    });
    expect(filtered.webhook).toMatchObject({ eventFilters: ['bounce.permanent', 'complaint'], enabled: false, label: '' });
    const unknown = await createRaw({ url: 'https://example.com/a', eventFilters: ['delivery', 'bounce'] });
    expect(fieldOf(unknown)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'eventFilters' });
    expect(unknown.errors?.[0]?.message).toContain('"bounce"');
    expect(fieldOf(await createRaw({ url: 'https://example.com/a', label: 'x'.repeat(201) }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'label',
    });
    expect((await create({ url: 'https://example.com/a', eventFilters: [] })).webhook.eventFilters).toEqual([]);
  });

  it('works with a full mail key for its own account', async () => {
    const { webhook } = await create({ url: 'https://keyed.example.com/' }, fullKey, null);
    expect((await get(webhook.id, fullKey, null)).data!.webhook.url).toBe('https://keyed.example.com/');
    expect((await get(webhook.id)).data!.webhook.id).toBe(webhook.id);
  });
});

describe('secrets', () => {
  it('stores the secret encrypted; rotation issues a new one and replaces the old at once', async () => {
    const created = await create({ url: 'https://rotate.example.com/hook' });
    const envelope = (await storedEnvelope(created.webhook.id))!;
    expect(envelope).not.toContain(created.secret);
    expect(envelope).not.toContain(created.secret.slice('whsec_'.length));
    expect(decryptSecret(t.app.platform.masterKey, WEBHOOK_SECRET_PURPOSE, envelope)).toBe(created.secret);

    const rotated = issued(await rotate(created.webhook.id), 'rotateWebhookSecret');
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.webhook).toMatchObject({ id: created.webhook.id, url: created.webhook.url });
    const after = (await storedEnvelope(created.webhook.id))!;
    expect(decryptSecret(t.app.platform.masterKey, WEBHOOK_SECRET_PURPOSE, after)).toBe(rotated.secret);

    const again = issued(await rotate(created.webhook.id, fullKey, null), 'rotateWebhookSecret');
    expect(again.secret).not.toBe(rotated.secret);
    expect(decryptSecret(t.app.platform.masterKey, WEBHOOK_SECRET_PURPOSE, (await storedEnvelope(created.webhook.id))!)).toBe(again.secret);

    // Outbox events about subscriptions never carry the secret either.
    const events = await withClient(t.app.platform.database.url, (client) =>
      client.query<{ type: string; payload: unknown }>('select type, payload from mail.outbox where aggregate_id = $1 order by seq', [
        created.webhook.id,
      ]),
    );
    expect(events.rows.map((row) => row.type)).toEqual(['webhook.created', 'webhook.secret_rotated', 'webhook.secret_rotated']);
    secretFreeResponses.push(events.rows);
  });
});

describe('updating and deleting', () => {
  it('changes only the given fields', async () => {
    const { webhook } = await create({ url: 'https://update.example.com/a', label: 'Before', eventFilters: ['delivery'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renamed = await update({ id: webhook.id, label: 'After' });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.updateWebhook).toMatchObject({ url: webhook.url, label: 'After', eventFilters: ['delivery'], enabled: true });
    expect(Date.parse(renamed.data!.updateWebhook.updatedAt)).toBeGreaterThan(Date.parse(webhook.updatedAt));

    const paused = (await update({ id: webhook.id, enabled: false, eventFilters: ['email.opened', 'quota.exhausted-cap'] })).data!
      .updateWebhook;
    expect(paused).toMatchObject({ label: 'After', enabled: false, eventFilters: ['email.opened', 'quota.exhausted-cap'] });
    const moved = (await update({ id: webhook.id, url: 'http://127.0.0.1:9000/x', eventFilters: null, label: null }, fullKey, null)).data!
      .updateWebhook;
    expect(moved).toMatchObject({ url: 'http://127.0.0.1:9000/x', eventFilters: [], label: '', enabled: false });
    expect((await update({ id: webhook.id, enabled: true, eventFilters: [] })).data!.updateWebhook).toMatchObject({
      enabled: true,
      eventFilters: [],
    });
    expect((await update({ id: webhook.id })).data!.updateWebhook).toMatchObject({ url: 'http://127.0.0.1:9000/x', enabled: true });

    expect(fieldOf(await update({ id: webhook.id, url: 'http://example.com/x' }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(fieldOf(await update({ id: webhook.id, url: null }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(fieldOf(await update({ id: webhook.id, enabled: null }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'enabled' });
    expect(fieldOf(await update({ id: webhook.id, eventFilters: ['complaints'] }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'eventFilters',
    });
    expect(fieldOf(await update({ id: webhook.id, label: 'y'.repeat(201) }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'label' });
    expect((await get(webhook.id)).data!.webhook).toMatchObject({
      url: 'http://127.0.0.1:9000/x',
      label: '',
      eventFilters: [],
      enabled: true,
    });
  });

  it('deletes a subscription', async () => {
    const { webhook } = await create({ url: 'https://delete.example.com/' });
    const deleted = await remove(webhook.id);
    expect(deleted.data!.deleteWebhook.id).toBe(webhook.id);
    expect(errorCode(await get(webhook.id))).toBe('NOT_FOUND');
    expect(errorCode(await remove(webhook.id))).toBe('NOT_FOUND');
    expect(errorCode(await rotate(webhook.id))).toBe('NOT_FOUND');
    expect(errorCode(await update({ id: webhook.id, label: 'x' }))).toBe('NOT_FOUND');
    expect(await storedEnvelope(webhook.id)).toBeUndefined();
  });
});

describe('listing', () => {
  it('pages oldest first without secrets', async () => {
    const pagedAccount = await createAccount(owner.token, 'Paged');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await create({ url: `https://list.example.com/${i}` }, owner.token, pagedAccount)).webhook.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: GraphQLResponse<Listed> = await list({ first: 2, after }, owner.token, pagedAccount);
      expect(page.errors).toBeUndefined();
      seen.push(...page.data!.webhooks.nodes.map((node) => node.id));
      if (!page.data!.webhooks.pageInfo.hasNextPage) break;
      after = page.data!.webhooks.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids);
    expect(fieldOf(await list({ first: 101 }, owner.token, pagedAccount))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect(fieldOf(await list({ first: 10, after: 'bm9wZQ' }, owner.token, pagedAccount))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    // The owner's main account lists its own subscriptions only.
    const main = (await list({ first: 100 })).data!.webhooks.nodes.map((node) => node.id);
    expect(main.some((id) => ids.includes(id))).toBe(false);
    expect((await list({ first: 100 }, fullKey, null)).data!.webhooks.nodes.map((node) => node.id)).toEqual(main);
  });
});

describe('access', () => {
  it('answers NOT_FOUND for other accounts and FORBIDDEN for sending keys', async () => {
    const { webhook } = await create({ url: 'https://private.example.com/' });
    const attempts: Array<[string, string | null]> = [
      [stranger.token, accountId],
      [stranger.token, strangerAccountId],
      [strangerKey, null],
      [strangerKey, accountId],
    ];
    for (const [token, account] of attempts) {
      expect(errorCode(await get(webhook.id, token, account))).toBe('NOT_FOUND');
      expect(errorCode(await update({ id: webhook.id, label: 'hijacked' }, token, account))).toBe('NOT_FOUND');
      expect(errorCode(await rotate(webhook.id, token, account))).toBe('NOT_FOUND');
      expect(errorCode(await remove(webhook.id, token, account))).toBe('NOT_FOUND');
    }
    expect(errorCode(await list({ first: 10 }, stranger.token))).toBe('NOT_FOUND');
    expect((await list({ first: 10 }, strangerKey, null)).data!.webhooks.nodes).toEqual([]);
    expect(errorCode(await createRaw({ url: 'https://x.example.com/' }, stranger.token))).toBe('NOT_FOUND');
    expect(errorCode(await get('00000000-0000-7000-8000-000000000000'))).toBe('NOT_FOUND');
    expect(errorCode(await get('not-a-uuid'))).toBe('BAD_USER_INPUT');

    expect(errorCode(await get(webhook.id, sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await list({ first: 10 }, sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await createRaw({ url: 'https://x.example.com/' }, sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await update({ id: webhook.id, label: 'x' }, sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await rotate(webhook.id, sendingKey, null))).toBe('FORBIDDEN');
    expect(errorCode(await remove(webhook.id, sendingKey, null))).toBe('FORBIDDEN');

    // Untouched by all of the above.
    expect((await get(webhook.id)).data!.webhook).toEqual(webhook);
  });
});

// Last in the file: every response collected above.
it('never returns a signing secret from list, get, update or delete', () => {
  // Nothing that lists, reads, updates or deletes a subscription ever carries a signing secret.
  expect(issuedSecrets.length).toBeGreaterThan(5);
  expect(secretFreeResponses.length).toBeGreaterThan(20);
  for (const response of secretFreeResponses) {
    const body = JSON.stringify(response);
    for (const secret of issuedSecrets) expect(body).not.toContain(secret);
    expect(body).not.toContain('whsec_');
  }
});
