import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { repoRoot } from '../core/paths.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { launchBrowser, screenshot } from '../test/support/browser.js';
import { consentAs, readConsentPage, submitConsent } from '../test/support/consent.js';
import { addMember, buildWorld, ok, type Actor, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { call } from './test-client.js';

let t: TestApp;
let w: World;

interface Person extends Actor {
  email: string;
  password: string;
}

/** A person with a password (the consent page signs in with it) and a console session. */
async function person(): Promise<Person> {
  const email = `oauth-${randomBytes(4).toString('hex')}@example.test`;
  const password = `password-${randomBytes(8).toString('hex')}`;
  const { createUser } = await ok<{ createUser: { id: string } }>(
    t,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, displayName: email.split('@')[0], password, globalRole: 'MEMBER' } },
    t.adminToken,
  );
  const login = await t.gql<{ login: { token: string } }>(
    'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }',
    {
      e: email,
      p: password,
    },
  );
  const token = login.data!.login.token;
  await addMember(t, w.projectAdmin, w.project.id, createUser.id, 'MEMBER');
  return { id: createUser.id, email, password, token };
}

async function botOf(owner: Actor, name: string): Promise<string> {
  const { createBot } = await ok<{ createBot: { id: string } }>(
    t,
    'mutation($n: String!) { createBot(input: { displayName: $n }) { id } }',
    { n: name },
    owner,
  );
  await addMember(t, w.projectAdmin, w.project.id, createBot.id, 'MEMBER');
  return createBot.id;
}

/** An MCP client's OAuth state kept in memory, as Claude Desktop or Cursor keep theirs; the "browser" is the test. */
class MemoryProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  /** Where the client listens for the browser to come back; nothing listens at the default, where no browser goes. */
  constructor(readonly redirectUrl = 'http://127.0.0.1:9/callback') {}

  readonly clientMetadata = {
    client_name: 'Test AI client',
    redirect_uris: [this.redirectUrl],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
  state = () => 'state-42';
  clientInformation = () => this.client;
  saveClientInformation = (info: OAuthClientInformationMixed) => void (this.client = info);
  tokens = () => this.saved;
  saveTokens = (tokens: OAuthTokens) => void (this.saved = tokens);
  redirectToAuthorization = (url: URL) => void (this.authorizationUrl = url);
  saveCodeVerifier = (verifier: string) => void (this.verifier = verifier);
  codeVerifier = () => this.verifier;
}

const mcpUrl = () => new URL(`${t.url}/mcp`);

