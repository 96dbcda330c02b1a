import { randomBytes } from 'node:crypto';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { oauthAccessToken } from '../../../test/support/oauth.js';
import { addMember, createProject, createTicket, ok, projectKey, type Actor } from '../tickets/ticket.test-support.js';

/**
 * Issue 31, defects 1 to 3: a credential never carries more than its grant. Each case below was reproduced from outside
 * before the fix (a project admin taking over a member's account, a password changed without the old one while the old
 * sessions lived on, an AI client's OAuth token minting permanent keys).
 */
const CREATE_KEY = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token apiKey { id } } }';
const UPDATE_USER = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id displayName } }';
const CREATE_MAIL_KEY = 'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }';
const ME = '{ me { id } }';

interface Person extends Actor {
  email: string;
  password: string;
}

let t: TestApp;

const reason = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.reason;
const login = async (email: string, password: string): Promise<string> =>
  (
    await ok<{ login: { token: string } }>(
      t,
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email, password } },
      '',
    )
  ).login.token;

/** A person whose password the test knows, signed in with a session. */
async function person(globalRole: 'MEMBER' | 'ADMIN' = 'MEMBER'): Promise<Person> {
  const email = `acting-${randomBytes(4).toString('hex')}@example.test`;
  const password = `password-${randomBytes(8).toString('hex')}`;
  const { createUser } = await ok<{ createUser: { id: string } }>(
    t,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, displayName: email.split('@')[0], password, globalRole } },
    t.adminToken,
  );
  return { id: createUser.id, email, password, token: await login(email, password) };
}

const botOf = async (owner: Actor): Promise<string> =>
  (await ok<{ createBot: { id: string } }>(t, 'mutation { createBot(input: { displayName: "Agent" }) { id } }', {}, owner)).createBot.id;

const mintedAudit = async (keyId: string) => {
  const log = await ok<{ auditLog: { nodes: Array<{ actorId: string; targetId: string; details: Record<string, unknown> }> } }>(
    t,
    '{ auditLog(first: 100, action: "api_key.created") { nodes { actorId targetId details } } }',
    {},
    t.adminToken,
  );
  return log.auditLog.nodes.find((entry) => entry.targetId === keyId);
};

