import { errorCode, startTestApp, type TestApp } from '../../../test/support/app.js';

const CREATE_KEY =
  'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token apiKey { id name tokenPrefix access domainId } } }';

let t: TestApp;
let owner: { id: string; token: string };
let accountId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser();
  accountId = (await t.gql<{ createMailAccount: { id: string } }>('mutation { createMailAccount(name: "Acme") { id } }', {}, owner.token))
    .data!.createMailAccount.id;
});
afterAll(async () => {
  await t?.close();
});

const mint = async (access: 'FULL' | 'SENDING', account = accountId, token = owner.token) =>
  t.gql<{ createMailApiKey: { token: string; apiKey: { id: string; tokenPrefix: string } } }>(
    CREATE_KEY,
    { input: { accountId: account, name: 'k', access } },
    token,
  );

it('mints a mail key shown once, which acts for its account only', async () => {
  const minted = (await mint('FULL')).data!.createMailApiKey;
  expect(minted.token).toMatch(/^svc_mail_/);
  const created = await t.gql<{ createSenderDomain: { id: string } }>(
    'mutation { createSenderDomain(input: { domain: "keyed.example" }) { id } }',
    {},
    minted.token,
  );
  expect(created.errors).toBeUndefined();
  const listed = await t.gql<{ senderDomains: { nodes: Array<{ domain: string }> } }>(
    '{ senderDomains { nodes { domain } } }',
    {},
    minted.token,
  );
  expect(listed.data?.senderDomains.nodes).toEqual([{ domain: 'keyed.example' }]);

  const keys = await t.gql<{ mailApiKeys: unknown[] }>(
    'query($a: ID!) { mailApiKeys(accountId: $a) { id name tokenPrefix lastUsedAt } }',
    { a: accountId },
    owner.token,
  );
  expect(keys.data?.mailApiKeys).toHaveLength(1);
  expect(JSON.stringify(keys.data)).not.toContain(minted.token);

  // Another account's key sees none of it; naming the first account is NOT_FOUND.
  const stranger = await t.createUser();
  const otherAccount = (
    await t.gql<{ createMailAccount: { id: string } }>('mutation { createMailAccount(name: "Other") { id } }', {}, stranger.token)
  ).data!.createMailAccount.id;
  const otherKey = (await mint('FULL', otherAccount, stranger.token)).data!.createMailApiKey.token;
  expect(
    (await t.gql<{ senderDomains: { nodes: unknown[] } }>('{ senderDomains { nodes { id } } }', {}, otherKey)).data?.senderDomains.nodes,
  ).toEqual([]);
  const domainId = created.data!.createSenderDomain.id;
  expect(errorCode(await t.gql('query($id: ID!) { senderDomain(id: $id) { id } }', { id: domainId }, otherKey))).toBe('NOT_FOUND');
  expect(
    errorCode(
      await t.gql('query($id: ID!, $a: ID) { senderDomain(id: $id, accountId: $a) { id } }', { id: domainId, a: accountId }, otherKey),
    ),
  ).toBe('NOT_FOUND');
  // Workspace queries are not open to a mail key.
  expect(errorCode(await t.gql('{ me { id } }', {}, minted.token))).toBe('UNAUTHENTICATED');

  await t.gql('mutation($id: ID!) { revokeMailApiKey(id: $id) { revokedAt } }', { id: minted.apiKey.id }, owner.token);
  expect((await t.gql('{ senderDomains { nodes { id } } }', {}, minted.token)).status).toBe(401);
});

it('limits sending keys to sending', async () => {
  const sending = (await mint('SENDING')).data!.createMailApiKey.token;
  expect(errorCode(await t.gql('{ senderDomains { nodes { id } } }', {}, sending))).toBe('FORBIDDEN');
  const limited = await t.gql(
    CREATE_KEY,
    { input: { accountId, name: 'x', access: 'FULL', domainId: '01a202e1-a43d-75e4-b868-bdc56fe94fba' } },
    owner.token,
  );
  expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'domainId' });
});

it('manages accounts for their owner only', async () => {
  const stranger = await t.createUser();
  expect(errorCode(await mint('FULL', accountId, stranger.token))).toBe('NOT_FOUND');
  expect((await t.gql<{ mailAccounts: unknown[] }>('{ mailAccounts { id } }', {}, stranger.token)).data?.mailAccounts).toEqual([]);
  expect(errorCode(await t.gql('mutation { createMailAccount(name: " ") { id } }', {}, owner.token))).toBe('BAD_USER_INPUT');
  expect(errorCode(await t.gql('mutation { createMailAccount(name: "anon") { id } }'))).toBe('UNAUTHENTICATED');
});
