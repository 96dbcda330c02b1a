import { request } from 'node:http';
import { CurrentCredentialDocument } from '../../../operations/generated/graphql.js';
import { ADMIN_EMAIL, appSql, errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';

const ME = '{ me { id email globalRole kind active } }';
const CREATE_KEY =
  'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token apiKey { id name tokenPrefix scopes expiresAt user { id } } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token user { email } } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-in', () => {
  // A test that froze the app's clock and failed midway does not leave it stopped for the next.
  afterEach(() => t.clock.thaw());

  it('signs in the bootstrap super-admin with a session token', async () => {
    const me = await t.gql<{ me: { email: string; globalRole: string } }>(ME, {}, t.adminToken);
    expect(me.data?.me).toMatchObject({ email: ADMIN_EMAIL, globalRole: 'SUPER_ADMIN' });
  });

  it('refuses anonymous and unknown credentials', async () => {
    expect(errorCode(await t.gql(ME))).toBe('UNAUTHENTICATED');
    const bogus = await t.gql(ME, {}, 'svc_key_not-a-real-key');
    expect(bogus.status).toBe(401);
    expect(errorCode(bogus)).toBe('UNAUTHENTICATED');
    const malformed = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic abc' },
      body: JSON.stringify({ query: ME }),
    });
    expect(malformed.status).toBe(401);
  });

  it('throttles repeated failed sign-ins and audits them', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1) {
      expect(errorCode(await t.gql(LOGIN, { input: { email: user.email, password: 'wrong-password-123' } }))).toBe('UNAUTHENTICATED');
    }
    const throttled = await t.gql(LOGIN, { input: { email: user.email, password: 'wrong-password-123' } });
    expect(errorCode(throttled)).toBe('TOO_MANY_REQUESTS');
    expect(throttled.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'SIGN_IN_THROTTLED' });
    const audit = await t.gql<{ auditLog: { nodes: Array<{ action: string; details: { email?: string } }> } }>(
      '{ auditLog(first: 20, action: "auth.sign_in_failed") { nodes { action details } } }',
      {},
      t.adminToken,
    );
    expect(audit.data?.auditLog.nodes.filter((entry) => entry.details.email === user.email)).toHaveLength(5);
  });

  it('throttles one email from one address with doubling delays, never locking the user out from elsewhere', async () => {
    const user = { email: 'throttled@example.test' };
    const password = 'a-good-password-for-throttling';
    const created = await t.gql(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email: user.email, displayName: 'Throttled', password, globalRole: 'MEMBER' } },
      t.adminToken,
    );
    expect(created.errors).toBeUndefined();
    const wrong = { email: user.email, password: 'wrong-password-123' };
    const right = { email: user.email, password };
    // Only the advances below make time pass: a loaded machine may take more than the second a wait lasts between two tries.
    t.clock.freeze();
    for (let i = 0; i < 5; i += 1) expect(errorCode(await t.gql(LOGIN, { input: wrong }))).toBe('UNAUTHENTICATED');
    // The sixth try waits a second after the fifth failure, even with the right password...
    const first = await t.gql(LOGIN, { input: right });
    expect(first.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'SIGN_IN_THROTTLED', retryAfterSeconds: 1 });
    // ...from this address only: the user signs in from another one meanwhile.
    expect((await loginFrom('127.0.0.2', right)).data).toMatchObject({ login: { user: { email: user.email } } });
    expect(first.errors?.[0]?.message).toBe('Too many failed sign-in attempts; try again in 1 second');
    // Each further failure doubles the wait, and says so itself: past the free failures a wrong password is answered like a
    // try that came too early, so the answers never alternate between "invalid" and "too many".
    t.clock.advance(1000);
    const sixth = await t.gql(LOGIN, { input: wrong });
    expect(sixth.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'SIGN_IN_THROTTLED', retryAfterSeconds: 2 });
    expect(sixth.errors?.[0]?.message).toBe('Too many failed sign-in attempts; try again in 2 seconds');
    expect((await t.gql(LOGIN, { input: right })).errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 2 });
    t.clock.advance(2000);
    expect((await t.gql(LOGIN, { input: wrong })).errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 4 });
    expect((await t.gql(LOGIN, { input: right })).errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 4 });
    t.clock.advance(4000);
    expect((await t.gql(LOGIN, { input: right })).data).toMatchObject({ login: { user: { email: user.email } } });
    const audit = await t.gql<{ auditLog: { nodes: Array<{ details: { email?: string } }> } }>(
      '{ auditLog(first: 20, action: "auth.sign_in_throttled") { nodes { details } } }',
      {},
      t.adminToken,
    );
    expect(audit.data?.auditLog.nodes.filter((entry) => entry.details.email === user.email)).toHaveLength(3);
  });

  it('ends a session on logout', async () => {
    const user = await t.createUser();
    expect((await t.gql<{ logout: boolean }>('mutation { logout }', {}, user.token)).data?.logout).toBe(true);
    expect(errorCode(await t.gql(ME, {}, user.token))).toBe('UNAUTHENTICATED');
  });

  it('stores a password hashed at PASSWORD_HASH_COST, and hashes it again at a new cost when its person next signs in', async () => {
    const email = `rehash-${Date.now()}@example.test`;
    const password = 'a password of some length';
    await t.gql(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: { email, displayName: 'Rehash', password, globalRole: 'MEMBER' },
      },
      t.adminToken,
    );
    const stored = async () =>
      (await appSql<{ password_hash: string }>(t, 'select password_hash from workspace.users where email = $1', [email]))[0]!.password_hash;
    const signIn = (secret: string) => t.gql<{ login: { token: string } }>(LOGIN, { input: { email, password: secret } });
    expect(await stored()).toMatch(/^scrypt\$1024\$8\$1\$/);
    await t.restart({ PASSWORD_HASH_COST: '2048' });
    try {
      const before = await stored();
      // A wrong password changes nothing.
      expect(errorCode(await signIn('not the password at all'))).toBe('UNAUTHENTICATED');
      expect(await stored()).toBe(before);
      expect((await signIn(password)).data?.login.token).toBeTruthy();
      expect(await stored()).toMatch(/^scrypt\$2048\$8\$1\$/);
      const rehashed = await stored();
      // Signing in again, at the cost it now has, keeps it as it is; it still checks.
      expect((await signIn(password)).data?.login.token).toBeTruthy();
      expect(await stored()).toBe(rehashed);
    } finally {
      await t.restart({ PASSWORD_HASH_COST: '1024' });
    }
  });
});