// Every case on the server database and on the embedded one (`npm start`'s default).
describe.each([
  { database: 'PostgreSQL', embedded: false },
  { database: 'embedded PGlite', embedded: true },
])('on $database', ({ embedded }) => {
  beforeAll(async () => {
    t = await startTestApp({ embedded });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('defect 1: minting for someone else never reaches more than the minter', () => {
    it('refuses a project admin, and a workspace admin, a key for a person; a super-admin mints one, audited with both', async () => {
      const [projectAdmin, victim, workspaceAdmin] = [await person(), await person(), await person('ADMIN')];
      const shared = await createProject(t, projectAdmin, projectKey('AF'));
      await addMember(t, projectAdmin, shared.id, victim.id, 'MEMBER');
      // The victim's other project, which the project admin is not in.
      await createProject(t, victim, projectKey('AF'));
      for (const minter of [projectAdmin, workspaceAdmin]) {
        const refused = await t.gql(CREATE_KEY, { input: { name: 'takeover', userId: victim.id } }, minter.token);
        expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'PERSONAL_API_KEY_NOT_ALLOWED' });
      }
      const keys = await ok<{ apiKeys: unknown[] }>(t, 'query($id: ID) { apiKeys(userId: $id) { id } }', { id: victim.id }, t.adminToken);
      expect(keys.apiKeys).toEqual([]);

      const superAdmin = (await ok<{ me: { id: string } }>(t, ME, {}, t.adminToken)).me;
      const minted = await ok<{ createApiKey: { token: string; apiKey: { id: string } } }>(
        t,
        CREATE_KEY,
        { input: { name: 'support', userId: victim.id } },
        t.adminToken,
      );
      expect(await mintedAudit(minted.createApiKey.apiKey.id)).toMatchObject({
        actorId: superAdmin.id,
        details: { ownerId: victim.id, mintedFor: { as: 'super-admin' } },
      });
      const seen = await ok<{ currentCredential: { user: { id: string }; mintedBy: { id: string } } }>(
        t,
        '{ currentCredential { user { id } mintedBy { id } } }',
        {},
        minted.createApiKey.token,
      );
      expect(seen.currentCredential).toEqual({ user: { id: victim.id }, mintedBy: { id: superAdmin.id } });
      // Your own key's audit entry names no minting authority.
      const own = await ok<{ createApiKey: { apiKey: { id: string } } }>(t, CREATE_KEY, { input: { name: 'own' } }, victim);
      expect((await mintedAudit(own.createApiKey.apiKey.id))?.details).not.toHaveProperty('mintedFor');
    });

    it('lets a project admin mint for a bot only while every project of the bot is theirs', async () => {
      const [projectAdmin, owner, otherAdmin] = [await person(), await person(), await person()];
      const project = await createProject(t, projectAdmin, projectKey('AF'));
      const elsewhere = await createProject(t, otherAdmin, projectKey('AF'));
      const bot = await botOf(owner);
      // A bot in no project: nothing to act for.
      expect(reason(await t.gql(CREATE_KEY, { input: { name: 'k', userId: bot } }, projectAdmin.token))).toBe('BOT_API_KEY_NOT_ALLOWED');
      await addMember(t, projectAdmin, project.id, bot, 'MEMBER');
      const minted = await ok<{ createApiKey: { token: string; apiKey: { id: string } } }>(
        t,
        CREATE_KEY,
        { input: { name: 'agent', userId: bot } },
        projectAdmin,
      );
      const key = minted.createApiKey.token;
      expect(await mintedAudit(minted.createApiKey.apiKey.id)).toMatchObject({
        details: { ownerId: bot, mintedFor: { as: 'project-admin', projectIds: [project.id] } },
      });
      expect((await t.gql(ME, {}, key)).status).toBe(200);

      // The bot joins a project the minter does not administer: the key would reach past its minter, so it stops...
      await addMember(t, otherAdmin, elsewhere.id, bot, 'MEMBER');
      expect((await t.gql(ME, {}, key)).status).toBe(401);
      // ...and the minter cannot mint another while it is so.
      expect(reason(await t.gql(CREATE_KEY, { input: { name: 'k2', userId: bot } }, projectAdmin.token))).toBe('BOT_API_KEY_NOT_ALLOWED');
      await ok(
        t,
        'mutation($input: RemoveProjectMemberInput!) { removeProjectMember(input: $input) }',
        { input: { projectId: elsewhere.id, userId: bot } },
        otherAdmin,
      );
      expect((await t.gql(ME, {}, key)).status).toBe(200);

      // A key lives while its minter does.
      await ok(t, 'mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: projectAdmin.id }, t.adminToken);
      expect((await t.gql(ME, {}, key)).status).toBe(401);
    });

    it('never lets a minted key read a private ticket its minter cannot', async () => {
      const [projectAdmin, owner] = [await person(), await person()];
      const project = await createProject(t, projectAdmin, projectKey('AF'));
      const bot = await botOf(owner);
      await addMember(t, projectAdmin, project.id, owner.id, 'MEMBER');
      await addMember(t, projectAdmin, project.id, bot, 'MEMBER');
      const key = (await ok<{ createApiKey: { token: string } }>(t, CREATE_KEY, { input: { name: 'agent', userId: bot } }, projectAdmin))
        .createApiKey.token;
      // In use, so the gateway holds it in its credential cache.
      expect((await t.gql(ME, {}, key)).status).toBe(200);
      // The owner puts the bot on a private ticket the project admin is not on: the key stops at once.
      await createTicket(t, owner, { projectId: project.id, title: 'Secret', private: true, accessUserIds: [bot] });
      expect((await t.gql(ME, {}, key)).status).toBe(401);
      expect(reason(await t.gql(CREATE_KEY, { input: { name: 'k2', userId: bot } }, projectAdmin.token))).toBe('BOT_API_KEY_NOT_ALLOWED');
      // The owner's own key for their bot is the owner's to give: it reads the ticket.
      const ownerKey = (await ok<{ createApiKey: { token: string } }>(t, CREATE_KEY, { input: { name: 'mine', userId: bot } }, owner))
        .createApiKey.token;
      const seen = await ok<{ searchTickets: { nodes: Array<{ title: string }> } }>(
        t,
        'query($p: ID) { searchTickets(first: 10, projectId: $p) { nodes { title } } }',
        { p: project.id },
        ownerKey,
      );
      expect(seen.searchTickets.nodes.map((node) => node.title)).toEqual(['Secret']);
    });

    it('never lets a key minted by someone else manage credentials; a bot key from its owner is the bot’s own', async () => {
      const [projectAdmin, owner] = [await person(), await person()];
      const project = await createProject(t, projectAdmin, projectKey('AF'));
      const bot = await botOf(owner);
      await addMember(t, projectAdmin, project.id, bot, 'MEMBER');
      const mint = async (minter: Actor) =>
        (await ok<{ createApiKey: { token: string } }>(t, CREATE_KEY, { input: { name: 'agent', userId: bot } }, minter)).createApiKey
          .token;
      const [ownersKey, adminsKey] = [await mint(owner), await mint(projectAdmin)];
      const account = (
        await ok<{ createMailAccount: { id: string } }>(t, 'mutation { createMailAccount(name: "Bot mail") { id } }', {}, ownersKey)
      ).createMailAccount.id;
      const mailKey = (key: string) => t.gql(CREATE_MAIL_KEY, { input: { accountId: account, name: 'x', access: 'FULL' } }, key);
      expect((await mailKey(adminsKey)).errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'DELEGATED_CREDENTIAL',
        delegation: 'minted-by-other',
      });
      expect((await mailKey(ownersKey)).errors).toBeUndefined();
    });
  });

  describe('defect 2: a password change needs the current one and ends every other sign-in', () => {
    it('refuses without the current password, and a wrong one changes nothing', async () => {
      const user = await person();
      const missing = await t.gql(UPDATE_USER, { input: { id: user.id, password: 'a-brand-new-password' } }, user.token);
      expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
      const wrong = await t.gql(
        UPDATE_USER,
        { input: { id: user.id, displayName: 'Renamed', password: 'a-brand-new-password', currentPassword: 'not-my-password' } },
        user.token,
      );
      expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CURRENT_PASSWORD_INCORRECT' });
      const me = await ok<{ me: { displayName: string } }>(t, '{ me { displayName } }', {}, user);
      expect(me.me.displayName).not.toBe('Renamed');
      expect(await login(user.email, user.password)).toMatch(/^svc_ses_/);
      // Another user's password is never anyone else's to set, an admin's included.
      const admin = await t.gql(
        UPDATE_USER,
        { input: { id: user.id, password: 'a-brand-new-password', currentPassword: 'x' } },
        t.adminToken,
      );
      expect(reason(admin)).toBe('OWN_PASSWORD_ONLY');
    });

    it('throttles wrong current passwords like failed sign-ins', async () => {
      const user = await person();
      const attempt = () =>
        t.gql(UPDATE_USER, { input: { id: user.id, password: 'a-brand-new-password', currentPassword: 'guess-guess-guess' } }, user.token);
      for (let i = 0; i < 5; i += 1) expect(reason(await attempt())).toBe('CURRENT_PASSWORD_INCORRECT');
      expect(reason(await attempt())).toBe('SIGN_IN_THROTTLED');
    });

    it('ends the other sessions and every OAuth grant, keeping the session that changed it', async () => {
      const user = await person();
      const otherSession = await login(user.email, user.password);
      const { accessToken } = await oauthAccessToken(t.url, user);
      expect((await t.gql(ME, {}, accessToken)).status).toBe(200);
      const changed = await t.gql(
        UPDATE_USER,
        { input: { id: user.id, password: 'a-brand-new-password', currentPassword: user.password } },
        user.token,
      );
      expect(changed.errors).toBeUndefined();
      expect((await t.gql(ME, {}, user.token)).status).toBe(200);
      expect((await t.gql(ME, {}, otherSession)).status).toBe(401);
      expect((await t.gql(ME, {}, accessToken)).status).toBe(401);
      expect(await login(user.email, 'a-brand-new-password')).toMatch(/^svc_ses_/);
    });
  });

  describe('defect 3: an AI client’s OAuth token and the MCP server never manage credentials', () => {
    it('refuses credential management with an OAuth token, as the person and as their agent, while reads work', async () => {
      const user = await person();
      const project = await createProject(t, user, projectKey('AF'));
      const agent = await botOf(user);
      await addMember(t, user, project.id, agent, 'MEMBER');
      const account = (await ok<{ createMailAccount: { id: string } }>(t, 'mutation { createMailAccount(name: "Mine") { id } }', {}, user))
        .createMailAccount.id;
      for (const actingAs of [undefined, agent]) {
        const { accessToken } = await oauthAccessToken(t.url, user, actingAs);
        expect((await t.gql(ME, {}, accessToken)).status).toBe(200);
        const refusals = [
          await t.gql(
            UPDATE_USER,
            { input: { id: user.id, password: 'taken-over-password', currentPassword: user.password } },
            accessToken,
          ),
          await t.gql(UPDATE_USER, { input: { id: user.id, connectAiClients: true } }, accessToken),
          await t.gql(CREATE_KEY, { input: { name: 'permanent' } }, accessToken),
          await t.gql(CREATE_MAIL_KEY, { input: { accountId: account, name: 'x', access: 'FULL' } }, accessToken),
          await t.gql('mutation { logout }', {}, accessToken),
        ];
        for (const refusal of refusals) {
          expect(refusal.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'DELEGATED_CREDENTIAL', delegation: 'oauth' });
        }
        // The workspace REST API refuses the same; the orchestrator adapter does not take OAuth tokens at all.
        const rest = await fetch(`${t.url}/api/create-api-key`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ input: { name: 'permanent' } }),
        });
        expect(rest.status).toBe(403);
        const orchestrator = await fetch(`${t.url}/integrations/orchestrator/candidates`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(orchestrator.status).toBe(401);
      }
      const keys = await ok<{ apiKeys: unknown[] }>(t, '{ apiKeys { id } }', {}, user);
      expect(keys.apiKeys).toEqual([]);
    });

    it('refuses credential management to any call the MCP server makes, whatever its credential', async () => {
      const user = await person();
      const own = (await ok<{ createApiKey: { token: string } }>(t, CREATE_KEY, { input: { name: 'own' } }, user)).createApiKey.token;
      const viaMcp = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${own}`, 'content-type': 'application/json', 'x-svc-via': 'mcp' },
        body: JSON.stringify({ query: CREATE_KEY, variables: { input: { name: 'through mcp' } } }),
      });
      const body = (await viaMcp.json()) as GraphQLResponse<unknown>;
      expect(body.errors?.[0]?.extensions).toMatchObject({ reason: 'DELEGATED_CREDENTIAL', delegation: 'mcp' });
      // The same key, directly: the user's own key manages their keys.
      expect((await t.gql(CREATE_KEY, { input: { name: 'direct' } }, own)).errors).toBeUndefined();
    });
  });
});
