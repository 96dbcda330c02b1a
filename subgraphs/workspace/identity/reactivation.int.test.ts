import { randomBytes } from 'node:crypto';
import { errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { oauthAccessToken } from '../../../test/support/oauth.js';
import { ok, type Actor } from '../tickets/ticket.test-support.js';

// reactivateUser: who may, and what comes back with the account (the account) and what does not (its credentials).
const ME = '{ me { id active } }';
const DEACTIVATE = 'mutation($id: ID!) { deactivateUser(id: $id) { id active } }';
const REACTIVATE = 'mutation($id: ID!) { reactivateUser(id: $id) { id active } }';
const CREATE_KEY = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token apiKey { id } } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Person extends Actor {
  email: string;
  password: string;
}

const login = async (email: string, password: string): Promise<GraphQLResponse<{ login: { token: string } }>> =>
  t.gql<{ login: { token: string } }>('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email, password } });

async function person(globalRole: 'MEMBER' | 'ADMIN' | 'SUPER_ADMIN' = 'MEMBER'): Promise<Person> {
  const email = `reactivation-${randomBytes(4).toString('hex')}@example.test`;
  const password = `password-${randomBytes(8).toString('hex')}`;
  const { createUser } = await ok<{ createUser: { id: string } }>(
    t,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, displayName: 'Someone', password, globalRole } },
    t.adminToken,
  );
  return { id: createUser.id, email, password, token: (await login(email, password)).data!.login.token };
}

const ownKey = async (actor: Actor): Promise<string> =>
  (await ok<{ createApiKey: { token: string } }>(t, CREATE_KEY, { input: { name: 'own' } }, actor)).createApiKey.token;

/** The first error's code and reason. */
const refusal = (response: GraphQLResponse<unknown>) => ({
  code: response.errors?.[0]?.extensions?.code,
  reason: response.errors?.[0]?.extensions?.reason,
});