describe('API keys', () => {
  it('mints a key shown once, lists it without the secret, and refuses it once revoked', async () => {
    const user = await t.createUser();
    const minted = await t.gql<{ createApiKey: { token: string; apiKey: { id: string; tokenPrefix: string } } }>(
      CREATE_KEY,
      { input: { name: 'ci' } },
      user.token,
    );
    const { token, apiKey } = minted.data!.createApiKey;
    expect(token).toMatch(/^svc_key_/);
    expect(token.startsWith(apiKey.tokenPrefix)).toBe(true);
    expect((await t.gql<{ me: { id: string } }>(ME, {}, token)).data?.me.id).toBe(user.id);

    const listed = await t.gql<{ apiKeys: Array<Record<string, unknown>> }>(
      '{ apiKeys { id name tokenPrefix lastUsedAt revokedAt } }',
      {},
      user.token,
    );
    expect(listed.data?.apiKeys).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(token);
    expect(listed.data?.apiKeys[0]!.lastUsedAt).not.toBeNull();

    await t.gql('mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', { id: apiKey.id }, user.token);
    expect((await t.gql(ME, {}, token)).status).toBe(401);
  });

  it('refuses an expired key', async () => {
    const user = await t.createUser();
    const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const minted = await t.gql<{ createApiKey: { token: string } }>(CREATE_KEY, { input: { name: 'short', expiresAt } }, user.token);
    const token = minted.data!.createApiKey.token;
    expect((await t.gql(ME, {}, token)).status).toBe(200);
    t.clock.advance(61_000);
    expect(errorCode(await t.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
  });

  it('validates input, naming the field', async () => {
    const user = await t.createUser();
    const past = await t.gql(CREATE_KEY, { input: { name: 'old', expiresAt: '2001-01-01T00:00:00Z' } }, user.token);
    expect(past.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'expiresAt' } });
    const scope = await t.gql(CREATE_KEY, { input: { name: 'x', scopes: ['root'] } }, user.token);
    expect(scope.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'scopes' } });
    const blank = await t.gql(CREATE_KEY, { input: { name: '  ' } }, user.token);
    expect(blank.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
  });

  it('carries the mcp:use scope', async () => {
    const user = await t.createUser();
    const minted = await t.gql<{ createApiKey: { apiKey: { scopes: string[] } } }>(
      CREATE_KEY,
      { input: { name: 'mcp', scopes: ['mcp:use'] } },
      user.token,
    );
    expect(minted.data?.createApiKey.apiKey.scopes).toEqual(['mcp:use']);
  });
});

