import { randomBytes } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { oauthAccessToken } from '../test/support/oauth.js';
import { buildWorld, ok, type Actor, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { call, connectMcp, mcpKey } from './test-client.js';

// Issue 34: the full toolset is the whole API (mail service and federation included), each tool run as the caller.
let t: TestApp;
let w: World;
const clients: Client[] = [];

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'FUL');
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await t?.close();
});

const full = async (actor: Actor): Promise<Client> => {
  const client = await connectMcp(t, await mcpKey(t, actor), '?toolset=full');
  clients.push(client);
  return client;
};

/** A tool's value, failing the test with the tool's error when it answers one. */
async function value(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const answer = await call(client, name, args);
  expect({ name, ...answer }).toMatchObject({ name, isError: false });
  return answer.value;
}

/** A tool this server does not have: the JSON-RPC error SPEC's "404 at call time" maps to (docs/mcp.md, Versions). */
const expectNoTool = (client: Client, name: string) =>
  expect(client.callTool({ name, arguments: {} })).rejects.toMatchObject({ code: -32602, data: { code: 'UNKNOWN_TOOL', tool: name } });

const errorOf = async (client: Client, name: string, args: Record<string, unknown> = {}) => {
  const answer = await call(client, name, args);
  expect({ name, isError: answer.isError }).toEqual({ name, isError: true });
  return (answer.value as { error: { code: string; message: string } }).error;
};

describe('mail service tools', () => {
  it("run as the caller on their own mail account; another user's account is NOT_FOUND and stays as it was", async () => {
    const owner = await full(w.member);
    const account = await value(owner, 'svc_create_mail_account', { name: 'Agent mail' });
    const accountId = account.id as string;
    expect(await value(owner, 'svc_add_suppression', { input: { accountId, email: 'gone@example.test' } })).toMatchObject({
      email: 'gone@example.test',
      reason: 'manual',
    });
    const template = await value(owner, 'svc_create_template', {
      input: { accountId, name: 'welcome', subject: 'Hello {{name}}', text: 'Welcome, {{name}}.' },
    });
    expect(await value(owner, 'svc_render_template', { accountId, id: template.id, variables: { name: 'Ada' } })).toEqual({
      subject: 'Hello Ada',
      text: 'Welcome, Ada.',
    });

    const stranger = await full(w.outsider);
    expect(await errorOf(stranger, 'svc_suppressions', { accountId })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await errorOf(stranger, 'svc_add_suppression', { input: { accountId, email: 'planted@example.test' } })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(stranger, 'svc_render_template', { accountId, id: template.id })).toMatchObject({ code: 'NOT_FOUND' });
    expect((await value(stranger, 'svc_mail_accounts')).items).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: accountId })]),
    );

    const list = await value(owner, 'svc_suppressions', { accountId });
    expect((list.items as Array<{ email: string }>).map((entry) => entry.email)).toEqual(['gone@example.test']);
  });

  it('has no tool that mints a mail key, and the API refuses the workspace sender (it mints one) to calls through MCP', async () => {
    const client = await full(w.admin);
    for (const name of ['svc_create_mail_api_key', 'svc_revoke_mail_api_key', 'svc_provision_workspace_sender', 'svc_create_webhook']) {
      await expectNoTool(client, name);
    }
    const key = await mcpKey(t, w.admin);
    const viaMcp = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-svc-via': 'mcp' },
      body: JSON.stringify({
        query: 'mutation($input: ProvisionWorkspaceSenderInput!) { provisionWorkspaceSender(input: $input) { token } }',
        variables: { input: { slug: 'through-mcp' } },
      }),
    });
    const body = (await viaMcp.json()) as { data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> };
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'DELEGATED_CREDENTIAL', delegation: 'mcp' });
  });

  it('refuses an OAuth session: the mail service takes no AI client’s token', async () => {
    const email = `oauth-mail-${randomBytes(4).toString('hex')}@example.test`;
    const password = `password-${randomBytes(8).toString('hex')}`;
    await ok(
      t,
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email, displayName: 'OAuth mail', password, globalRole: 'MEMBER' } },
      t.adminToken,
    );
    const { accessToken } = await oauthAccessToken(t.url, { email, password });
    const client = await connectMcp(t, accessToken, '?toolset=full');
    clients.push(client);
    expect(await errorOf(client, 'svc_mail_accounts')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await value(client, 'svc_who_am_i')).toMatchObject({ authMethod: 'OAUTH' });
  });
});

describe('federation tools', () => {
  it('manage instance links for a workspace admin and refuse a member (admin:federation:write)', async () => {
    const { createFederationLink } = await ok<{ createFederationLink: { link: { id: string } } }>(
      t,
      'mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { link { id } } }',
      { input: { name: 'Partner', remoteUrl: 'https://partner.example.test', direction: 'SOURCE' } },
      w.admin,
    );
    const id = createFederationLink.link.id;

    const member = await full(w.member);
    expect(await errorOf(member, 'svc_federation_links')).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(member, 'svc_pause_federation_link', { id })).toMatchObject({ code: 'FORBIDDEN' });

    const admin = await full(w.admin);
    expect(await value(admin, 'svc_federation_link', { id })).toMatchObject({ id, paused: false, direction: 'SOURCE' });
    expect(await value(admin, 'svc_pause_federation_link', { id })).toMatchObject({ id, paused: true });
    expect(await value(admin, 'svc_federation_links')).toEqual({ items: [expect.objectContaining({ id, paused: true })] });
    // Its credentials are not the tools' to touch.
    await expectNoTool(admin, 'svc_rotate_federation_link_token');
  });

  it("reads a project's federation for its admin and refuses a member (project:federation:manage)", async () => {
    expect(await call(await full(w.projectAdmin), 'svc_project_federation_invites', { projectId: w.project.id })).toEqual({
      isError: false,
      value: [],
    });
    expect(await errorOf(await full(w.member), 'svc_project_federation_invites', { projectId: w.project.id })).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('has no tool for the peer protocol or a partner taking an invite', async () => {
    const client = await full(w.admin);
    for (const name of [
      'svc_federation_peer_handshake',
      'svc_federation_peer_changes',
      'svc_federation_invite_accept',
      'svc_record_mail_open',
    ]) {
      await expectNoTool(client, name);
    }
  });
});