/** The whole flow as an MCP client runs it: 401, discovery, registration, the consent page, the PKCE code exchange. */
async function connectWithOAuth(who: Person, actingAs?: string): Promise<{ client: Client; provider: MemoryProvider }> {
  const provider = new MemoryProvider();
  const first = new Client({ name: 'oauth-test', version: '1.0.0' });
  await expect(first.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }))).rejects.toBeInstanceOf(
    UnauthorizedError,
  );
  expect(provider.authorizationUrl?.searchParams.get('code_challenge_method')).toBe('S256');
  expect(provider.authorizationUrl?.searchParams.get('resource')).toBe(mcpUrl().href);
  const back = await consentAs(t.url, provider.authorizationUrl!, who, actingAs);
  expect(back.searchParams.get('state')).toBe('state-42');
  const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider });
  await transport.finishAuth(back.searchParams.get('code')!);
  const client = new Client({ name: 'oauth-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }));
  return { client, provider };
}

const token = (body: Record<string, string>) =>
  fetch(`${t.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });

const viewerOf = async (accessToken: string) =>
  t.gql<{ currentCredential: { authMethod: string; user: { id: string }; delegatedBy: { id: string } | null; oauthClientName: string } }>(
    '{ currentCredential { authMethod user { id } delegatedBy { id } oauthClientName } }',
    {},
    accessToken,
  );

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'OAU');
});
afterAll(async () => {
  await t?.close();
});

describe('discovery', () => {
  it('points from the 401 challenge to the protected resource, then to this platform as authorization server, with CORS', async () => {
    const anonymous = await fetch(mcpUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(anonymous.headers.get('www-authenticate') ?? '')?.[1];
    expect(metadataUrl).toBe(`${t.url}/.well-known/oauth-protected-resource/mcp`);
    const resource = await fetch(metadataUrl!, { headers: { origin: 'https://claude.ai' } });
    expect(resource.headers.get('access-control-allow-origin')).toBe('*');
    expect(await resource.json()).toMatchObject({
      resource: mcpUrl().href,
      authorization_servers: [`${t.url}/`],
      scopes_supported: ['mcp:use'],
    });

    const server = (await (await fetch(`${t.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(server).toMatchObject({
      issuer: `${t.url}/`,
      authorization_endpoint: `${t.url}/authorize`,
      token_endpoint: `${t.url}/token`,
      registration_endpoint: `${t.url}/register`,
      revocation_endpoint: `${t.url}/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    for (const path of ['/token', '/register']) {
      const preflight = await fetch(`${t.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://claude.ai', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('authorization code with PKCE through the consent page', () => {
  it('connects an SDK client that then works as the person who consented, and audits the grant', async () => {
    const alice = await person();
    const { client, provider } = await connectWithOAuth(alice);
    expect(provider.saved).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'mcp:use',
      refresh_token: expect.stringMatching(/^svc_ort_/),
    });
    expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: alice.id } });
    const created = await call(client, 'svc_create_ticket', { input: { projectKey: w.project.key, title: 'Via OAuth' } });
    expect(created.isError).toBe(false);
    const ticket = await ok<{ ticket: { reporter: { id: string } } }>(
      t,
      'query($k: String!) { ticket(key: $k) { reporter { id } } }',
      { k: created.value.key },
      alice,
    );
    expect(ticket.ticket.reporter.id).toBe(alice.id);
    expect((await viewerOf(provider.saved!.access_token)).data?.currentCredential).toEqual({
      authMethod: 'OAUTH',
      user: { id: alice.id },
      delegatedBy: null,
      oauthClientName: 'Test AI client',
    });
    const audit = await ok<{ auditLog: { nodes: Array<{ actorId: string; targetId: string; details: Record<string, unknown> }> } }>(
      t,
      '{ auditLog(first: 5, action: "oauth.granted") { nodes { actorId targetId details } } }',
      {},
      t.adminToken,
    );
    expect(audit.auditLog.nodes).toContainEqual(expect.objectContaining({ actorId: alice.id, targetId: alice.id }));
    await client.close();
  });

  it('refuses a wrong verifier, a reused code (revoking what it issued), a wrong password and a forged consent', async () => {
    const bob = await person();
    const provider = new MemoryProvider();
    await expect(
      new Client({ name: 'x', version: '1' }).connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider })),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    const page = await readConsentPage(await fetch(provider.authorizationUrl!));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Test AI client');
    const wrong = await readConsentPage(await submitConsent(t.url, page, { email: bob.email, password: 'not-it', action: 'sign-in' }));
    expect(wrong).toMatchObject({ status: 401, error: 'Invalid email or password' });
    const consent = await readConsentPage(
      await submitConsent(t.url, page, { email: bob.email, password: bob.password, action: 'sign-in' }),
    );
    expect(consent.identities).toEqual([{ id: bob.id, label: expect.stringContaining('(you)') }]);
    const forged = await submitConsent(t.url, { ...consent, fields: { ...consent.fields, csrf: 'forged' } }, { action: 'allow' });
    expect(forged.status).toBe(403);
    const denied = new URL((await submitConsent(t.url, consent, { action: 'deny' })).headers.get('location')!);
    expect(denied.searchParams.get('error')).toBe('access_denied');

    const back = new URL((await submitConsent(t.url, consent, { action: 'allow' })).headers.get('location')!);
    const code = back.searchParams.get('code')!;
    const clientId = provider.client!.client_id;
    const base = { grant_type: 'authorization_code', client_id: clientId, code, redirect_uri: provider.redirectUrl };
    const badVerifier = await token({ ...base, code_verifier: 'x'.repeat(43) });
    expect(badVerifier.status).toBe(400);
    expect(await badVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    const issued = await token({ ...base, code_verifier: provider.verifier });
    expect(issued.status).toBe(200);
    const tokens = (await issued.json()) as OAuthTokens;
    const reused = await token({ ...base, code_verifier: provider.verifier });
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant', error_description: 'The authorization code was already used' });
    expect((await viewerOf(tokens.access_token)).status).toBe(401);

    const elsewhere = new URL(provider.authorizationUrl!);
    elsewhere.searchParams.set('resource', 'https://other.example/mcp');
    const refusedTarget = new URL((await fetch(elsewhere, { redirect: 'manual' })).headers.get('location')!);
    expect(refusedTarget.searchParams.get('error')).toBe('invalid_target');

    const unknownClient = await fetch(`${t.url}/authorize?client_id=nope&response_type=code&code_challenge=abc&code_challenge_method=S256`);
    expect(unknownClient.status).toBe(400);
    expect(await unknownClient.json()).toMatchObject({ error: 'invalid_client' });
    const badRegistration = await fetch(`${t.url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"redirect_uris":"nope"}',
    });
    expect(badRegistration.status).toBe(400);
    expect(await badRegistration.json()).toMatchObject({ error: 'invalid_client_metadata' });
  });

  it('answers malformed requests to every endpoint with an OAuth error, never a 5xx', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const json = { 'content-type': 'application/json' };
    const probes: Array<[string, RequestInit]> = [
      ['/register', { method: 'POST', headers: json, body: '{"redirect_uris": [' }],
      ['/register', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }],
      ['/register', { method: 'GET' }],
      ['/token', { method: 'POST', headers: form, body: 'grant_type=password&client_id=x' }],
      ['/token', { method: 'POST', headers: form, body: '%%%' }],
      ['/token', { method: 'POST', headers: json, body: '{"grant_type": 1}' }],
      ['/token', { method: 'GET' }],
      ['/revoke', { method: 'POST', headers: form, body: 'token=x' }],
      ['/authorize', { method: 'GET' }],
      ['/authorize?client_id=x&redirect_uri=javascript:alert(1)', { method: 'GET' }],
      ['/authorize', { method: 'POST', headers: json, body: '[]' }],
      ['/.well-known/oauth-authorization-server', { method: 'POST' }],
    ];
    for (const [path, init] of probes) {
      const answer = await fetch(`${t.url}${path}`, { ...init, redirect: 'manual' });
      expect([path, init.method, answer.status >= 400 && answer.status < 500]).toEqual([path, init.method, true]);
      expect(await answer.json()).toMatchObject({ error: expect.any(String) });
    }
  });
});

describe('refresh tokens', () => {
  it('rotate; a rotated token still renews within the grace window, and after it, its reuse revokes the grant', async () => {
    const carol = await person();
    const { client, provider } = await connectWithOAuth(carol);
    await client.close();
    const clientId = provider.client!.client_id;
    const first = provider.saved!;
    const refresh = (refreshToken: string) => token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken });

    const second = (await (await refresh(first.refresh_token!)).json()) as OAuthTokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    t.clock.advance(30_000);
    const retried = await refresh(first.refresh_token!);
    expect(retried.status).toBe(200);
    const third = (await retried.json()) as OAuthTokens;
    expect((await viewerOf(third.access_token)).data?.currentCredential.user.id).toBe(carol.id);

    t.clock.advance(2 * 60_000);
    const reuse = await refresh(first.refresh_token!);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
    for (const set of [second, third]) {
      expect((await viewerOf(set.access_token)).status).toBe(401);
      expect((await refresh(set.refresh_token!)).status).toBe(400);
    }
  });

  it('are refused while the account\'s "connect AI clients" setting is off, and new consents too', async () => {
    const dave = await person();
    const { client, provider } = await connectWithOAuth(dave);
    await client.close();
    await ok(
      t,
      'mutation($id: ID!) { updateUser(input: { id: $id, connectAiClients: false }) { id connectAiClients } }',
      { id: dave.id },
      dave,
    );
    const refused = await token({
      grant_type: 'refresh_token',
      client_id: provider.client!.client_id,
      refresh_token: provider.saved!.refresh_token!,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('connect AI clients'),
    });

    const again = new MemoryProvider();
    await expect(
      new Client({ name: 'x', version: '1' }).connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: again })),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    const back = await consentAs(t.url, again.authorizationUrl!, dave);
    expect(back.searchParams.get('error')).toBe('access_denied');
  });
});

describe('acting as an agent', () => {
  it('attributes actions and timers to the agent under its own permissions, until the agent is deactivated or changes owner', async () => {
    const erin = await person();
    const agent = await botOf(erin, 'Erin agent');
    const stranger = await person();
    const strangersBot = await botOf(stranger, 'Not yours');

    const forged = new MemoryProvider();
    await expect(
      new Client({ name: 'x', version: '1' }).connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: forged })),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect((await consentAs(t.url, forged.authorizationUrl!, erin, strangersBot)).searchParams.get('error')).toBe('access_denied');

    const { client, provider } = await connectWithOAuth(erin, agent);
    expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: agent } });
    const created = await call(client, 'svc_create_ticket', { input: { projectKey: w.project.key, title: 'By the agent' } });
    const { id, key } = created.value as { id: string; key: string };
    expect((await call(client, 'svc_timer_start', { input: { ticketId: id } })).isError).toBe(false);
    t.clock.advance(10 * 60_000);
    const stopped = await call(client, 'svc_timer_stop');
    expect(stopped.value).toMatchObject({ durationMinutes: 10 });
    const entries = await ok<{ timeEntries: { nodes: Array<{ userId: string }> } }>(
      t,
      'query($id: ID!) { timeEntries(ticketId: $id) { nodes { userId } } }',
      { id },
      erin,
    );
    expect(entries.timeEntries.nodes).toEqual([{ userId: agent }]);
    const ticket = await ok<{ ticket: { reporter: { id: string } } }>(
      t,
      'query($k: String!) { ticket(key: $k) { reporter { id } } }',
      { k: key },
      erin,
    );
    expect(ticket.ticket.reporter.id).toBe(agent);
    expect((await viewerOf(provider.saved!.access_token)).data?.currentCredential).toMatchObject({
      user: { id: agent },
      delegatedBy: { id: erin.id },
    });
    const audit = await ok<{ auditLog: { nodes: Array<{ actorId: string; targetId: string }> } }>(
      t,
      '{ auditLog(first: 20, action: "oauth.granted") { nodes { actorId targetId } } }',
      {},
      t.adminToken,
    );
    expect(audit.auditLog.nodes).toContainEqual({ actorId: erin.id, targetId: agent });

    await ok(t, 'mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: agent }, erin);
    expect((await viewerOf(provider.saved!.access_token)).status).toBe(401);
    const refusedCall = await client.callTool({ name: 'svc_session_start', arguments: {} }).then(
      (result) => result.isError === true,
      () => true,
    );
    expect(refusedCall).toBe(true);
    await client.close().catch(() => undefined);

    const second = await botOf(erin, 'Second agent');
    const delegated = await connectWithOAuth(erin, second);
    await ok(t, 'mutation($id: ID!, $o: ID!) { updateUser(input: { id: $id, ownerId: $o }) { id } }', { id: second, o: stranger.id }, erin);
    expect((await viewerOf(delegated.provider.saved!.access_token)).status).toBe(401);
    await delegated.client.close().catch(() => undefined);
  });
});

describe('deactivation', () => {
  it('ends the grants of a person at once, those acting as themselves and as their agent', async () => {
    const henry = await person();
    const agent = await botOf(henry, 'Henry agent');
    const self = await connectWithOAuth(henry);
    const delegated = await connectWithOAuth(henry, agent);
    expect((await viewerOf(delegated.provider.saved!.access_token)).data?.currentCredential.user.id).toBe(agent);
    await ok(t, 'mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: henry.id }, t.adminToken);
    for (const { client, provider } of [self, delegated]) {
      expect((await viewerOf(provider.saved!.access_token)).status).toBe(401);
      await client.close().catch(() => undefined);
    }
  });
});

describe('revocation', () => {
  const initialize = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1.0.0' } };

  it('answers 401 with the challenge on the first call after the grant is revoked (RFC 7009), be it initialize, tools/call or resources/read', async () => {
    const judy = await person();
    const calls: Array<[string, Record<string, unknown>, boolean]> = [
      ['tools/call', { name: 'svc_session_start', arguments: {} }, true],
      ['resources/read', { uri: 'svc://timer' }, true],
      ['initialize', initialize, false],
    ];
    const grants = [];
    for (const [method, params, inSession] of calls) {
      const { client, provider } = await connectWithOAuth(judy);
      expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: judy.id } });
      await client.readResource({ uri: 'svc://timer' });
      grants.push({
        client,
        provider,
        method,
        params,
        sessionId: inSession ? (client.transport as StreamableHTTPClientTransport).sessionId : undefined,
      });
    }
    for (const { provider } of grants) {
      const revoked = await fetch(`${t.url}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: provider.saved!.refresh_token!, client_id: provider.client!.client_id }),
      });
      expect(revoked.status).toBe(200);
    }
    for (const { provider, method, params, sessionId } of grants) {
      const response = await fetch(mcpUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization: `Bearer ${provider.saved!.access_token}`,
          ...(sessionId ? { 'mcp-session-id': sessionId } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
      });
      expect({ method, status: response.status }).toEqual({ method, status: 401 });
      expect(response.headers.get('www-authenticate')).toMatch(
        /^Bearer error="invalid_token", error_description="[^"]+", scope="mcp:use", resource_metadata="http:\/\/[^"]+\/\.well-known\/oauth-protected-resource\/mcp"$/,
      );
    }
    // The official client meets the 401 and tries to refresh: refused (the grant has ended), it gets no new token.
    const [first] = grants;
    const before = first!.provider.saved!.access_token;
    await expect(first!.client.callTool({ name: 'svc_session_start', arguments: {} })).rejects.toThrow();
    expect(first!.provider.saved!.access_token).toBe(before);
    for (const { client } of grants) await client.close().catch(() => undefined);
  });
});