describe('minting a key for another person', () => {
  const CREATE_PROJECT = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }';
  const ADD_MEMBER = 'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { id } }';
  let projectSeq = 0;

  /** A project created by `adminToken`'s user (its first admin), with `members` added as project members. */
  const projectWith = async (adminToken: string, ...members: Array<{ id: string }>): Promise<string> => {
    projectSeq += 1;
    const created = await t.gql<{ createProject: { id: string } }>(
      CREATE_PROJECT,
      { input: { key: `MK${projectSeq}`, name: `Keys ${projectSeq}` } },
      adminToken,
    );
    const projectId = created.data!.createProject.id;
    for (const member of members) {
      const added = await t.gql(ADD_MEMBER, { input: { projectId, userId: member.id, role: 'MEMBER' } }, adminToken);
      expect(added.errors).toBeUndefined();
    }
    return projectId;
  };

  const mintedAudit = async (keyId: string) => {
    const log = await t.gql<{ auditLog: { nodes: Array<{ actorId: string; targetId: string; details: Record<string, unknown> }> } }>(
      '{ auditLog(first: 100, action: "api_key.created") { nodes { actorId targetId details } } }',
      {},
      t.adminToken,
    );
    return log.data?.auditLog.nodes.find((entry) => entry.targetId === keyId);
  };

  it('lets a super-admin mint a key for any user, which the owner then sees, with its minter, and revokes', async () => {
    const member = await t.createUser();
    const admin = (await t.gql<{ me: { id: string } }>(ME, {}, t.adminToken)).data!.me;
    const minted = await t.gql<{ createApiKey: { token: string; apiKey: { id: string; user: { id: string } } } }>(
      CREATE_KEY,
      { input: { name: 'for-mcp', userId: member.id, scopes: ['mcp:use'] } },
      t.adminToken,
    );
    const { token, apiKey } = minted.data!.createApiKey;
    expect(apiKey.user.id).toBe(member.id);
    expect((await t.gql<{ me: { id: string } }>(ME, {}, token)).data?.me.id).toBe(member.id);

    const listed = await t.gql<{ apiKeys: Array<{ id: string; user: { id: string }; createdBy: { id: string } }> }>(
      '{ apiKeys { id user { id } createdBy { id } } }',
      {},
      member.token,
    );
    expect(listed.data?.apiKeys).toEqual([{ id: apiKey.id, user: { id: member.id }, createdBy: { id: admin.id } }]);

    expect(await mintedAudit(apiKey.id)).toEqual({
      actorId: admin.id,
      targetId: apiKey.id,
      details: { ownerId: member.id, name: 'for-mcp', scopes: ['mcp:use'], mintedFor: { as: 'super-admin' } },
    });

    const revoked = await t.gql('mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', { id: apiKey.id }, member.token);
    expect(revoked.errors).toBeUndefined();
    expect((await t.gql(ME, {}, token)).status).toBe(401);
  });

  it('refuses anyone else, with the reason', async () => {
    const [projectAdmin, member, outsider] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const workspaceAdmin = await t.createUser('admin');
    await projectWith(projectAdmin.token, member, workspaceAdmin);
    const refusal = async (userId: string, token: string) =>
      (await t.gql(CREATE_KEY, { input: { name: 'x', userId } }, token)).errors?.[0]?.extensions;
    const notAllowed = { code: 'FORBIDDEN', reason: 'PERSONAL_API_KEY_NOT_ALLOWED' };
    // A project admin, for someone outside their projects, and for a person of their project (only bots: acting-for.int.test.ts).
    expect(await refusal(outsider.id, projectAdmin.token)).toMatchObject(notAllowed);
    expect(await refusal(member.id, projectAdmin.token)).toMatchObject(notAllowed);
    // A project member, for a fellow member.
    expect(await refusal(projectAdmin.id, member.token)).toMatchObject(notAllowed);
    // A member, for someone with no project in common.
    expect(await refusal(member.id, outsider.token)).toMatchObject(notAllowed);
    // A project admin, for a member whose global role is above their own.
    expect(await refusal(workspaceAdmin.id, projectAdmin.token)).toMatchObject(notAllowed);
    // Nothing was minted for any of them.
    const keys = await t.gql<{ apiKeys: unknown[] }>('query($id: ID) { apiKeys(userId: $id) { id } }', { id: member.id }, t.adminToken);
    expect(keys.data?.apiKeys).toEqual([]);
  });
});