it('gives a person their account back, not their credentials: sessions, keys and OAuth grants stay dead', async () => {
  const admin = await person('ADMIN');
  const user = await person();
  const key = await ownKey(user);
  const { accessToken, refreshToken, clientId } = await oauthAccessToken(t.url, user);
  expect((await t.gql(ME, {}, accessToken)).status).toBe(200);

  expect((await ok<{ deactivateUser: { active: boolean } }>(t, DEACTIVATE, { id: user.id }, admin)).deactivateUser.active).toBe(false);
  const reactivated = await ok<{ reactivateUser: { id: string; active: boolean } }>(t, REACTIVATE, { id: user.id }, admin);
  expect(reactivated.reactivateUser).toEqual({ id: user.id, active: true });

  // The account signs in again and mints new keys; what it had before deactivation never works again.
  const session = (await login(user.email, user.password)).data!.login.token;
  expect((await t.gql<{ me: { id: string } }>(ME, {}, session)).data?.me).toEqual({ id: user.id, active: true });
  for (const old of [user.token, key, accessToken]) expect((await t.gql(ME, {}, old)).status).toBe(401);
  const refreshed = await fetch(`${t.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken, resource: `${t.url}/mcp` }),
  });
  expect(refreshed.status).toBe(400);
  expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
  const keys = await ok<{ apiKeys: Array<{ revokedAt: string | null }> }>(t, '{ apiKeys { revokedAt } }', {}, session);
  expect(keys.apiKeys).toEqual([{ revokedAt: expect.any(String) }]);
  expect((await t.gql(ME, {}, await ownKey({ id: user.id, token: session }))).status).toBe(200);

  // Audited with the revoked keys; reactivating an active user changes nothing and is not audited again.
  await ok(t, REACTIVATE, { id: user.id }, admin);
  const log = await ok<{ auditLog: { nodes: Array<{ actorId: string; targetId: string; details: Record<string, unknown> }> } }>(
    t,
    '{ auditLog(first: 100, action: "user.reactivated") { nodes { actorId targetId details } } }',
    {},
    t.adminToken,
  );
  const entries = log.auditLog.nodes.filter((entry) => entry.targetId === user.id);
  expect(entries).toEqual([
    {
      actorId: admin.id,
      targetId: user.id,
      details: { deactivatedAt: expect.any(String), revokedApiKeyIds: [expect.any(String)] },
    },
  ]);
});

it('lets a bot’s owner reactivate it; its old keys stay revoked and a new one works', async () => {
  const owner = await person();
  const bot = (await ok<{ createBot: { id: string } }>(t, 'mutation { createBot(input: { displayName: "Agent" }) { id } }', {}, owner))
    .createBot.id;
  const oldKey = (await ok<{ createApiKey: { token: string } }>(t, CREATE_KEY, { input: { name: 'k', userId: bot } }, owner)).createApiKey
    .token;
  await ok(t, DEACTIVATE, { id: bot }, owner);
  // A deactivated bot gets no new key until it is back.
  expect(errorCode(await t.gql(CREATE_KEY, { input: { name: 'k2', userId: bot } }, owner.token))).toBe('NOT_FOUND');
  await ok(t, REACTIVATE, { id: bot }, owner);
  expect((await t.gql(ME, {}, oldKey)).status).toBe(401);
  const newKey = (await ok<{ createApiKey: { token: string } }>(t, CREATE_KEY, { input: { name: 'k2', userId: bot } }, owner)).createApiKey
    .token;
  expect((await t.gql<{ me: { id: string } }>(ME, {}, newKey)).data?.me).toEqual({ id: bot, active: true });
});

it('is for holders of admin:users:write and a bot’s owner; a super-admin only by a super-admin', async () => {
  const [member, admin, superAdmin, target, otherSuper] = [
    await person(),
    await person('ADMIN'),
    await person('SUPER_ADMIN'),
    await person(),
    await person('SUPER_ADMIN'),
  ];
  await ok(t, DEACTIVATE, { id: target.id }, admin);
  await ok(t, DEACTIVATE, { id: otherSuper.id }, superAdmin);
  expect(refusal(await t.gql(REACTIVATE, { id: target.id }, member.token))).toEqual({ code: 'FORBIDDEN', reason: 'PERMISSION_REQUIRED' });
  expect(errorCode(await t.gql(REACTIVATE, { id: target.id }))).toBe('UNAUTHENTICATED');
  expect(refusal(await t.gql(REACTIVATE, { id: otherSuper.id }, admin.token))).toEqual({
    code: 'FORBIDDEN',
    reason: 'SUPER_ADMIN_REQUIRED',
  });
  expect(errorCode(await t.gql(REACTIVATE, { id: '01900000-0000-7000-8000-000000000000' }, admin.token))).toBe('NOT_FOUND');
  expect((await t.gql(REACTIVATE, { id: 'not-an-id' }, admin.token)).errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'id',
  });
  // Refused calls changed nothing.
  expect((await login(target.email, target.password)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await ok(t, REACTIVATE, { id: otherSuper.id }, superAdmin);
  expect((await login(otherSuper.email, otherSuper.password)).data?.login.token).toMatch(/^svc_ses_/);

  // Credential management: never with a delegated credential (an AI client's OAuth token).
  const { accessToken } = await oauthAccessToken(t.url, admin);
  expect(refusal(await t.gql(REACTIVATE, { id: target.id }, accessToken))).toEqual({ code: 'FORBIDDEN', reason: 'DELEGATED_CREDENTIAL' });

  // The workspace REST API: the route is in its OpenAPI document, and answers the same rules.
  const document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
    paths: Record<string, { post?: { 'x-permissions'?: string[] } }>;
  };
  expect(document.paths['/reactivate-user']?.post?.['x-permissions']).toEqual(['admin:users:write']);
  const rest = async (token: string) => {
    const response = await fetch(`${t.url}/api/reactivate-user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: target.id }),
    });
    return { status: response.status, body: (await response.json()) as { id?: string; active?: boolean; error?: { code: string } } };
  };
  expect(await rest(await ownKey(member))).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
  expect(await rest(await ownKey(admin))).toEqual({ status: 200, body: expect.objectContaining({ id: target.id, active: true }) });
  expect((await login(target.email, target.password)).data?.login.token).toMatch(/^svc_ses_/);
});

it('lists a deactivated user only when `users` is asked to include them, and only to those who manage accounts', async () => {
  const [admin, member, gone] = [await person('ADMIN'), await person(), await person()];
  await ok(t, DEACTIVATE, { id: gone.id }, admin);
  const USERS = 'query($all: Boolean) { users(includeDeactivated: $all) { id active } }';
  const listed = async (all: boolean | null, as = admin) =>
    (await ok<{ users: Array<{ id: string; active: boolean }> }>(t, USERS, { all }, as)).users.filter((user) => user.id === gone.id);
  expect(await listed(null)).toEqual([]);
  expect(await listed(false)).toEqual([]);
  expect(await listed(true)).toEqual([{ id: gone.id, active: false }]);
  // Anyone signed in lists the active people (pickers); former ones only those who manage accounts.
  expect(await listed(null, member)).toEqual([]);
  expect(errorCode(await t.gql(USERS, { all: true }, member.token))).toBe('FORBIDDEN');
  expect(errorCode(await t.gql(USERS, { all: true }))).toBe('UNAUTHENTICATED');
});