describe('the consent page in a browser', () => {
  it('signs a person in, offers themselves and their agents, and sends the code back to the client', async () => {
    const ida = await person();
    const agent = await botOf(ida, 'Ida agent');
    // The client's loopback listener, as desktop clients run one: the browser lands there with the code.
    let landed: (url: URL) => void;
    const callback = new Promise<URL>((resolve) => (landed = resolve));
    const listener = createServer((request, response) => {
      landed(new URL(request.url!, 'http://127.0.0.1'));
      response.writeHead(200, { 'content-type': 'text/plain' }).end('Connected');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const provider = new MemoryProvider(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/callback`);
    await expect(
      new Client({ name: 'x', version: '1' }).connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider })),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(provider.authorizationUrl!.href);
      expect(await page.title()).toBe('Sign in to connect · SVC');
      await screenshot(page, 'oauth-sign-in');
      await page.getByLabel('Email').fill(ida.email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
      await page.getByLabel('Password').fill(ida.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Connect Test AI client' }).waitFor();
      const choices = page.getByRole('radio');
      expect(await choices.count()).toBe(2);
      expect(await choices.first().isChecked()).toBe(true);
      await screenshot(page, 'oauth-consent');
      await page.getByRole('radio', { name: /Ida agent/ }).check();
      await page.getByRole('button', { name: 'Allow' }).click();
      const back = await callback;
      expect(back.searchParams.get('state')).toBe('state-42');
      await new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }).finishAuth(back.searchParams.get('code')!);
      const client = new Client({ name: 'browser-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider }));
      expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: agent } });
      await client.close();
    } finally {
      await browser.close();
      listener.close();
    }
  });
});

describe('the stdio server with OAuth', () => {
  it('signs in without a key through the printed URL and the loopback redirect, caches the session for its owner only, and renews it on the next start (SVC_AUTH=oauth: even with a key)', async () => {
    const frank = await person();
    const home = mkdtempSync(path.join(tmpdir(), 'svc-mcp-oauth-'));
    const cacheFile = path.join(home, 'svc-mcp', 'session.json');
    const stdio = (env: Record<string, string>) => {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [path.join(repoRoot(), 'bin', 'svc-mcp.js')],
        env: {
          PATH: process.env.PATH ?? '',
          SVC_API_URL: t.url,
          SVC_MCP_NO_BROWSER: '1',
          SVC_MCP_OAUTH_CACHE: cacheFile,
          SVC_MCP_TOOLSET: 'minimal',
          LOG_LEVEL: 'silent',
          ...env,
        },
        stderr: 'pipe',
      });
      const stderr: string[] = [];
      const signInUrl = new Promise<string>((resolve) =>
        transport.stderr?.on('data', (chunk: Buffer) => {
          stderr.push(chunk.toString());
          const printed = /Open this URL in a browser to connect: (\S+)/.exec(stderr.join(''))?.[1];
          if (printed) resolve(printed);
        }),
      );
      return { transport, stderr, signInUrl };
    };
    try {
      const first = stdio({});
      const client = new Client({ name: 'stdio-oauth', version: '1.0.0' });
      const connected = client.connect(first.transport);
      const back = await consentAs(t.url, await first.signInUrl, frank);
      expect(back.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(back)).text()).toBe('Connected: you can close this window.');
      await connected;
      expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: frank.id } });
      await client.close();
      expect(statSync(cacheFile).mode & 0o777).toBe(0o600);

      const second = stdio({ SVC_AUTH: 'oauth', SVC_API_KEY: 'svc_key_not-used' });
      const again = new Client({ name: 'stdio-oauth', version: '1.0.0' });
      await again.connect(second.transport);
      expect((await call(again, 'svc_session_start')).value).toMatchObject({ me: { id: frank.id } });
      expect(second.stderr.join('')).not.toMatch(/Open this URL/);
      await again.close();
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