describe('the current credential', () => {
  it('shows an API key with its scopes in effect, expiry and user, as an MCP client checks mcp:use', async () => {
    const user = await t.createUser();
    const expiresAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const mint = async (input: Record<string, unknown>) =>
      (await t.gql<{ createApiKey: { token: string; apiKey: { id: string } } }>(CREATE_KEY, { input }, user.token)).data!.createApiKey;
    const withScope = await mint({ name: 'mcp', scopes: ['mcp:use'], expiresAt });
    const seen = await t.gql(CurrentCredentialDocument, {}, withScope.token);
    expect(seen.data?.currentCredential).toEqual({
      authMethod: 'API_KEY',
      scopes: ['mcp:use'],
      expiresAt,
      apiKeyId: withScope.apiKey.id,
      sessionId: null,
      oauthClientName: null,
      resource: null,
      user: expect.objectContaining({ id: user.id, kind: 'HUMAN', globalRole: 'MEMBER' }),
      delegatedBy: null,
    });

    const without = await mint({ name: 'plain' });
    expect((await t.gql(CurrentCredentialDocument, {}, without.token)).data?.currentCredential).toMatchObject({
      scopes: [],
      expiresAt: null,
      apiKeyId: without.apiKey.id,
    });
  });

  it('shows a session, and refuses a request without a workspace credential', async () => {
    const before = t.clock.now().getTime();
    const user = await t.createUser();
    const session = await t.gql(CurrentCredentialDocument, {}, user.token);
    expect(session.data?.currentCredential).toMatchObject({ authMethod: 'SESSION', scopes: [], apiKeyId: null, user: { id: user.id } });
    expect(session.data?.currentCredential.sessionId).toEqual(expect.any(String));
    // Sessions last 7 days from sign-in.
    const signedInAt = new Date(session.data!.currentCredential.expiresAt!).getTime() - 7 * 24 * 3_600_000;
    expect(signedInAt).toBeGreaterThanOrEqual(before);
    expect(signedInAt).toBeLessThanOrEqual(t.clock.now().getTime());

    expect(errorCode(await t.gql(CurrentCredentialDocument))).toBe('UNAUTHENTICATED');
    const mailKey = await t.createMailKey(user.token);
    expect(errorCode(await t.gql(CurrentCredentialDocument, {}, mailKey.token))).toBe('UNAUTHENTICATED');
  });
});

describe('bots', () => {
  const CREATE_BOT = 'mutation($input: CreateBotInput!) { createBot(input: $input) { id kind owner { id } } }';

  it('authenticate with keys minted by their owner or a super-admin, not by other users', async () => {
    const [owner, stranger] = [await t.createUser(), await t.createUser()];
    const bot = (
      await t.gql<{ createBot: { id: string; kind: string; owner: { id: string } } }>(
        CREATE_BOT,
        { input: { displayName: 'Agent' } },
        owner.token,
      )
    ).data!.createBot;
    expect(bot).toMatchObject({ kind: 'BOT', owner: { id: owner.id } });

    expect(errorCode(await t.gql(CREATE_KEY, { input: { name: 'x', userId: bot.id } }, stranger.token))).toBe('FORBIDDEN');
    const byAdmin = await t.gql<{ createApiKey: { token: string } }>(
      CREATE_KEY,
      { input: { name: 'by-admin', userId: bot.id } },
      t.adminToken,
    );
    expect(byAdmin.data?.createApiKey.token).toBeDefined();
    const byOwner = await t.gql<{ createApiKey: { token: string } }>(
      CREATE_KEY,
      { input: { name: 'by-owner', userId: bot.id } },
      owner.token,
    );
    const botKey = byOwner.data!.createApiKey.token;
    expect((await t.gql<{ me: { id: string; kind: string } }>(ME, {}, botKey)).data?.me).toMatchObject({ id: bot.id, kind: 'BOT' });

    // A bot cannot mint keys or create bots itself.
    expect(errorCode(await t.gql(CREATE_KEY, { input: { name: 'self' } }, botKey))).toBe('FORBIDDEN');
    const child = await t.gql(CREATE_BOT, { input: { displayName: 'child' } }, botKey);
    expect(child.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'BOTS_CANNOT_CREATE_BOTS' });
  });

  it('stop working when deactivated', async () => {
    const owner = await t.createUser();
    const bot = (await t.gql<{ createBot: { id: string } }>(CREATE_BOT, { input: { displayName: 'Temp' } }, owner.token)).data!.createBot;
    const key = (await t.gql<{ createApiKey: { token: string } }>(CREATE_KEY, { input: { name: 'k', userId: bot.id } }, owner.token)).data!
      .createApiKey.token;
    await t.gql('mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: bot.id }, owner.token);
    expect(errorCode(await t.gql(ME, {}, key))).toBe('UNAUTHENTICATED');
  });
});

describe('users and roles', () => {
  it('lets admins create users and change roles; members cannot', async () => {
    const member = await t.createUser('member');
    const admin = await t.createUser('admin');
    const input = { email: `new-${Date.now()}@example.test`, displayName: 'New', password: 'long-enough-password' };
    expect(errorCode(await t.gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input }, member.token))).toBe(
      'FORBIDDEN',
    );
    const created = await t.gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input }, admin.token);
    expect(created.errors).toBeUndefined();
    // Only a super-admin grants super-admin.
    const promote = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { globalRole } }';
    const refused = await t.gql(promote, { input: { id: member.id, globalRole: 'SUPER_ADMIN' } }, admin.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Only a super-admin may grant or remove super-admin',
      extensions: { code: 'FORBIDDEN', reason: 'SUPER_ADMIN_REQUIRED' },
    });
    expect(
      (await t.gql<{ updateUser: { globalRole: string } }>(promote, { input: { id: member.id, globalRole: 'ADMIN' } }, t.adminToken)).data
        ?.updateUser.globalRole,
    ).toBe('ADMIN');
    const again = await t.gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input }, admin.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'email', reason: 'EMAIL_TAKEN' });
  });

  it('rejects bad user input naming the field', async () => {
    const bad = await t.gql(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email: 'nope', displayName: 'x', password: 'long-enough-password' } },
      t.adminToken,
    );
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    const short = await t.gql(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email: 'a@b.example', displayName: 'x', password: 'short' } },
      t.adminToken,
    );
    expect(short.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
  });

  it('records security actions in the audit log, readable by admins only', async () => {
    const member = await t.createUser();
    expect(errorCode(await t.gql('{ auditLog(first: 5) { nodes { id } } }', {}, member.token))).toBe('FORBIDDEN');
    const log = await t.gql<{ auditLog: { nodes: Array<{ action: string }> } }>(
      '{ auditLog(first: 100) { nodes { action actorId targetId createdAt } } }',
      {},
      t.adminToken,
    );
    const actions = new Set(log.data?.auditLog.nodes.map((entry) => entry.action));
    for (const action of ['user.created', 'auth.signed_in', 'api_key.created', 'api_key.revoked', 'user.role_changed'])
      expect(actions).toContain(action);
  });
});

/** `login` sent from another loopback address, as a second client would (the gateway sees the socket's address). */
function loginFrom(localAddress: string, input: { email: string; password: string }): Promise<GraphQLResponse<{ login: unknown }>> {
  const body = JSON.stringify({ query: LOGIN, variables: { input } });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${t.url}/graphql`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response
          .toArray()
          .then((chunks) => resolve({ status: response.statusCode!, ...JSON.parse(Buffer.concat(chunks).toString()) }))
          .catch(reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
